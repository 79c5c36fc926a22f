/** What the offline tests share: a Sorani phone with Kar's service worker, signed in and controlled by the worker. */
import type { BrowserContext, Page } from 'playwright-core';
import { logInAs } from './navigation-support';
import { baseUrl, newContext, phone } from './support';

export async function signedInPhone(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext({ locale: 'ckb-IQ', viewport: phone, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await logInAs(page, 'ckb', email, 'account');
  await page.waitForURL(/\/dashboard/);
  // The worker is registered by the signed-in header and takes the page over once active.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return { context, page };
}
