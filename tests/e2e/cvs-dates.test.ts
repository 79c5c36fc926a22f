// The CV maker as a Kurdish reader meets it, in Chromium with the `ckb-IQ` locale (for which Chromium's Intl has no
// month names): dates from Kar's own words, durations in words, awards that never expire, the date of birth as day,
// month and year, field messages that say what is missing, where focus goes, one progress counter, and the public
// link by token that a signed-out viewer opens, downloads and shares.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { chooseDate, dateParts, kurdishMonths } from './cvs-support';
import { baseUrl, focused, logInInUi, messages, openKurdishPage, phone, registeredSeeker, unique, useBrowser } from './support';

useBrowser();
const t = messages.ckb;
const maker = (page: Page) => page.locator('main');
const personal = { full_name: 'ئاراس محەمەد', email: 'aras.m@example.com', phone_num: '07501234567', location: 'هەولێر', title: 'سیڤیی بەروار' };

/** A signed-in seeker with a CV holding personal information, on the maker's work experience section. */
async function seekerWithCv(): Promise<{ page: Page; cvId: number }> {
  const email = unique('cv-dates');
  await registeredSeeker(email);
  const page = await openKurdishPage('/');
  await logInInUi(page, 'ckb', email);
  const created = await page.request.post(`${baseUrl}/api/v1/account/cvs/personal-info`, { data: personal, headers: { Origin: baseUrl } });
  expect(created.status()).toBe(201);
  const cvId = ((await created.json()) as { data: { cv: { id: number } } }).data.cv.id;
  await page.goto(`${baseUrl}/cv-maker?id=${cvId}`);
  return { page, cvId };
}

const openSection = async (page: Page, label: string) => {
  const button = page.getByRole('navigation', { name: t.cv_maker_sections }).getByRole('button', { name: label });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-current'), { timeout: 15_000 }).toBe('step');
};

describe('Kurdish dates and the CV maker in ckb-IQ', () => {
  it('names months from Kar’s table, writes durations in words, focuses what to fix and what was saved', { timeout: 120_000 }, async () => {
    const { page, cvId } = await seekerWithCv();
    await openSection(page, t.cv_section_work);
    await page
      .getByRole('button', { name: `+ ${t.cv_add_work}`, exact: true })
      .first()
      .click();

    // Month selects list Kar's Sorani month names, never Chromium's "M01".
    const fromMonth = maker(page).getByLabel(`${t.cv_field_from}: ${t.field_month}`, { exact: true });
    expect(await fromMonth.locator('option').allTextContents()).toEqual([t.field_month, ...kurdishMonths]);

    // An empty Save: each field says what it lacks, and focus lands on the first of them, not on the button.
    await maker(page).getByRole('button', { name: t.cv_save, exact: true }).click();
    await expect.poll(() => maker(page).getByText(t.v_job_title_required).isVisible()).toBe(true);
    for (const message of [t.v_company_required, t.v_location_required, t.v_from_date_required]) {
      expect(await maker(page).getByText(message).count(), message).toBeGreaterThan(0);
    }
    await expect.poll(async () => (await focused(page)).invalid).toBe(true);
    expect((await focused(page)).label).toBe(t.cv_field_job_title);

    await maker(page).getByLabel(t.cv_field_job_title).fill('ئەندازیاری نەرمەکاڵا');
    await maker(page).getByLabel(t.cv_field_company).fill('Korek Telecom');
    await maker(page).getByLabel(t.cv_field_location, { exact: true }).fill('هەولێر');
    await fromMonth.selectOption('03');
    await maker(page).getByLabel(`${t.cv_field_from}: ${t.field_year}`, { exact: true }).selectOption('2021');
    await maker(page).getByLabel(`${t.cv_field_to}: ${t.field_month}`, { exact: true }).selectOption('01');
    await maker(page).getByLabel(`${t.cv_field_to}: ${t.field_year}`, { exact: true }).selectOption('2024');
    await maker(page).getByRole('button', { name: t.cv_save, exact: true }).click();

    // The saved item's card takes focus; its line reads "ئازار 2021 – کانوونی دووەم 2024 · 2 ساڵ و 11 مانگ".
    await expect.poll(async () => (await focused(page)).tag, { timeout: 15_000 }).toBe('h3');
    expect((await focused(page)).text).toContain('ئەندازیاری نەرمەکاڵا');
    const card = maker(page).getByRole('listitem').filter({ hasText: 'Korek Telecom' });
    const line = (await card.textContent()) ?? '';
    expect(line).toContain(`${t.pdf_month_03} 2021 – ${t.pdf_month_01} 2024`);
    expect(line).toContain('2 ساڵ و 11 مانگ');
    expect(line).not.toMatch(/M\d\d|مانگ: /);

    // One counter: the menu's bar carries the footer's words, and no "n/4" of another measure.
    const progress = t.cv_progress.replace('{done}', '2').replace('{total}', '5');
    const menu = page.getByRole('navigation', { name: t.cv_maker_sections });
    await expect.poll(() => menu.getByRole('progressbar').getAttribute('aria-label')).toBe(progress);
    expect(await menu.textContent()).not.toMatch(/\d\/\d/);
    expect(await maker(page).getByText(progress).count()).toBe(1);

    // An award that does not expire: day, month, year selects in Sorani, and the expiry can be left out.
    await openSection(page, t.cv_section_awards);
    await page
      .getByRole('button', { name: `+ ${t.cv_add_award}`, exact: true })
      .first()
      .click();
    const issued = dateParts(maker(page), t.cv_field_issued);
    expect(await issued.month.locator('option').allTextContents()).toEqual([t.field_month, ...kurdishMonths]);
    await maker(page).getByLabel(t.cv_field_title, { exact: true }).fill('خەڵاتی باشترین توێژینەوە');
    await maker(page).getByLabel(t.cv_field_award_kind, { exact: true }).selectOption('award');
    await maker(page).getByLabel(t.cv_field_organization).fill('زانکۆی سەلاحەددین');
    await chooseDate(maker(page), t.cv_field_issued, '2023-03-14');
    // Without an expiry date or the choice, the form says which.
    await maker(page).getByRole('button', { name: t.cv_save, exact: true }).click();
    await expect.poll(() => maker(page).getByText(t.v_expiry_required).isVisible()).toBe(true);
    await maker(page).getByLabel(t.cv_no_expiry).check();
    expect(await dateParts(maker(page), t.cv_field_expires).day.count()).toBe(0);
    await maker(page).getByRole('button', { name: t.cv_save, exact: true }).click();
    const award = maker(page).getByRole('listitem').filter({ hasText: 'زانکۆی سەلاحەددین' });
    await expect.poll(() => award.textContent(), { timeout: 15_000 }).toContain(t.cv_expires_never);
    expect(await award.textContent()).toContain(`14 ${t.pdf_month_03} 2023`);
    await expectAccessible(page);

    // The owner's preview writes the same Kurdish dates.
    await page.goto(`${baseUrl}/dashboard/cv/${cvId}`);
    const preview = page.locator('main');
    await expect.poll(() => preview.textContent(), { timeout: 15_000 }).toContain(`${t.pdf_month_03} 2021 – ${t.pdf_month_01} 2024`);
    const text = (await preview.textContent()) ?? '';
    expect(text).toContain('2 ساڵ و 11 مانگ');
    expect(text).toContain(t.cv_expires_never);
    expect(text).not.toMatch(/M\d\d/);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/cvs/preview-dates-ckb-IQ.png', fullPage: true });
    await page.context().close();
  });

  it('asks the date of birth as day, month and year with Sorani month names', { timeout: 60_000 }, async () => {
    // On a 360 px phone, where three selects have the least room.
    const page = await openKurdishPage('/#signup', phone);
    const dialog = page.getByRole('dialog', { name: t.signup_title });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.locator('input[type=date]').count()).toBe(0);
    const dob = dateParts(page, t.field_dob);
    expect(await dob.month.locator('option').allTextContents()).toEqual([t.field_month, ...kurdishMonths]);
    // The reader's order: day first (on the right in right-to-left Sorani), then month, then year.
    const order = await dob.day
      .locator('xpath=ancestor::fieldset[1]')
      .locator('select')
      .evaluateAll((selects) => selects.map((select) => select.getAttribute('aria-label')));
    expect(order).toEqual([`${t.field_dob}: ${t.field_day}`, `${t.field_dob}: ${t.field_month}`, `${t.field_dob}: ${t.field_year}`]);
    const [day, year] = await Promise.all([dob.day.boundingBox(), dob.year.boundingBox()]);
    expect((day?.x ?? 0) > (year?.x ?? 0)).toBe(true);
    // (The form stays inert until the e-mail is verified: the accounts test fills it.)
    expect(await dob.day.locator('xpath=ancestor::fieldset[1]').evaluate((fieldset) => fieldset.scrollWidth <= fieldset.clientWidth + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  it('hands out an unguessable link a signed-out viewer opens, downloads and shares; a new link retires the old', { timeout: 120_000 }, async () => {
    const { page, cvId } = await seekerWithCv();
    await page.goto(`${baseUrl}/dashboard/cv/${cvId}`);
    const share = page.getByRole('region', { name: t.cv_share_title });
    await share.getByRole('button', { name: t.cv_share_create }).click();
    const link = share.getByRole('link', { name: /\/public\/cv\// });
    await expect.poll(() => link.count(), { timeout: 15_000 }).toBe(1);
    const url = (await link.getAttribute('href')) as string;
    // No e-mail and no sequential id in what is handed out.
    expect(url).toMatch(/\/public\/cv\/[A-Za-z0-9_-]{24}$/);
    expect(url).not.toContain('example.com');
    await expectAccessible(page);

    const visitor = await openKurdishPage(new URL(url).pathname);
    await expect.poll(() => visitor.getByText('ئاراس محەمەد').first().isVisible(), { timeout: 15_000 }).toBe(true);
    const download = visitor.getByRole('link', { name: t.cv_download_pdf });
    const pdf = await visitor.request.get(new URL((await download.getAttribute('href')) as string, baseUrl).href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // Share opens the share sheet where there is one; without (desktop Linux) the button copies the link.
    const hasShareSheet = await visitor.evaluate(() => typeof navigator.share === 'function');
    expect(hasShareSheet).toBe(false);
    await visitor.getByRole('button', { name: t.cv_copy_link, exact: true }).click();
    await expect.poll(() => visitor.evaluate(() => navigator.clipboard.readText())).toBe(visitor.url());
    await expectAccessible(visitor);
    // Where the browser has a share sheet (phones), the button is Share and hands it the CV's name and link. The
    // sheet itself belongs to the operating system, so here a page script stands in for it and records the call.
    await visitor.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await visitor.reload();
    await visitor.getByRole('button', { name: t.cv_share, exact: true }).click();
    await expect
      .poll(() => visitor.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toEqual({ title: t.cv_share_heading.replace('{name}', personal.full_name), url: visitor.url() });

    // The owner makes a new link: the old one answers "not found".
    await share.getByRole('button', { name: t.cv_share_regenerate }).click();
    await expect.poll(async () => (await link.getAttribute('href')) !== url, { timeout: 15_000 }).toBe(true);
    await visitor.reload();
    await expect.poll(() => visitor.getByText(t.error_not_found).isVisible(), { timeout: 15_000 }).toBe(true);
    await visitor.context().close();
    await page.context().close();
  });
});
