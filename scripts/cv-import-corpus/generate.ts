// The CV import corpus (tests/fixtures/cv-import/corpus/): every file with its <name>.expected.json. See README.md:
// `node scripts/cv-import-corpus/generate.ts [--only en,ckb,ar,alik,kar] [--expected-only]` (Node 24 from node_modules/.bin).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { convertAliK, toAliK } from '../../client/features/cv-import/parse/ali-k.ts';
import { launchChromium } from '../../tests/support/browser.ts';
import { aliKCvs } from './alik-cvs.ts';
import { arCvs } from './ar-cvs.ts';
import { ckbCvs } from './ckb-cvs.ts';
import { docxCv } from './docx-cv.ts';
import {
  type DateHabit,
  expectedAdditionalOf,
  expectedEducationOf,
  expectedWorkOf,
  loadResumes,
  plainFromResume,
  type ResumeAdditionalSection,
  withLegacyKeys,
} from './en-resumes.ts';
import { arabicVocabulary, type ExpectedParsedCv } from './expected.ts';
import { cvHtml, type HtmlOptions } from './html-cv.ts';
import { expectedAdditional, expectedEducation, expectedWork, layOut, type LayoutOptions, type PlainCv, textsOf } from './plain-cv.ts';
import { loadDocx, themeRenderer } from './tools.ts';

const corpus = new URL('../../tests/fixtures/cv-import/corpus/', import.meta.url);
const only = process.argv.includes('--only') ? new Set((process.argv[process.argv.indexOf('--only') + 1] ?? '').split(',')) : null;
const wanted = (part: string) => !only || only.has(part);
/** The expected results alone, the CV files left as they are: for when what is expected of the same files changes. */
const expectedOnly = process.argv.includes('--expected-only');

const write = (file: string, bytes: Uint8Array | string) => writeFileSync(new URL(file, corpus), bytes);
/** Writes a CV file, unless only the expected results are asked for. */
const writeCv = async (file: string, make: () => Promise<Uint8Array>) => {
  if (!expectedOnly) write(file, await make());
};
const writeExpected = (expected: ExpectedParsedCv) => write(expected.file.replace(/\.(pdf|docx)$/, '.expected.json'), `${JSON.stringify(expected, null, 2)}\n`);

/** Printed as Chromium prints: A4, backgrounds, no network (themes link web fonts and icons; those fall back). */
async function printPdf(browser: Browser, html: string): Promise<Uint8Array> {
  const page = await browser.newPage();
  try {
    await page.route(/^https?:/, (route) => route.abort());
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await page.pdf({ format: 'A4', printBackground: true, tagged: false });
  } finally {
    await page.close();
  }
}

function expectedOf(cv: PlainCv, file: string, source: string, aliK: boolean, texts: string[]): ExpectedParsedCv {
  return {
    kind: 'parsed',
    file,
    language: cv.language,
    format: file.endsWith('.pdf') ? 'pdf' : 'docx',
    source,
    ali_k: aliK,
    personal: { full_name: cv.name, email: cv.email, phone_num: cv.phoneNum },
    work_experience: expectedWork(cv),
    education: expectedEducation(cv),
    additional: expectedAdditional(cv),
    ...arabicVocabulary(texts),
  };
}

// --- English: JSON Resume documents through published themes, and as DOCX.

/** Which theme prints which document: every theme once, two of them twice. */
const themePlan = ['even', 'stackoverflow', 'kendall', 'flat', 'class', 'macchiato', 'spartan', 'elegant', 'even', 'stackoverflow'];

/** The additional sections each theme's template draws (its volunteer, projects, publications and interests blocks). */
const themeDraws: Record<string, readonly ResumeAdditionalSection[]> = {
  even: ['volunteer', 'projects', 'publications', 'interests'],
  stackoverflow: ['volunteer', 'projects', 'publications', 'interests'],
  kendall: ['volunteer', 'projects', 'publications', 'interests'],
  flat: ['volunteer', 'publications', 'interests'],
  class: ['volunteer', 'interests'],
  macchiato: ['volunteer', 'projects', 'publications', 'interests'],
  spartan: ['volunteer', 'publications', 'interests'],
  elegant: ['volunteer', 'projects', 'publications', 'interests'],
};

async function english(browser: Browser) {
  const resumes = loadResumes(new URL('./en/', import.meta.url));
  for (const [index, theme] of themePlan.entries()) {
    const named = resumes[index % resumes.length];
    if (!named) continue;
    const file = `en-${theme}-${named.id}.pdf`;
    await writeCv(file, async () => printPdf(browser, await (await themeRenderer(theme))(withLegacyKeys(named.resume))));
    const { basics } = named.resume;
    writeExpected({
      kind: 'parsed',
      file,
      language: 'en',
      format: 'pdf',
      source: `json-resume/${theme}`,
      ali_k: false,
      personal: { full_name: basics.name, email: basics.email, phone_num: named.phoneNum },
      work_experience: expectedWorkOf(named.resume),
      education: expectedEducationOf(named.resume),
      additional: expectedAdditionalOf(named.resume, themeDraws[theme] ?? []),
      arabic_words: [],
      arabic_pairs: [],
    });
  }
  const docx = await loadDocx();
  const docxPlan: Array<[string, DateHabit, LayoutOptions]> = [
    ['sara-hassan', 'short', { columns: 1, entries: 'stacked', contact: 'inline', joiner: ' — ', degreeJoiner: ' in ' }],
    ['dana-aziz', 'numeric', { columns: 2, entries: 'aside', contact: 'labelled', joiner: ', ', degreeJoiner: ' of ' }],
    ['rebaz-omer', 'long', { columns: 1, entries: 'dates-table', contact: 'labelled', joiner: ' at ', degreeJoiner: ' in ' }],
  ];
  for (const [id, habit, layout] of docxPlan) {
    const named = resumes.find((entry) => entry.id === id);
    if (!named) throw new Error(`no resume ${id}`);
    const cv = plainFromResume(named, habit);
    const laidOut = layOut(cv, layout);
    const file = `en-docx-${layout.entries}-${id}.docx`;
    await writeCv(file, () => docxCv(docx, laidOut, { language: 'en', font: 'Calibri', headingStyle: layout.columns === 1, title: cv.name }));
    writeExpected(expectedOf(cv, file, `json-resume/docx-${layout.entries}`, false, textsOf(laidOut)));
  }
}

// --- Sorani and Arabic: written by hand, one and two columns, PDF and DOCX.

interface RtlFile {
  cv: string;
  format: 'pdf' | 'docx';
  layout: LayoutOptions;
  html?: Omit<HtmlOptions, 'language'>;
}

const one = (entries: LayoutOptions['entries'], contact: LayoutOptions['contact'], joiner: string, degreeJoiner: string): LayoutOptions => ({
  columns: 1,
  entries,
  contact,
  joiner,
  degreeJoiner,
});
const two = (entries: LayoutOptions['entries'], joiner: string, degreeJoiner: string): LayoutOptions => ({
  ...one(entries, 'labelled', joiner, degreeJoiner),
  columns: 2,
});

const ckbPlan: RtlFile[] = [
  { cv: 'shilan', format: 'pdf', layout: one('stacked', 'labelled', ' لە ', ' لە '), html: { font: 'vazirmatn' } },
  { cv: 'rebaz', format: 'pdf', layout: one('inline', 'inline', ' - ', ' - '), html: { font: 'vazirmatn', accent: '#7a1f3d' } },
  { cv: 'hevi', format: 'pdf', layout: two('aside', '، ', ' لە '), html: { font: 'vazirmatn', sidebar: 'start' } },
  { cv: 'karwan', format: 'pdf', layout: two('dates-first', ' - ', ' لە '), html: { font: 'dejavu', sidebar: 'end' } },
  { cv: 'dilan', format: 'docx', layout: one('stacked', 'labelled', ' لە ', ' لە ') },
  { cv: 'soran', format: 'docx', layout: two('aside', '، ', ' - ') },
  { cv: 'rebaz', format: 'docx', layout: one('dates-table', 'labelled', ' لە ', ' لە ') },
];

const arPlan: RtlFile[] = [
  { cv: 'ahmed', format: 'pdf', layout: one('stacked', 'labelled', ' في ', ' في '), html: { font: 'vazirmatn' } },
  { cv: 'zainab', format: 'pdf', layout: one('aside', 'inline', ' - ', ' في '), html: { font: 'dejavu', accent: '#14532d' } },
  { cv: 'mustafa', format: 'pdf', layout: two('stacked', ' - ', ' '), html: { font: 'vazirmatn', sidebar: 'start' } },
  { cv: 'noor', format: 'pdf', layout: two('dates-first', '، ', ' في '), html: { font: 'dejavu', sidebar: 'end' } },
  { cv: 'omar', format: 'docx', layout: one('inline', 'labelled', ' - ', ' في ') },
  { cv: 'sara', format: 'docx', layout: two('stacked', ' في ', ' في ') },
  { cv: 'haidar', format: 'docx', layout: one('dates-table', 'inline', ' - ', ' ') },
];

async function rtl(browser: Browser, language: 'ckb' | 'ar') {
  const docx = await loadDocx();
  const [plan, cvs] = language === 'ckb' ? [ckbPlan, ckbCvs] : [arPlan, arCvs];
  for (const entry of plan) {
    const cv = cvs[entry.cv];
    if (!cv) throw new Error(`no ${language} CV ${entry.cv}`);
    const laidOut = layOut(cv, entry.layout);
    const shape = `${entry.layout.columns === 2 ? 'two-columns' : 'one-column'}-${entry.layout.entries}`;
    const file = `${language}-${entry.format}-${shape}-${entry.cv}.${entry.format}`;
    await writeCv(file, () =>
      entry.format === 'pdf'
        ? printPdf(browser, cvHtml(laidOut, { language, ...(entry.html ?? { font: 'vazirmatn' }) }))
        : docxCv(docx, laidOut, { language, font: language === 'ckb' ? 'Noto Naskh Arabic' : 'Arial', headingStyle: true, title: cv.name }),
    );
    writeExpected(expectedOf(cv, file, `${entry.format === 'pdf' ? 'html' : 'docx'}/${shape}`, false, textsOf(laidOut)));
  }
}

// --- Sorani typed in Ali-K fonts (DOCX).

const aliKPlan: Array<[string, LayoutOptions]> = [
  ['befrin', one('stacked', 'labelled', ' لە ', ' لە ')],
  ['awat', one('dates-first', 'labelled', ' - ', ' - ')],
  ['zhyan', two('stacked', '، ', ' لە ')],
  ['hawzhin', one('aside', 'inline', '، ', ' لە ')],
  ['goran', one('dates-table', 'labelled', ' لە ', ' لە ')],
];

async function aliK() {
  const docx = await loadDocx();
  for (const [id, layout] of aliKPlan) {
    const cv = aliKCvs[id];
    if (!cv) throw new Error(`no Ali-K CV ${id}`);
    const laidOut = layOut(cv, layout);
    // The encoding must come back: a text the conversion cannot restore would make the expected result unreachable.
    for (const text of textsOf(laidOut)) {
      const back = convertAliK(toAliK(text));
      if (back !== text) console.warn(`Ali-K round trip differs: ${text} → ${back}`);
    }
    const file = `ckb-docx-alik-${layout.columns === 2 ? 'two-columns' : 'one-column'}-${layout.entries}-${id}.docx`;
    await writeCv(file, () => docxCv(docx, laidOut, { language: 'ckb', font: cv.font, aliK: true, headingStyle: false, title: cv.name }));
    writeExpected(expectedOf(cv, file, `ali-k/${layout.entries}`, true, textsOf(laidOut)));
  }
}

// --- Kar's own PDFs, through the API with the tests' support (kar/kar-pdfs.gen.ts).

function karPdfs() {
  execFileSync('npx', ['vitest', 'run', '--config', 'scripts/cv-import-corpus/kar/vitest.config.ts'], {
    cwd: new URL('../..', import.meta.url).pathname,
    stdio: 'inherit',
  });
}

mkdirSync(corpus, { recursive: true });
if (!only && !expectedOnly) for (const file of readdirSync(corpus)) rmSync(new URL(file, corpus));
const browser = await launchChromium();
try {
  if (wanted('en')) await english(browser);
  if (wanted('ckb')) await rtl(browser, 'ckb');
  if (wanted('ar')) await rtl(browser, 'ar');
} finally {
  await browser.close();
}
if (wanted('alik')) await aliK();
// A Kar PDF's expected result is its own embedded CV: it changes only with the PDF.
if (wanted('kar') && !expectedOnly) karPdfs();
console.log(`${readdirSync(corpus).filter((file) => !file.endsWith('.json')).length} CVs in tests/fixtures/cv-import/corpus/`);
