// A worker that only renders the CV posted to it, built as `wrangler deploy` builds the real one (dry run) and run in
// Miniflare's workerd: what the CV PDF benches time, with no wrangler dev proxy between the request and workerd.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Miniflare } from 'miniflare';
import type { CvDetail, CvLocale } from '../../worker/features/cvs/cvs.schemas.ts';
import { cvPdfLabelKeys } from '../../worker/features/cvs/pdf/labels.ts';

const root = resolve(import.meta.dirname, '../..');
const quietEnv = { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

export const cvFixture = (locale: CvLocale) => JSON.parse(readFileSync(join(root, `tests/fixtures/cvs/cv-${locale}.json`), 'utf8')) as CvDetail;
/** The PDF's labels in `locale`, as the route hands them to the renderer (not the whole catalogue of messages). */
const labelsOf = (locale: CvLocale) => {
  const messages = JSON.parse(readFileSync(join(root, `messages/${locale}.json`), 'utf8')) as Record<string, string>;
  return Object.fromEntries(cvPdfLabelKeys.map((key) => [key, messages[key] ?? key]));
};

/** The worker's source: the renderer of the tree at `source` (the repository, or an older revision's copy). */
const entry = (source: string) => `
import { cvPdfFonts } from ${JSON.stringify(join(source, 'worker/features/cvs/pdf/fonts.ts'))};
import { renderCvPdf } from ${JSON.stringify(join(source, 'worker/features/cvs/pdf/index.ts'))};
export default {
  async fetch(request) {
    const { cv, locale, labels } = await request.json();
    return new Response(await renderCvPdf(cv, { locale, labels, fonts: cvPdfFonts }), { headers: { 'content-type': 'application/pdf' } });
  },
};
`;

/** `wrangler deploy --dry-run` of the renderer-only worker into `outdir` (NODE_ENV=production: React's production build). */
export function buildRendererWorker(source: string, outdir: string, nodeEnv = 'production'): void {
  const file = join(outdir, '..', `${outdir.split('/').pop()}-entry.ts`);
  writeFileSync(file, entry(source));
  execFileSync(join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', outdir, '--config', join(root, 'wrangler.toml'), file], {
    cwd: root,
    env: { ...quietEnv, NODE_ENV: nodeEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The built worker in a Miniflare of its own, and a timed render: request, render and response on loopback. */
export async function startRendererWorker(outdir: string) {
  const types: Record<string, 'esm' | 'data' | 'wasm'> = { js: 'esm', ttf: 'data', wasm: 'wasm' };
  const files = readdirSync(outdir).filter((file) => (file.split('.').pop() ?? '') in types);
  const mainModule = files.find((file) => file.endsWith('.js'));
  if (!mainModule) throw new Error(`no script in ${outdir}`);
  const modules = Object.fromEntries(
    files.map((file) => [file, { type: types[file.split('.').pop() ?? ''] ?? 'data', contents: new Uint8Array(readFileSync(join(outdir, file))) }]),
  );
  const miniflare = new Miniflare({
    workers: [
      {
        config: {
          name: 'renderer',
          compatibilityDate: '2026-11-01',
          compatibilityFlags: ['nodejs_compat'],
          manifest: { mainModule, modulesRoot: outdir, modules },
        },
      },
    ],
  });
  await miniflare.ready;
  // Started as a deployed worker is before its first request: the isolate is up (a HEAD, which this worker refuses).
  await (await miniflare.dispatchFetch('http://localhost/', { method: 'HEAD' })).arrayBuffer();
  /** Milliseconds for one CV, and the PDF's size. */
  const render = async (locale: CvLocale): Promise<{ ms: number; bytes: number }> => {
    const started = performance.now();
    const response = await miniflare.dispatchFetch('http://localhost/', {
      method: 'POST',
      body: JSON.stringify({ cv: cvFixture(locale), locale, labels: labelsOf(locale) }),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (!response.ok) throw new Error(`workerd render failed (${locale}): ${response.status} ${new TextDecoder().decode(bytes)}`);
    return { ms: performance.now() - started, bytes: bytes.length };
  };
  return { render, dispose: () => miniflare.dispose() };
}
