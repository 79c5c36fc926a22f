// First paint of `/` on a cheap phone on a weak connection (issue 10), the JavaScript `/` loads, chunk by chunk, and
// what /explore-jobs and a job's page load (issue 11); a job's title on a first visit and a second visit's paint (issue 27).
// Run alone with `node tests/bench/first-paint.ts` (after `npm run build`), or as part of `npm run bench`.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { keptPageAttribute } from '../../client/lib/offline/worker-contract.ts';
import { launchChromium } from '../support/browser.ts';
import { startWranglerDev } from '../support/wrangler-server.ts';
import { kib, markdownTable, ms, type Row, stats } from './figures.ts';

/** Lighthouse's "slow 4G"-like phone: 400 kbit/s each way, 400 ms round trip, CPU 4× slower than this machine. */
const throttle = { kbitPerSecond: 400, latencyMs: 400, cpuSlowdown: 4 };
const runs = 3;
/** A job's title, the figure with a goal closest to its runs' spread on a busy machine: more runs for its median. */
const jobTitleRuns = 5;
const fcpGoalMs = 2500;
const firstPageJsGoalKiB = 120;
/** Issue 27: a job's title visible on a first visit of its page. */
const jobTitleGoalMs = 1500;

/** The phone's line and CPU on a page, through DevTools (whose session is returned, to watch the network with). */
async function throttled(context: BrowserContext, page: Page, options: { cache: boolean }): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (!options.cache) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bytesPerSecond = (throttle.kbitPerSecond * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttle.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
  return cdp;
}

interface PageLoad {
  firstContentfulPaint: number;
  /** When React had replaced the shell with the real page (its own h1). */
  appPainted: number;
  transferred: number;
}

async function throttledLoad(browser: Browser, baseUrl: string, path = '/'): Promise<PageLoad & { titleShown: number }> {
  // A Sorani reader: the shell's text and the page's fonts are the heaviest case.
  const context = await browser.newContext({ locale: 'ckb-IQ', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const cdp = await throttled(context, page, { cache: false });
  let transferred = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    transferred += event.encodedDataLength;
  });
  // When a page's own title (an h1 with text: the served job's, or the app's) is first on screen, checked every frame
  // from before the HTML arrives.
  await page.addInitScript(() => {
    const check = () => {
      if (document.querySelector('h1')?.textContent?.trim()) (window as unknown as { titleShown: number }).titleShown = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => !document.querySelector('.kar-shell') && document.querySelector('h1'), undefined, { timeout: 120_000, polling: 50 });
  const appPainted = await page.evaluate(() => performance.now());
  const firstContentfulPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
  const titleShown = await page.evaluate(() => (window as unknown as { titleShown?: number }).titleShown ?? Number.NaN);
  await context.close();
  return { firstContentfulPaint, appPainted, transferred, titleShown };
}

/** Issue 27: a second visit paints from what the phone kept. */
const secondVisitFcpGoalMs = 600;

interface SecondVisit {
  firstContentfulPaint: number;
  /** Hashed files (/assets/…) that went to the network although the first visit had them. */
  assetsRefetched: number;
  assetsFromCache: number;
  /** Whether the service worker drew the page from the copy it kept (client/sw.ts marks it on `<html>`). */
  fromKeptCopy: boolean;
}

/**
 * A reader coming back: the page visited once (same phone, same throttled line, its cache kept), then opened again.
 * Hashed files are immutable, so the second visit asks the network for the page alone.
 */
async function secondVisit(browser: Browser, baseUrl: string, path: string): Promise<SecondVisit> {
  const context = await browser.newContext({ locale: 'ckb-IQ', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
  const cdp = await throttled(context, page, { cache: true });
  const visit = { assetsRefetched: 0, assetsFromCache: 0 };
  const isAsset = (url: string) => new URL(url).pathname.startsWith('/assets/');
  cdp.on(
    'Network.responseReceived',
    (event: { response: { url: string; fromDiskCache?: boolean; fromServiceWorker?: boolean; fromPrefetchCache?: boolean } }) => {
      if (!isAsset(event.response.url)) return;
      const cached = event.response.fromDiskCache || event.response.fromServiceWorker || event.response.fromPrefetchCache;
      if (cached) visit.assetsFromCache += 1;
      else visit.assetsRefetched += 1;
    },
  );
  cdp.on('Network.requestServedFromCache', () => {
    visit.assetsFromCache += 1;
  });
  // Typed into the address bar again, not reloaded: a reload revalidates everything, a visit does not.
  await page.goto('about:blank');
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 60_000 });
  const firstContentfulPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
  const fromKeptCopy = await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), keptPageAttribute);
  await context.close();
  return { firstContentfulPaint, fromKeptCopy, ...visit };
}

async function secondVisitRows(browser: Browser, baseUrl: string, paths: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const path of paths) {
    const visits: SecondVisit[] = [];
    for (let run = 0; run < runs; run++) visits.push(await secondVisit(browser, baseUrl, path));
    const fcp = stats(visits.map((visit) => visit.firstContentfulPaint)).median;
    const refetched = Math.max(...visits.map((visit) => visit.assetsRefetched));
    rows.push({
      figure: `second visit of ${path.replace(/\d+$/, '{id}')}: first contentful paint (throttled)`,
      value: `${ms(fcp)} (goal ≤ ${ms(secondVisitFcpGoalMs)}: ${fcp <= secondVisitFcpGoalMs ? 'met' : 'not met'})`,
      note: `hashed files asked of the network again: ${refetched} (goal 0: ${refetched === 0 ? 'met' : 'not met'}); from the phone's cache: ${visits[0]?.assetsFromCache ?? 0}; drawn from the page's kept copy: ${visits.filter((visit) => visit.fromKeptCopy).length} of ${visits.length}; runs: ${visits.map((visit) => ms(visit.firstContentfulPaint)).join(', ')}`,
    });
  }
  return rows;
}

interface Sized {
  name: string;
  raw: number;
  gzip: number;
}

/** The HTML, every script and every stylesheet file a page loads (no throttling), with raw and gzip sizes, largest first. */
async function firstPageFiles(browser: Browser, baseUrl: string, path = '/'): Promise<{ html: Sized; scripts: Sized[]; stylesheets: Sized[] }> {
  const page = await browser.newPage();
  const files: Array<Sized & { kind: 'html' | 'js' | 'css' }> = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = url.pathname === new URL(path, baseUrl).pathname ? 'html' : url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind) return;
    pending.push(
      response.body().then((body) => {
        files.push({ kind, name: url.pathname.replace(/^\/assets\//, ''), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await page.close();
  const of = (kind: 'html' | 'js' | 'css') => files.filter((file) => file.kind === kind).sort((a, b) => b.gzip - a.gzip);
  const [html] = of('html');
  if (!html) throw new Error(`no HTML for ${path}`);
  return { html, scripts: of('js'), stylesheets: of('css') };
}

/** The job pages (issue 11 holds them to the same budget as `/`): the newest job's page, when the board has one. */
async function jobPages(baseUrl: string): Promise<string[]> {
  const reply = (await (await fetch(`${baseUrl}/api/v1/jobs?limit=1`)).json()) as { data?: { jobs?: Array<{ id: number }> } };
  const id = reply.data?.jobs?.[0]?.id;
  return ['/explore-jobs', ...(id ? [`/jobs/${id}`] : [])];
}

const budget = (gzip: number) => `goal ≤ ${firstPageJsGoalKiB} KiB gzip: ${gzip / 1024 <= firstPageJsGoalKiB ? 'met' : 'not met'}`;

const total = (files: Sized[]) => ({ raw: files.reduce((sum, file) => sum + file.raw, 0), gzip: files.reduce((sum, file) => sum + file.gzip, 0) });

export async function benchFirstPaint(baseUrl: string): Promise<Row[]> {
  const browser = await launchChromium();
  try {
    const { html, scripts: chunks, stylesheets } = await firstPageFiles(browser, baseUrl);
    const otherPages: Row[] = [];
    for (const path of await jobPages(baseUrl)) {
      const { scripts } = await firstPageFiles(browser, baseUrl, path);
      const sum = total(scripts);
      otherPages.push({
        figure: `first-load JavaScript of ${path.replace(/\d+$/, '{id}')}`,
        value: `${kib(sum.raw)} raw, ${kib(sum.gzip)} gzip (${budget(sum.gzip)})`,
        note: `${scripts.length} scripts: ${scripts.map((script) => `${script.name} ${kib(script.gzip)}`).join(', ')}`,
      });
    }
    const loads: PageLoad[] = [];
    for (let run = 0; run < runs; run++) loads.push(await throttledLoad(browser, baseUrl));
    const jobPath = (await jobPages(baseUrl))[1];
    const returning = await secondVisitRows(browser, baseUrl, ['/', ...(await jobPages(baseUrl))]);
    const jobLoads = [];
    for (let run = 0; jobPath && run < jobTitleRuns; run++) jobLoads.push(await throttledLoad(browser, baseUrl, jobPath));
    const jobTitle = stats(jobLoads.map((load) => load.titleShown)).median;
    const jobApp = stats(jobLoads.map((load) => load.appPainted)).median;
    const fcp = stats(loads.map((load) => load.firstContentfulPaint)).median;
    const app = stats(loads.map((load) => load.appPainted)).median;
    const { raw: rawTotal, gzip: gzipTotal } = total(chunks);
    const css = total(stylesheets);
    const conditions = `${throttle.kbitPerSecond} kbit/s, ${throttle.latencyMs} ms RTT, CPU ${throttle.cpuSlowdown}× slower; 360 px, ckb, cold cache; median of ${runs}`;
    return [
      {
        figure: 'first contentful paint of / (throttled)',
        value: `${ms(fcp)} (goal ≤ ${ms(fcpGoalMs)}: ${fcp <= fcpGoalMs ? 'met' : 'not met'})`,
        note: `${conditions}; the shell in the served HTML (runs: ${loads.map((load) => ms(load.firstContentfulPaint)).join(', ')})`,
      },
      {
        figure: 'the real page painted by React (throttled)',
        value: ms(app),
        note: `${conditions}; ${kib(stats(loads.map((load) => load.transferred)).median)} transferred as wrangler dev serves it`,
      },
      ...(jobPath
        ? [
            {
              figure: 'a job page: its title on screen (throttled)',
              value: `${ms(jobTitle)} (goal ≤ ${ms(jobTitleGoalMs)}: ${jobTitle <= jobTitleGoalMs ? 'met' : 'not met'})`,
              note: `${conditions.replace(`median of ${runs}`, `median of ${jobTitleRuns}`)}; the job's text is in the served HTML (issue 27) (runs: ${jobLoads.map((load) => ms(load.titleShown)).join(', ')})`,
            },
            { figure: 'a job page: the app took over (throttled)', value: ms(jobApp), note: `${conditions}; from the job served with the page, no API call` },
          ]
        : []),
      ...returning,
      {
        figure: 'first page JavaScript',
        value: `${kib(rawTotal)} raw, ${kib(gzipTotal)} gzip (${budget(gzipTotal)})`,
        note: `${chunks.length} scripts Chromium loads for /`,
      },
      ...chunks.map((chunk) => ({ figure: `first page JavaScript: ${chunk.name}`, value: `${kib(chunk.gzip)} gzip`, note: `${kib(chunk.raw)} raw` })),
      ...otherPages,
      {
        figure: 'first page HTML',
        value: `${kib(html.raw)} raw, ${kib(html.gzip)} gzip`,
        note: 'the shell in three languages and the first-paint stylesheet (client/first-paint.css), inline (worker/http/first-paint-shell.ts)',
      },
      {
        figure: 'first page CSS files',
        value: `${kib(css.raw)} raw, ${kib(css.gzip)} gzip`,
        note: `${stylesheets.length} stylesheet files Chromium loads for / (the app's, linked at the end of the body; the first paint's is inline)`,
      },
    ];
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const server = await startWranglerDev({ demoJobs: 30 });
  try {
    console.log(markdownTable(await benchFirstPaint(server.url)));
  } finally {
    await server.stop();
  }
}
