/**
 * Issue 15's bell in Chromium: a company moves an application; the seeker on a Sorani phone (ckb-IQ, 360 px) sees the
 * bell's badge in the top bar (never folded into the menu), opens the list, opens the notice (it leads to their
 * applications and is marked read) and the badge is gone; then follows the company from the job page (axe clean,
 * nothing wider than the phone).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as expectNoSeriousViolations } from './axe';
import { api, hiringScene, type HiringScene } from './hiring-support';
import { logInAs, pathOf, sidewaysOverflow } from './navigation-support';
import { baseUrl, messages, newContext, phone, unique, useBrowser } from './support';

const t = messages.ckb;
const companyEmail = unique('bell-company');
const seekerEmail = unique('bell-seeker');
const companyName = 'Zagros Trade';
const jobTitle = 'ژمێریاری سەرەکی';
let scene: HiringScene;

useBrowser();

beforeAll(async () => {
  scene = await hiringScene({ companyEmail, companyName, seekerEmail, applicantName: 'Shno Aziz', jobTitle });
  await api('PATCH', `/company/applications/${scene.applicationId}`, scene.companyToken, { stage: 'screening' });
}, 180_000);

async function expectAccessible(page: Page, moment: string): Promise<void> {
  await expectNoSeriousViolations(page, moment);
  expect((await sidewaysOverflow(page)).overflow, moment).toBe(0);
}

describe('the notifications bell', () => {
  it('a Sorani seeker sees the badge after a move, opens the list and the notice, and the badge clears', { timeout: 120_000 }, async () => {
    const context = await newContext({ locale: 'ckb-IQ', viewport: phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await logInAs(page, 'ckb', seekerEmail, 'account');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/dashboard');

    const bell = page.getByRole('banner').getByTestId('notifications-bell');
    await expect.poll(() => bell.getByTestId('notifications-badge').textContent(), { timeout: 15_000 }).toBe('1');
    expect(await bell.isVisible()).toBe(true);
    expect(await bell.getAttribute('aria-label')).toBe(t.nt_bell_unread.replace('{count}', '1'));
    await expectAccessible(page, 'seeker, bell with its badge');

    await bell.click();
    await expect.poll(() => pathOf(page)).toBe('/notifications');
    const row = page.getByTestId('notification-row');
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(jobTitle);
    expect(text).toContain(companyName);
    expect(text).toContain(t.myapps_status_in_review);
    expect(text).toContain(t.nt_unread);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.nt_title);
    await expectAccessible(page, 'seeker, notifications list');

    await row.click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/myApplications/applied-Jobs');
    await expect.poll(() => bell.getByTestId('notifications-badge').count(), { timeout: 15_000 }).toBe(0);
    expect(await bell.getAttribute('aria-label')).toBe(t.nt_title);

    await bell.click();
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).not.toContain(t.nt_unread);
    await expect.poll(() => page.getByTestId('mark-all-read').isDisabled()).toBe(true);
    await expectAccessible(page, 'seeker, all read');
    await context.close();
  });

  it('the seeker follows the company from its job page', { timeout: 120_000 }, async () => {
    const context = await newContext({ locale: 'ckb-IQ', viewport: phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await logInAs(page, 'ckb', seekerEmail, 'account');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/dashboard');
    await page.goto(`${baseUrl}/jobs/${scene.jobId}`);
    const follow = page.getByRole('button', { name: t.nt_follow, exact: true });
    await expect.poll(() => follow.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('false');
    await follow.click();
    const following = page.getByRole('button', { name: t.nt_following, exact: true });
    await expect.poll(() => following.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await expectAccessible(page, 'seeker, following from the job page');
    const status = await api<{ following: boolean }>('GET', `/account/followed-companies/${await companyIdOf(page)}`, scene.seekerToken);
    expect(status.following).toBe(true);
    await context.close();
  });
});

/** The company's id, from the job page's link to the company. */
async function companyIdOf(page: Page): Promise<number> {
  const href = (await page.locator('a[href^="/companies/"]').first().getAttribute('href')) ?? '';
  return Number(href.split('/').pop());
}
