/**
 * Issue 23: one failing part never blanks the app. A route whose code cannot be downloaded (the connection dropped,
 * a deploy replaced the chunk) shows a localised "Something went wrong" with Try again in place of its content,
 * the header stays, the error reaches the server's log, and Try again brings the page once the code can be had.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { pathOf } from './navigation-support';
import { baseUrl, messages, newContext, phone, useBrowser } from './support';

useBrowser();

describe('a route that fails to render', () => {
  it('shows the localised fallback in Sorani, reports it, and Try again brings the page back', { timeout: 120_000 }, async () => {
    const t = messages.ckb;
    const context = await newContext({ locale: 'ckb-IQ', viewport: phone });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The contact page's own chunk fails to download, every time, as offline.
    const contactChunk = /\/assets\/contact-[^/]+\.js(\?.*)?$/;
    await page.route(contactChunk, (route) => route.abort('internetdisconnected'));
    const reported = page.waitForRequest((request) => request.url().endsWith('/api/v1/client-errors') && request.method() === 'POST', { timeout: 30_000 });
    await page.goto(`${baseUrl}/contact`);

    const fallback = page.getByRole('main').getByRole('alert').filter({ hasText: t.boundary_title });
    await expect.poll(() => fallback.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await fallback.getByText(t.boundary_text).isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByRole('link', { name: t.app_name, exact: true }).isVisible()).toBe(true);
    const report = (await reported).postDataJSON() as { where: string; path: string; message: string };
    expect(report).toMatchObject({ where: 'route', path: '/contact' });
    expect(report.message).toContain('dynamically imported module');
    await expectAccessible(page, 'route fallback, ckb 360');

    // The code can be had again: Try again shows the page.
    await page.unroute(contactChunk);
    await fallback.getByRole('button', { name: t.boundary_retry }).click();
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1, name: t.page_contact }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(pathOf(page)).toBe('/contact');
    expect(await page.getByRole('main').getByRole('alert').filter({ hasText: t.boundary_title }).count()).toBe(0);
    await context.close();
  });
});
