// Where a warm CV PDF render of one language spends its CPU time (docs/decisions/0009-cv-pdf-speed.md): bundles
// the renderer with its dependencies as wrangler does for workerd (pdfkit's browser build, fontkit's browser
// module), renders the fixture of each language many times in one Node process and samples a CPU profile of the
// warm renders of each language separately; prints self time by function and inclusive time of the main steps.
//
//   PATH=$PWD/node_modules/.bin:$PATH node tests/bench/cv-pdf-profile.ts [renders] [locales]
//
// CV_PDF_PROFILE_KEEP=<dir> keeps the .cpuprofile files (for a flame graph).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CvDetail, CvLocale } from '../../worker/features/cvs/cvs.schemas.ts';
import type { CvPdfLabels } from '../../worker/features/cvs/pdf/labels.ts';

const root = resolve(import.meta.dirname, '../..');
type Renderer = typeof import('../../worker/features/cvs/pdf/index.ts');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Inclusive shares: a sample counts once for each listed function on its stack. */
const steps = [
  'resolveDimensions',
  'resolvePagination',
  'layoutText',
  'layoutParagraph',
  'bidiReordering',
  'getEmbeddingLevels',
  'fontSubstitution',
  'scriptItemization',
  'generateGlyphs',
  'wrapWords',
  'linebreaker',
  'justification',
  'finalize',
  'layout',
  'renderNode',
  'end',
  'calculateLayout',
  'subset',
  'encode',
];

async function bundle(): Promise<string> {
  const { build } = await import('esbuild');
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const outfile = join(root, 'node_modules/.cache/kar-cv-pdf-profile.mjs');
  await build({
    entryPoints: [join(root, 'worker/features/cvs/pdf/index.ts')],
    bundle: true,
    format: 'esm',
    nodePaths: [join(root, 'node_modules')],
    outfile,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    platform: 'browser',
    external: ['node:*'],
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['browser', 'module', 'main'],
  });
  return outfile;
}

function summarise(profiles: Profile[], top: number): string {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    profile.samples.forEach((id, index) => {
      const delta = profile.timeDeltas[index] ?? 0;
      const node = byId.get(id);
      if (!node) return;
      const name = node.callFrame.functionName;
      if (name === '(idle)' || name === '(program)') {
        idle += delta;
        return;
      }
      total += delta;
      const where = node.callFrame.url.split('/node_modules/').pop()?.split('/').slice(0, 3).join('/') ?? '';
      const key = `${name || '(anonymous)'} ${where}:${node.callFrame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + delta);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const fn = byId.get(at)?.callFrame.functionName ?? '';
        if (steps.includes(fn) && !seen.has(fn)) {
          seen.add(fn);
          inclusive.set(fn, (inclusive.get(fn) ?? 0) + delta);
        }
      }
    });
  }
  const pct = (value: number) => `${((100 * value) / total).toFixed(1)} %`;
  const lines = [`busy ${(total / 1000).toFixed(0)} ms (idle/program ${(idle / 1000).toFixed(0)} ms)`, 'inclusive:'];
  for (const step of steps) if (inclusive.get(step)) lines.push(`  ${step.padEnd(20)} ${pct(inclusive.get(step) ?? 0)}`);
  lines.push('self:');
  for (const [key, value] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(value).padStart(7)}  ${key}`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const renders = Number(process.argv[2] ?? 40);
  const locales = (process.argv[3] ?? 'en,ckb,ar').split(',') as CvLocale[];
  const renderer = (await import(pathToFileURL(await bundle()).href)) as Renderer;
  const { loadCvPdfFontsForNode } = await import('../../worker/features/cvs/pdf/fonts.node.ts');
  const fonts = loadCvPdfFontsForNode();
  const job = (locale: CvLocale) => {
    const messages = JSON.parse(readFileSync(join(root, `messages/${locale}.json`), 'utf8')) as Record<string, string>;
    const labels = Object.fromEntries(renderer.cvPdfLabelKeys.map((key) => [key, messages[key] ?? key])) as CvPdfLabels;
    const cv = JSON.parse(readFileSync(join(root, `tests/fixtures/cvs/cv-${locale}.json`), 'utf8')) as CvDetail;
    return () => renderer.renderCvPdf(cv, { locale, labels, fonts });
  };
  for (const locale of locales) for (let index = 0; index < 5; index++) await job(locale)();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  // Locales alternate in rounds, so that each sees the same machine load; each locale's profiles are summed.
  const rounds = Number(process.env.CV_PDF_PROFILE_ROUNDS ?? 4);
  const profiles = new Map<CvLocale, Profile[]>();
  const cpu = new Map<CvLocale, number>();
  for (let round = 0; round < rounds; round++) {
    for (const locale of locales) {
      const render = job(locale);
      await session.post('Profiler.start');
      const started = process.cpuUsage();
      for (let index = 0; index < renders / rounds; index++) await render();
      const used = process.cpuUsage(started);
      cpu.set(locale, (cpu.get(locale) ?? 0) + (used.user + used.system) / 1000);
      const { profile } = (await session.post('Profiler.stop')) as {
        profile: Profile;
      };
      profiles.set(locale, [...(profiles.get(locale) ?? []), profile]);
      if (process.env.CV_PDF_PROFILE_KEEP) writeFileSync(join(process.env.CV_PDF_PROFILE_KEEP, `${locale}-${round}.cpuprofile`), JSON.stringify(profile));
    }
  }
  for (const locale of locales) {
    console.log(`\n== ${locale}: ${renders} renders, CPU ${((cpu.get(locale) ?? 0) / renders).toFixed(1)} ms each (profiler on)`);
    console.log(summarise(profiles.get(locale) ?? [], Number(process.env.CV_PDF_PROFILE_TOP ?? 30)));
  }
}

await main();
