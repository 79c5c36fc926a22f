// The CV part in real Chromium against wrangler dev, in Sorani Kurdish: the 8-section maker driven by Next, a draft
// saved and resumed, an uploaded PDF, the default CV, and the server's PDF shown in the viewer.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { minimalPdf, tinyPng } from '../support/files';
import { expectAccessible } from './axe';
import { chooseDate } from './cvs-support';
import { baseUrl, logInInUi, messages, openPage, registeredSeeker, unique, useBrowser } from './support';

useBrowser();
const t = messages.ckb;
const artefacts = 'test-results/cvs';
mkdirSync(artefacts, { recursive: true });

/** The maker's section menu and the button of one section in it. */
const sectionMenu = (page: Page) => page.getByRole('navigation', { name: t.cv_maker_sections });
const sectionButton = (page: Page, label: string) => sectionMenu(page).getByRole('button', { name: label });

async function expectActive(page: Page, label: string): Promise<void> {
  await expect.poll(() => sectionButton(page, label).getAttribute('aria-current'), { timeout: 15_000 }).toBe('step');
}

/** Waits for a section to be marked complete (its check mark's text for screen readers). */
async function expectDone(page: Page, label: string): Promise<void> {
  await expect.poll(() => sectionButton(page, label).textContent(), { timeout: 15_000 }).toContain(t.cv_section_done);
}

/** The maker's own area (the header has a language group named like the language field). */
const maker = (page: Page) => page.locator('main');

async function chooseOption(scope: Page | Locator, label: string, option: { index: number } | { value: string }): Promise<void> {
  const select = scope.getByLabel(label, { exact: true });
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  await select.selectOption(option);
}

const next = (page: Page) => page.getByRole('button', { name: t.cv_next, exact: true }).click();
const addButton = (page: Page, label: string) =>
  page
    .getByRole('button', { name: `+ ${label}`, exact: true })
    .first()
    .click();

/** The card of one CV on the dashboard, by its title. */
const cvCard = (page: Page, title: string) => page.getByRole('list', { name: t.cv_my_cvs }).getByRole('listitem').filter({ hasText: title });

describe('CVs in the browser', () => {
  it('a job seeker builds a whole CV in Kurdish with Next, resumes a draft, uploads a PDF, sets the default and reads the PDF', async () => {
    const email = unique('cv-maker');
    await registeredSeeker(email);
    const page = await openPage('ckb');
    await logInInUi(page, 'ckb', email);
    await expect.poll(() => page.getByText(t.cv_empty_title).isVisible()).toBe(true);

    // Personal information: name, e-mail and phone come from the account; Next saves it and moves on.
    await page.getByRole('navigation', { name: t.nav_main_label }).getByRole('link', { name: t.nav_cv_maker }).click();
    await expectActive(page, t.cv_section_personal);
    await maker(page).getByLabel(t.cv_field_cv_title).fill('سیڤیی ئەندازیاری');
    await maker(page).getByLabel(t.field_full_name).fill('ئاراس محەمەد');
    await maker(page).getByLabel(t.cv_field_location, { exact: true }).fill('هەولێر');
    await maker(page).getByLabel(t.cv_field_address_optional).fill('شەقامی ١٠٠ مەتری');
    await maker(page).getByLabel(t.cv_field_shareable).check();
    // A round photo, cropped in the browser to 250×250 before it is sent.
    await maker(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(tinyPng()) });
    await page.getByRole('button', { name: t.cropper_confirm }).click();
    await expect.poll(() => maker(page).getByRole('img', { name: t.cv_photo }).getAttribute('src')).toMatch(/^blob:/);
    await page.screenshot({ path: `${artefacts}/maker-personal-ckb.png`, fullPage: true });
    await expectAccessible(page, 'CV maker, personal information, ckb');
    await next(page);
    await expectActive(page, t.cv_section_education);
    await expectDone(page, t.cv_section_personal);
    const cvId = new URL(page.url()).searchParams.get('id');
    expect(cvId).toMatch(/^\d+$/);
    const photo = await page.evaluate(async (id) => {
      const image = new Image();
      image.src = `/files/cv-photos/${id}`;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, cvId);
    expect(photo).toEqual({ width: 250, height: 250 });

    // Education: an open form is saved by Next; a failed save keeps the form and the section.
    await addButton(page, t.cv_add_education);
    await next(page);
    await expectActive(page, t.cv_section_education);
    await expect.poll(() => maker(page).getByText(t.v_institution_required).isVisible()).toBe(true);
    await chooseOption(maker(page), t.cv_field_institution, { index: 1 });
    await chooseOption(maker(page), t.cv_field_degree, { index: 4 });
    await maker(page).getByLabel(t.cv_field_field_of_study).fill('ئەندازیاریی نەرمەکاڵا');
    await chooseOption(maker(page), t.field_city, { index: 1 });
    await maker(page).getByLabel(t.cv_field_start_year).fill('2014');
    await maker(page).getByLabel(t.cv_field_end_year).fill('2018');
    await next(page);
    await expectActive(page, t.cv_section_languages);
    await expectDone(page, t.cv_section_education);

    // Two sections of the five required items: a draft (SPEC: completed_count below 3). Save As Draft closes the maker.
    await expect.poll(() => maker(page).getByText(t.cv_progress.replace('{done}', '2').replace('{total}', '5')).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: t.cv_create, exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: t.cv_save_draft, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    const card = cvCard(page, 'سیڤیی ئەندازیاری');
    await expect.poll(() => card.textContent()).toContain(t.cv_state_draft);

    // Resume the draft: the maker opens on it in edit mode, with its sections checked.
    await card.getByRole('link', { name: t.cv_action_edit }).click();
    await expectDone(page, t.cv_section_education);
    await sectionButton(page, t.cv_section_languages).click();
    await expectActive(page, t.cv_section_languages);

    await addButton(page, t.cv_add_language);
    await chooseOption(maker(page), t.cv_field_language, { index: 4 });
    await chooseOption(maker(page), t.cv_field_level, { value: 'advanced' });
    await next(page);
    await expectActive(page, t.cv_section_skills);
    await expectDone(page, t.cv_section_languages);

    // Skills: searched by typed text, saved as they are picked.
    await maker(page).getByLabel(t.cv_skill_search).fill('Type');
    await page.getByRole('button', { name: '+ TypeScript', exact: true }).click();
    await expect.poll(() => page.getByRole('list', { name: t.cv_skills_chosen }).textContent()).toContain('TypeScript');
    await expectDone(page, t.cv_section_skills);
    await next(page);
    await expectActive(page, t.cv_section_work);

    await addButton(page, t.cv_add_work);
    await maker(page).getByLabel(t.cv_field_job_title).fill('ئەندازیاری نەرمەکاڵا');
    await maker(page).getByLabel(t.cv_field_company).fill('Korek Telecom');
    await maker(page).getByLabel(t.cv_field_location, { exact: true }).fill('هەولێر');
    // Months are two selects (month, year), the same in every browser.
    await maker(page).getByLabel(`${t.cv_field_from}: ${t.field_month}`).selectOption('03');
    await maker(page).getByLabel(`${t.cv_field_from}: ${t.field_year}`).selectOption('2019');
    const toDate = maker(page).getByRole('group', { name: t.cv_field_to, exact: true });
    expect(await toDate.count()).toBe(1);
    await maker(page).getByLabel(t.cv_field_present).check();
    // Present hides To date.
    expect(await toDate.count()).toBe(0);
    // The job's position and sector (optional), for jobs that ask for experience in theirs.
    const workField = maker(page).getByRole('group', { name: t.cv_work_field_legend });
    await chooseOption(workField, t.field_position, { value: '1' });
    await chooseOption(workField, t.field_sector, { value: '1' });
    await expectAccessible(page, 'CV maker, work experience form, ckb');
    await next(page);
    await expectActive(page, t.cv_section_references);
    await expectDone(page, t.cv_section_work);

    await addButton(page, t.cv_add_reference);
    await maker(page).getByLabel(t.field_full_name).fill('دیلان ئەحمەد');
    await maker(page).getByLabel(t.cv_field_job_title).fill('بەڕێوەبەر');
    await maker(page).getByLabel(t.cv_field_organization).fill('Korek Telecom');
    await maker(page).getByLabel(t.cv_field_relationship).fill('بەڕێوەبەری پێشووم');
    await maker(page).getByLabel(t.field_email).fill('dilan.ahmed@example.com');
    await maker(page).getByLabel(t.field_phone).fill('07709876543');
    await page.locator('input[type=file]').setInputFiles({ name: 'letter.png', mimeType: 'image/png', buffer: Buffer.from(tinyPng()) });
    await expect.poll(() => page.getByText('letter.png').isVisible()).toBe(true);
    await next(page);
    await expectActive(page, t.cv_section_awards);
    await expectDone(page, t.cv_section_references);

    await addButton(page, t.cv_add_award);
    await maker(page).getByLabel(t.cv_field_title, { exact: true }).fill('AWS Certified Developer');
    await chooseOption(maker(page), t.cv_field_award_kind, { value: 'certificate' });
    await maker(page).getByLabel(t.cv_field_organization).fill('Amazon Web Services');
    await chooseDate(maker(page), t.cv_field_issued, '2022-05-01');
    await chooseDate(maker(page), t.cv_field_expires, '2025-05-01');
    await next(page);
    await expectActive(page, t.cv_section_additional);
    await expectDone(page, t.cv_section_awards);

    await addButton(page, t.cv_add_additional);
    await chooseOption(maker(page), t.cv_field_additional_type, { index: 1 });
    await maker(page).getByLabel(t.cv_field_title, { exact: true }).fill('پڕۆژەی کار');
    await maker(page).getByLabel(t.cv_field_url, { exact: true }).fill('https://kar.example/projects');
    await next(page);
    // Next cycles back to the first section.
    await expectActive(page, t.cv_section_personal);
    await expectDone(page, t.cv_section_additional);
    await expect.poll(() => page.getByText(t.cv_progress.replace('{done}', '5').replace('{total}', '5')).first().isVisible()).toBe(true);
    await page.screenshot({ path: `${artefacts}/maker-complete-ckb.png`, fullPage: true });
    await expectAccessible(page, 'CV maker, every section done, ckb');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // On a 360 px phone nothing runs off the side.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${artefacts}/maker-360-ckb.png`, fullPage: true });
    await expectAccessible(page, 'CV maker at 360 px, ckb');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The work card names the position and sector chosen, in Sorani.
    await sectionButton(page, t.cv_section_work).click();
    await expect.poll(() => maker(page).getByText('گەشەپێدەری نەرمەکاڵا · تەکنەلۆژیای زانیاری').count()).toBe(1);

    // Items are edited and deleted from their cards; completion follows on the server.
    await sectionButton(page, t.cv_section_education).click();
    await expectActive(page, t.cv_section_education);
    await maker(page)
      .getByRole('button', { name: new RegExp(`^${t.cv_action_edit}: `) })
      .click();
    await maker(page).getByLabel(t.cv_field_field_of_study).fill('زانستی کۆمپیوتەر');
    await maker(page).getByRole('button', { name: t.cv_update, exact: true }).click();
    await expect.poll(() => maker(page).getByText('زانستی کۆمپیوتەر').count()).toBeGreaterThan(0);
    await sectionButton(page, t.cv_section_additional).click();
    await expectActive(page, t.cv_section_additional);
    await maker(page)
      .getByRole('button', { name: new RegExp(`^${t.cv_action_delete}: `) })
      .click();
    await page.getByRole('dialog', { name: t.cv_item_delete_title }).getByRole('button', { name: t.cv_action_delete }).click();
    await expect.poll(() => sectionButton(page, t.cv_section_additional).textContent()).not.toContain(t.cv_section_done);
    await expect.poll(() => maker(page).getByText(t.cv_progress.replace('{done}', '5').replace('{total}', '5')).isVisible()).toBe(true);
    await sectionButton(page, t.cv_section_personal).click();
    await expectActive(page, t.cv_section_personal);

    // With all five required items Create is enabled. It saves an open form first (here a new address), then goes
    // back to the dashboard, where the CV is complete.
    await maker(page).getByRole('button', { name: t.cv_action_edit, exact: true }).click();
    await maker(page).getByLabel(t.cv_field_address_optional).fill('شەقامی ٦٠ مەتری');
    await maker(page).getByRole('button', { name: t.cv_create, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await expect.poll(() => card.textContent()).toContain(t.cv_state_complete);
    expect(await card.getByText(t.cv_state_default, { exact: true }).count()).toBe(1);

    // Upload a PDF CV: Done is disabled until a file is chosen.
    await page.getByRole('button', { name: t.cv_upload_action, exact: true }).click();
    const upload = page.getByRole('dialog', { name: t.cv_upload_title });
    await upload.getByLabel(t.cv_field_title, { exact: true }).fill('سیڤیی بارکراو');
    expect(await upload.getByRole('button', { name: t.cv_done, exact: true }).isDisabled()).toBe(true);
    // A file of the wrong kind is refused with SPEC's message and nothing is chosen.
    await upload.locator('input[type=file]').setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('Curriculum vitae') });
    await expect.poll(() => upload.getByText(t.v_cv_file_type).isVisible()).toBe(true);
    expect(await upload.getByRole('button', { name: t.cv_done, exact: true }).isDisabled()).toBe(true);
    await upload.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(minimalPdf()) });
    await upload.getByRole('button', { name: t.cv_done, exact: true }).click();
    const uploaded = cvCard(page, 'سیڤیی بارکراو');
    await expect.poll(() => uploaded.textContent(), { timeout: 15_000 }).toContain(t.cv_state_uploaded);

    // The uploaded one becomes the default; the made one loses it.
    await uploaded.getByRole('button', { name: t.cv_action_default }).click();
    const defaultBadge = (of: Locator) => of.getByText(t.cv_state_default, { exact: true });
    await expect.poll(() => defaultBadge(uploaded).count()).toBe(1);
    await expect.poll(() => defaultBadge(card).count()).toBe(0);
    await page.screenshot({ path: `${artefacts}/dashboard-ckb.png`, fullPage: true });
    await expectAccessible(page, 'CV dashboard, ckb');

    // An uploaded PDF opens in the same viewer, as it is (no language to choose).
    await uploaded.getByRole('button', { name: t.cv_action_pdf }).click();
    const uploadedViewer = page.getByRole('dialog', { name: t.cv_pdf_title });
    await expect.poll(() => uploadedViewer.locator('iframe').getAttribute('src'), { timeout: 20_000 }).toMatch(/^blob:/);
    expect(await uploadedViewer.getByLabel(t.cv_pdf_language).count()).toBe(0);
    await uploadedViewer.getByRole('button', { name: t.dialog_close }).first().click();
    await expect.poll(() => uploadedViewer.count()).toBe(0);

    // The server's PDF in the viewer, in the CV's language (Kurdish): its text layer holds the CV's words.
    // The reply's bytes, kept on the way to the page (Playwright does not keep bodies read into a blob).
    let pdfBytes: Buffer | undefined;
    let pdfType: string | undefined;
    await page.route('**/to-pdf', async (route) => {
      const reply = await route.fetch();
      pdfBytes = await reply.body();
      pdfType = reply.headers()['content-type'];
      await route.fulfill({ response: reply, body: pdfBytes });
    });
    await card.getByRole('button', { name: t.cv_action_pdf }).click();
    const viewer = page.getByRole('dialog', { name: t.cv_pdf_title });
    const frame = viewer.locator('iframe');
    await expect.poll(() => frame.getAttribute('src'), { timeout: 20_000 }).toMatch(/^blob:/);
    expect(await viewer.getByLabel(t.cv_pdf_language).inputValue()).toBe('ckb');
    await expectAccessible(page, 'PDF viewer, ckb');
    expect(pdfType).toBe('application/pdf');
    const file = `${artefacts}/viewer-ckb.pdf`;
    writeFileSync(file, pdfBytes ?? new Uint8Array());
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e]/g, '');
    for (const word of ['ئاراس', 'محەمەد', 'کۆمپیوتەر', 'TypeScript', 'Korek', 'dilan.ahmed@example.com', 'AWS', t.pdf_heading_education]) {
      expect(text, word).toContain(word);
    }
    // The deleted item is gone from the PDF too.
    expect(text).not.toContain('kar.example/projects');
    // Headless screenshots leave the PDF plugin's area blank, so the page a reader sees is drawn by poppler.
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', file, `${artefacts}/viewer-ckb`]);
    await page.screenshot({ path: `${artefacts}/pdf-viewer-ckb.png` });
    await viewer.getByRole('button', { name: t.dialog_close }).first().click();

    // Cancel on an unfinished new CV deletes it, after asking.
    await page.getByRole('navigation', { name: t.nav_main_label }).getByRole('link', { name: t.nav_cv_maker }).click();
    await maker(page).getByLabel(t.cv_field_cv_title).fill('سیڤیی کاتی');
    await maker(page).getByLabel(t.cv_field_location, { exact: true }).fill('دهۆک');
    await next(page);
    await expectDone(page, t.cv_section_personal);
    await maker(page).getByRole('button', { name: t.button_cancel, exact: true }).click();
    await page.getByRole('dialog', { name: t.cv_discard_title }).getByRole('button', { name: t.cv_discard_confirm }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await expect.poll(() => page.getByRole('list', { name: t.cv_my_cvs }).getByRole('listitem').count()).toBe(2);
    expect(await cvCard(page, 'سیڤیی کاتی').count()).toBe(0);

    // The old address of a shareable CV (owner e-mail and ids; docs/product.md#sharing-a-cv) still answers; anyone can open it, here in Arabic.
    const me = (await (await page.request.get(`${baseUrl}/api/v1/account/profile`)).json()) as { data: { user: { id: number; email: string } } };
    const publicPath = `/public/user/email/${encodeURIComponent(me.data.user.email)}/user-id/${me.data.user.id}/cv/${cvId}`;
    await page.context().close();

    const visitor = await openPage('ar', publicPath);
    await expect.poll(() => visitor.getByText('ئاراس محەمەد').first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await visitor.getByText('Korek Telecom').count()).toBeGreaterThan(0);
    expect(await visitor.getByText('شەقامی ٦٠ مەتری').count()).toBe(1);
    expect(await visitor.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await visitor.screenshot({ path: `${artefacts}/public-cv-ar.png`, fullPage: true });
    await expectAccessible(visitor, 'public CV, ar');
    await visitor.context().close();
    // One journey through every part of the CV work, with axe at each stop: a budget for that, not for one page.
  }, 180_000);
});
