/**
 * A new deployment while a seeker has Kar open (issue 27): the phone's service worker finds the new build's worker,
 * installs it beside the running one, and the page offers "Reload" instead of swapping the app under a form. One tap
 * hands over to the new worker and reloads.
 *
 * The deployments are two `wrangler dev` servers, one after the other on the same address and the same database: the
 * build as it is, then a copy of it whose service worker differs (as every deployment's does, its precache list
 * naming new files). The browser fetches a worker's script itself, where no route of the test can reach it, so the
 * new build has to be what the address really serves.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpSeekerOverHttp } from '../support/seeker-over-http';
import { prepareState, type RunningServer, startWranglerDev } from '../support/wrangler-server';
import { expectAccessible } from './axe';
import { logInAs } from './navigation-support';
import { messages, newContext, password, phone, unique, useBrowser } from './support';

useBrowser();
const t = messages.ckb;
/** A global the next deployment's worker sets, to tell which worker controls the page. */
const deploymentMark = 'karDeploymentUnderTest';

/** A copy of the built client whose service worker is the next deployment's. */
function nextDeployment(): string {
  const folder = mkdtempSync(join(tmpdir(), 'kar-next-deployment-'));
  cpSync('dist/client', folder, { recursive: true });
  const worker = join(folder, 'sw.js');
  writeFileSync(worker, `${readFileSync(worker, 'utf8')}\nself.${deploymentMark} = 'next';\n`);
  return folder;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('a new deployment', () => {
  it('is offered as "Reload" on a signed-in phone, and one tap hands the page to the new worker', { timeout: 180_000 }, async () => {
    // One database for both deployments, kept across them.
    const state = mkdtempSync(join(tmpdir(), 'kar-state-'));
    cleanups.push(() => rmSync(state, { recursive: true, force: true }));
    prepareState(state);
    const first: RunningServer = await startWranglerDev({ statePath: state });
    cleanups.push(() => first.stop());
    const url = first.url;
    const email = unique('update-seeker');
    await signUpSeekerOverHttp(url, email, password);

    const context = await newContext({ locale: 'ckb-IQ', viewport: phone, serviceWorkers: 'allow' });
    cleanups.push(() => context.close());
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await logInAs(page, 'ckb', email, 'account');
    await page.waitForURL(/\/dashboard/);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    expect(await page.getByTestId('update-ready').count()).toBe(0);

    // The deployment: the same address and database, a new build's files.
    await first.stop();
    const folder = nextDeployment();
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const second = await startWranglerDev({ port: Number(new URL(url).port), statePath: state, assets: folder });
    cleanups.push(() => second.stop());

    // The seeker moves on in the app; the browser looks for a new worker when a page is opened.
    await page.goto(`${url}/explore-jobs`);
    const prompt = page.getByTestId('update-ready');
    await prompt.waitFor({ timeout: 60_000 });
    expect(await prompt.textContent()).toContain(t.update_ready);
    // Until the tap, the old worker keeps the page: nothing is swapped under what the reader is doing.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);
    expect(waiting).toBe('installed');
    await expectAccessible(page);

    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), prompt.getByRole('button', { name: t.update_reload }).click()]);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // The worker that waited is the one in charge now: none waits any more, and the next deployment's is running.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    const marks = () =>
      Promise.all(
        context
          .serviceWorkers()
          .map((worker) => worker.evaluate((mark) => (self as unknown as Record<string, unknown>)[mark] ?? null, deploymentMark).catch(() => null)),
      );
    await expect.poll(marks, { timeout: 15_000 }).toContain('next');
    expect(await page.getByTestId('update-ready').count()).toBe(0);
  });
});
