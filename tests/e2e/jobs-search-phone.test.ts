// Searching /explore-jobs on a phone in Arabic (issue 23): Sorani words typed on an Arabic keyboard, the state of a
// search that finds nothing, the filter panel's "Show N jobs" at 360 px, and where focus goes after "Load more".
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { signUpCompanyOverHttp } from '../support/seeker-over-http';
import { admin, expectAccessibleOnPhone, openArabicPhone, publishedJob, restApi } from './jobs-support';
import { baseUrl, messages, password, phone, unique } from './support';

const t = messages.ar;
/** Words no other test writes, so every count below is this file's jobs alone. */
const randomWord = () =>
  Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);
const soraniToken = `kurdq${randomWord()}`;
const pagingToken = `pagex${randomWord()}`;
const soraniTitle = `ئەندازیاری تۆڕ ${soraniToken}`;
/** More than one page (20) of jobs with `pagingToken`, `inOtherCity` of them outside Erbil. */
const pagingCount = 23;
const inOtherCity = 3;
let erbil = { id: 0, name: '' };
let otherCity = { id: 0, name: '' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  const companyEmail = unique('search-phone-company');
  const companyToken = await signUpCompanyOverHttp(baseUrl, companyEmail, password, 'Hawler Net');
  admin('approve-company', companyEmail);
  admin('grant-credits', companyEmail, String(pagingCount + 1));
  const cities = await restApi<{ cities: Array<{ id: number; name: string }> }>('GET', '/lookups/cities', undefined, undefined, 'ckb');
  erbil = cities.cities.find((city) => city.name === 'هەولێر') ?? erbil;
  // The filter panel names cities in the page's language (Arabic here).
  const arabicCities = await restApi<{ cities: Array<{ id: number; name: string }> }>('GET', '/lookups/cities', undefined, undefined, 'ar');
  otherCity = arabicCities.cities.find((city) => city.id !== erbil.id) ?? otherCity;
  await publishedJob(companyToken, { title: soraniTitle, language: 'ckb', city_id: erbil.id, description: '<p>دامەزراندن و چاککردنی تۆڕ.</p>' });
  for (let index = 0; index < pagingCount; index += 1) {
    await publishedJob(companyToken, { title: `Cashier ${pagingToken} ${index + 1}`, city_id: index < inOtherCity ? otherCity.id : erbil.id });
  }
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

const arabicPhone = (path: string) => openArabicPhone(browser, path);
const expectAccessible = expectAccessibleOnPhone;

const cards = (page: Page) => page.getByTestId('job-card');
const searchFor = (words: string) => `/explore-jobs?q=${encodeURIComponent(words)}`;
const activeTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? document.activeElement?.tagName.toLowerCase());

describe('search typed on an Arabic keyboard (ar-IQ, 360 px)', () => {
  it('finds ئەندازیار typed with ه for ە and ي for ی, no ZWNJ', async () => {
    const page = await arabicPhone(searchFor(`ئهندازياري ${soraniToken}`));
    await cards(page).getByRole('link', { name: soraniTitle }).waitFor({ timeout: 15_000 });
    expect(await cards(page).count()).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);

  it('says a search found nothing, never "no jobs yet", and offers the real word for هولير as a link', async () => {
    const words = `${soraniToken} هولير`;
    const page = await arabicPhone(searchFor(words));
    const noMatch = page.getByText(t.explore_no_match_title.replace('{query}', `\u2068${words}\u2069`), { exact: true });
    await noMatch.waitFor({ timeout: 15_000 });
    expect(await page.getByText(t.explore_no_jobs_title, { exact: true }).count()).toBe(0);
    const suggestion = page.getByTestId('suggestions').getByRole('link', { name: `${soraniToken} ${erbil.name}`, exact: true });
    await suggestion.waitFor();
    await expectAccessible(page);

    await suggestion.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`${soraniToken} ${erbil.name}`);
    await cards(page).getByRole('link', { name: soraniTitle }).waitFor({ timeout: 15_000 });
    await page.context().close();
  }, 60_000);
});

describe('the filter panel and "Load more" on a phone (ar-IQ, 360 px)', () => {
  it('counts the jobs the filters leave on a button that closes the panel and takes focus to the results', async () => {
    const page = await arabicPhone(searchFor(pagingToken));
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(20);
    const toggle = page.getByRole('button', { name: t.explore_show_filters, exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    // Open, the same button offers to hide them.
    const hide = page.getByRole('button', { name: t.explore_hide_filters, exact: true });
    await hide.waitFor();
    expect(await hide.getAttribute('aria-expanded')).toBe('true');

    const panel = page.getByTestId('filters-panel');
    await panel.getByRole('checkbox', { name: otherCity.name, exact: true }).check();
    const show = page.getByRole('button', { name: t.explore_show_jobs.replace('{count}', String(inOtherCity)), exact: true });
    await show.waitFor({ timeout: 15_000 });
    // In view while the panel is open, however far down the results start.
    expect(
      await show.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    ).toBe(true);
    await expectAccessible(page);

    await show.click();
    expect(await panel.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: t.explore_show_filters, exact: true }).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => activeTestId(page)).toBe('result-count');
    expect(await cards(page).count()).toBe(inOtherCity);
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);

  it('moves focus to the first newly loaded job after "Load more"', async () => {
    const page = await arabicPhone(searchFor(pagingToken));
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(20);
    await page.getByTestId('load-more').click();
    await expect.poll(() => cards(page).count()).toBe(pagingCount);
    const firstNew = await cards(page).nth(20).getByRole('link').first().textContent();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(firstNew);
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="job-card"]') !== null)).toBe(true);
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);
});
