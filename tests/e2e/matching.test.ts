// Matching in real Chromium against wrangler dev (issue 25), in Sorani on a 360-px phone: a seeker opens a job that
// asks for a skill, a degree and a language, sees "How you match", follows the gap to the CV maker's skills section,
// adds the skill and comes back to see it met; then applies, answering the screening questions (a failing knock-out
// is said before sending; the second application finds its answer pre-filled from the answer bank); the board labels
// each card with how they match, sorts by "Best match", keeps an alert of jobs that match the CV, and finds "Jobs for
// you" on the dashboard. The company's applicants table lists the knock-out applicant under "Not a fit". axe-core runs
// on each page.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpCompanyOverHttp, signUpSeekerOverHttp } from '../support/seeker-over-http';
import { expectAccessible } from './axe';
import { admin, publishedJob, restApi } from './jobs-support';
import { pathOf, sidewaysOverflow } from './navigation-support';
import { baseUrl, messages, openKurdishPage, password, phone, submitLogin, unique, useBrowser } from './support';

useBrowser();
const t = messages.ckb;
const licence = { kind: 'yes_no', text: 'مۆڵەتی شۆفێریت هەیە؟', key: 'driving_licence', knockout: true, required_answer: true };
const startDays = { kind: 'number', text: 'لە ماوەی چەند ڕۆژدا دەتوانیت دەست پێبکەیت؟', key: 'start_within_days', knockout: false, max: 30 };
const matching = {
  skills: [{ skill_id: 1, must: true }],
  min_degree_id: 4,
  languages: [{ language_id: 1, min_level: 'advanced' }],
  questions: [licence, startDays],
};
let companyToken = '';
let firstJob = 0;
let secondJob = 0;
const seekerEmail = unique('match-seeker');

beforeAll(async () => {
  const companyEmail = unique('match-company');
  companyToken = await signUpCompanyOverHttp(baseUrl, companyEmail, password, 'Zagros Logistics');
  admin('approve-company', companyEmail);
  firstJob = await publishedJob(companyToken, { title: 'شۆفێری گەیاندن', language: 'ckb', requirements: ['ڕێزگرتن لە کات'], ...matching });
  secondJob = await publishedJob(companyToken, { title: 'شۆفێری بارهەڵگر', language: 'ckb', requirements: ['ڕێزگرتن لە کات'], ...matching });
  const seeker = await signUpSeekerOverHttp(baseUrl, seekerEmail, password);
  const cv = await restApi<{ cv: { id: number } }>('POST', '/account/cvs/personal-info', seeker, {
    full_name: 'ئاراس محەمەد',
    email: 'aras.m@example.com',
    phone_num: '+964 750 123 4567',
    location: 'هەولێر',
    title: 'CVی شۆفێر',
    language: 'ckb',
  });
  await restApi('POST', `/account/cvs/${cv.cv.id}/education`, seeker, {
    institution_id: 1,
    city_id: 1,
    degree_id: 4,
    field_of_study: 'Logistics',
    start_date: 2014,
    end_date: 2018,
  });
  await restApi('POST', `/account/cvs/${cv.cv.id}/languages`, seeker, { language_id: 1, proficiency_level: 'fluent' });
}, 120_000);

const main = (page: Page) => page.getByRole('main');
const matchSection = (page: Page) => main(page).getByRole('region', { name: t.match_title });
const nextButton = (page: Page) => page.getByTestId('apply-next');

async function expectPhonePage(page: Page, state: string): Promise<void> {
  await expectAccessible(page, state);
  expect((await sidewaysOverflow(page)).overflow).toBe(0);
}

async function applyAnswering(page: Page, jobId: number, answers: { licence?: string; days?: string }): Promise<void> {
  await page.goto(`${baseUrl}/jobs/${jobId}/apply`);
  await main(page)
    .getByRole('radio', { name: /CVی شۆفێر/ })
    .check();
  await nextButton(page).click();
  await expect.poll(() => page.getByTestId('apply-step-heading').textContent(), { timeout: 15_000 }).toBe(t.apply_step_questions);
  if (answers.licence) await main(page).getByRole('group', { name: licence.text }).getByLabel(answers.licence).check();
  if (answers.days) await main(page).getByRole('group', { name: startDays.text }).getByLabel(t.answer_number_label).fill(answers.days);
}

describe('matching on a phone in Sorani', () => {
  it('shows how the seeker matches, sends a gap to the CV maker and back, and applies with answers', async () => {
    const page = await openKurdishPage(`/sign-in?redirect=/jobs/${firstJob}`, phone);
    await main(page).getByRole('button', { name: t.nav_login }).click();
    await submitLogin(page, 'ckb', seekerEmail);
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(`/jobs/${firstJob}`);

    // The skill is unknown (the CV lists no skills); the degree and Sorani are met.
    const section = matchSection(page);
    await section.getByText(t.match_met_of_total.replace('{met}', '3').replace('{total}', '4')).waitFor({ timeout: 20_000 });
    const skill = section.getByRole('listitem').filter({ hasText: 'JavaScript' });
    await skill.getByText(t.match_status_unknown).waitFor();
    await expectPhonePage(page, 'how you match, a gap');

    // The gap opens the CV maker on its skills section; the skill added there is met back on the job.
    await skill.getByRole('link', { name: t.match_fix_in_cv }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/cv-maker');
    await main(page).getByLabel(t.cv_skill_search).fill('JavaScript');
    await main(page).getByRole('button', { name: '+ JavaScript' }).click();
    await main(page).getByRole('list', { name: t.cv_skills_chosen }).getByText('JavaScript').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: t.cv_back_to_job }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(`/jobs/${firstJob}`);
    await matchSection(page).getByRole('listitem').filter({ hasText: 'JavaScript' }).getByText(t.match_status_met).waitFor({ timeout: 20_000 });

    // Applying: the questions step; "No" to the knock-out is said before sending, and the seeker may still send.
    await applyAnswering(page, firstJob, { licence: t.answer_no, days: '٧' });
    await main(page).getByText(t.answer_knockout_warning.replace('{required}', t.answer_yes).slice(0, 20)).waitFor();
    await expectPhonePage(page, 'apply wizard, the questions');
    await nextButton(page).click();
    await main(page).getByLabel(t.apply_statement_label).fill('پێنج ساڵ شۆفێری گەیاندن بووم لە هەولێر.');
    await nextButton(page).click();
    await expect.poll(() => page.getByTestId('apply-step-heading').textContent(), { timeout: 15_000 }).toBe(t.apply_step_requirements);
    await main(page).getByRole('checkbox', { name: 'ڕێزگرتن لە کات' }).check();
    await nextButton(page).click();
    await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/myApplications/applied-Jobs');

    // The second job asks the same keyed questions: the answers come back from the bank, ready to change.
    await applyAnswering(page, secondJob, {});
    expect(await main(page).getByRole('group', { name: licence.text }).getByLabel(t.answer_no).isChecked()).toBe(true);
    expect(await main(page).getByRole('group', { name: startDays.text }).getByLabel(t.answer_number_label).inputValue()).toBe('7');

    // The board labels each card with how the seeker matches, in their language.
    await page.goto(`${baseUrl}/explore-jobs`);
    const card = main(page).getByTestId('job-card').filter({ hasText: 'شۆفێری گەیاندن' });
    await card.getByText(t.match_met_of_total.replace('{met}', '4').replace('{total}', '4')).waitFor({ timeout: 20_000 });
    await expectPhonePage(page, 'explore jobs with match labels');

    // "Best match for my CV": the first card meets everything it asks; an alert of the same kind is one tick away.
    await main(page).getByLabel(t.explore_sort_label).selectOption('match');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('match');
    const fullMatch = new RegExp(t.match_met_of_total.replace('{met}', '(\\d+)').replace('{total}', '\\1'));
    await expect.poll(() => main(page).getByTestId('job-card').first().textContent(), { timeout: 20_000 }).toMatch(fullMatch);
    await main(page).getByTestId('create-alert').click();
    const dialog = page.getByRole('dialog', { name: t.al_dialog_title });
    expect(await dialog.getByLabel(t.al_match_cv_label).isChecked()).toBe(true);
    await expectPhonePage(page, 'an alert of jobs that match my CV');
    await dialog.getByTestId('alert-submit').click();
    // Saved once the dialog closes: leaving before that would cancel the request.
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await page.goto(`${baseUrl}/dashboard/alerts`);
    await main(page).getByRole('heading', { name: t.al_search_cv_match }).waitFor({ timeout: 15_000 });

    // The dashboard opens with "Jobs for you", each card saying how the CV meets it, and a way to all of them.
    await page.goto(`${baseUrl}/dashboard`);
    const forYou = main(page).getByRole('region', { name: t.jobs_for_you_title });
    await forYou.getByText(t.jobs_for_you_text).waitFor({ timeout: 20_000 });
    await expect.poll(() => forYou.getByTestId('job-card').first().textContent()).toMatch(fullMatch);
    await expectPhonePage(page, 'the dashboard with jobs for you');
    await forYou.getByRole('link', { name: t.jobs_for_you_all }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/explore-jobs');

    // The company's table: the knock-out applicant is under "Not a fit", never rejected.
    const table = await restApi<{ applicants: Array<{ id: number; stage: string; match: { not_a_fit: boolean } | null }> }>(
      'GET',
      `/company/jobs/${firstJob}/applications?fit=not_a_fit&sort=match`,
      companyToken,
    );
    expect(table.applicants.map((row) => [row.stage, row.match?.not_a_fit])).toEqual([['applied', true]]);
  }, 180_000);
});
