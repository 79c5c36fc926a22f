import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { logInAs, openMenuIfFolded, sidewaysOverflow } from './navigation-support';
import { baseUrl, messages, openKurdishPage, password, phone, registeredSeeker, unique, useBrowser } from './support';

/** Issue 29: the devices signed in to an account, on the account's security page. */
useBrowser();
const t = messages.ckb;
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A sign-in from another device, over HTTP: its token. */
async function signedInElsewhere(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': iphone },
    body: JSON.stringify({ email, password, type: 'account' }),
  });
  const reply = (await response.json()) as { data?: { token?: string } };
  expect(response.status).toBe(200);
  return reply.data?.token ?? '';
}

const profileStatus = async (token: string) => (await fetch(`${baseUrl}/api/v1/account/profile`, { headers: { Authorization: `Bearer ${token}` } })).status;

describe('signed-in devices', () => {
  it('a Sorani seeker on a phone sees an iPhone signed in to the account and signs it out', async () => {
    const email = unique('devices');
    await registeredSeeker(email);
    const iphoneToken = await signedInElsewhere(email);
    const page = await openKurdishPage('/', phone);
    await logInAs(page, 'ckb', email, 'account');
    await page.waitForURL(/\/dashboard/);
    await openMenuIfFolded(page, 'ckb');
    await page.getByRole('link', { name: t.security_nav }).click();
    await page.waitForURL(/\/account\/security$/);
    await page.getByRole('heading', { level: 1, name: t.security_title }).waitFor();

    const rows = page.getByTestId('device-row');
    await expect.poll(() => rows.count()).toBe(3);
    const thisDevice = rows.filter({ hasText: t.security_this_device });
    expect(await thisDevice.count()).toBe(1);
    const iphoneName = t.security_device_name.replace('{browser}', 'Safari').replace('{os}', 'iOS');
    const iphoneRow = rows.filter({ hasText: iphoneName });
    expect(await iphoneRow.count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect((await sidewaysOverflow(page)).overflow).toBe(0);
    await expectAccessible(page);

    await iphoneRow.getByRole('button', { name: t.security_sign_out_device_label.replace('{device}', iphoneName) }).click();
    await page.getByRole('status').filter({ hasText: t.reply_session_ended }).waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await profileStatus(iphoneToken)).toBe(401);

    // Everywhere else: the sign-up's own session goes too, this one stays.
    await page.getByRole('button', { name: t.security_sign_out_others }).click();
    await page.getByRole('status').filter({ hasText: t.reply_other_sessions_ended }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByText(t.security_no_other_devices).waitFor();
    await expectAccessible(page);
    await page.context().close();
  });
});
