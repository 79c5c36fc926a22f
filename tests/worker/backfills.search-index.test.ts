// The job search index refilled in steps on D1 inside workerd (docs/decisions/0026-batched-backfills.md), as the Cron
// runs it: cut after one step and run again, with the board written meanwhile, the index equals a one-statement
// refill and searches answer what libSQL answers (tests/api/backfills.search-index.test.ts).
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { d1Database } from '../../db/client.d1';
import { databaseBackfillStore } from '../../worker/features/backfills/backfills.repo';
import { backfillsService } from '../../worker/features/backfills/backfills.service';
import { runBackfillSteps } from '../../worker/features/backfills/backfills.cron';
import { searchCases, searchFixtureStatements } from '../fixtures/jobs-search';
import { indexedJobs, indexSnapshot, oneShotRefill, smallSteps, writesDuringRefill } from '../fixtures/search-index-refill';

const worker = exports.default;
const db = d1Database(env.DB);
const clock = { now: () => new Date() };
const rows = async (query: string) => (await env.DB.prepare(query).all<Record<string, unknown>>()).results;
const snapshot = async () => {
  const parts = [];
  for (const query of indexSnapshot) parts.push(await rows(query));
  return parts;
};
const run = (statements: readonly string[]) => env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));

async function titles(query: string): Promise<string[]> {
  const response = await worker.fetch(new Request(`http://kar.test/api/v1/jobs?${query}`, { headers: { 'Accept-Language': 'en' } }));
  const body = (await response.json()) as { data?: { jobs: Array<{ title: string }> } };
  return body.data?.jobs.map((job) => job.title) ?? [];
}

beforeAll(async () => {
  await run(searchFixtureStatements(new Date()));
});

describe('the search index refilled in steps on D1', () => {
  it('cut after one step, written meanwhile, finished by the Cron: a one-statement refill, the same answers', async () => {
    const byTriggers = await snapshot();
    const refill = backfillsService(databaseBackfillStore(db), [smallSteps(2)]);
    await refill.request('jobs_fts', clock.now());
    expect(await refill.run({ maxSteps: 1, now: clock.now })).toEqual({ steps: 1, unfinished: ['jobs_fts'], unknown: [] });
    expect(await rows(indexedJobs)).toHaveLength(2);

    // Run again to the end, with nothing written meanwhile: the postings the triggers had made, the same answers.
    expect((await refill.run({ maxSteps: 100, now: clock.now })).unfinished).toEqual([]);
    expect(await snapshot()).toEqual(byTriggers);
    for (const { query, titles: expected } of searchCases) expect(await titles(query), query).toEqual(expected);

    // Again, with the board written between steps, and the rest left to the Cron's own job.
    await refill.request('jobs_fts', clock.now());
    await refill.run({ maxSteps: 2, now: clock.now });
    await run(writesDuringRefill);
    const cron = await runBackfillSteps({ db, clock });
    expect(cron).toEqual({ steps: 2, unfinished: [], unknown: [] });
    const stepped = await snapshot();
    const answers = await Promise.all(searchCases.map(({ query }) => titles(query)));
    await run(oneShotRefill);
    expect(await snapshot()).toEqual(stepped);
    expect(await Promise.all(searchCases.map(({ query }) => titles(query)))).toEqual(answers);
  });
});
