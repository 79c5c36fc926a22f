import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './axe';
import { publishedJob } from './job-support';
import { baseUrl, desktop, newContext, openKurdishPage, phone, useBrowser } from './support';

/**
 * Search engines and link previews read a job page's head without running the client: the worker writes the
 * job's title, description and JobPosting JSON-LD into the HTML it serves (worker/features/seo/page-head.ts).
 */
useBrowser();

const title = 'Backend Developer </script><script>alert(1)</script>';

describe('a published job page', () => {
  it('carries JobPosting JSON-LD that parses, runs no injected script, breaks no CSP rule and passes axe', async () => {
    const { id, deadline } = await publishedJob({ title });
    const context = await newContext({ locale: 'en-US', viewport: desktop });
    const page = await context.newPage();
    const cspReports: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspReports.push(message.text());
    });
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const response = await page.goto(`${baseUrl}/jobs/${id}`);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts).toHaveLength(1);
    const posting = JSON.parse(scripts[0] ?? '') as Record<string, unknown>;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title,
      description: '<p>Build <strong>APIs</strong> for Erbil and Duhok.</p>',
      validThrough: `${deadline}T23:59:59+03:00`,
      employmentType: 'PART_TIME',
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: 'Zagros Tech' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Duhok', addressRegion: 'Duhok Governorate', addressCountry: 'IQ' } },
      baseSalary: { currency: 'IQD', value: { minValue: 1000000, maxValue: 1500000, unitText: 'MONTH' } },
    });
    expect(typeof posting.datePosted).toBe('string');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('Build APIs for Erbil and Duhok.');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}/jobs/${id}`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(`${title} at Zagros Tech`);
    expect(dialogs).toBe(0);
    expect(cspReports).toEqual([]);
    await expectAccessible(page);
    await context.close();

    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseUrl}/jobs/${id}</loc>`);
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it("shows a Sorani job's title and description without JavaScript, and the app starts from them without asking again", async () => {
    const soraniTitle = 'ژمێریاری سەرەکی';
    const { id } = await publishedJob({ title: soraniTitle, language: 'ckb', description: '<p>بەڕێوەبردنی حسابەکانی کۆمپانیا لە هەولێر.</p>' });

    const withoutScripts = await newContext({ locale: 'ckb-IQ', viewport: phone, javaScriptEnabled: false });
    const still = await withoutScripts.newPage();
    await still.goto(`${baseUrl}/jobs/${id}`);
    const heading = still.getByRole('heading', { level: 1, name: soraniTitle });
    expect(await heading.isVisible()).toBe(true);
    expect(await heading.getAttribute('dir')).toBe('rtl');
    expect(await still.getByText('بەڕێوەبردنی حسابەکانی کۆمپانیا لە هەولێر.').isVisible()).toBe(true);
    await withoutScripts.close();

    const page = await openKurdishPage('/', phone);
    const jobReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('jobs.get')) jobReads.push(request.url());
    });
    await page.goto(`${baseUrl}/jobs/${id}`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('job-page').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(soraniTitle);
    expect(jobReads).toEqual([]);
    await expectAccessible(page);
    await page.context().close();
  });
});
