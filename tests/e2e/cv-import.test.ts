// CV import in real Chromium against wrangler dev (issue 26), in Sorani on a 360-px phone: a seeker imports a Word CV
// typed in the legacy Ali-K font from the CV dashboard, finds every section filled in (Unicode Sorani), corrects one
// entry in the review and saves; downloads the new CV as a PDF in Arabic; imports that PDF again and gets the same CV
// back (Kar's PDFs carry their CV). A file that is not what its name says is refused in words, and leaving the review
// saves nothing. axe-core runs on each page.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpSeekerOverHttp } from '../support/seeker-over-http';
import { expectAccessible } from './axe';
import { restApi } from './jobs-support';
import { sidewaysOverflow } from './navigation-support';
import { baseUrl, messages, openKurdishPage, password, phone, submitLogin, unique } from './support';
import { useBrowser } from './support';

useBrowser();
const t = messages.ckb;
const corpus = 'tests/fixtures/cv-import/corpus';
const wordFile = `${corpus}/ckb-docx-alik-one-column-stacked-befrin.docx`;
const expected = JSON.parse(readFileSync(`${corpus}/ckb-docx-alik-one-column-stacked-befrin.expected.json`, 'utf8')) as {
  personal: { full_name: string; email: string; phone_num: string };
  work_experience: Array<{ title: string; company: string }>;
};
const seekerEmail = unique('import-seeker');
let token = '';

interface Cv {
  id: number;
  title: string;
  full_name: string;
  email: string;
  phone_num: string;
  language: string;
  imported_at: string | null;
  work_experiences: Array<{ title: string; company: string; from_date: string; to_date: string | null; is_present: boolean; description: string | null }>;
  educations: Array<{
    institution: { id: number };
    institution_name: string | null;
    city: { id: number };
    degree: { id: number };
    start_date: string;
    end_date: string;
  }>;
  cv_languages: Array<{ language: { id: number }; proficiency_level: string }>;
  cv_skills: Array<{ id: number }>;
}

beforeAll(async () => {
  token = await signUpSeekerOverHttp(baseUrl, seekerEmail, password);
}, 60_000);

const main = (page: Page) => page.getByRole('main');
const review = (page: Page) => page.locator('[data-cv-import-review]');

async function expectPhonePage(page: Page, state: string): Promise<void> {
  await expectAccessible(page, state);
  expect((await sidewaysOverflow(page)).overflow).toBe(0);
}

async function chooseFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await main(page).locator('input[type=file]').setInputFiles(file);
}

/** The parts of a CV an import must carry, without ids and times. */
const contentOf = (cv: Cv) => ({
  title: cv.title,
  person: [cv.full_name, cv.email, cv.phone_num, cv.language],
  work: cv.work_experiences.map((work) => [work.title, work.company, work.from_date, work.to_date, work.is_present, work.description]),
  education: cv.educations.map((study) => [study.institution.id, study.institution_name, study.city.id, study.degree.id, study.start_date, study.end_date]),
  languages: cv.cv_languages.map((language) => [language.language.id, language.proficiency_level]),
  skills: cv.cv_skills.map((skill) => skill.id),
});

describe('CV import on a phone in Sorani', () => {
  it('imports an Ali-K Word CV, corrects an entry, saves, and gets the same CV back from its Arabic PDF', { timeout: 240_000 }, async () => {
    const page = await openKurdishPage('/sign-in?redirect=/dashboard', phone);
    await main(page).getByRole('button', { name: t.nav_login }).click();
    await submitLogin(page, 'ckb', seekerEmail);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');

    // A new seeker's empty dashboard offers the import first.
    await main(page).getByRole('link', { name: t.cv_import_title }).first().click();
    await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/cv-maker?section=import');
    await expectPhonePage(page, 'CV import, ckb');

    // A PNG named like a PDF is refused in words; nothing else happens.
    await chooseFile(page, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: readFileSync('tests/fixtures/images/photo-rgb.png') });
    await expect.poll(() => main(page).getByText(t.cv_import_error_not_pdf_or_docx).count(), { timeout: 30_000 }).toBe(1);

    await chooseFile(page, wordFile);
    await review(page).waitFor({ timeout: 60_000 });
    expect(await main(page).getByRole('heading', { level: 1 }).textContent()).toBe(t.cv_import_review_title);
    expect(await review(page).getByText(t.cv_import_review_ali_k).count()).toBe(1);
    for (const text of [expected.personal.full_name, expected.personal.email, ...expected.work_experience.map((work) => work.company)]) {
      expect(await review(page).getByText(text, { exact: false }).count(), text).toBeGreaterThan(0);
    }
    expect(await review(page).locator('[data-item-problem]').count()).toBe(0);
    await page.screenshot({ path: 'test-results/cv-import-review-ckb.png', fullPage: true });
    await expectPhonePage(page, 'CV import review, ckb');

    // One entry corrected in the review, with the maker's own form.
    const first = expected.work_experience[0] as { title: string; company: string };
    const corrected = `${first.title} (بەشی باکوور)`;
    await review(page)
      .getByRole('button', { name: `${t.cv_action_edit}: ${first.title} · ${first.company}` })
      .click();
    await review(page).getByLabel(t.cv_field_job_title).fill(corrected);
    await review(page).getByRole('button', { name: t.cv_update, exact: true }).click();
    await expect
      .poll(() =>
        review(page)
          .getByRole('heading', { name: `${corrected} · ${first.company}` })
          .count(),
      )
      .toBe(1);

    await review(page).getByRole('button', { name: t.cv_import_save }).click();
    const savedCvId = async () => {
      await expect.poll(() => new URL(page.url()).searchParams.get('id'), { timeout: 30_000 }).toMatch(/^\d+$/);
      return Number(new URL(page.url()).searchParams.get('id'));
    };
    const importedId = await savedCvId();
    const imported = await restApi<{ cv: Cv }>('GET', `/account/cvs/${importedId}`, token);
    expect(imported.cv.imported_at).not.toBeNull();
    expect(imported.cv.full_name).toBe(expected.personal.full_name);
    expect(imported.cv.work_experiences.map((work) => work.title)).toContain(corrected);

    // The CV as a PDF in Arabic, from the dashboard's viewer.
    await page.goto(`${baseUrl}/dashboard`);
    await main(page).getByRole('button', { name: t.cv_action_pdf }).first().click();
    const viewer = page.getByRole('dialog', { name: t.cv_pdf_title });
    await viewer.getByLabel(t.cv_pdf_language).selectOption('ar');
    const downloadLink = viewer.getByRole('link', { name: t.cv_download });
    await expect.poll(() => downloadLink.getAttribute('download'), { timeout: 30_000 }).toMatch(/-ar\.pdf$/);
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    const pdfPath = `test-results/cv-import-${importedId}-ar.pdf`;
    await download.saveAs(pdfPath);
    await viewer.getByRole('button', { name: t.dialog_close }).first().click();

    // The same seeker imports that PDF: Kar's own PDF comes back whole, nothing to complete.
    await main(page).getByRole('link', { name: t.cv_import_title }).first().click();
    await chooseFile(page, pdfPath);
    await review(page).waitFor({ timeout: 60_000 });
    expect(await review(page).getByText(t.cv_import_review_kar).count()).toBe(1);
    expect(await review(page).locator('[data-item-problem]').count()).toBe(0);
    await review(page).getByRole('button', { name: t.cv_import_save }).click();
    const againId = await savedCvId();
    expect(againId).not.toBe(importedId);
    const again = await restApi<{ cv: Cv }>('GET', `/account/cvs/${againId}`, token);
    expect(contentOf(again.cv)).toEqual(contentOf(imported.cv));

    // Leaving a review saves nothing.
    const before = await restApi<{ cvs: unknown[] }>('GET', '/account/cvs/account-cvs', token);
    await page.goto(`${baseUrl}/cv-maker?section=import`);
    await chooseFile(page, wordFile);
    await review(page).waitFor({ timeout: 60_000 });
    await review(page).getByRole('button', { name: t.button_cancel, exact: true }).click();
    await page.getByRole('dialog', { name: t.cv_import_leave_title }).getByRole('button', { name: t.cv_import_leave }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    expect((await restApi<{ cvs: unknown[] }>('GET', '/account/cvs/account-cvs', token)).cvs.length).toBe(before.cvs.length);
    await page.context().close();
  });
});
