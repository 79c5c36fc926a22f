import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchOperand } from '../../worker/features/jobs/prefix-terms';
import { searchFixtureStatements } from '../fixtures/jobs-search';
import { addCredits, jobWorld, publishedJob, send, type JobWorld } from './jobs.support';

let world: JobWorld;
beforeAll(async () => {
  world = await jobWorld();
  for (const statement of searchFixtureStatements(world.clock.now())) await world.api.deps.db.run(sql.raw(statement));
  await addCredits(world, 'hr@zagros.example', 5);
});

const db = () => world.api.deps.db;
const operand = async (match: string) => (await db().all<{ match: string }>(sql`select ${matchOperand(match)} as match`))[0]?.match;
/** Every match with its bm25 score (title weighted as the search weighs it), best first. */
const scored = (match: ReturnType<typeof matchOperand>) =>
  db().all<{ rowid: number; score: number }>(
    sql`select rowid, bm25(jobs_fts, 10.0, 1.0) as score from jobs_fts where jobs_fts match ${match} order by score, rowid`,
  );

describe('a prefix that starts one word of the index is read as that word (prefix-terms.ts)', () => {
  it('matches the same rows with the same bm25 scores as the prefix, for every prefix of every word of the index', async () => {
    const terms = await db().all<{ term: string }>(sql`select term from jobs_fts_vocab where term not like 'zz%'`);
    const prefixes = [...new Set(terms.flatMap(({ term }) => [4, 5, 6, 8].map((length) => [...term].slice(0, length).join(''))))];
    let rewritten = 0;
    for (const prefix of prefixes) {
      const match = `"${prefix}"* AND "zzwonsite" OR "${prefix}"*`;
      if ((await operand(match)) !== match) rewritten += 1;
      expect(await scored(matchOperand(match)), prefix).toEqual(await scored(sql`${match}`));
    }
    expect(rewritten).toBeGreaterThan(prefixes.length / 3);
  });

  it('keeps the star while two words start with the prefix, and drops it once the other one has left the index', async () => {
    const first = await publishedJob(world, { title: 'Quokkaherder' });
    expect(await operand('"quokka"*')).toBe('"quokkaherder"');
    const second = await publishedJob(world, { title: 'Quokkakeeper' });
    expect(await operand('"quokka"* AND "zzwonsite"')).toBe('"quokka"* AND "zzwonsite"');
    await send(world.api, 'POST', `/company/jobs/${second}/close`, { token: world.company });
    expect(await operand('"quokka"*')).toBe('"quokkaherder"');
    await send(world.api, 'POST', `/company/jobs/${first}/close`, { token: world.company });
    expect(await operand('"quokka"*')).toBe('"quokka"*');
    const found = await send(world.api, 'GET', '/jobs?q=quokka');
    expect((found.body.data as { jobs: unknown[] }).jobs).toEqual([]);
  });

  it('leaves phrases of several tokens, prefixes the tokenizer would fold, short prefixes and words without a star as they are', async () => {
    // "emb" and "embe" start one word ("embedded"), but 2 to 4 letters are read from the prefix index without a merge.
    for (const match of ['"node.js"*', '"Erbil"*', '"erbil"', '"emb"*', '"embe"*', '("quokkaherder"* OR "quokkaherderx"*)']) {
      expect(await operand(match)).toBe(match);
    }
  });
});
