// Side-by-side render times of two CV PDF renderers in workerd (docs/decisions/0009-cv-pdf-speed.md): each is
// built into a renderer-only worker exactly as `wrangler deploy` builds it (dry run), both run in one Miniflare
// each, and requests alternate between them so that both see the same machine load.
//
//   PATH=$PWD/node_modules/.bin:$PATH node tests/bench/cv-pdf-workerd-ab.ts [old-ref] [rounds]
//
// The old side is old-ref's worker/ (default HEAD) built with old-ref's own patches/ (none for a revision before
// them): the working tree's patches are reversed for its build (`patch-package --reverse`), old-ref's applied,
// and afterwards the other way round; the new side is the working tree with its patches. Times are per request on
// loopback (request, render, response), the same overhead on both sides.
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CvLocale } from '../../worker/features/cvs/cvs.schemas.ts';
import { buildRendererWorker, startRendererWorker } from './renderer-worker.ts';

const root = resolve(import.meta.dirname, '../..');
const locales: CvLocale[] = ['en', 'ckb', 'ar'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? Number.NaN;

async function main(): Promise<void> {
  const [oldRef = 'HEAD', roundsArg = '20'] = process.argv.slice(2);
  // Inside the repository, so that the old tree's imports resolve from its node_modules.
  const work = join(root, 'node_modules/.cache/kar-cv-pdf-workerd-ab');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, 'old'), { recursive: true });
  execSync(`git archive ${oldRef} worker | tar -x -C ${join(work, 'old')}`, { cwd: root });
  const oldPatches = execSync(`git ls-tree --name-only ${oldRef} patches/`, { cwd: root, encoding: 'utf8' }).trim()
    ? 'node_modules/.cache/kar-cv-pdf-workerd-ab/old/patches'
    : null;
  if (oldPatches) execSync(`git archive ${oldRef} patches | tar -x -C ${join(work, 'old')}`, { cwd: root });
  execSync('npx patch-package --reverse', { cwd: root, stdio: 'ignore' });
  try {
    if (oldPatches) execSync(`npx patch-package --patch-dir ${oldPatches}`, { cwd: root, stdio: 'ignore' });
    try {
      buildRendererWorker(join(work, 'old'), join(work, 'old-out'));
    } finally {
      if (oldPatches) execSync(`npx patch-package --reverse --patch-dir ${oldPatches}`, { cwd: root, stdio: 'ignore' });
    }
  } finally {
    execSync('npx patch-package', { cwd: root, stdio: 'ignore' });
  }
  buildRendererWorker(root, join(work, 'new-out'));
  const workers = { old: await startRendererWorker(join(work, 'old-out')), new: await startRendererWorker(join(work, 'new-out')) };
  try {
    const post = async (side: 'old' | 'new', locale: CvLocale) => (await workers[side].render(locale)).ms;
    const first = { old: await post('old', 'ckb'), new: await post('new', 'ckb') };
    for (const side of ['old', 'new'] as const) for (const locale of locales) await post(side, locale);
    const times: Record<string, number[]> = {};
    for (let round = 0; round < Number(roundsArg); round++) {
      for (const locale of locales) {
        for (const side of round % 2 ? (['new', 'old'] as const) : (['old', 'new'] as const))
          (times[`${side} ${locale}`] ??= []).push(await post(side, locale));
      }
    }
    console.log(`first request (ckb): old ${first.old.toFixed(0)} ms, new ${first.new.toFixed(0)} ms`);
    console.log('| renderer | locale | median | p25 | p95 |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const locale of locales) {
      for (const side of ['old', 'new']) {
        const values = times[`${side} ${locale}`] ?? [];
        console.log(
          `| ${side} | ${locale} | ${median(values).toFixed(1)} ms | ${quantile(values, 0.25).toFixed(1)} ms | ${quantile(values, 0.95).toFixed(1)} ms |`,
        );
      }
    }
  } finally {
    await Promise.all(Object.values(workers).map((worker) => worker.dispose()));
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
