// Side-by-side CPU time of two CV PDF renderers (docs/decisions/0009-cv-pdf-speed.md). Each renderer runs in its
// own Node process (its own react-pdf font store, caches and JIT state); batches of renders alternate between the
// two so that both see the same machine load, and each render is timed in CPU time of its process (less swayed
// by other processes than wall time on a shared machine).
//
//   PATH=$PWD/node_modules/.bin:$PATH node tests/bench/cv-pdf-ab.ts [old-ref] [rounds] [batch]
//   PATH=$PWD/node_modules/.bin:$PATH node tests/bench/cv-pdf-ab.ts same [old-ref]
//
// `same` renders a set of CVs (the three fixtures with page headers and footers, long ones that break over
// several pages, a minimal one) with both renderers and compares what they drew: every word's box (pdftotext
// -bbox, to 0.01 pt) and every page's pixels at 100 dpi (pdftoppm). It prints the differences and exits 1 if any.
//
// old-ref (default HEAD) is a git revision whose worker/ is exported to a temporary folder; the new renderer is the
// working tree. Both bundle the same node_modules. A child started with CV_PDF_AB_CHILD=<bundle> renders on request.
// CV_PDF_AB_PROFILE=<dir> makes the new renderer's child write a CPU profile of its warm renders there.
// To compare a change inside a dependency (a file in patches/), the dependencies must be bundled too:
// CV_PDF_AB_BUNDLE_ALL=1 does that, CV_PDF_AB_SAVE=<file> (CV_PDF_AB_SAVE_OLD) saves the new (old) side's bundle, and CV_PDF_AB_OLD_BUNDLE=<file>
// takes a bundle saved before as the old side (CV_PDF_AB_NEW_BUNDLE the new side) (saved with the dependencies as they were, say before
// `npx patch-package` applied a patch).
import { type ChildProcess, execSync, fork } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import type { CvDetail, CvLocale } from '../../worker/features/cvs/cvs.schemas.ts';
import type { CvPdfLabels } from '../../worker/features/cvs/pdf/labels.ts';
import { bboxWords, run } from '../support/poppler.ts';

const root = resolve(import.meta.dirname, '../..');
const locales: CvLocale[] = ['en', 'ckb', 'ar'];
type Renderer = typeof import('../../worker/features/cvs/pdf/index.ts');

const fixture = (locale: CvLocale) => JSON.parse(readFileSync(join(root, `tests/fixtures/cvs/cv-${locale}.json`), 'utf8')) as CvDetail;
function labelsFor(locale: CvLocale, keys: readonly string[]): CvPdfLabels {
  const messages = JSON.parse(readFileSync(join(root, `messages/${locale}.json`), 'utf8')) as Record<string, string>;
  return Object.fromEntries(keys.map((key) => [key, messages[key] ?? key])) as CvPdfLabels;
}

/** The CVs `same` compares: what tests/unit/cv-pdf.test.ts renders, and longer ones that split entries. */
function sameCases(): Array<{ name: string; locale: CvLocale; cv: CvDetail; header?: string; footer?: string; photo?: boolean }> {
  const long = (locale: CvLocale, count: number) => {
    const base = fixture(locale);
    const work = base.work_experiences[0];
    if (!work) throw new Error('fixture without work experience');
    return { ...base, work_experiences: Array.from({ length: count }, (_, index) => ({ ...work, id: 100 + index, title: `${work.title} ${index + 1}` })) };
  };
  // Long titles, pieces, skills and list items, so that every kind of box wraps.
  const wrapping = (locale: CvLocale) => {
    const base = fixture(locale);
    const repeated = (text: string) => Array.from({ length: 5 }, () => text).join(' ');
    return {
      ...base,
      address: repeated(base.address ?? ''),
      work_experiences: base.work_experiences.map((work) => ({
        ...work,
        title: repeated(work.title),
        company: repeated(work.company),
        location: repeated(work.location),
      })),
      educations: base.educations.map((education) => ({ ...education, field_of_study: repeated(education.field_of_study) })),
      cv_skills: [...base.cv_skills, ...base.cv_skills.map((skill) => ({ ...skill, id: skill.id + 1000, name: repeated(skill.name) }))],
      references: base.references.map((reference) => ({
        ...reference,
        relationship: repeated(reference.relationship),
        description: repeated(reference.description ?? ''),
      })),
      awards_and_certifications: base.awards_and_certifications.map((award) => ({ ...award, organization: repeated(award.organization) })),
    };
  };
  // Entries long enough to split (descriptions of more than six blocks), in numbers that move every section
  // boundary past a page's end at some point: headings that must not end a page, entries split between pages.
  const splitting = (locale: CvLocale, count: number) => {
    const base = long(locale, count);
    return { ...base, work_experiences: base.work_experiences.map((work) => ({ ...work, description: `${work.description ?? ''}${work.description ?? ''}` })) };
  };
  const minimal = {
    ...fixture('ckb'),
    address: null,
    educations: [],
    work_experiences: [],
    cv_languages: [],
    cv_skills: [],
    references: [],
    awards_and_certifications: [],
    additional_info: [],
  };
  return [
    { name: 'en', locale: 'en', cv: fixture('en') },
    { name: 'ckb', locale: 'ckb', cv: fixture('ckb'), header: 'ئاراس محەمەد کەریم — سیڤی', footer: 'دروستکراوە لە کار: https://kar.example' },
    { name: 'ar', locale: 'ar', cv: fixture('ar'), header: 'السيرة الذاتية لأحمد علي', footer: 'أُنشئت في كار، للاستفسار: +964 750 000 1111' },
    { name: 'en-long', locale: 'en', cv: long('en', 9), footer: 'Kar' },
    { name: 'ckb-long', locale: 'ckb', cv: long('ckb', 7) },
    { name: 'ar-long', locale: 'ar', cv: long('ar', 12), header: 'السيرة الذاتية' },
    { name: 'en-wrap', locale: 'en', cv: wrapping('en'), footer: 'Kar' },
    { name: 'ckb-wrap', locale: 'ckb', cv: wrapping('ckb'), header: 'سیڤی' },
    { name: 'ar-wrap', locale: 'ar', cv: wrapping('ar') },
    ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((count) => [
      { name: `en-split-${count}`, locale: 'en' as const, cv: splitting('en', count) },
      { name: `ckb-split-${count}`, locale: 'ckb' as const, cv: splitting('ckb', count), header: 'سیڤی' },
      { name: `ar-split-${count}`, locale: 'ar' as const, cv: splitting('ar', count), footer: 'كار' },
    ]),
    { name: 'en-photo', locale: 'en', cv: fixture('en'), photo: true },
    { name: 'ar-photo', locale: 'ar', cv: fixture('ar'), photo: true },
    { name: 'ckb-minimal', locale: 'ckb', cv: minimal },
  ];
}

/** A 48 × 48 8-bit RGB PNG (a diagonal gradient), as the service hands the renderer a photo. */
function testPhoto(): Uint8Array {
  const size = 48;
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) rows.set([x * 5, y * 5, 160], y * (1 + size * 3) + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function bundle(sourceRoot: string, name: string): Promise<string> {
  const { build } = await import('esbuild');
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  // Inside the repository, so that the external dependencies resolve from its node_modules.
  const outfile = join(root, `node_modules/.cache/kar-cv-pdf-ab-${name}.mjs`);
  await build({
    entryPoints: [join(sourceRoot, 'worker/features/cvs/pdf/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: process.env.CV_PDF_AB_BUNDLE_ALL ? undefined : 'external',
    nodePaths: [join(root, 'node_modules')],
    outfile,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    // With the dependencies, bundle what wrangler bundles for workerd (pdfkit's browser build, for one).
    ...(process.env.CV_PDF_AB_BUNDLE_ALL
      ? { platform: 'browser' as const, external: ['node:*'], conditions: ['workerd', 'worker', 'browser'], mainFields: ['browser', 'module', 'main'] }
      : {}),
  });
  return outfile;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function child(bundlePath: string): Promise<void> {
  const renderer = (await import(pathToFileURL(bundlePath).href)) as Renderer;
  const { loadCvPdfFontsForNode } = await import('../../worker/features/cvs/pdf/fonts.node.ts');
  const fonts = loadCvPdfFontsForNode();
  const jobs = Object.fromEntries(
    locales.map((locale) => [locale, { cv: fixture(locale), options: { locale, labels: labelsFor(locale, renderer.cvPdfLabelKeys), fonts } }]),
  );
  const profileDir = process.env.CV_PDF_AB_PROFILE;
  let session: import('node:inspector/promises').Session | undefined;
  process.on('message', async (message: { locale?: CvLocale; count?: number; first?: boolean; stop?: boolean; same?: string }) => {
    if (message.same) {
      const entry = sameCases().find((candidate) => candidate.name === message.same);
      if (!entry) throw new Error(`unknown case ${message.same}`);
      const labels = labelsFor(entry.locale, renderer.cvPdfLabelKeys);
      const photo = entry.photo ? { bytes: testPhoto(), mime: 'image/png' as const } : undefined;
      const bytes = await renderer.renderCvPdf(entry.cv, { locale: entry.locale, labels, fonts, header: entry.header, footer: entry.footer, photo });
      process.send?.({ pdf: Buffer.from(bytes).toString('base64') });
      return;
    }
    if (message.stop) {
      if (session && profileDir) {
        const { profile } = (await session.post('Profiler.stop')) as { profile: object };
        const { writeFileSync } = await import('node:fs');
        writeFileSync(join(profileDir, `warm-${process.pid}.cpuprofile`), JSON.stringify(profile));
      }
      process.exit(0);
    }
    const job = jobs[message.locale ?? 'ckb'];
    if (!job) throw new Error('unknown locale');
    const times: number[] = [];
    let size = 0;
    for (let index = 0; index < (message.count ?? 1); index++) {
      const started = cpuMs();
      const wall = performance.now();
      size = (await renderer.renderCvPdf(job.cv, job.options)).length;
      times.push(message.first ? performance.now() - wall : cpuMs() - started);
    }
    if (message.first && profileDir && !session) {
      const inspector = await import('node:inspector/promises');
      session = new inspector.Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    }
    process.send?.({ times, size });
  });
  process.send?.({ ready: true });
}

function ask(worker: ChildProcess, message: object): Promise<{ times: number[]; size: number }> {
  return new Promise((done) => {
    worker.once('message', (reply) => done(reply as { times: number[]; size: number }));
    worker.send(message);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
};

async function startBoth(work: string, oldRef: string): Promise<Record<'old' | 'new', ChildProcess>> {
  mkdirSync(work, { recursive: true });
  execSync(`git archive ${oldRef} worker | tar -x -C ${work}`, { cwd: root });
  const bundles = {
    old: process.env.CV_PDF_AB_OLD_BUNDLE ?? (await bundle(work, 'old')),
    new: process.env.CV_PDF_AB_NEW_BUNDLE ?? (await bundle(root, 'new')),
  };
  if (process.env.CV_PDF_AB_SAVE) copyFileSync(bundles.new, process.env.CV_PDF_AB_SAVE);
  if (process.env.CV_PDF_AB_SAVE_OLD) copyFileSync(bundles.old, process.env.CV_PDF_AB_SAVE_OLD);
  const workers = Object.fromEntries(
    Object.entries(bundles).map(([name, path]) => {
      const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'production', CV_PDF_AB_CHILD: path };
      if (name === 'old') delete env.CV_PDF_AB_PROFILE;
      return [name, fork(import.meta.filename, [], { env, execArgv: [] })];
    }),
  ) as Record<'old' | 'new', ChildProcess>;
  await Promise.all(Object.values(workers).map((worker) => new Promise((done) => worker.once('message', done))));
  return workers;
}

/** The largest difference of one colour channel (0…255) that counts as anti-aliasing, with words in place. */
const antiAliasing = 40;

/** Renders every case with both renderers and compares word boxes and pixels; true when all are the same. */
async function same(oldRef: string): Promise<boolean> {
  const work = mkdtempSync(join(tmpdir(), 'kar-cv-pdf-same-'));
  let equal = true;
  try {
    const workers = await startBoth(join(work, 'src'), oldRef);
    for (const { name } of sameCases()) {
      const files: Record<string, string> = {};
      for (const side of ['old', 'new'] as const) {
        const reply = (await ask(workers[side], { same: name })) as unknown as { pdf: string };
        files[side] = join(work, `${name}-${side}.pdf`);
        writeFileSync(files[side], Buffer.from(reply.pdf, 'base64'));
        run('pdftoppm', ['-r', '100', files[side], join(work, `${name}-${side}`)]);
      }
      const [oldWords, newWords] = [bboxWords(files.old ?? ''), bboxWords(files.new ?? '')];
      const problems: string[] = [];
      const notes: string[] = [];
      if (oldWords.length !== newWords.length) problems.push(`${oldWords.length} words before, ${newWords.length} now`);
      oldWords.forEach((word, index) => {
        const other = newWords[index];
        const moved = other && Math.max(...(['xMin', 'xMax', 'yMin', 'yMax'] as const).map((key) => Math.abs(word[key] - other[key])));
        if (!other || word.text !== other.text || word.page !== other.page || (moved ?? 0) > 0.01) {
          if (problems.length < 8) problems.push(`word ${index}: ${JSON.stringify(word)} → ${JSON.stringify(other)}`);
        }
      });
      const rasters = (side: string) =>
        readdirSync(work)
          .filter((file) => file.startsWith(`${name}-${side}-`) && file.endsWith('.ppm'))
          .sort();
      const [oldPages, newPages] = [rasters('old'), rasters('new')];
      if (oldPages.length !== newPages.length) problems.push(`${oldPages.length} pages before, ${newPages.length} now`);
      oldPages.forEach((file, index) => {
        const a = readFileSync(join(work, file));
        const b = readFileSync(join(work, newPages[index] ?? file));
        let differing = 0;
        let most = 0;
        for (let byte = 0; byte < Math.max(a.length, b.length); byte++) {
          const delta = Math.abs((a[byte] ?? 0) - (b[byte] ?? 0));
          if (delta) differing++;
          most = Math.max(most, delta);
        }
        // react-pdf writes positions relative to the enclosing box, as 32-bit floats: boxes nested differently can
        // land a line a millionth of a point away, which changes its anti-aliased edge pixels a little.
        if (most > antiAliasing) problems.push(`page ${index + 1}: ${differing} of ${a.length} raster bytes differ, by up to ${most}`);
        else if (differing) notes.push(`page ${index + 1}: ${differing} raster bytes differ by at most ${most} (anti-aliasing)`);
      });
      const verdict = problems.length ? `\n  ${problems.join('\n  ')}` : notes.length ? `, the same but for ${notes.join('; ')}` : ', the same';
      console.log(`${name}: ${newPages.length} pages, ${newWords.length} words${verdict}`);
      if (problems.length) equal = false;
    }
    for (const worker of Object.values(workers)) worker.send({ stop: true });
  } finally {
    if (!process.env.CV_PDF_AB_KEEP) rmSync(work, { recursive: true, force: true });
    else console.log(`kept ${work}`);
  }
  return equal;
}

async function main(): Promise<void> {
  if (process.argv[2] === 'same') {
    process.exitCode = (await same(process.argv[3] ?? 'HEAD')) ? 0 : 1;
    return;
  }
  const [oldRef = 'HEAD', roundsArg = '8', batchArg = '5'] = process.argv.slice(2);
  const rounds = Number(roundsArg);
  const batch = Number(batchArg);
  const work = mkdtempSync(join(tmpdir(), 'kar-cv-pdf-ab-'));
  try {
    const workers = await startBoth(work, oldRef);
    const firsts: Record<string, number> = {};
    for (const name of ['old', 'new'] as const) firsts[name] = (await ask(workers[name], { locale: 'ckb', first: true })).times[0] ?? 0;
    const times: Record<string, number[]> = {};
    const sizes: Record<string, number> = {};
    for (let round = 0; round < rounds; round++) {
      for (const locale of locales) {
        for (const name of round % 2 ? (['new', 'old'] as const) : (['old', 'new'] as const)) {
          const reply = await ask(workers[name], { locale, count: batch });
          (times[`${name} ${locale}`] ??= []).push(...reply.times.slice(round === 0 ? 1 : 0));
          sizes[`${name} ${locale}`] = reply.size;
        }
      }
    }
    for (const worker of Object.values(workers)) worker.send({ stop: true });
    console.log(`first render (wall, ckb): old ${firsts.old?.toFixed(0)} ms, new ${firsts.new?.toFixed(0)} ms`);
    console.log('| renderer | locale | CPU median | p10 | p25 | p95 | bytes |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const locale of locales) {
      for (const name of ['old', 'new']) {
        const values = times[`${name} ${locale}`] ?? [];
        console.log(
          `| ${name} | ${locale} | ${median(values).toFixed(1)} ms | ${quantile(values, 0.1).toFixed(1)} | ${quantile(values, 0.25).toFixed(1)} | ${quantile(values, 0.95).toFixed(1)} | ${sizes[`${name} ${locale}`]} |`,
        );
      }
    }
    await new Promise((done) => setTimeout(done, 500));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.env.CV_PDF_AB_CHILD) await child(process.env.CV_PDF_AB_CHILD);
else await main();
