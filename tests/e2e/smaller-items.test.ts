/**
 * Issue 23's smaller items in real Chromium: the job page names the job in the window title, the "Ctrl+Enter sends"
 * hint only where a keyboard is likely (not on a touch phone), and the robot check says why it is unticked after a
 * code was sent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { hiringScene } from './hiring-support';
import { logInAndLeaveHome } from './navigation-support';
import { baseUrl, desktop, messages, newContext, openKurdishPage, phone, solveCaptcha, unique, useBrowser } from './support';

const companyEmail = unique('smaller-company');
const seekerEmail = unique('smaller-seeker');
const jobTitle = 'ژمێریاری سەرەکی';
const companyName = 'کۆمپانیای زاگرۆس';
const scene = { jobId: 0, applicationId: 0 };

useBrowser();

beforeAll(async () => {
  const made = await hiringScene({ companyEmail, companyName, seekerEmail, applicantName: 'شیلان کەریم', jobTitle });
  scene.jobId = made.jobId;
  scene.applicationId = made.applicationId;
});

describe('issue 23, smaller items', () => {
  it("the job page's window title names the job and its company", async () => {
    const page = await openKurdishPage(`/jobs/${scene.jobId}`);
    await page.getByRole('heading', { level: 1, name: jobTitle }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.title()).toContain(jobTitle);
    expect(await page.title()).toContain(companyName);
    await page.context().close();
  });

  it('says "Ctrl+Enter sends" with a mouse and keyboard, not on a touch phone', { timeout: 120_000 }, async () => {
    for (const [device, expected] of [
      [{ viewport: desktop }, 1],
      [{ viewport: phone, isMobile: true, hasTouch: true }, 0],
    ] as const) {
      const context = await newContext({ locale: 'ckb-IQ', ...device });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await logInAndLeaveHome(page, 'ckb', seekerEmail, 'account');
      await page.goto(`${baseUrl}/messages?thread=${scene.applicationId}`);
      await page.getByLabel(messages.ckb.messages_write_label).waitFor({ timeout: 15_000 });
      expect(await page.getByText(messages.ckb.messages_send_hint).count()).toBe(expected);
      await expectAccessible(page, `thread, ${expected ? 'desktop' : 'touch phone'}`);
      await context.close();
    }
  });

  it('after "Send code" the unticked robot check says why', async () => {
    const t = messages.ckb;
    const page = await openKurdishPage('/#signup', phone);
    const dialog = page.getByRole('dialog', { name: t.signup_title });
    await dialog.getByLabel(t.field_email, { exact: true }).fill(unique('captcha-note'));
    expect(await dialog.getByText(t.captcha_spent_note).count()).toBe(0);
    await solveCaptcha(dialog, 'ckb');
    await dialog.getByRole('button', { name: t.email_send_code }).click();
    await dialog.getByLabel(t.v_code_required).waitFor({ timeout: 15_000 });
    await dialog.getByText(t.captcha_spent_note).waitFor();
    expect(await dialog.getByRole('timer').textContent()).toMatch(/^0[23]:[0-5]\d$/);
    await expectAccessible(page, 'sign-up code step with the spent robot check');
    await page.context().close();
  });
});
