/**
 * Kar on a phone with a bad connection (issue 27): a signed-in Sorani seeker on a 360 px phone gets Kar's service
 * worker; what they opened stays readable when the line is cut, the page says it is offline, and logging out leaves
 * nothing of the account in the device's caches.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpCompanyOverHttp } from '../support/seeker-over-http';
import { expectAccessible } from './axe';
import { admin, publishedJob, restApi } from './jobs-support';
import { applyWithAnswers, seekerWithCv } from './matching-company-support';
import { openMenuIfFolded } from './navigation-support';
import { signedInPhone } from './offline-support';
import { baseUrl, messages, password, unique, useBrowser } from './support';

useBrowser();
const t = messages.ckb;
const jobTitle = 'ژمێریاری کۆگا لە کۆیە';

/** What Chromium says stops Kar being installed, leaving out that a test's context is a private window. */
async function installabilityErrors(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
  return installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
}

/** Everything the personal cache holds, as text, to look for the account's data in. */
function personalCacheText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const cache = await caches.open('kar-personal');
    const bodies = await Promise.all((await cache.keys()).map(async (request) => (await (await cache.match(request))?.text()) ?? ''));
    return bodies.join('\n');
  });
}

describe('offline and installable', () => {
  it('keeps a Sorani seeker’s saved job, application timeline and CVs readable offline, and forgets them at logout', { timeout: 120_000 }, async () => {
    const companyEmail = unique('offline-company');
    const companyToken = await signUpCompanyOverHttp(baseUrl, companyEmail, password, 'Koya Books');
    admin('approve-company', companyEmail);
    const jobId = await publishedJob(companyToken, { title: jobTitle, language: 'ckb' });
    const seekerEmail = unique('offline-seeker');
    const seeker = await seekerWithCv(seekerEmail, { name: 'ئاراس محەمەد', degreeId: 2, arabicLevel: 'fluent', skillIds: [39] });
    await restApi('PUT', `/account/saved-jobs/${jobId}`, seeker.token);
    await applyWithAnswers(seeker, jobId, []);

    const { context, page } = await signedInPhone(seekerEmail);
    expect(await installabilityErrors(page)).toEqual([]);
    // The page names its manifest in the reader's language, whatever the browser's own.
    const manifestPath = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestPath).toBe('/manifest.webmanifest?lang=ckb');
    const manifest = (await (await fetch(`${baseUrl}${manifestPath}`, { headers: { 'Accept-Language': 'en' } })).json()) as { name: string };
    expect(manifest.name).toBe(t.pwa_name);

    // Online, the seeker looks at their applications, the job, and their dashboard (CVs and saved jobs).
    for (const path of ['/myApplications/applied-Jobs', `/jobs/${jobId}`, '/dashboard']) await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('offline-banner').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('offline-banner').textContent()).toBe(t.offline_banner);
    await expect.poll(() => page.getByText('سيرة محاسب').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText(jobTitle).first().isVisible()).toBe(true);
    await expectAccessible(page, 'dashboard offline');

    await page.goto(`${baseUrl}/myApplications/applied-Jobs`);
    const timeline = page.getByRole('list', { name: t.myapps_timeline });
    await expect.poll(() => timeline.first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('application-card').first().textContent()).toContain(jobTitle);

    await page.goto(`${baseUrl}/jobs/${jobId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: jobTitle }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expectAccessible(page, 'job page offline');

    await context.setOffline(false);
    expect(await personalCacheText(page)).toContain(seekerEmail);
    await openMenuIfFolded(page, 'ckb');
    await page.getByRole('banner').getByRole('button', { name: t.nav_logout }).click();
    await expect.poll(() => page.getByTestId('signed-in-name').count()).toBe(0);
    const afterLogout = await personalCacheText(page);
    expect(afterLogout).not.toContain(seekerEmail);
    expect(afterLogout).not.toContain('سيرة محاسب');
    await context.close();
  });
});
