// The typo fallback's copy of the index's words (worker/features/jobs/search-vocabulary.ts): read only while it
// equals the index, so "did you mean" offers exactly what fts5vocab would; made again after a typo search's reply.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchVocabularyRepo, vocabularyCopyIntervalMs } from '../../worker/features/jobs/search-vocabulary';
import { suggestionsFor } from '../../worker/features/jobs/suggestions';
import { searchFixtureStatements } from '../fixtures/jobs-search';
import { addCredits, createJob, jobBody, jobWorld, publishedJob, send, type JobWorld } from './jobs.support';

let world: JobWorld;
beforeAll(async () => {
  world = await jobWorld();
  await addCredits(world, 'hr@zagros.example', 5);
  for (const statement of searchFixtureStatements(world.clock.now())) await world.api.deps.db.run(sql.raw(statement));
});

const db = () => world.api.deps.db;
const suggestions = async (q: string) => {
  const reply = await send(world.api, 'GET', `/jobs?q=${encodeURIComponent(q)}`);
  expect(reply.status).toBe(200);
  return (reply.body.data as { suggestions: string[] }).suggestions;
};
const state = async () =>
  (await db().all<{ changed: number; at: number }>(sql`select index_changed as changed, refreshed_at as at from search_vocabulary_state`))[0];
const copied = async (term: string) => (await db().all(sql`select 1 from search_vocabulary where term = ${term}`)).length === 1;
/** A word only the copy holds: offered while the copy is read, gone once fts5vocab is. */
const plantInCopy = (term: string) => db().run(sql`insert into search_vocabulary (term, docs) values (${term}, 999)`);

describe("the typo fallback's copy of the index's words", () => {
  it('is made after the first typo search, which reads fts5vocab, and then read while the index is unchanged', async () => {
    expect(await state()).toBeUndefined();
    expect((await suggestions('enginer'))[0]).toBe('engineer');
    expect(await state()).toEqual({ changed: 0, at: world.clock.now().getTime() });
    expect(await copied('engineer')).toBe(true);
    await plantInCopy('enginery');
    expect(await suggestions('enginer')).toContain('enginery');
    await db().run(sql`delete from search_vocabulary where term = 'enginery'`);
  });

  it('is set aside when a job enters the index, so a new word is offered at once', async () => {
    await plantInCopy('xylophonista');
    const id = await publishedJob(world, { title: 'Xylophonist for the orchestra' });
    expect(await state()).toMatchObject({ changed: 1 });
    expect(await suggestions('xylophonst')).toEqual(['xylophonist']);
    // Copied again only once the interval has passed since the last copy; meanwhile fts5vocab answers.
    expect(await state()).toMatchObject({ changed: 1 });
    world.clock.advance(vocabularyCopyIntervalMs);
    expect(await suggestions('xylophonst')).toEqual(['xylophonist']);
    expect(await state()).toMatchObject({ changed: 0 });
    expect(await copied('xylophonist')).toBe(true);
    expect(await copied('xylophonista')).toBe(false);

    // Leaving the index (a pause) sets it aside too; a draft's edits do not.
    await plantInCopy('xylophonista');
    const draft = await createJob(world, { title: 'Marimba player' });
    expect(
      (await send(world.api, 'PUT', `/company/jobs/${draft}`, { body: jobBody(world.clock.now(), { title: 'Marimba teacher' }), token: world.company })).status,
    ).toBe(200);
    expect(await state()).toMatchObject({ changed: 0 });
    expect(await suggestions('xylophonst')).toContain('xylophonista');
    expect((await send(world.api, 'POST', `/company/jobs/${id}/pause`, { token: world.company })).status).toBe(200);
    expect(await state()).toMatchObject({ changed: 1 });
    expect(await suggestions('xylophonst')).toEqual([]);
  });

  it('offers what fts5vocab offers, word for word', async () => {
    world.clock.advance(vocabularyCopyIntervalMs);
    const words = searchVocabularyRepo(db());
    await words.refresh(world.clock.now());
    for (const typo of ['enginer', 'civil enginer', 'مهندز', 'ئەندازیارر', 'devloper', 'hr', 'teachr', 'zzzz']) {
      expect(await suggestionsFor(typo, words.copy), typo).toEqual(await suggestionsFor(typo, words.live));
    }
  });
});
