// The worker exactly as `wrangler deploy` builds it (a dry run with esbuild's metafile), and what of it every isolate
// evaluates when it starts: shared by the PDF bench (what the renderer adds) and the isolate bench (start and cold start).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const quietEnv = { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

interface Metafile {
  inputs: Record<string, { imports: Array<{ path: string; kind: string; external?: boolean }> }>;
  outputs: Record<string, { bytes: number; entryPoint?: string; inputs: Record<string, { bytesInOutput: number }> }>;
}

export interface WorkerBundle {
  outdir: string;
  /** index.js as written (the script uploaded), in bytes. */
  scriptBytes: number;
  /** Bytes of the modules reached from the entry by static imports: what every isolate evaluates at start. */
  startBytes: number;
  /** Bytes reached only through `import()` (esbuild wraps them in lazy initialisers): parsed, run on first use. */
  lazyBytes: number;
  /** The other modules beside the script (wasm, fonts), by file name. */
  modules: string[];
}

/** The modules a worker evaluates when it starts: the entry's closure over static imports (not `import()`). */
function evaluatedAtStart(meta: Metafile, entry: string): Set<string> {
  const reached = new Set<string>();
  const pending = [entry];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const input = meta.inputs[path];
    if (reached.has(path) || !input) continue;
    reached.add(path);
    for (const imported of input.imports) if (imported.kind !== 'dynamic-import' && !imported.external) pending.push(imported.path);
  }
  return reached;
}

/**
 * `wrangler deploy --dry-run` of the worker whose wrangler.toml is `config` (this tree's by default; the isolate bench
 * also builds an older revision's copy) into `outdir`.
 */
export function buildWorkerBundle(outdir: string, config = join(root, 'wrangler.toml')): WorkerBundle {
  const metafile = join(outdir, 'bundle-meta.json');
  execFileSync(join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', outdir, '--metafile', metafile, '--config', config], {
    cwd: resolve(config, '..'),
    env: quietEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const meta = JSON.parse(readFileSync(metafile, 'utf8')) as Metafile;
  const [scriptPath, script] = Object.entries(meta.outputs).find(([, output]) => output.entryPoint) ?? [];
  if (!scriptPath || !script?.entryPoint) throw new Error('no worker script in the metafile');
  const atStart = evaluatedAtStart(meta, script.entryPoint);
  let startBytes = 0;
  let lazyBytes = 0;
  for (const [input, { bytesInOutput }] of Object.entries(script.inputs)) {
    if (atStart.has(input)) startBytes += bytesInOutput;
    else lazyBytes += bytesInOutput;
  }
  return {
    outdir,
    scriptBytes: readFileSync(join(outdir, basename(scriptPath))).length,
    startBytes,
    lazyBytes,
    modules: readdirSync(outdir).filter((file) => /\.(wasm|ttf)$/.test(file)),
  };
}
