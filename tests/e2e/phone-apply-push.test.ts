// Issue 28's walk in real Chromium against wrangler dev: a Sorani seeker on a 360 px phone applies without an account
// with only a mobile number, typed in Arabic-Indic digits (0750…), reads the code the dev Messenger sent by WhatsApp,
// lands signed in with the application sent, turns on notifications on this phone and chooses "Phone" for interview
// invitations; when the company invites them, the push arrives at the (loopback) push service, encrypted, and the
// test decrypts it: the Sorani title and sentence, the page it opens. Later they add an e-mail address on the
// security page, with their password and a code mailed to it. axe runs on each page visited.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PushNoticePayload } from '../../worker/features/push/push.schemas';
import { minimalPdf } from '../support/files';
import { freshMobile } from '../support/messenger-fakes';
import { signUpCompanyOverHttp } from '../support/seeker-over-http';
import { expectAccessible } from './axe';
import { chooseDate } from './cvs-support';
import { admin, publishedJob, restApi } from './jobs-support';
import { pathOf, sidewaysOverflow } from './navigation-support';
import { pushesTo, takePushes } from './push-support';
import { baseUrl, codeSentTo, messages, newContext, password, phone, solveCaptcha, unique, useBrowser } from './support';

useBrowser();
const t = messages.ckb;
const arabicIndic = (digits: string) => digits.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);
const jobTitle = 'ژمێریاری شەوانە لە هەولێر';
let companyToken = '';
let jobId = 0;

beforeAll(async () => {
  const companyEmail = unique('push-company');
  companyToken = await signUpCompanyOverHttp(baseUrl, companyEmail, password, 'Erbil Accounts');
  admin('approve-company', companyEmail);
  jobId = await publishedJob(companyToken, { title: jobTitle, language: 'ckb', description: '<p>کار لە هەولێر.</p>', requirements: ['Excel'] });
}, 120_000);

const main = (page: Page) => page.getByRole('main');
const nextButton = (page: Page) => page.getByTestId('apply-next');
const stepIs = (page: Page, title: string) => expect.poll(() => page.getByTestId('apply-step-heading').textContent(), { timeout: 15_000 }).toBe(title);

async function chooseFirst(page: Page, label: string): Promise<void> {
  const select = main(page).getByLabel(label, { exact: true });
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  await select.selectOption({ index: 1 });
}

describe('a seeker reached on the phone', () => {
  it(
    'applies with a mobile number typed in Arabic-Indic digits, gets a push when invited to an interview, and adds an e-mail later',
    { timeout: 180_000 },
    async () => {
      const number = freshMobile();
      const national = `0${number.slice(4)}`;
      // Kar's service worker runs here (newContext blocks it unless asked): pushes are subscribed through it.
      const context = await newContext({ locale: 'ckb-IQ', viewport: phone, serviceWorkers: 'allow' });
      const browserPushes = await takePushes(context);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/jobs/${jobId}/apply-without-account`, { waitUntil: 'networkidle' });

      // Step 1: no e-mail address, the mobile number as a Kurdish keyboard types it.
      await stepIs(page, t.apply_guest_step_details);
      await main(page).getByLabel(t.field_full_name).fill('هێمن ئەحمەد');
      await main(page).getByLabel(t.field_phone).fill(arabicIndic(national));
      expect(await main(page).getByLabel(t.field_phone).inputValue()).toBe(national);
      await chooseDate(main(page), t.field_dob, '1997-06-21');
      await chooseFirst(page, t.field_gender);
      await chooseFirst(page, t.field_city);
      await chooseFirst(page, t.apply_field_work_type);
      await main(page).getByLabel(t.apply_field_bio).fill('ژمێریارم و ئەزموونی Excelم هەیە.');
      await solveCaptcha(main(page), 'ckb');
      await expectAccessible(page, 'apply by mobile number, details, ckb, 360 px');
      await nextButton(page).click();

      // Step 2: an uploaded CV and the job's requirement; step 3: the password.
      await stepIs(page, t.apply_guest_step_cv);
      await main(page)
        .locator('input[type=file]')
        .setInputFiles({ name: 'hemin-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(minimalPdf('Hemin Ahmed')) });
      await main(page).getByText('hemin-cv.pdf').waitFor();
      await main(page).getByRole('checkbox', { name: 'Excel' }).check();
      await nextButton(page).click();
      await stepIs(page, t.apply_guest_step_account);
      await main(page).getByLabel(t.field_password, { exact: true }).fill(password);
      await main(page).getByLabel(t.field_password_confirmation).fill(password);
      await nextButton(page).click();

      // The code went by WhatsApp (the dev Messenger's first channel), to the number in E.164.
      const verify = page.getByRole('dialog', { name: t.apply_verify_phone_title });
      await verify.getByLabel(t.apply_verify_code).waitFor({ timeout: 15_000 });
      const sentBy = verify.getByRole('status').filter({ hasText: t.channel_whatsapp });
      expect(await sentBy.textContent()).toContain(`+964 ${number.slice(4, 7)} ${number.slice(7, 10)} ${number.slice(10)}`);
      await expectAccessible(page, 'apply by mobile number, the code, ckb, 360 px');
      await verify.getByLabel(t.apply_verify_code).fill(await codeSentTo(number));
      await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/myApplications/applied-Jobs');
      const success = page.getByRole('dialog', { name: t.apply_success_title });
      await success.getByRole('button', { name: t.dialog_close }).first().click({ timeout: 15_000 });
      await main(page).getByText(jobTitle).first().waitFor({ timeout: 15_000 });

      // Notifications on this phone, once the service worker runs; then "Phone" for interview invitations.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.goto(`${baseUrl}/notifications`, { waitUntil: 'networkidle' });
      await main(page).getByRole('button', { name: t.push_turn_on }).click({ timeout: 15_000 });
      await main(page).getByText(t.push_on_here).waitFor({ timeout: 15_000 });
      expect(browserPushes.subscriptions).toHaveLength(1);
      const invitations = main(page).getByRole('group', { name: t.push_kind_interview_scheduled });
      // The radio follows the saved choice (it shows what is being saved until the server answers).
      const byPhone = invitations.getByRole('radio', { name: t.push_channel_push });
      await byPhone.click();
      await page.getByText(t.reply_notification_channels_saved).first().waitFor({ timeout: 10_000 });
      await expect.poll(() => byPhone.isChecked()).toBe(true);
      expect((await sidewaysOverflow(page)).overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'notifications on this phone, ckb, 360 px');

      // The company invites the applicant; the push reaches the phone's push service, encrypted for this browser.
      const { applicants } = await restApi<{ applicants: Array<{ id: number }> }>('GET', `/company/jobs/${jobId}/applications`, companyToken);
      const [application] = applicants;
      const startsAt = new Date(Date.now() + 3 * 86_400_000);
      startsAt.setUTCHours(7, 30, 0, 0);
      await restApi('POST', `/company/applications/${application?.id}/interviews`, companyToken, {
        starts_at: startsAt.toISOString(),
        duration_minutes: 30,
        mode: 'on_site',
        location: 'Erbil Accounts, 100m Street',
      });
      const [subscription] = browserPushes.subscriptions;
      if (!subscription) throw new Error('no subscription was made');
      await expect.poll(async () => (await pushesTo(subscription)).length, { timeout: 15_000 }).toBe(1);
      const [push] = await pushesTo(subscription);
      expect(push).toMatchObject({ urgency: 'high', topic: expect.stringMatching(/^interview-\d+$/) });
      const notice = JSON.parse(push?.plaintext ?? '{}') as PushNoticePayload;
      expect(notice).toMatchObject({ kind: 'interview_scheduled', title: t.push_title_interview, url: '/myApplications/interviews', lang: 'ckb', dir: 'rtl' });
      expect(notice.body).toContain(jobTitle);
      expect(notice.body).toContain('Erbil Accounts');
      // 07:30 UTC is 10:30 on Baghdad's clock.
      expect(notice.body).toContain('10:30');

      // Job alerts have nowhere to go without an address or a linked Telegram: their page says so and leads to
      // the security page, where an address is added with the password and a code.
      await page.goto(`${baseUrl}/dashboard/alerts`, { waitUntil: 'networkidle' });
      const nowhere = page.getByTestId('alerts-nowhere');
      await nowhere.getByText(t.al_no_address_telegram).waitFor({ timeout: 15_000 });
      expect(await nowhere.getByRole('link', { name: t.tg_link }).count()).toBe(1);
      await expectAccessible(page, 'job alerts of a seeker without an e-mail address, ckb, 360 px');
      await nowhere.getByRole('link', { name: t.security_add_email }).click();
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/account/security');
      const signIn = page.getByTestId('sign-in-details');
      await signIn.getByText(t.security_no_email).waitFor({ timeout: 15_000 });
      expect(await signIn.getByText(`+964 ${number.slice(4, 7)} ${number.slice(7, 10)} ${number.slice(10)}`).count()).toBe(1);
      await expectAccessible(page, 'security page of a phone account, ckb, 360 px');
      await signIn.getByRole('button', { name: t.security_add_email }).click();
      const email = unique('phone-seeker');
      await signIn.getByLabel(t.security_new_email).fill(email);
      await signIn.getByLabel(t.cp_current_password).fill(password);
      await signIn.getByRole('button', { name: t.email_send_code }).click();
      await signIn.getByRole('status').filter({ hasText: email }).waitFor({ timeout: 15_000 });
      await signIn.getByLabel(t.v_code_required).fill(await codeSentTo(email));
      await signIn.getByText(email, { exact: true }).waitFor({ timeout: 15_000 });
      expect(await signIn.getByText(t.security_no_email).count()).toBe(0);
      expect((await sidewaysOverflow(page)).overflow).toBeLessThanOrEqual(0);
      await page.goto(`${baseUrl}/dashboard/alerts`, { waitUntil: 'networkidle' });
      await main(page).getByRole('heading', { level: 1, name: t.al_page_title }).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('alerts-nowhere').count()).toBe(0);
      await context.close();
    },
  );
});
