// CV PDF figures (docs/decisions/0005-cv-pdf.md): render time with react-pdf in Node and in workerd (wrangler
// dev), the same CV printed by headless Chromium from HTML, and what the renderer adds to the worker bundle.
// `benchCvPdf()` returns rows for tests/bench/run.ts; run alone with
//   PATH=$PWD/node_modules/.bin:$PATH node tests/bench/cv-pdf.ts
// (needs `npm run build` first: wrangler's dry run wants dist/client).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { CvDetail, CvLocale } from '../../worker/features/cvs/cvs.schemas.ts';
import type { CvPdfLabels } from '../../worker/features/cvs/pdf/labels.ts';
import type { CvPdfOptions } from '../../worker/features/cvs/pdf/index.ts';
import { loadCvPdfFontsForNode } from '../../worker/features/cvs/pdf/fonts.node.ts';
import { launchChromium } from '../support/browser.ts';
import { freePort } from '../support/wrangler-server.ts';

interface Row {
  figure: string;
  value: string;
  note: string;
}

const root = resolve(import.meta.dirname, '../..');
const locales: CvLocale[] = ['en', 'ckb', 'ar'];
const samples = Number(process.env.CV_PDF_SAMPLES ?? 20);
const quietEnv = { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

const fixture = (locale: CvLocale) => JSON.parse(readFileSync(join(root, `tests/fixtures/cvs/cv-${locale}.json`), 'utf8')) as CvDetail;

/** Labels from messages/<locale>.json, or messages/_pending/pdf.json until those are merged. */
function labelsFor(locale: CvLocale, keys: readonly string[]): CvPdfLabels {
  const merged = JSON.parse(readFileSync(join(root, `messages/${locale}.json`), 'utf8')) as Record<string, string>;
  let pending: Record<string, Record<CvLocale, string>> = {};
  try {
    pending = JSON.parse(readFileSync(join(root, 'messages/_pending/pdf.json'), 'utf8')) as typeof pending;
  } catch {
    // merged already
  }
  return Object.fromEntries(keys.map((key) => [key, merged[key] ?? pending[key]?.[locale] ?? key])) as CvPdfLabels;
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

// ---------------------------------------------------------------------------------------------------------------
// react-pdf in Node. Node runs .ts but not .tsx, so the renderer is bundled first (esbuild, dependencies external).

type Renderer = typeof import('../../worker/features/cvs/pdf/index.ts');

async function loadRenderer(work: string): Promise<Renderer> {
  const { build } = await import('esbuild');
  const outfile = join(work, 'render-cv-pdf.mjs');
  await build({
    entryPoints: [join(root, 'worker/features/cvs/pdf/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  // Dependencies resolve from the repository's node_modules: load the bundle from inside the repository.
  const inside = join(root, 'node_modules/.cache/kar-cv-pdf-bench.mjs');
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  writeFileSync(inside, readFileSync(outfile));
  return (await import(pathToFileURL(inside).href)) as Renderer;
}

async function benchNode(renderer: Renderer): Promise<Row[]> {
  const fonts = loadCvPdfFontsForNode();
  const options = (locale: CvLocale): CvPdfOptions => ({ locale, labels: labelsFor(locale, renderer.cvPdfLabelKeys), fonts });
  const rows: Row[] = [];
  let started = performance.now();
  const first = await renderer.renderCvPdf(fixture('ckb'), options('ckb'));
  rows.push({
    figure: 'CV PDF, react-pdf in Node: first render',
    value: ms(performance.now() - started),
    note: `ckb fixture, ${kib(first.length)}; includes loading yoga and parsing the fonts`,
  });
  for (const locale of locales) {
    const cv = fixture(locale);
    const times: number[] = [];
    let bytes = 0;
    for (let index = 0; index < samples; index++) {
      started = performance.now();
      bytes = (await renderer.renderCvPdf(cv, options(locale))).length;
      times.push(performance.now() - started);
    }
    const { median, p95 } = stats(times);
    rows.push({
      figure: `CV PDF, react-pdf in Node: ${locale}`,
      value: `median ${ms(median)}, p95 ${ms(p95)}`,
      note: `${samples} renders of the ${locale} fixture (2 pages), ${kib(bytes)} each`,
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Headless Chromium printing an equivalent HTML page of the same CV.

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function cvHtml(cv: CvDetail, locale: CvLocale, labels: CvPdfLabels, fontBase64: { regular: string; bold: string }): string {
  const dir = locale === 'en' ? 'ltr' : 'rtl';
  const months = Array.from({ length: 12 }, (_, index) => labels[`pdf_month_${String(index + 1).padStart(2, '0')}` as keyof CvPdfLabels]);
  const month = (iso: string) => `${months[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
  const ltr = (text: string | null) => (text ? `<bdi dir="ltr" class="link">${escapeHtml(text)}</bdi>` : '');
  const auto = (text: string | null) => (text ? `<span dir="auto">${escapeHtml(text)}</span>` : '');
  const item = (title: string, aside: string, meta: string[], url: string | null, description: string | null) => `
    <div class="item"><div class="row"><div class="title" dir="auto">${escapeHtml(title)}</div><div class="aside">${escapeHtml(aside)}</div></div>
    <div class="meta">${meta.filter(Boolean).join('<span class="dot"></span>')}</div>${url ? `<div>${ltr(url)}</div>` : ''}
    ${description ? `<div class="description" dir="auto">${description}</div>` : ''}</div>`;
  const section = (heading: string, body: string) => (body ? `<section><h2>${escapeHtml(heading)}</h2>${body}</section>` : '');
  const level = { beginner: labels.pdf_level_beginner, intermediate: labels.pdf_level_intermediate, advanced: labels.pdf_level_advanced, fluent: labels.pdf_level_fluent };
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><style>
    @font-face { font-family: Vazirmatn; font-weight: 400; src: url(data:font/ttf;base64,${fontBase64.regular}) format('truetype'); }
    @font-face { font-family: Vazirmatn; font-weight: 700; src: url(data:font/ttf;base64,${fontBase64.bold}) format('truetype'); }
    @page { size: A4; margin: 44pt 46pt 54pt; }
    body { font-family: Vazirmatn; font-size: 9.5pt; line-height: 1.55; color: #1f2933; margin: 0; }
    h1 { font-size: 22pt; margin: 0; line-height: 1.35; } h2 { font-size: 11.5pt; color: #1d5b79; border-bottom: 0.8pt solid #c9d6df; margin: 14pt 0 6pt; ${dir === 'ltr' ? 'text-transform: uppercase; letter-spacing: 0.9pt;' : ''} }
    .contact, .meta { color: #52606d; display: flex; flex-wrap: wrap; align-items: center; } .rule { height: 2pt; background: #1d5b79; margin-top: 10pt; }
    .dot { width: 2.6pt; height: 2.6pt; border-radius: 50%; background: #52606d; margin: 0 6pt; display: inline-block; }
    .row { display: flex; justify-content: space-between; } .title { font-weight: 700; font-size: 10.5pt; } .aside { color: #52606d; font-size: 9pt; }
    .item { margin-top: 9pt; break-inside: avoid; } .link { color: #1d5b79; font-size: 9pt; } .description p { margin: 3pt 0 0; }
    .chips { display: flex; flex-wrap: wrap; gap: 4pt; } .chip { background: #eef3f6; border-radius: 3pt; padding: 1.5pt 6pt; font-size: 9pt; }
    .language { display: flex; align-items: center; } .language b { width: 130pt; } .bar { width: 70pt; height: 4pt; background: #dde5ea; border-radius: 2pt; margin-inline-end: 10pt; }
    .bar i { display: block; height: 4pt; background: #1d5b79; border-radius: 2pt; }
  </style></head><body>
  <h1 dir="auto">${escapeHtml(cv.full_name ?? '')}</h1>
  <div class="contact">${[ltr(cv.email), ltr(cv.phone_num), auto(cv.location), auto(cv.address)].filter(Boolean).join('<span class="dot"></span>')}</div><div class="rule"></div>
  ${section(labels.pdf_heading_education, cv.educations.map((education) => item(`${education.degree.name}${locale === 'en' ? ', ' : '، '}${education.field_of_study}`, `${education.start_date.slice(0, 4)} – ${education.end_date.slice(0, 4)}`, [auto(education.institution.name), auto(education.city.name)], education.url, education.description)).join(''))}
  ${section(labels.pdf_heading_work_experience, cv.work_experiences.map((work) => item(work.title, `${month(work.from_date)} – ${work.is_present || !work.to_date ? labels.pdf_present : month(work.to_date)}`, [auto(work.company), auto(work.location)], work.url, work.description)).join(''))}
  ${section(labels.pdf_heading_languages, cv.cv_languages.map((language) => `<div class="language"><b dir="auto">${escapeHtml(language.language.name)}</b><span class="bar"><i style="width:${language.percent}%"></i></span><span>${escapeHtml(level[language.proficiency_level])}</span></div>`).join(''))}
  ${section(labels.pdf_heading_skills, cv.cv_skills.length ? `<div class="chips">${cv.cv_skills.map((skill) => `<span class="chip" dir="auto">${escapeHtml(skill.name)}</span>`).join('')}</div>` : '')}
  ${section(labels.pdf_heading_references, cv.references.map((reference) => item(reference.name, reference.relationship, [auto(reference.title), auto(reference.organization)], null, `<div class="meta">${ltr(reference.email)}<span class="dot"></span>${ltr(reference.phone)}</div>${reference.description ? `<p>${escapeHtml(reference.description)}</p>` : ''}`)).join(''))}
  ${section(labels.pdf_heading_awards, cv.awards_and_certifications.map((award) => item(award.title, award.awards_or_certificates === 'award' ? labels.pdf_award : labels.pdf_certificate, [auto(award.organization), escapeHtml(`${labels.pdf_issued} ${month(award.issued)}`), escapeHtml(`${labels.pdf_expires} ${month(award.expires)}`)], award.url, award.description)).join(''))}
  ${section(labels.pdf_heading_additional, cv.additional_info.map((info) => item(info.title, info.additional_type.name, [], info.url, info.description)).join(''))}
  </body></html>`;
}

async function benchChromium(keys: readonly string[], work: string): Promise<Row[]> {
  const fonts = loadCvPdfFontsForNode();
  const fontBase64 = { regular: Buffer.from(fonts.regular).toString('base64'), bold: Buffer.from(fonts.bold).toString('base64') };
  let started = performance.now();
  const browser = await launchChromium();
  const rows: Row[] = [{ figure: 'CV PDF, Chromium: browser launch', value: ms(performance.now() - started), note: 'Debian chromium, headless (paid once per browser)' }];
  try {
    const page = await browser.newPage();
    const print = async (html: string) => {
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      return page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    };
    const html = (locale: CvLocale) => cvHtml(fixture(locale), locale, labelsFor(locale, keys), fontBase64);
    started = performance.now();
    await print(html('ckb'));
    rows.push({ figure: 'CV PDF, Chromium page.pdf: first print', value: ms(performance.now() - started), note: 'ckb, setContent + fonts + page.pdf on a new page' });
    for (const locale of locales) {
      const source = html(locale);
      const times: number[] = [];
      let pdf: Buffer | Uint8Array = new Uint8Array();
      for (let index = 0; index < samples; index++) {
        started = performance.now();
        pdf = await print(source);
        times.push(performance.now() - started);
      }
      writeFileSync(join(work, `chromium-${locale}.pdf`), pdf);
      const { median, p95 } = stats(times);
      rows.push({
        figure: `CV PDF, Chromium page.pdf: ${locale}`,
        value: `median ${ms(median)}, p95 ${ms(p95)}`,
        note: `${samples} prints of an equivalent HTML page (fonts as data URLs), ${kib(pdf.length)} each`,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// The worker bundle (wrangler deploy --dry-run) and react-pdf in workerd (wrangler dev).

/** A worker that renders the CV posted to it: the renderer alone, with its fonts and yoga. */
const rendererEntry = `
import { cvPdfFonts } from ${JSON.stringify(join(root, 'worker/features/cvs/pdf/fonts.ts'))};
import { renderCvPdf } from ${JSON.stringify(join(root, 'worker/features/cvs/pdf/index.ts'))};
export default {
  async fetch(request) {
    const { cv, locale, labels } = await request.json();
    const bytes = await renderCvPdf(cv, { locale, labels, fonts: cvPdfFonts });
    return new Response(bytes, { headers: { 'content-type': 'application/pdf' } });
  },
};
`;

/** The worker as configured, plus the renderer on one extra path (so that nothing of it is left out). */
const combinedEntry = `
import worker from ${JSON.stringify(join(root, 'worker/index.ts'))};
import renderer from './renderer-entry.ts';
export default {
  fetch(request, env, ctx) {
    return new URL(request.url).pathname === '/__cv-pdf' ? renderer.fetch(request) : worker.fetch(request, env, ctx);
  },
};
`;

function bundleSize(entry: string | null, outdir: string) {
  const args = ['deploy', '--dry-run', '--outdir', outdir, '--config', join(root, 'wrangler.toml')];
  execFileSync(join(root, 'node_modules/.bin/wrangler'), entry ? [...args, entry] : args, { cwd: root, env: quietEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  let raw = 0;
  let gzip = 0;
  for (const file of readdirSync(outdir)) {
    if (file.endsWith('.map') || file === 'README.md') continue;
    const bytes = readFileSync(join(outdir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

async function benchWorkerd(work: string, keys: readonly string[]): Promise<Row[]> {
  const entry = join(work, 'renderer-entry.ts');
  writeFileSync(entry, rendererEntry);
  const port = await freePort();
  const child: ChildProcess = spawn(
    join(root, 'node_modules/.bin/wrangler'),
    ['dev', '--config', join(root, 'wrangler.toml'), entry, '--ip', '127.0.0.1', '--port', String(port), '--persist-to', join(work, 'state')],
    { cwd: root, env: quietEnv, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  try {
    const post = (locale: CvLocale) =>
      fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: JSON.stringify({ cv: fixture(locale), locale, labels: labelsFor(locale, keys) }) });
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' });
        break;
      } catch {
        if (Date.now() > deadline) throw new Error('wrangler dev did not start');
        await new Promise((done) => setTimeout(done, 250));
      }
    }
    const rows: Row[] = [];
    let started = performance.now();
    const first = await post('ckb');
    if (!first.ok) throw new Error(`workerd render failed: ${first.status} ${await first.text()}`);
    await first.arrayBuffer();
    rows.push({ figure: 'CV PDF, react-pdf in workerd: first request', value: ms(performance.now() - started), note: 'wrangler dev on loopback, ckb; includes yoga, fonts and module start-up' });
    for (const locale of locales) {
      const times: number[] = [];
      for (let index = 0; index < samples; index++) {
        started = performance.now();
        const response = await post(locale);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`workerd render failed: ${response.status}`);
        times.push(performance.now() - started);
      }
      const { median, p95 } = stats(times);
      rows.push({
        figure: `CV PDF, react-pdf in workerd: ${locale}`,
        value: `median ${ms(median)}, p95 ${ms(p95)}`,
        note: `${samples} POSTs to wrangler dev (loopback, request and response included; no other I/O, so ≈ CPU time)`,
      });
    }
    return rows;
  } finally {
    stop();
  }
}

function benchBundles(work: string): Row[] {
  writeFileSync(join(work, 'renderer-entry.ts'), rendererEntry);
  writeFileSync(join(work, 'combined-entry.ts'), combinedEntry);
  const worker = bundleSize(null, join(work, 'out-worker'));
  const combined = bundleSize(join(work, 'combined-entry.ts'), join(work, 'out-combined'));
  const alone = bundleSize(join(work, 'renderer-entry.ts'), join(work, 'out-renderer'));
  const workerHasRenderer = readdirSync(join(work, 'out-worker')).some((file) => file.endsWith('.ttf'));
  return [
    {
      figure: 'worker bundle as configured',
      value: `${kib(worker.raw)} raw, ${kib(worker.gzip)} gzip`,
      note: `wrangler deploy --dry-run, every module (JS, wasm, fonts), gzip -9 per file; ${workerHasRenderer ? 'already includes the CV PDF renderer' : 'without the CV PDF renderer'}`,
    },
    {
      figure: 'worker bundle with the CV PDF renderer',
      value: `${kib(combined.raw)} raw, ${kib(combined.gzip)} gzip (+${kib(combined.raw - worker.raw)} raw, +${kib(combined.gzip - worker.gzip)} gzip)`,
      note: 'the same worker plus renderCvPdf, its fonts (2 × 120 KiB TTF) and yoga.wasm (70 KiB)',
    },
    {
      figure: 'CV PDF renderer alone',
      value: `${kib(alone.raw)} raw, ${kib(alone.gzip)} gzip`,
      note: 'a worker that only renders: react, react-pdf, pdfkit, fontkit, yoga, Vazirmatn Regular + Bold',
    },
  ];
}

export async function benchCvPdf(): Promise<Row[]> {
  const work = mkdtempSync(join(tmpdir(), 'kar-cv-pdf-bench-'));
  try {
    const renderer = await loadRenderer(work);
    const keys = renderer.cvPdfLabelKeys;
    const rows = await benchNode(renderer);
    rows.push(...(await benchWorkerd(work, keys)));
    rows.push(...(await benchChromium(keys, work)));
    rows.push(...benchBundles(work));
    return rows;
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(join(root, 'node_modules/.cache/kar-cv-pdf-bench.mjs'), { force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const rows = await benchCvPdf();
  console.log(['| figure | value | note |', '| --- | --- | --- |', ...rows.map((row) => `| ${row.figure} | ${row.value} | ${row.note} |`)].join('\n'));
}

