// Sorani typed on an Arabic keyboard (issue 23): it has no ە, so people type ه for it anywhere in a word, or leave
// the vowel out. fold() makes ه and ە one letter in the index and the query; the typo fallback reaches a left-out ە
// and offers the word as the jobs spell it; drizzle's re-fold migration brings jobs folded before that in line.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchCases, searchFixtureStatements } from '../fixtures/jobs-search';
import { addCredits, jobWorld, publishedJob, send, type JobWorld } from './jobs.support';

let world: JobWorld;
beforeAll(async () => {
  world = await jobWorld();
  await addCredits(world, 'hr@zagros.example', 5);
  for (const statement of searchFixtureStatements(world.clock.now())) await world.api.deps.db.run(sql.raw(statement));
}, 60_000);

interface SearchData {
  jobs: Array<{ id: number; title: string }>;
  total: number | null;
  suggestions: string[];
}
const search = async (q: string, more = '') => {
  const reply = await send(world.api, 'GET', `/jobs?q=${encodeURIComponent(q)}${more}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as unknown as SearchData;
};
const titles = async (q: string, more = '') => (await search(q, more)).jobs.map((job) => job.title);
const inErbil = ['Senior C# Developer', 'ئەندازیاری شارستانی', 'مهندس مدني'];

describe('Sorani typed on an Arabic keyboard', () => {
  it('finds ئەندازیار typed with ه for ە and no non-joiner, as the last word and before another', async () => {
    const engineers = await titles('ئەندازیار');
    expect(engineers).toContain('ئەندازیاری شارستانی');
    expect(await titles('ئهندازيار')).toEqual(engineers);
    expect(await titles('ئهندازياري شارستاني')).toEqual(await titles('ئەندازیاری شارستانی'));
    expect(await titles('ئهندازياري شارستاني')).toContain('ئەندازیاری شارستانی');
    expect(await titles('ههولير', '&sort=newest')).toEqual(inErbil);
    // Arabic words with ه inside still find themselves.
    expect(await titles('مهندس')).toContain('مهندس مدني');
  });

  it('offers هەولێر, as the jobs spell it, for هولير (the vowel ە left out), in both orders', async () => {
    for (const order of ['', '&sort=newest']) {
      const data = await search('هولير', order);
      expect(data.jobs).toEqual([]);
      expect(data.suggestions[0], order).toBe('هەولێر');
    }
    expect(await titles('هەولێر', '&sort=newest')).toEqual(inErbil);
  });

  it('keeps the words that matched as they were typed and spells only the replaced one', async () => {
    expect((await search('ئهندازياري هولير')).suggestions[0]).toBe('ئهندازياري هەولێر');
    expect((await search('enginer')).suggestions[0]).toBe('engineer');
  });
});

/** The statements of the migration that re-folds ه as ە (drizzle/*_search-fold-heh.sql). */
function refoldStatements(): string[] {
  const file = readdirSync('drizzle').find((name) => name.endsWith('_search-fold-heh.sql'));
  expect(file).toBeDefined();
  return readFileSync(`drizzle/${file}`, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe('the re-fold migration', () => {
  it('re-folds jobs written before ه and ە were one letter and rebuilds the index from them', async () => {
    const db = world.api.deps.db;
    const id = await publishedJob(world, { title: 'مهندس شبكات', language: 'ar', description: '<p>صيانة الشبكة في هەولێر.</p>' });
    const folded = () => db.all<{ title: string; body: string }>(sql`select title_folded as title, body_folded as body from jobs where id = ${id}`);
    const now = await folded();
    // As an older fold left it: ه kept inside words (written through the triggers, so the index holds it too).
    await db.run(sql`update jobs set title_folded = replace(title_folded, 'ە', 'ه'), body_folded = replace(body_folded, 'ە', 'ه') where id = ${id}`);
    expect(await titles('مهندس شبكات')).toEqual([]);
    await db.run(sql`insert into search_vocabulary_state (id, refreshed_at, index_changed) values (1, 0, 0) on conflict (id) do update set index_changed = 0`);

    for (const statement of refoldStatements()) await db.run(sql.raw(statement));
    expect(await folded()).toEqual(now);
    expect(await titles('مهندس شبكات')).toEqual(['مهندس شبكات']);
    for (const { query, titles: expected } of searchCases) {
      const reply = await send(world.api, 'GET', `/jobs${query ? `?${query}` : ''}`);
      expect(
        (reply.body.data as unknown as SearchData).jobs.map((job) => job.title).filter((title) => title !== 'مهندس شبكات'),
        query,
      ).toEqual(expected);
    }
    // The typo fallback's copy of the words is behind the new index.
    expect(await db.all(sql`select index_changed as changed from search_vocabulary_state`)).toEqual([{ changed: 1 }]);
    // The triggers still keep the index: a paused job leaves it, published again it comes back.
    await send(world.api, 'POST', `/company/jobs/${id}/pause`, { token: world.company });
    expect(await titles('مهندس شبكات')).toEqual([]);
    await send(world.api, 'POST', `/company/jobs/${id}/reopen`, { token: world.company });
    expect(await titles('مهندس شبكات')).toEqual(['مهندس شبكات']);
  });
});
