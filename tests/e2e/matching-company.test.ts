// Matching in real Chromium against wrangler dev (issue 25), the company's half, in Arabic at 1280 px: the job editor
// takes two skills from the skill search (one by keyboard alone, one left a nice-to-have), a minimum degree, Arabic at
// a level and two screening questions (a yes/no knock-out requiring "yes", a number), and publishes; the server then
// holds exactly that and the editor shows it again. Two seekers apply (over REST: the seeker half is
// matching.test.ts), the better match first and the one who fails the knock-out last; the applicants table sorted by
// match puts the better one first, "Not a fit" finds only the knock-out applicant with the failed answer marked, the
// stage counts stay whole, and the panel shows the answers as asked and each requirement's verdict. axe-core runs on
// each page and state visited.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { restApi } from './jobs-support';
import { applyWithAnswers, type CompanyJobReply, companyPage, companyWithDraft, seekerWithCv } from './matching-company-support';
import { pathOf } from './navigation-support';
import { baseUrl, focused, messages, unique, useBrowser } from './support';

useBrowser();
const ar = messages.ar;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const companyEmail = unique('match-company-ar');
const title = 'محاسب أول';
const licenceText = 'هل لديك رخصة قيادة سارية؟';
const daysText = 'خلال كم يوماً يمكنك البدء بالعمل؟';
// Skills as the Arabic lookup names them: Accounting (47) and Microsoft Excel (39); Bachelor's (4); Arabic (4).
const accounting = 'المحاسبة';
const excel = 'Microsoft Excel';
const bachelor = 'بكالوريوس';
const arabic = 'العربية';
const strong = { name: 'لانا كريم', email: unique('match-strong') };
const knockedOut = { name: 'دارا علي', email: unique('match-knocked-out') };
let companyToken = '';
let jobId = 0;

beforeAll(async () => {
  ({ token: companyToken, jobId } = await companyWithDraft(companyEmail, title));
}, 120_000);

const main = (page: Page) => page.getByRole('main');
const storedJob = async () => (await restApi<CompanyJobReply>('GET', `/company/jobs/${jobId}`, companyToken)).job;

/** Picks a skill from the search's results: typed, then the result chosen by mouse or by keyboard alone. */
async function addSkill(page: Page, section: Locator, typed: string, name: string, by: 'mouse' | 'keyboard'): Promise<void> {
  const search = section.getByLabel(ar.cj_skill_add, { exact: true });
  await search.fill(typed);
  const result = section.getByRole('button', { name: `+ ${name}`, exact: true });
  await result.waitFor({ timeout: 15_000 });
  if (by === 'mouse') await result.click();
  else {
    // The results follow the search field in the tab order: Tab reaches the first, Enter picks it.
    await search.focus();
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe(`+ ${name}`);
    await page.keyboard.press('Enter');
  }
  await section.getByRole('list', { name: ar.cj_skills_chosen }).getByRole('listitem').filter({ hasText: name }).waitFor();
}

describe('a company in Arabic writes what it looks for', () => {
  it('adds skills, a degree, a language and two questions in the job editor, publishes, and the server holds them', { timeout: 240_000 }, async () => {
    const page = await companyPage('ar', companyEmail, `/company/jobs/${jobId}/edit`);
    await expect.poll(() => main(page).getByLabel(ar.cj_field_title, { exact: true }).inputValue(), { timeout: 20_000 }).toBe(title);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // Skills: Accounting by mouse, Excel by keyboard; both come in as must-haves, and Excel is made a nice-to-have.
    const matching = main(page).getByRole('region', { name: ar.cj_section_matching });
    await addSkill(page, matching, accounting, accounting, 'mouse');
    await addSkill(page, matching, 'Excel', excel, 'keyboard');
    const chosen = matching.getByRole('list', { name: ar.cj_skills_chosen }).getByRole('listitem');
    expect(await chosen.count()).toBe(2);
    const mustOf = (skill: string) => chosen.filter({ hasText: skill }).getByRole('checkbox', { name: ar.cj_skill_must });
    expect(await mustOf(accounting).isChecked()).toBe(true);
    await mustOf(excel).uncheck();

    // A minimum degree, and Arabic at "advanced" or better.
    await matching.getByLabel(ar.cj_field_min_degree, { exact: true }).selectOption({ label: bachelor });
    const languages = matching.getByRole('group', { name: ar.cj_field_languages_levels });
    await languages.getByRole('checkbox', { name: arabic, exact: true }).check();
    await languages.getByLabel(fill(ar.cj_language_level_for, { language: arabic }), { exact: true }).selectOption({ label: ar.cv_level_advanced });
    await expectAccessible(page, 'job editor, requirements chosen, ar');

    // Two questions: a yes/no knock-out that requires "yes", then a number (typed in Arabic-Indic digits).
    const questions = main(page).getByRole('region', { name: ar.cj_section_questions });
    await questions.getByRole('button', { name: ar.cj_question_add }).click();
    const first = questions.getByRole('group', { name: fill(ar.cj_question_n, { number: 1 }) });
    await first.getByLabel(ar.cj_question_key, { exact: true }).selectOption({ label: ar.screening_key_driving_licence });
    await first.getByLabel(ar.cj_question_text, { exact: true }).fill(licenceText);
    await first.getByRole('checkbox', { name: ar.cj_question_knockout }).check();
    await first.getByLabel(ar.cj_question_required_answer, { exact: true }).selectOption({ label: ar.answer_yes });
    await questions.getByRole('button', { name: ar.cj_question_add }).click();
    const second = questions.getByRole('group', { name: fill(ar.cj_question_n, { number: 2 }) });
    await second.getByLabel(ar.cj_question_kind, { exact: true }).selectOption({ label: ar.cj_question_number });
    await second.getByLabel(ar.cj_question_key, { exact: true }).selectOption({ label: ar.screening_key_start_within_days });
    await second.getByLabel(ar.cj_question_text, { exact: true }).fill(daysText);
    await second.getByLabel(ar.cj_question_max, { exact: true }).fill('٣٠');
    await expectAccessible(page, 'job editor, questions written, ar');

    // "Publish" saves, then asks for the credit.
    await main(page).getByRole('button', { name: ar.cj_action_publish, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ar.cj_publish_title });
    await dialog.waitFor({ timeout: 20_000 });
    await expect.poll(() => dialog.getByText(fill(ar.cj_publish_cost, { balance: 3 })).count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'publish dialog, ar');
    await dialog.getByRole('button', { name: ar.cj_publish_confirm }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${baseUrl}/company/jobs?state=published`);
    await expectAccessible(page, 'jobs page after publishing, ar');

    // What the server holds is what the editor showed.
    const job = await storedJob();
    expect(job.state).toBe('published');
    expect(job.skills.map(({ skill_id, must }) => ({ skill_id, must }))).toEqual([
      { skill_id: 47, must: true },
      { skill_id: 39, must: false },
    ]);
    expect(job.min_degree_id).toBe(4);
    expect(job.languages).toEqual([{ language_id: 4, min_level: 'advanced' }]);
    expect(job.questions.map(({ id: _id, ...question }) => question)).toEqual([
      { kind: 'yes_no', text: licenceText, key: 'driving_licence', knockout: true, required_answer: true },
      { kind: 'number', text: daysText, key: 'start_within_days', knockout: false, min: null, max: 30 },
    ]);

    // Opened again, the editor shows what was saved.
    await page.goto(`${baseUrl}/company/jobs/${jobId}/edit`);
    await expect.poll(() => chosen.count(), { timeout: 20_000 }).toBe(2);
    expect([await mustOf(accounting).isChecked(), await mustOf(excel).isChecked()]).toEqual([true, false]);
    // The selects read their lookups, which a fresh page loads after the job: asked until they have.
    await expect.poll(() => matching.getByLabel(ar.cj_field_min_degree, { exact: true }).inputValue()).toBe('4');
    await expect.poll(() => languages.getByLabel(fill(ar.cj_language_level_for, { language: arabic }), { exact: true }).inputValue()).toBe('advanced');
    expect(await first.getByLabel(ar.cj_question_required_answer, { exact: true }).inputValue()).toBe('yes');
    expect(await second.getByLabel(ar.cj_question_max, { exact: true }).inputValue()).toBe('30');
    await page.context().close();
  });
});

describe('the company finds its applicants by match', () => {
  it('sorts the table by match, lists the knock-out applicant alone under "Not a fit", and shows why in the panel', { timeout: 240_000 }, async () => {
    // The strong applicant (every requirement met, "yes") applies first; the knock-out one (Excel only, "no") last, so
    // the default order (newest first) and the match order differ.
    const [licence, days] = (await storedJob()).questions;
    if (!licence || !days) throw new Error('the job lost its questions');
    const strongSeeker = await seekerWithCv(strong.email, { name: strong.name, degreeId: 4, arabicLevel: 'fluent', skillIds: [47, 39] });
    await applyWithAnswers(strongSeeker, jobId, [
      { question_id: licence.id, value: true },
      { question_id: days.id, value: 10 },
    ]);
    const weakSeeker = await seekerWithCv(knockedOut.email, { name: knockedOut.name, degreeId: 2, arabicLevel: 'intermediate', skillIds: [39] });
    const knockedOutId = await applyWithAnswers(weakSeeker, jobId, [
      { question_id: licence.id, value: false },
      { question_id: days.id, value: 5 },
    ]);

    const page = await companyPage('ar', companyEmail, `/company/jobs/${jobId}/applicants`);
    await main(page).getByRole('group', { name: ar.pl_view_label }).getByRole('button', { name: ar.pl_view_table }).click();
    // Newest first, as the caption says: the knock-out applicant came last.
    const table = main(page).getByRole('table');
    const names = () => table.getByTestId('applicant-row').getByRole('button').allTextContents();
    await expect.poll(names, { timeout: 20_000 }).toEqual([knockedOut.name, strong.name]);
    expect(
      await main(page)
        .getByRole('table', { name: fill(ar.pl_table_caption, { sort: ar.pl_sort_newest }) })
        .count(),
    ).toBe(1);
    const total = main(page).getByText(fill(ar.pl_total, { count: 2 }), { exact: false });
    await total.waitFor();
    await expectAccessible(page, 'applicants table, newest first, ar');

    // Sorted by match: the better match first, said by the caption and the column head.
    await main(page).getByLabel(ar.pl_sort_label, { exact: true }).selectOption({ label: ar.pl_sort_match });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('match');
    const sorted = main(page).getByRole('table', { name: fill(ar.pl_table_caption, { sort: ar.pl_sort_match }) });
    await sorted.waitFor();
    await expect.poll(names).toEqual([strong.name, knockedOut.name]);
    expect(await sorted.getByRole('columnheader', { name: ar.pl_col_match }).getAttribute('aria-sort')).toBe('descending');
    const rowOf = (name: string) => sorted.getByTestId('applicant-row').filter({ hasText: name });
    expect(
      await rowOf(strong.name)
        .getByText(fill(ar.pl_match_score, { score: 100, met: 3, total: 3 }))
        .count(),
    ).toBe(1);
    expect(await rowOf(strong.name).getByText(ar.pl_not_a_fit, { exact: true }).count()).toBe(0);
    // Excel (1) and the city (1) of 8: the failed knock-out lowers no score, it only labels.
    expect(
      await rowOf(knockedOut.name)
        .getByText(fill(ar.pl_match_score, { score: 25, met: 0, total: 3 }))
        .count(),
    ).toBe(1);
    await expectAccessible(page, 'applicants table, best match first, ar');

    // "Not a fit": only the knock-out applicant, labelled so; nobody is rejected and the total still counts both.
    await main(page).getByLabel(ar.pl_filter_fit, { exact: true }).selectOption({ label: ar.pl_not_a_fit });
    await expect.poll(() => new URL(page.url()).searchParams.get('fit')).toBe('not_a_fit');
    await expect.poll(names).toEqual([knockedOut.name]);
    expect(await rowOf(knockedOut.name).getByText(ar.pl_not_a_fit, { exact: true }).count()).toBe(1);
    expect(await rowOf(knockedOut.name).getByRole('cell', { name: ar.pl_stage_applied, exact: true }).count()).toBe(1);
    expect(await total.count()).toBe(1);
    await expectAccessible(page, 'applicants table, not a fit, ar');

    // The board under the same filter: one card, but the "applied" column still counts both.
    await main(page).getByRole('group', { name: ar.pl_view_label }).getByRole('button', { name: ar.pl_view_board }).click();
    const applied = main(page).locator('[data-stage="applied"]');
    await expect.poll(() => applied.getByTestId('applicant-card').count(), { timeout: 15_000 }).toBe(1);
    expect(await applied.getByLabel(fill(ar.pl_column_count, { count: 2 }), { exact: true }).count()).toBe(1);
    await main(page).getByRole('group', { name: ar.pl_view_label }).getByRole('button', { name: ar.pl_view_table }).click();

    // The panel: each requirement's verdict on the CV sent, and the answers as asked with the failed one marked.
    const opener = main(page).getByRole('button', { name: knockedOut.name, exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: knockedOut.name });
    await panel.getByTestId('applicant-panel').waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('application')).toBe(String(knockedOutId));
    const verdicts = panel.getByRole('region', { name: ar.pl_cv_match_title }).getByRole('listitem');
    const verdict = (asked: string, status: string) => `${asked} — ${status}`;
    await expect
      .poll(() => verdicts.allTextContents().then((items) => items.map((item) => item.replace(/^[✓✗?]/, '').trim())))
      .toEqual([
        verdict(fill(ar.match_ask_skill_must, { skill: accounting }), ar.match_status_missed),
        verdict(fill(ar.match_ask_skill_nice, { skill: excel }), ar.match_status_met),
        verdict(fill(ar.match_ask_degree, { degree: bachelor }), ar.match_status_missed),
        verdict(fill(ar.match_ask_language, { language: arabic, level: ar.cv_level_advanced }), ar.match_status_missed),
        verdict(fill(ar.match_ask_city, { city: 'أربيل' }), ar.match_status_met),
      ]);
    const answers = panel.getByRole('region', { name: ar.pl_answers_title });
    // The answers, in the order asked: "No" to the knock-out marked "Not a fit" with what the job required, the number
    // as typed.
    expect(await answers.getByRole('term').allTextContents()).toEqual([licenceText, daysText]);
    const given = answers.getByRole('definition');
    const required = ar.pl_knockout_required.replace('{required}', ar.answer_yes);
    expect(await given.allTextContents()).toEqual([`${ar.answer_no}${ar.pl_not_a_fit}${required}`, '5']);
    expect(await given.nth(0).getByText(ar.pl_not_a_fit, { exact: true }).count()).toBe(1);
    await expectAccessible(page, 'applicant panel, not a fit, ar');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('application')).toBeNull();
    await expect.poll(async () => (await focused(page)).text).toBe(knockedOut.name);

    // The server agrees: the stage counts are whole under the filter, and the applicant is still "applied".
    const listed = await restApi<{ applicants: Array<{ id: number; stage: string }>; counts: Record<string, number> }>(
      'GET',
      `/company/jobs/${jobId}/applications?fit=not_a_fit&sort=match`,
      companyToken,
    );
    expect(listed.applicants.map((row) => [row.id, row.stage])).toEqual([[knockedOutId, 'applied']]);
    expect(listed.counts.applied).toBe(2);
    expect(pathOf(page)).toBe(`/company/jobs/${jobId}/applicants`);
    await page.context().close();
  });
});
