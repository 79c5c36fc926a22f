// Old against new job search on the same board in the same process (docs/decisions/0012-search-relevance-tail.md):
// every bench query's first page by another revision's search code and by the working tree's, alternating query by
// query (which side goes first alternates too), so both see the same machine load. It also checks that both answer
// the same: the same job ids in the same order, the same total and the same suggestions, in both sort orders; any
// difference is printed and makes it exit 1.
//
//   JOBS_BENCH_DB=/tmp/jobs.db PATH=$PWD/node_modules/.bin:$PATH node tests/bench/jobs-search-ab.ts [old-ref] [rounds]
//
// old-ref (default HEAD) is a git revision whose worker/ is exported into a folder of the working tree (so that it
// resolves the same node_modules) and deleted afterwards. JOBS_AB_AGED=1 also runs the rounds on a copy of the board
// whose older half is past its deadline. The board is migrated to the working tree's schema: the old code must run
// on it too (a new table or index is invisible to it). When the change is in the schema itself (an FTS option),
// JOBS_AB_OLD_DB=<file> gives the old side its own copy of the board, opened as it is (not migrated): old code on the
// old board against new code on the migrated one, still query by query in the same process.
import { execSync } from 'node:child_process';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database } from '../../db/client.ts';
import { stats } from './figures.ts';
import { searchVocabularyRepo } from '../../worker/features/jobs/search-vocabulary.ts';
import { firstPage, onAgedCopy, openDatabase, queries, type SearchCode } from './jobs-search.ts';

const root = resolve(import.meta.dirname, '../..');
const oldRef = process.argv[2] ?? 'HEAD';
const rounds = Number(process.argv[3] ?? 10);
const sorts = ['relevance', 'newest'] as const;

async function oldCode(folder: string): Promise<SearchCode> {
  execSync(`git archive ${oldRef} worker | tar -x -C ${folder}`, { cwd: root });
  const jobs = join(folder, 'worker/features/jobs');
  const repo = await import(join(jobs, 'job-search.repo.ts'));
  // Revisions before search-vocabulary.ts read near words through their repository.
  const vocabulary = existsSync(join(jobs, 'search-vocabulary.ts'))
    ? await import(join(jobs, 'search-vocabulary.ts'))
    : { typoVocabulary: async (db: Database) => ({ vocabulary: repo.jobSearchRepo(db) }) };
  return { ...repo, ...(await import(join(jobs, 'search-query.ts'))), ...(await import(join(jobs, 'suggestions.ts'))), ...vocabulary } as SearchCode;
}

type Answer = Awaited<ReturnType<typeof firstPage>>;
const sameAnswer = (a: Answer, b: Answer) =>
  a.total === b.total && a.rows.map((row) => row.id).join() === b.rows.map((row) => row.id).join() && a.suggestions.join() === b.suggestions.join();

async function compare(db: Database, old: SearchCode, label: string, oldDb: Database = db): Promise<number> {
  const times = { old: { relevance: [] as number[], newest: [] as number[] }, new: { relevance: [] as number[], newest: [] as number[] } };
  const byQuery = new Map<string, { old: number[]; new: number[] }>();
  let differences = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, query] of queries.entries()) {
      for (const sort of sorts) {
        const sides = (round + index) % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const);
        const answers: Partial<Record<'old' | 'new', Answer>> = {};
        for (const side of sides) {
          const started = performance.now();
          answers[side] = side === 'old' ? await firstPage(oldDb, query, sort, old) : await firstPage(db, query, sort);
          const elapsed = performance.now() - started;
          times[side][sort].push(elapsed);
          const name = `${sort}: ${query.q || '(no words)'}${query.filters ? ` ${JSON.stringify(query.filters)}` : ''}`;
          const entry = byQuery.get(name) ?? { old: [], new: [] };
          entry[side].push(elapsed);
          byQuery.set(name, entry);
        }
        if (round === 0 && answers.old && answers.new && !sameAnswer(answers.old, answers.new)) {
          differences += 1;
          console.log(
            `DIFFERENT ${label} ${sort} "${query.q}" ${JSON.stringify(query.filters ?? {})}`,
            JSON.stringify(answers.old),
            JSON.stringify(answers.new),
          );
        }
      }
    }
  }
  const figure = (values: number[]) => `p50 ${stats(values).median.toFixed(1)} / p95 ${stats(values).p95.toFixed(1)} ms`;
  console.log(
    `\n${label}, ${rounds} rounds: ${differences === 0 ? 'same ids, totals and suggestions for every query in both orders' : `${differences} differences`}`,
  );
  for (const sort of sorts) console.log(`  ${sort.padEnd(9)} old ${figure(times.old[sort])}   new ${figure(times.new[sort])}`);
  console.log('  slowest (median old → new):');
  const slowest = [...byQuery]
    .map(([name, values]) => ({ name, old: stats(values.old).median, new: stats(values.new).median }))
    .sort((a, b) => b.new + b.old - a.new - a.old);
  for (const { name, old: before, new: after } of slowest.slice(0, 12))
    console.log(`    ${before.toFixed(1).padStart(5)} → ${after.toFixed(1).padStart(5)} ms  ${name}`);
  return differences;
}

const file = process.env.JOBS_BENCH_DB;
if (!file) throw new Error('JOBS_BENCH_DB=<file> is needed: the board is built there once and reused');
const folder = mkdtempSync(join(root, '.jobs-search-ab-'));
const { db, close } = await openDatabase(file);
// The copy of the index's words that the first typo search after a change makes (search-vocabulary.ts).
await searchVocabularyRepo(db).refresh(new Date());
const oldFile = process.env.JOBS_AB_OLD_DB;
const oldClient = oldFile ? createClient({ url: `file:${oldFile}` }) : undefined;
const oldDb = oldClient ? (drizzle(oldClient) as unknown as Database) : db;
let differences = 0;
try {
  const old = await oldCode(folder);
  for (const query of queries)
    for (const sort of sorts) {
      await firstPage(oldDb, query, sort, old);
      await firstPage(db, query, sort);
    }
  differences += await compare(db, old, 'board', oldDb);
  if (process.env.JOBS_AB_AGED && !oldFile) differences += await onAgedCopy(file, (aged) => compare(aged, old, 'older half expired'));
} finally {
  close();
  oldClient?.close();
  rmSync(folder, { recursive: true, force: true });
}
process.exitCode = differences === 0 ? 0 : 1;
