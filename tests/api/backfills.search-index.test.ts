// The job search index refilled in steps on libSQL (docs/decisions/0026-batched-backfills.md): cut after one step and
// run again, the index equals a one-statement refill and searches answer as before; jobs written while the refill is
// under way end up exactly as a one-statement refill would have them; two runners never do a step twice; and every
// statement of a step stays far under D1's limits.
import type { Client } from '@libsql/client';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoJobStatements, demoCompanies } from '../../db/seed/demo-jobs';
import { generatedJobs } from '../../db/seed/demo-generated';
import { databaseBackfillStore, stepStatements } from '../../worker/features/backfills/backfills.repo';
import { backfillsService } from '../../worker/features/backfills/backfills.service';
import { runBackfillSteps } from '../../worker/features/backfills/backfills.cron';
import { searchIndexBackfill } from '../../worker/features/jobs/search-index-backfill.service';
import { inlinedScript } from '../../scripts/backfill-stores';
import { searchCases, searchFixtureStatements } from '../fixtures/jobs-search';
import { d1StatementLimits, indexedJobs, indexSnapshot, oneShotRefill, rendered, smallSteps, writesDuringRefill } from '../fixtures/search-index-refill';
import { jobWorld, publishedJob, send, type JobWorld } from './jobs.support';

let world: JobWorld;
const db = () => world.api.deps.db;
const rows = (query: string) => db().all<Record<string, unknown>>(sql.raw(query));
const snapshot = async () => {
  const parts = [];
  for (const query of indexSnapshot) parts.push(await rows(query));
  return parts;
};
const run = async (statements: readonly string[]) => {
  for (const statement of statements) await db().run(sql.raw(statement));
};
const titles = async (query: string) => {
  const reply = await send(world.api, 'GET', `/jobs${query ? `?${query}` : ''}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body.data?.jobs as Array<{ title: string }>).map((job) => job.title);
};
const service = (rowsPerStep: number) => backfillsService(databaseBackfillStore(db()), [smallSteps(rowsPerStep)]);
const now = () => world.clock.now();

beforeEach(async () => {
  world = await jobWorld();
  await run(searchFixtureStatements(now()));
});

describe('the search index refilled in steps (libSQL)', () => {
  it('cut after one step and run again: the same postings as a one-statement refill, the same answers', async () => {
    const byTriggers = await snapshot();
    const refill = service(2);
    await refill.request('jobs_fts', now());
    expect(await rows(indexedJobs)).toEqual([]);

    const cut = await refill.run({ maxSteps: 1, now });
    expect(cut).toEqual({ steps: 1, unfinished: ['jobs_fts'], unknown: [] });
    // Newest first: the first step brought back the two newest jobs, and the newest search finds them again.
    expect((await rows(indexedJobs)).length).toBe(2);
    expect(await titles('q=developer')).toEqual(['Senior C# Developer']);
    expect((await refill.states())[0]).toMatchObject({ name: 'jobs_fts', finished: false, steps: 1 });

    const rest = await refill.run({ maxSteps: 100, now });
    expect(rest.unfinished).toEqual([]);
    expect((await refill.states())[0]).toMatchObject({ finished: true });
    const stepped = await snapshot();
    expect(stepped).toEqual(byTriggers);
    await run(oneShotRefill);
    expect(await snapshot()).toEqual(stepped);
    for (const { query, titles: expected } of searchCases) expect(await titles(query), query).toEqual(expected);
  });

  it('jobs edited, closed, paused, deleted and published during a refill end up as a one-statement refill has them', async () => {
    const names = new Map(demoCompanies.map((company) => [company.email, company.name]));
    await run(demoJobStatements(generatedJobs(40, 3), names, now()));
    const refill = service(7);
    await refill.request('jobs_fts', now());
    await refill.run({ maxSteps: 2, now });
    await run(writesDuringRefill);
    // Published through the API meanwhile: at the top of the sequence, so the trigger indexes it at once.
    await publishedJob(world, { title: 'Refill-time Kotlin Developer' });
    expect(await titles('q=kotlin')).toEqual(['Refill-time Kotlin Developer']);
    await refill.run({ maxSteps: 1, now });
    await run(writesDuringRefill.slice(0, 2));
    await refill.run({ maxSteps: 100, now });

    const stepped = await snapshot();
    const answers = await Promise.all(searchCases.map(({ query }) => titles(query)));
    await run(oneShotRefill);
    expect(stepped).toEqual(await snapshot());
    expect(await Promise.all(searchCases.map(({ query }) => titles(query)))).toEqual(answers);
    expect(stepped[0]?.some((posting) => posting.term === 'waitingedit')).toBe(true);
  });

  it('a step another runner took first does nothing, and the Cron finishes what a cut run left', async () => {
    const backfill = smallSteps(3);
    const store = databaseBackfillStore(db());
    await backfillsService(store, [backfill]).request('jobs_fts', now());
    const [first] = await store.batch(stepStatements(backfill, 0, 'runner-a', now()));
    const [second] = await store.batch(stepStatements(backfill, 0, 'runner-b', now()));
    expect(first).toMatchObject({ steps: 1 });
    expect(second).toBeUndefined();
    expect((await rows(indexedJobs)).length).toBe(3);

    // The Cron's steps (5,000 jobs each) finish it: one for the rest, one that finds nothing left; then none.
    expect(await runBackfillSteps(world.api.deps)).toEqual({ steps: 2, unfinished: [], unknown: [] });
    expect(await runBackfillSteps(world.api.deps)).toEqual({ steps: 0, unfinished: [], unknown: [] });
    const stepped = await snapshot();
    await run(oneShotRefill);
    expect(stepped).toEqual(await snapshot());
  });

  it('leaves a backfill no code knows (a migration newer than the worker) alone', async () => {
    await db().run(sql`insert into backfills (name, cursor, steps, requested_at) values ('from_the_future', 1, 0, 0)`);
    expect(await runBackfillSteps(world.api.deps)).toEqual({ steps: 0, unfinished: [], unknown: ['from_the_future'] });
  });

  it('sends a step to a remote D1 as one text with its values written in, which does the same step', async () => {
    const backfill = smallSteps(4);
    const store = databaseBackfillStore(db());
    await backfillsService(store, [backfill]).request('jobs_fts', now());
    const script = inlinedScript(stepStatements(backfill, 0, "runner's 'quoted' claim", now()));
    expect(script).not.toContain('?');
    await (db() as unknown as { $client: Client }).$client.executeMultiple(script);
    expect((await rows(indexedJobs)).length).toBe(4);
    expect(await rows("select steps, claim from backfills where name = 'jobs_fts'")).toEqual([{ steps: 1, claim: "runner's 'quoted' claim" }]);
  });

  it("keeps each statement of a step far under D1's limits", () => {
    const statements = stepStatements(searchIndexBackfill, 12, crypto.randomUUID(), now());
    for (const statement of statements) {
      const { sql: text, params } = rendered(statement);
      expect(new TextEncoder().encode(text).length).toBeLessThan(d1StatementLimits.bytes / 50);
      expect(params.length).toBeLessThan(d1StatementLimits.boundParameters / 5);
    }
  });
});
