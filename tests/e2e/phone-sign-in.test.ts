// A job seeker's account by mobile number in real Chromium against wrangler dev (issue 28; docs/product.md, "Phone
// numbers as a way in"). A Sorani seeker on a 360 px phone chooses to sign up with a mobile number, types it the way a
// Kurdish keyboard gives it (٠٧٥٠… in Arabic-Indic digits), is told which channel the code went by (the dev
// Messenger's first, WhatsApp, lands in the dev outbox), enters it, finds the number already in the contact field,
// finishes the sign-up, signs out and signs back in with the number in the one "email or mobile number" box. axe runs on
// each step, and nothing reaches past the screen sideways.
import { describe, expect, it } from 'vitest';
import { freshMobile } from '../support/messenger-fakes';
import { expectAccessible } from './axe';
import { chooseDate } from './cvs-support';
import { logInAs, openMenuIfFolded, sidewaysOverflow } from './navigation-support';
import { baseUrl, codeSentTo, messages, openPage, password, phone, solveCaptcha, useBrowser } from './support';

useBrowser();
const t = messages.ckb;
const arabicIndic = (digits: string) => digits.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);

describe('a job seeker without an e-mail address', () => {
  it('signs up in Sorani on a phone with a number typed in Arabic-Indic digits, then signs in with it', { timeout: 120_000 }, async () => {
    const number = freshMobile();
    const national = `0${number.slice(4)}`;
    const page = await openPage('ckb', '/#signup', phone);
    const dialog = page.getByRole('dialog', { name: t.signup_title });
    await expect.poll(() => dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: t.signup_use_phone }).click();
    const mobile = dialog.getByLabel(t.field_mobile, { exact: true });
    await mobile.fill(arabicIndic(`${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`));
    await solveCaptcha(dialog, 'ckb');
    await expectAccessible(page, 'sign-up by mobile number, ckb, 360 px');
    await dialog.getByRole('button', { name: t.email_send_code }).click();

    // The screen names the channel and the number, grouped for reading.
    const sentBy = dialog.getByRole('status').filter({ hasText: t.channel_whatsapp });
    await expect.poll(() => sentBy.count(), { timeout: 15_000 }).toBe(1);
    expect(await sentBy.textContent()).toContain(`+964 ${number.slice(4, 7)} ${number.slice(7, 10)} ${number.slice(10)}`);
    expect(await dialog.getByText(t.phone_sms_hint).count()).toBe(1);
    const codeField = dialog.getByLabel(t.v_code_required);
    await codeField.fill(await codeSentTo(number));
    await expectAccessible(page, 'code sent by WhatsApp, ckb, 360 px');
    await dialog.getByRole('button', { name: t.email_continue }).click();
    await dialog.getByTestId('email-verified').waitFor({ timeout: 20_000 });

    // The number is the contact number too, unless changed.
    expect(await dialog.getByLabel(t.field_phone).inputValue()).toBe(number);
    await dialog.getByLabel(t.field_full_name).fill('شیلان عەلی');
    await dialog.getByLabel(t.field_password, { exact: true }).fill(password);
    await dialog.getByLabel(t.field_password_confirmation).fill(password);
    await chooseDate(dialog, t.field_dob, '1998-02-03');
    for (const label of [t.field_gender, t.field_city]) {
      const select = dialog.getByLabel(label);
      await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
      await select.selectOption({ index: 1 });
    }
    expect((await sidewaysOverflow(page)).overflow).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: t.button_submit }).click();
    const congratulations = page.getByRole('dialog', { name: t.signup_congrats_title });
    await expect.poll(() => congratulations.isVisible(), { timeout: 15_000 }).toBe(true);
    await congratulations.getByRole('button', { name: t.success_to_dashboard }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/dashboard');

    // On a phone the header's menu is folded: open it to sign out and to sign in again.
    await openMenuIfFolded(page, 'ckb');
    await page.getByRole('button', { name: t.nav_logout }).click();
    await expect.poll(() => page.getByTestId('signed-in-name').count(), { timeout: 10_000 }).toBe(0);
    await page.goto(`${baseUrl}/`);
    await logInAs(page, 'ckb', arabicIndic(national), 'account');
    await expect.poll(() => page.getByText(t.reply_logged_in).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/dashboard');
    await page.context().close();
  });
});
