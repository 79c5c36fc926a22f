// Applying to a job in real Chromium against wrangler dev, in Sorani (`ckb-IQ`) on a 360-px phone: signed in with a
// CV made in the CV maker's apply mode (a draft refused on the way), and without an account with an uploaded PDF,
// through the e-mail code to the success modal; the new account then applies to a second job, sees both applications
// and withdraws one. axe-core runs on every step of both wizards.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpCompanyOverHttp } from '../support/seeker-over-http';
import { minimalPdf } from '../support/files';
import { expectAccessible } from './axe';
import { chooseDate } from './cvs-support';
import { admin, publishedJob } from './jobs-support';
import { pathOf, sidewaysOverflow } from './navigation-support';
import { baseUrl, codeSentTo, messages, openKurdishPage, password, phone, registeredSeeker, solveCaptcha, submitLogin, unique, useBrowser } from './support';

useBrowser();
const t = messages.ckb;
/** Screenshots of each step for a person to look at. */
const artefacts = 'test-results/apply';
mkdirSync(artefacts, { recursive: true });
const jobTitle = 'گەشەپێدەری وێب لە هەولێر';
const requirements = ['TypeScript', 'SQL'];
let jobId = 0;
const secondJobTitle = 'شیکەرەوەی داتا لە سلێمانی';
let secondJobId = 0;

beforeAll(async () => {
  const companyEmail = unique('apply-company');
  const companyToken = await signUpCompanyOverHttp(baseUrl, companyEmail, password, 'Hawler Soft');
  admin('approve-company', companyEmail);
  jobId = await publishedJob(companyToken, { title: jobTitle, language: 'ckb', description: '<p>کار لە هەولێر.</p>', requirements });
  secondJobId = await publishedJob(companyToken, { title: secondJobTitle, language: 'ckb', description: '<p>کار لە سلێمانی.</p>', requirements: ['SQL'] });
}, 120_000);

const main = (page: Page) => page.getByRole('main');
const stepHeading = (page: Page) => page.getByTestId('apply-step-heading');
const nextButton = (page: Page) => page.getByTestId('apply-next');

/** The wizard shows a step: its heading has focus (a screen reader reads from there), nothing runs off the phone. */
async function expectStep(page: Page, title: string, state: string): Promise<void> {
  await expect.poll(() => stepHeading(page).textContent(), { timeout: 15_000 }).toBe(title);
  await page.screenshot({ path: `${artefacts}/${state.replace(/[^a-z0-9]+/gi, '-')}.png`, fullPage: true });
  await expectAccessible(page, state);
  expect((await sidewaysOverflow(page)).overflow).toBe(0);
}

async function expectFocusOnHeading(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('apply-step-heading');
}

async function chooseOption(scope: Page | Locator, label: string, option: { index: number } | { value: string }): Promise<void> {
  const select = scope.getByLabel(label, { exact: true });
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  await select.selectOption(option);
}

/** The maker's section menu and Next, as in cvs.test.ts. */
const sectionButton = (page: Page, label: string) => page.getByRole('navigation', { name: t.cv_maker_sections }).getByRole('button', { name: label });
async function expectSection(page: Page, label: string): Promise<void> {
  await expect.poll(() => sectionButton(page, label).getAttribute('aria-current'), { timeout: 15_000 }).toBe('step');
}
const makerNext = (page: Page) => page.getByRole('button', { name: t.cv_next, exact: true }).click();
const addItem = (page: Page, label: string) =>
  page
    .getByRole('button', { name: `+ ${label}`, exact: true })
    .first()
    .click();

describe('applying on a phone in Sorani', () => {
  it('a job seeker signs in from the job, makes a CV in the maker (a draft is refused), and applies with it', async () => {
    const email = unique('apply-seeker');
    await registeredSeeker(email);
    const page = await openKurdishPage(`/jobs/${jobId}`, phone);
    await main(page).getByRole('heading', { level: 1, name: jobTitle }).waitFor({ timeout: 15_000 });

    // Signed out, Apply asks to sign in and comes back to the wizard of this job.
    await page.getByTestId('apply').click();
    await expect.poll(() => pathOf(page)).toBe('/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/jobs/${jobId}/apply`);
    await main(page).getByRole('button', { name: t.nav_login }).click();
    await submitLogin(page, 'ckb', email);
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(`/jobs/${jobId}/apply`);
    await expectStep(page, t.apply_step_cv, 'signed-in wizard, step 1 without CVs');
    await main(page).getByText(t.apply_no_cvs).waitFor();
    // Issue 23: with no CV at all, nothing asks whether another one is needed.
    expect(await main(page).getByText(t.apply_new_cv_prompt).count()).toBe(0);

    // Next without a CV: SPEC's 'Select CV'.
    await nextButton(page).click();
    await main(page).getByRole('alert').filter({ hasText: t.v_select_cv }).waitFor();

    // The maker in apply mode: two sections make a draft; Save As Draft goes back to the wizard.
    await main(page).getByRole('link', { name: t.cv_create_action }).click();
    await expect.poll(() => pathOf(page)).toBe('/cv-maker');
    expect(new URL(page.url()).searchParams.get('apply')).toBe(String(jobId));
    await expectSection(page, t.cv_section_personal);
    await main(page).getByLabel(t.cv_field_cv_title).fill('سیڤیی گەشەپێدەر');
    await main(page).getByLabel(t.field_full_name).fill('ئاراس محەمەد');
    await main(page).getByLabel(t.cv_field_location, { exact: true }).fill('هەولێر');
    await makerNext(page);
    await expectSection(page, t.cv_section_education);
    expect(new URL(page.url()).searchParams.get('apply')).toBe(String(jobId));
    await addItem(page, t.cv_add_education);
    await chooseOption(main(page), t.cv_field_institution, { index: 1 });
    await chooseOption(main(page), t.cv_field_degree, { index: 4 });
    await main(page).getByLabel(t.cv_field_field_of_study).fill('ئەندازیاریی نەرمەکاڵا');
    await chooseOption(main(page), t.field_city, { index: 1 });
    await main(page).getByLabel(t.cv_field_start_year).fill('2014');
    await main(page).getByLabel(t.cv_field_end_year).fill('2018');
    await makerNext(page);
    await expectSection(page, t.cv_section_languages);
    await page.getByRole('button', { name: t.cv_save_draft, exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(`/jobs/${jobId}/apply`);

    // The draft is refused with SPEC's message, and a link finishes it in the maker.
    const draft = main(page).getByRole('radio', { name: new RegExp('سیڤیی گەشەپێدەر') });
    await draft.click();
    await main(page).getByRole('alert').filter({ hasText: t.v_cv_incomplete }).waitFor();
    expect(await draft.isChecked()).toBe(false);
    await expectAccessible(page, 'signed-in wizard, a draft refused');
    await main(page).getByRole('link', { name: t.apply_complete_cv }).click();
    await expect.poll(() => pathOf(page)).toBe('/cv-maker');
    // In apply mode Create answers an unfinished CV with SPEC's 'Please fill all required fields'.
    await page.getByRole('button', { name: t.cv_create, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: t.v_required_fields }).first().waitFor();
    expect(pathOf(page)).toBe('/cv-maker');
    await sectionButton(page, t.cv_section_languages).click();
    await expectSection(page, t.cv_section_languages);
    await addItem(page, t.cv_add_language);
    await chooseOption(main(page), t.cv_field_language, { index: 4 });
    await chooseOption(main(page), t.cv_field_level, { value: 'advanced' });
    await makerNext(page);
    await expectSection(page, t.cv_section_skills);
    await main(page).getByLabel(t.cv_skill_search).fill('Type');
    await page.getByRole('button', { name: '+ TypeScript', exact: true }).click();
    await expect.poll(() => page.getByRole('list', { name: t.cv_skills_chosen }).textContent()).toContain('TypeScript');
    await makerNext(page);
    await expectSection(page, t.cv_section_work);
    await addItem(page, t.cv_add_work);
    await main(page).getByLabel(t.cv_field_job_title).fill('گەشەپێدەری وێب');
    await main(page).getByLabel(t.cv_field_company).fill('Korek Telecom');
    await main(page).getByLabel(t.cv_field_location, { exact: true }).fill('هەولێر');
    await main(page).getByLabel(`${t.cv_field_from}: ${t.field_month}`).selectOption('03');
    await main(page).getByLabel(`${t.cv_field_from}: ${t.field_year}`).selectOption('2019');
    await main(page).getByLabel(t.cv_field_present).check();
    await makerNext(page);
    await expectSection(page, t.cv_section_references);
    await expect.poll(() => page.getByText(t.cv_progress.replace('{done}', '5').replace('{total}', '5')).first().isVisible()).toBe(true);

    // Create hands the CV back to the wizard, chosen.
    await page.getByRole('button', { name: t.cv_create, exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(`/jobs/${jobId}/apply`);
    const made = main(page).getByRole('radio', { name: new RegExp('سیڤیی گەشەپێدەر') });
    await expect.poll(() => made.isChecked(), { timeout: 15_000 }).toBe(true);
    await expectStep(page, t.apply_step_cv, 'signed-in wizard, step 1 with the CV made');

    // Step 2: a statement is needed.
    await nextButton(page).click();
    await expectStep(page, t.apply_step_statement, 'signed-in wizard, step 2');
    await expectFocusOnHeading(page);
    expect(new URL(page.url()).searchParams.get('step')).toBe('2');
    // A refresh stays on the step, with the CV chosen (both are in the address).
    await page.reload();
    await expect.poll(() => stepHeading(page).textContent(), { timeout: 15_000 }).toBe(t.apply_step_statement);
    await nextButton(page).click();
    await main(page).getByRole('alert').filter({ hasText: t.v_statement_required }).waitFor();
    const statement = 'سێ ساڵ ئەزموونم لە TypeScript و SQL هەیە.';
    await main(page).getByLabel(t.apply_statement_label).fill(statement);
    await nextButton(page).click();

    // Step 3: the job's requirements; the browser's Back keeps what was written.
    await expectStep(page, t.apply_step_requirements, 'signed-in wizard, step 3');
    await expectFocusOnHeading(page);
    await page.goBack();
    await expect.poll(() => stepHeading(page).textContent()).toBe(t.apply_step_statement);
    expect(await main(page).getByLabel(t.apply_statement_label).inputValue()).toBe(statement);
    await nextButton(page).click();
    await expectStep(page, t.apply_step_requirements, 'signed-in wizard, step 3 again');
    await nextButton(page).click();
    await main(page).getByRole('alert').filter({ hasText: t.v_requirement_tick_required }).waitFor();
    await main(page).getByRole('checkbox', { name: 'SQL' }).check();
    expect(await nextButton(page).textContent()).toBe(t.apply_submit);
    await nextButton(page).click();

    // Submitted: the toast, My Applications, and the success modal.
    await page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: t.reply_application_submitted }).first().waitFor({ timeout: 20_000 });
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/myApplications/applied-Jobs');
    const success = page.getByRole('dialog', { name: t.apply_success_title });
    await success.getByRole('button', { name: t.success_to_dashboard }).waitFor();
    await success.getByRole('button', { name: t.success_explore_jobs }).waitFor();
    await expectAccessible(page, 'apply success modal');
    await page.screenshot({ path: `${artefacts}/success-modal.png` });
    await success.getByRole('button', { name: t.dialog_close }).first().click();

    // A second application to the same job: told so, with the way to the first one.
    await page.goto(`${baseUrl}/jobs/${jobId}/apply`);
    await made.check();
    await nextButton(page).click();
    // This time the statement is a file.
    await main(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from(minimalPdf('Statement')) });
    await main(page).getByText('statement.pdf').waitFor();
    await nextButton(page).click();
    await main(page).getByRole('checkbox', { name: 'TypeScript' }).check();
    await nextButton(page).click();
    await main(page).getByRole('alert').filter({ hasText: t.error_already_applied }).waitFor({ timeout: 15_000 });
    await main(page).getByRole('link', { name: t.apply_see_application }).waitFor();
    await expectAccessible(page, 'signed-in wizard, already applied');
    await page.screenshot({ path: `${artefacts}/signed-in-wizard-already-applied.png`, fullPage: true });
    await page.context().close();
  }, 240_000);

  it('a visitor applies without an account with an uploaded PDF, verifies the e-mail, lands signed in, applies again and withdraws one', async () => {
    const email = unique('apply-guest');
    const page = await openKurdishPage(`/jobs/${jobId}`, phone);
    await main(page).getByTestId('apply-without-account').click();
    await expect.poll(() => pathOf(page)).toBe(`/jobs/${jobId}/apply-without-account`);
    await expectStep(page, t.apply_guest_step_details, 'unsigned wizard, step 1');

    // Every field is required: SPEC's 'Please fill all empty fields'.
    await nextButton(page).click();
    await expect.poll(() => main(page).getByText(t.v_fill_empty_fields).count()).toBeGreaterThan(1);
    await expectAccessible(page, 'unsigned wizard, step 1 with empty fields');
    await main(page).getByLabel(t.field_full_name).fill('شیلان کەریم');
    await main(page).getByLabel(t.field_email).fill(email);
    await main(page).getByLabel(t.field_phone).fill('07501234567');
    await chooseDate(main(page), t.field_dob, '1995-04-12');
    await chooseOption(main(page), t.field_gender, { index: 2 });
    await chooseOption(main(page), t.field_city, { index: 1 });
    await chooseOption(main(page), t.apply_field_work_type, { index: 1 });
    await main(page).getByLabel(t.apply_field_bio).fill('گەشەپێدەری وێبم و حەزم لە کاری تیمییە.');
    await solveCaptcha(main(page), 'ckb');
    await nextButton(page).click();

    // Step 2: a file or a CV from the maker is needed; LinkedIn is coming soon.
    await expectStep(page, t.apply_guest_step_cv, 'unsigned wizard, step 2');
    await expectFocusOnHeading(page);
    // After a refresh the server's pending application brings the wizard back here, and Back shows the details.
    await page.reload();
    await expect.poll(() => stepHeading(page).textContent(), { timeout: 15_000 }).toBe(t.apply_guest_step_cv);
    await main(page).getByRole('button', { name: t.apply_back }).click();
    await expect.poll(() => main(page).getByLabel(t.field_full_name).inputValue()).toBe('شیلان کەریم');
    await nextButton(page).click();
    await expect.poll(() => stepHeading(page).textContent()).toBe(t.apply_guest_step_cv);
    expect(
      await main(page)
        .getByRole('button', { name: new RegExp(t.apply_guest_linkedin) })
        .isDisabled(),
    ).toBe(true);
    await nextButton(page).click();
    await main(page).getByRole('alert').filter({ hasText: t.v_upload_or_create }).waitFor();
    await main(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'shilan-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(minimalPdf('Shilan Karim')) });
    await main(page).getByText('shilan-cv.pdf').waitFor();
    // The job's requirements: at least one is ticked.
    await nextButton(page).click();
    await main(page).getByRole('alert').filter({ hasText: t.v_requirement_tick_required }).waitFor();
    await main(page).getByRole('checkbox', { name: 'TypeScript' }).check();
    await nextButton(page).click();

    // Step 3: the account's password; a mismatch is SPEC's 'Password does not match'.
    await expectStep(page, t.apply_guest_step_account, 'unsigned wizard, step 3');
    expect(await main(page).getByLabel(t.field_email).inputValue()).toBe(email);
    await main(page).getByLabel(t.field_password, { exact: true }).fill(password);
    await main(page).getByLabel(t.field_password_confirmation).fill(`${password}x`);
    await nextButton(page).click();
    await main(page).getByText(t.v_password_does_not_match).waitFor();
    await main(page).getByLabel(t.field_password_confirmation).fill(password);
    await nextButton(page).click();

    // The e-mail code, then the application is sent and the visitor is signed in.
    const verify = page.getByRole('dialog', { name: t.apply_verify_title });
    await verify.getByLabel(t.apply_verify_code).waitFor({ timeout: 15_000 });
    // Issue 23: the dialog starts in the code field and counts down the code's 3 minutes.
    await expect.poll(() => verify.getByLabel(t.apply_verify_code).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await verify.getByText(t.apply_code_valid_for).count()).toBe(1);
    expect(await verify.getByRole('timer').textContent()).toMatch(/^0[23]:[0-5]\d$/);
    await expectAccessible(page, 'unsigned wizard, e-mail code');
    await page.screenshot({ path: `${artefacts}/unsigned-wizard-code.png` });
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(password);
    await verify.getByLabel(t.apply_verify_code).fill(await codeSentTo(email));
    await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/myApplications/applied-Jobs');
    const success = page.getByRole('dialog', { name: t.apply_success_title });
    await success.getByRole('button', { name: t.success_to_dashboard }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'unsigned wizard, success');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(password);
    await success.getByRole('button', { name: t.dialog_close }).first().click();

    // Now a signed-in seeker: a second job with the same uploaded CV, then both applications, and one withdrawn.
    await page.goto(`${baseUrl}/jobs/${secondJobId}/apply`);
    const uploaded = main(page).getByRole('radio', { name: /shilan-cv\.pdf/ });
    await uploaded.check({ timeout: 15_000 });
    await nextButton(page).click();
    await expectStep(page, t.apply_step_statement, 'second application, statement');
    await main(page).getByLabel(t.apply_statement_label).fill('ئەزموونم لە SQL هەیە.');
    await nextButton(page).click();
    await main(page).getByRole('checkbox', { name: 'SQL' }).check();
    await nextButton(page).click();
    await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/myApplications/applied-Jobs');
    await page.getByRole('dialog', { name: t.apply_success_title }).getByRole('button', { name: t.dialog_close }).first().click();
    const cards = page.getByTestId('application-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual([secondJobTitle, jobTitle]);
    await expectAccessible(page, 'both applications');
    await cards.filter({ hasText: jobTitle }).getByRole('button', { name: t.myapps_withdraw }).click();
    await page.getByRole('dialog', { name: t.myapps_withdraw_title }).getByRole('button', { name: t.myapps_withdraw_confirm }).click();
    await expect
      .poll(() => cards.filter({ hasText: jobTitle }).getByRole('list', { name: t.myapps_timeline }).textContent(), { timeout: 15_000 })
      .toContain(t.myapps_status_withdrawn);
    expect(await cards.filter({ hasText: secondJobTitle }).getByRole('button', { name: t.myapps_withdraw }).count()).toBe(1);
    await page.screenshot({ path: `${artefacts}/both-applications-one-withdrawn.png`, fullPage: true });
    await page.context().close();
  }, 240_000);
});
