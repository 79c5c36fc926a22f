// Isolate start (issue 30, docs/decisions/0030-a-lighter-isolate.md): what every isolate evaluates at start, and the
// CPU its start takes, for the worker as deployed now against the worker as it was deployed before issue 30 (the
// revision below, built from its own tree with this tree's node_modules). The start is `wrangler check startup`'s
// local profile of the startup phase (workerd, the deployed bundle): its "Active" time, CPU spent starting the script,
// which is what Cloudflare counts as startup time. `BENCH_PARTS=isolate npm run bench`, or alone:
//   PATH=$PWD/node_modules/.bin:$PATH node tests/bench/isolate.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { kib, markdownTable, percentile, type Row } from './figures.ts';
import { buildWorkerBundle } from './worker-bundle.ts';

const root = resolve(import.meta.dirname, '../..');
/** The last revision before issue 30's lighter isolate (988358b cut zod's locales first): "today" in the issue. */
const beforeRevision = '988358b^';
const rounds = Number(process.env.ISOLATE_ROUNDS ?? 7);
const quietEnv = { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

/** The tree at `revision` under `work`, with this tree's node_modules and an empty client build (the dry run wants one). */
function treeAt(revision: string, work: string): string {
  const tree = join(work, 'tree');
  mkdirSync(tree, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${revision} | tar -x -C ${JSON.stringify(tree)}`], { cwd: root });
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  mkdirSync(join(tree, 'dist/client'), { recursive: true });
  return tree;
}

/** Milliseconds of CPU the startup phase took (the profile's "Active" time, garbage collection included). */
function startupMs(tree: string, work: string): number {
  const output = execFileSync(join(root, 'node_modules/.bin/wrangler'), ['check', 'startup', '--outfile', join(work, 'startup.cpuprofile')], {
    cwd: tree,
    env: quietEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const active = /Active: ([\d.]+) ms/.exec(output);
  if (!active?.[1]) throw new Error(`wrangler check startup printed no active time:\n${output}`);
  return Number(active[1]);
}

export function benchIsolate(): Row[] {
  const work = mkdtempSync(join(tmpdir(), 'kar-isolate-bench-'));
  try {
    const beforeTree = treeAt(beforeRevision, join(work, 'before-tree'));
    const now = buildWorkerBundle(join(work, 'now'));
    const before = buildWorkerBundle(join(work, 'before'), join(beforeTree, 'wrangler.toml'));
    const times = { now: [] as number[], before: [] as number[] };
    // Interleaved, so a busy moment of the machine falls on both alike.
    for (let round = 0; round < rounds; round++) {
      times.before.push(startupMs(beforeTree, work));
      times.now.push(startupMs(root, work));
    }
    const [nowMs, beforeMs] = [percentile(times.now, 0.5), percentile(times.before, 0.5)];
    const ratio = nowMs / beforeMs;
    return [
      {
        figure: 'isolate: script evaluated at start',
        value: `${kib(now.startBytes)} (before issue 30: ${kib(before.startBytes)})`,
        note: `goal ≤ 1.5 MB: ${now.startBytes <= 1.5 * 1024 * 1024 ? 'met' : 'NOT met'}; wrangler deploy --dry-run metafile, modules reached by static imports; index.js ${kib(now.scriptBytes)} (before ${kib(before.scriptBytes)})`,
      },
      {
        figure: 'isolate: startup CPU (cold start)',
        value: `${nowMs.toFixed(1)} ms vs ${beforeMs.toFixed(1)} ms before: ${(ratio * 100).toFixed(0)} %`,
        note: `goal ≤ 60 %: ${ratio <= 0.6 ? 'met' : 'NOT met'}; medians of ${rounds} interleaved \`wrangler check startup\` profiles (workerd, "Active" CPU of the startup phase); before = ${beforeRevision} built from its tree with today's node_modules (zod already without its locales, so "before" is lighter than it was)`,
      },
    ];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(markdownTable(benchIsolate()));
}
