import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { baseUrl, newContext, phone, useBrowser } from './support';

useBrowser();

describe('the API reference page', () => {
  it('renders the OpenAPI document at /api-docs, links to it, loads nothing else and passes axe', async () => {
    const context = await newContext({ viewport: phone });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto(`${baseUrl}/api-docs`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1, name: 'Kar REST API' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 3, name: 'POST /auth/login' }).isVisible()).toBe(true);
    const documentLink = page.getByRole('link', { name: '/api/v1/openapi.json' });
    expect(await documentLink.getAttribute('href')).toBe('/api/v1/openapi.json');
    expect(requested.filter((path) => path !== '/api-docs' && path !== '/favicon.ico')).toEqual([]);
    await expectAccessible(page);
    const document = (await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\.1\./);
    await context.close();
  });
});
