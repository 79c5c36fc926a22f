// CV PDF figures (docs/decisions/0005-cv-pdf.md): render time with react-pdf in Node and in workerd (the deployed
// bundle in Miniflare), the same CV printed by headless Chromium from HTML, and what the renderer adds to the worker
// bundle. The route itself (session, D1, renderer) is timed by cv-pdf-route.ts on the bench's server.
// `benchCvPdf()` returns rows for tests/bench/run.ts; run alone with
//   PATH=$PWD/node_modules/.bin:$PATH node tests/bench/cv-pdf.ts
// (needs `npm run build` first: wrangler's dry run wants dist/client). CV_PDF_PARTS=node,workerd,chromium,bundle
// picks parts (all by default); CV_PDF_SAMPLES the renders per figure. workerd runs the worker as `wrangler
// deploy` builds it (NODE_ENV=production: React's production build); CV_PDF_NODE_ENV=development measures what
// plain `wrangler dev` builds.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { CvDetail, CvLocale } from '../../worker/features/cvs/cvs.schemas.ts';
import type { CvPdfLabels } from '../../worker/features/cvs/pdf/labels.ts';
import type { CvPdfOptions } from '../../worker/features/cvs/pdf/index.ts';
import { loadCvPdfFontsForNode } from '../../worker/features/cvs/pdf/fonts.node.ts';
import { launchChromium } from '../support/browser.ts';
import { concat } from '../support/zip.ts';
import { kib, markdownTable, medianP95, ms, type Row } from './figures.ts';
import { buildRendererWorker, cvFixture, startRendererWorker } from './renderer-worker.ts';
import { buildWorkerBundle } from './worker-bundle.ts';

const root = resolve(import.meta.dirname, '../..');
const locales: CvLocale[] = ['en', 'ckb', 'ar'];
const samples = Number(process.env.CV_PDF_SAMPLES ?? 20);
const quietEnv = { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };
const workerNodeEnv = process.env.CV_PDF_NODE_ENV ?? 'production';
const parts = new Set((process.env.CV_PDF_PARTS ?? 'node,workerd,chromium,bundle').split(','));

const fixture = cvFixture;

/** The renderer's labels from messages/<locale>.json. */
function labelsFor(locale: CvLocale, keys: readonly string[]): CvPdfLabels {
  const messages = JSON.parse(readFileSync(join(root, `messages/${locale}.json`), 'utf8')) as Record<string, string>;
  return Object.fromEntries(keys.map((key) => [key, messages[key] ?? key])) as CvPdfLabels;
}

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
    rows.push({
      figure: `CV PDF, react-pdf in Node: ${locale}`,
      value: medianP95(times),
      note: `${samples} renders of the ${locale} fixture (2 pages), ${kib(bytes)} each`,
    });
  }
  const photo = largeJpeg();
  const times: number[] = [];
  for (let index = 0; index < samples; index++) {
    started = performance.now();
    await renderer.renderCvPdf(fixture('en'), { ...options('en'), photo: { bytes: photo, mime: 'image/jpeg' } });
    times.push(performance.now() - started);
  }
  rows.push({
    figure: 'CV PDF, react-pdf in Node: en with a 2 MB JPEG photo',
    value: medianP95(times),
    note: `${samples} renders; a JPEG photo goes into the PDF as uploaded (uploads are at most 2 MB), ${kib(photo.length)} here`,
  });
  return rows;
}

/** A JPEG as large as an upload may be: a small photo with 31 comment segments of 64 KB after its start marker. */
function largeJpeg(): Uint8Array {
  const small = new Uint8Array(readFileSync(join(root, 'tests/fixtures/images/photo-baseline.jpg')));
  const segment = new Uint8Array(0x10001).fill(0x20);
  segment.set([0xff, 0xfe, 0xff, 0xff]);
  return concat(small.subarray(0, 2), ...Array.from({ length: 31 }, () => segment), small.subarray(2));
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
  const level = {
    beginner: labels.pdf_level_beginner,
    intermediate: labels.pdf_level_intermediate,
    advanced: labels.pdf_level_advanced,
    fluent: labels.pdf_level_fluent,
    native: labels.pdf_level_native,
  };
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
  ${section(labels.pdf_heading_awards, cv.awards_and_certifications.map((award) => item(award.title, award.awards_or_certificates === 'award' ? labels.pdf_award : labels.pdf_certificate, [auto(award.organization), escapeHtml(`${labels.pdf_issued} ${month(award.issued)}`), escapeHtml(award.expires ? `${labels.pdf_expires} ${month(award.expires)}` : labels.cv_expires_never)], award.url, award.description)).join(''))}
  ${section(labels.pdf_heading_additional, cv.additional_info.map((info) => item(info.title, info.additional_type.name, [], info.url, info.description)).join(''))}
  </body></html>`;
}

async function benchChromium(keys: readonly string[], work: string): Promise<Row[]> {
  const fonts = loadCvPdfFontsForNode();
  const fontBase64 = { regular: Buffer.from(fonts.regular).toString('base64'), bold: Buffer.from(fonts.bold).toString('base64') };
  let started = performance.now();
  const browser = await launchChromium();
  const rows: Row[] = [
    { figure: 'CV PDF, Chromium: browser launch', value: ms(performance.now() - started), note: 'Debian chromium, headless (paid once per browser)' },
  ];
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
    rows.push({
      figure: 'CV PDF, Chromium page.pdf: first print',
      value: ms(performance.now() - started),
      note: 'ckb, setContent + fonts + page.pdf on a new page',
    });
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
      rows.push({
        figure: `CV PDF, Chromium page.pdf: ${locale}`,
        value: medianP95(times),
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

/** The renderer-only worker as deployed, in Miniflare's workerd (renderer-worker.ts): first request, then warm. */
async function benchWorkerd(work: string): Promise<Row[]> {
  const outdir = join(work, 'renderer-out');
  mkdirSync(outdir, { recursive: true });
  buildRendererWorker(root, outdir, workerNodeEnv);
  const worker = await startRendererWorker(outdir);
  try {
    const rows: Row[] = [];
    const first = await worker.render('ckb');
    rows.push({
      figure: 'CV PDF, react-pdf in workerd: first request',
      value: ms(first.ms),
      note: `the deployed bundle (wrangler deploy --dry-run, NODE_ENV=${workerNodeEnv}) in Miniflare's workerd, ckb; includes yoga, fonts and module start-up`,
    });
    for (const locale of locales) {
      const times: number[] = [];
      for (let index = 0; index < samples; index++) times.push((await worker.render(locale)).ms);
      rows.push({
        figure: `CV PDF, react-pdf in workerd: ${locale}`,
        value: medianP95(times),
        note: `${samples} requests to the deployed bundle in Miniflare's workerd (dispatchFetch on loopback, request and response included, no wrangler dev proxy; no other I/O, so ≈ CPU time)`,
      });
    }
    return rows;
  } finally {
    await worker.dispose();
  }
}

/**
 * What the renderer adds to the worker as deployed: what starts with every isolate and what only the first PDF
 * evaluates. The renderer is reached through `import()` alone (worker/deps.ts, cv-pdf.service.ts), and esbuild wraps
 * such modules in lazy initialisers.
 */
export function benchBundle(work: string): Row[] {
  const bundle = buildWorkerBundle(join(work, 'out-worker'));
  const scriptFile = readFileSync(join(bundle.outdir, 'index.js'));
  const moduleBytes = (match: RegExp) =>
    bundle.modules.filter((file) => match.test(file)).reduce((sum, file) => sum + readFileSync(join(bundle.outdir, file)).length, 0);
  const renderer = moduleBytes(/Vazirmatn|yoga|webp/);
  const others = moduleBytes(/./) - renderer;
  const total = bundle.startBytes + bundle.lazyBytes;
  const share = (bytes: number) => `${kib(bytes)} (${((bytes / total) * 100).toFixed(0)} %)`;
  return [
    {
      figure: 'worker script (index.js)',
      value: `${kib(scriptFile.length)} raw, ${kib(gzipSync(scriptFile, { level: 9 }).length)} gzip`,
      note: `wrangler deploy --dry-run (minified, as deployed); plus ${kib(others)} other wasm (argon2, share cards) and ${kib(renderer)} for the PDF (2 Vazirmatn TTFs, yoga.wasm, the WebP decoder) as separate modules`,
    },
    {
      figure: 'worker script evaluated at start (before the PDF renderer)',
      value: share(bundle.startBytes),
      note: 'everything reached by static imports from worker/index.ts: the worker without the PDF renderer',
    },
    {
      figure: 'worker script evaluated on the first PDF only (the PDF renderer)',
      value: share(bundle.lazyBytes),
      note: 'react, react-pdf, pdfkit, fontkit, yoga glue, image decoders: reached only through import(), so parsed but not run by other requests',
    },
  ];
}

export async function benchCvPdf(): Promise<Row[]> {
  const work = mkdtempSync(join(tmpdir(), 'kar-cv-pdf-bench-'));
  try {
    const renderer = await loadRenderer(work);
    const keys = renderer.cvPdfLabelKeys;
    const rows: Row[] = [];
    if (parts.has('node')) rows.push(...(await benchNode(renderer)));
    if (parts.has('workerd')) rows.push(...(await benchWorkerd(work)));
    if (parts.has('chromium')) rows.push(...(await benchChromium(keys, work)));
    if (parts.has('bundle')) rows.push(...benchBundle(work));
    return rows;
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(join(root, 'node_modules/.cache/kar-cv-pdf-bench.mjs'), { force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(markdownTable(await benchCvPdf()));
}
