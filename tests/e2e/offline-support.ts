/** What the offline tests share: a Sorani phone with Kar's service worker, signed in and controlled by the worker. */
import type { BrowserContext, Page } from 'playwright-core';
import { wholeAppRecord } from '../../client/lib/offline/worker-contract';
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
  // A signed-in page asks for the whole app to be kept (a visitor's phone keeps only a first page's files); the record
  // written last says it is.
  await page.waitForFunction(async (record) => (await caches.match(record)) !== undefined, wholeAppRecord, { timeout: 60_000 });
  return { context, page };
}
