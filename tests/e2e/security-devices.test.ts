import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { logInAndLeaveHome, logInAs, openMenuIfFolded, sidewaysOverflow } from './navigation-support';
import { freshMobile } from '../support/messenger-fakes';
import { baseUrl, codeSentTo, messages, openKurdishPage, password, phone, registeredSeeker, unique, useBrowser } from './support';

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

  it('a seeker who signed up with an e-mail address adds a mobile number, typed in Arabic-Indic digits, to sign in with', async () => {
    const email = unique('adds-phone');
    await registeredSeeker(email);
    const number = freshMobile();
    const page = await openKurdishPage('/', phone);
    await logInAndLeaveHome(page, 'ckb', email, 'account');
    await page.goto(`${baseUrl}/account/security`, { waitUntil: 'networkidle' });
    const signIn = page.getByTestId('sign-in-details');
    await signIn.getByText(t.security_no_phone).waitFor({ timeout: 15_000 });
    await signIn.getByRole('button', { name: t.security_add_phone }).click();
    await signIn.getByLabel(t.security_new_phone).fill(`0${number.slice(4)}`.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit));
    await signIn.getByLabel(t.cp_current_password).fill(password);
    await signIn.getByRole('button', { name: t.email_send_code }).click();
    // The code went by WhatsApp, the dev Messenger's first channel, and the screen says so.
    await signIn.getByRole('status').filter({ hasText: t.channel_whatsapp }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'adding a mobile number, the code, ckb, 360 px');
    await signIn.getByLabel(t.v_code_required).fill(await codeSentTo(number));
    const grouped = `+964 ${number.slice(4, 7)} ${number.slice(7, 10)} ${number.slice(10)}`;
    await signIn.getByText(grouped, { exact: true }).waitFor({ timeout: 15_000 });
    expect(await signIn.getByRole('button', { name: t.security_change_phone }).count()).toBe(1);
    expect((await sidewaysOverflow(page)).overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
