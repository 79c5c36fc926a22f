import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { buildDeps } from '../../worker/deps';
import { searchCases, searchFixtureStatements } from '../fixtures/jobs-search';

// The app behind the edge cache: these tests change jobs in D1 directly, as no user can, to watch the index follow.
const app = createApp(buildDeps(env));

beforeAll(async () => {
  await env.DB.batch(searchFixtureStatements(new Date()).map((statement) => env.DB.prepare(statement)));
});

async function search(query: string) {
  const request = new Request(`http://kar.test/api/v1/jobs?${query}`, { headers: { 'Accept-Language': 'en' } });
  const response = await app.fetch(request, env, createExecutionContext());
  const body = (await response.json()) as { data?: { jobs: Array<{ title: string }>; total: number; next_cursor: string | null; suggestions: string[] } };
  return { status: response.status, data: body.data };
}

/** A published job paused leaves the index and comes back when published again (the triggers on D1). */
async function expectIndexFollowsPause() {
  const row = await env.DB.prepare("SELECT id FROM jobs WHERE title = 'Senior C# Developer'").first<{ id: number }>();
  await env.DB.prepare("UPDATE jobs SET state = 'paused' WHERE id = ?").bind(row?.id).run();
  expect((await search('q=c%23')).data?.jobs).toEqual([]);
  await env.DB.prepare("UPDATE jobs SET state = 'published' WHERE id = ?").bind(row?.id).run();
  expect((await search('q=c%23')).data?.jobs.map((job) => job.title)).toEqual(['Senior C# Developer']);
}

describe('job search on D1 inside workerd answers what libSQL answers (tests/fixtures/jobs-search.ts)', () => {
  it.each(searchCases)('$name', async ({ query, titles }) => {
    const { status, data } = await search(query);
    expect(status).toBe(200);
    expect(data?.jobs.map((job) => job.title)).toEqual(titles);
    expect(data?.total).toBe(titles.length);
  });

  it('pages by keyset and suggests near words on D1', async () => {
    const first = await search('limit=3');
    expect(first.data?.jobs).toHaveLength(3);
    const second = await search(`limit=3&cursor=${first.data?.next_cursor}`);
    expect(second.data?.jobs.map((job) => job.title)).toEqual(searchCases[0]?.titles.slice(3, 6));
    const relevant = await search('q=engineer&limit=1');
    const next = await search(`q=engineer&limit=1&cursor=${relevant.data?.next_cursor}`);
    expect([...(relevant.data?.jobs ?? []), ...(next.data?.jobs ?? [])].map((job) => job.title)).toEqual(['C++ Embedded Engineer', 'مهندس مدني']);
    expect((await search('q=enginer')).data?.suggestions[0]).toBe('engineer');
  });

  it('keeps the FTS index in step with a job through the triggers on D1', async () => {
    await expectIndexFollowsPause();
  });

  it('rebuilds the index from the jobs on D1 (drizzle/0020, prefix index of 4 letters) with the same answers', async () => {
    const rebuild = env.TEST_MIGRATIONS.find((migration) => migration.name.startsWith('0020_'));
    expect(rebuild?.queries.some((query) => query.includes("prefix='2 3 4'"))).toBe(true);
    // Run again on a board with jobs (the migrations ran on an empty one): D1 drops and refills the table.
    for (const query of rebuild?.queries ?? []) await env.DB.prepare(query).run();
    for (const { query, titles } of searchCases)
      expect(
        (await search(query)).data?.jobs.map((job) => job.title),
        query,
      ).toEqual(titles);
    expect((await search('q=enginer')).data?.suggestions[0]).toBe('engineer');
    await expectIndexFollowsPause();
  });

  it('re-folds jobs folded before ه and ە were one letter and rebuilds the index on D1 (drizzle/0023)', async () => {
    const refold = env.TEST_MIGRATIONS.find((migration) => migration.name.startsWith('0023_'));
    expect(refold?.queries.some((query) => query.includes('replace(title_folded'))).toBe(true);
    // As an older fold left the board: ه kept inside words (through the triggers, so the index holds it too).
    await env.DB.prepare("UPDATE jobs SET title_folded = replace(title_folded, 'ە', 'ه'), body_folded = replace(body_folded, 'ە', 'ه')").run();
    expect((await search('q=ئهندازياري')).data?.jobs).toEqual([]);
    for (const query of refold?.queries ?? []) await env.DB.prepare(query).run();
    for (const { query, titles } of searchCases)
      expect(
        (await search(query)).data?.jobs.map((job) => job.title),
        query,
      ).toEqual(titles);
    expect((await search('q=هولير')).data?.suggestions[0]).toBe('هەولێر');
    await expectIndexFollowsPause();
  });

  it("copies the index's words for the typo fallback after the reply, and sets the copy aside when a job changes (D1 triggers)", async () => {
    const state = () => env.DB.prepare('SELECT index_changed AS changed FROM search_vocabulary_state WHERE id = 1').first<{ changed: number }>();
    await env.DB.prepare('DELETE FROM search_vocabulary_state').run();
    expect((await search('q=enginer')).data?.suggestions[0]).toBe('engineer');
    // The copy is made after the reply (waitUntil).
    for (let tries = 0; tries < 50 && (await state()) === null; tries += 1) await new Promise((done) => setTimeout(done, 20));
    expect(await state()).toEqual({ changed: 0 });
    await env.DB.prepare("INSERT INTO search_vocabulary (term, docs) VALUES ('enginery', 999)").run();
    expect((await search('q=enginer')).data?.suggestions).toContain('enginery');
    const row = await env.DB.prepare("SELECT id FROM jobs WHERE title = 'Senior C# Developer'").first<{ id: number }>();
    await env.DB.prepare("UPDATE jobs SET state = 'paused' WHERE id = ?").bind(row?.id).run();
    expect(await state()).toEqual({ changed: 1 });
    expect((await search('q=enginer')).data?.suggestions).not.toContain('enginery');
    await env.DB.prepare("UPDATE jobs SET state = 'published' WHERE id = ?").bind(row?.id).run();
  });
});
