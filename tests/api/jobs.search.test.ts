import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoJobStatements, type DemoJob } from '../../db/seed/demo-jobs';
import { searchCases, searchFixtureStatements } from '../fixtures/jobs-search';
import { addCredits, jobBody, jobWorld, publishedJob, send, type JobWorld } from './jobs.support';

let world: JobWorld;
beforeAll(async () => {
  world = await jobWorld();
  for (const statement of searchFixtureStatements(world.clock.now())) await world.api.deps.db.run(sql.raw(statement));
});

interface Card {
  id: number;
  title: string;
  company: { id: number; name: string; logo_url: string | null };
  city: { id: number; name: string };
  job_type: { id: number; name: string };
  workplace: string;
  salary: { min: number | null; max: number | null; currency: string } | null;
  posted_at: string;
  deadline: string;
}
interface SearchData {
  jobs: Card[];
  next_cursor: string | null;
  total: number | null;
  total_capped: boolean;
  suggestions: string[];
}
const search = async (query: string, language = 'en') => {
  const reply = await send(world.api, 'GET', `/jobs${query ? `?${query}` : ''}`, { language });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as unknown as SearchData;
};

describe('GET /jobs on libSQL: the shared fixture (tests/fixtures/jobs-search.ts)', () => {
  it.each(searchCases)('$name', async ({ query, titles }) => {
    const data = await search(query);
    expect(data.jobs.map((job) => job.title)).toEqual(titles);
    expect(data.total).toBe(titles.length);
  });
});

describe('GET /jobs', () => {
  it("answers job cards in the reader's language, salary null when not shown", async () => {
    const data = await search('q=c%23', 'ckb');
    expect(data.jobs[0]).toMatchObject({
      title: 'Senior C# Developer',
      company: { name: 'Zagros Tech', logo_url: null },
      city: { id: 1, name: 'هەولێر' },
      job_type: { id: 1, name: 'دەوامی تەواو' },
      workplace: 'on_site',
      salary: { min: 1500, max: 2500, currency: 'USD' },
    });
    expect(data.jobs[0]?.posted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(data.jobs[0]?.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await search('q=engineer')).jobs.find((job) => job.title === 'مهندس مدني')?.salary).toBeNull();
  });

  it('never answers 500 to FTS syntax', async () => {
    for (const q of [
      '"',
      '""',
      '*',
      '-',
      ':',
      'NEAR',
      'NEAR(a b)',
      'a OR b',
      'AND',
      'c#',
      'c++',
      'node.js',
      '^x',
      '{title}:x',
      "'",
      '\\',
      '(',
      ')',
      '+',
      '#',
      '%',
      '_',
      'x'.repeat(500),
    ]) {
      const reply = await send(world.api, 'GET', `/jobs?q=${encodeURIComponent(q)}`);
      expect(reply.status, q).toBe(200);
    }
    expect((await send(world.api, 'GET', `/jobs?q=${'x'.repeat(501)}`)).status).toBe(422);
  });

  it('validates filters with messages', async () => {
    for (const query of [
      'city_id=abc',
      'workplace=moon',
      'experience_level=guru',
      'posted_within=2d',
      'sort=best',
      'limit=0',
      'limit=51',
      'cursor=%%%',
      'job_type_id=-1',
    ]) {
      const reply = await send(world.api, 'GET', `/jobs?${query}`);
      expect([reply.status, reply.body.code], query).toEqual([422, 'validation_failed']);
    }
    const noCurrency = await send(world.api, 'GET', '/jobs?salary_min=100', { language: 'ar' });
    expect(noCurrency.body.errors?.currency).toEqual(['اختر العملة (دينار عراقي أو دولار)']);
  });

  it('offers near words from the index when nothing matches', async () => {
    const typo = await search('q=enginer');
    expect(typo.jobs).toEqual([]);
    expect(typo.suggestions[0]).toBe('engineer');
    const arabic = await search('q=المحاسبه');
    expect(arabic.suggestions).toContain('محاسب');
    const twoWords = await search('q=civl%20enginer');
    expect(twoWords.suggestions[0]).toBe('civil engineer');
    expect((await search('q=engineer')).suggestions).toEqual([]);
  });

  it('hides drafts, paused, closed and expired jobs and jobs of companies not approved', async () => {
    await addCredits(world, 'hr@zagros.example', 5);
    const title = 'Hidden Rust Engineer';
    const open = await publishedJob(world, { title });
    expect((await search('q=rust')).jobs.map((job) => job.id)).toEqual([open]);
    await send(world.api, 'POST', `/company/jobs/${open}/pause`, { token: world.company });
    expect((await search('q=rust')).jobs).toEqual([]);
    await send(world.api, 'POST', `/company/jobs/${open}/reopen`, { token: world.company });
    expect((await search('q=rust')).jobs).toHaveLength(1);
    world.clock.advance(31 * 86_400_000);
    try {
      expect((await search('q=rust')).jobs).toEqual([]);
    } finally {
      world.clock.advance(-31 * 86_400_000);
    }
    await send(world.api, 'POST', `/company/jobs/${open}/close`, { token: world.company });
    expect((await search('q=rust')).jobs).toEqual([]);
    await send(world.api, 'POST', '/company/jobs', { body: jobBody(world.clock.now(), { title: 'Draft Rust Engineer' }), token: world.company });
    expect((await search('q=rust')).jobs).toEqual([]);
  });

  it('an edit of a published job is found by its new words only', async () => {
    const id = await publishedJob(world, { title: 'Kotlin Developer' });
    expect((await search('q=kotlin')).jobs.map((job) => job.id)).toEqual([id]);
    const edited = await send(world.api, 'PUT', `/company/jobs/${id}`, {
      body: jobBody(world.clock.now(), { title: 'Swift Developer' }),
      token: world.company,
    });
    expect(edited.status).toBe(200);
    expect((await search('q=kotlin')).jobs).toEqual([]);
    expect((await search('q=swift')).jobs.map((job) => job.id)).toEqual([id]);
  });
});

describe('keyset paging', () => {
  const extra = (n: number, daysAgo: number): DemoJob => ({
    companyEmail: 'hr@zagros-tech.demo',
    title: `Pager engineer ${n}`,
    language: 'en',
    description: n % 3 === 0 ? '<p>pager pager pager engineer</p>' : '<p>Work with us.</p>',
    requirements: ['Teamwork'],
    positionId: 54,
    sectorId: 1,
    cityId: 1 + (n % 4),
    jobTypeId: 1,
    workplace: 'on_site',
    experienceLevel: 'mid',
    publishedDaysAgo: daysAgo,
    deadlineInDays: 30,
  });
  const names = new Map([['hr@zagros-tech.demo', 'Zagros Tech']]);

  async function pageThrough(query: string, between: () => Promise<void>) {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const data: SearchData = await search(`${query}&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...data.jobs.map((job) => job.id));
      cursor = data.next_cursor;
      pages += 1;
      await between();
    } while (cursor && pages < 50);
    return seen;
  }

  it.each(['newest', 'relevance'])('sorted by %s, neither repeats nor skips a job when jobs are published between pages', async (sort) => {
    const batch = Array.from({ length: 30 }, (_, n) => extra(n, 3 + (n % 5)));
    for (const statement of demoJobStatements(batch, names, world.clock.now())) await world.api.deps.db.run(sql.raw(statement));
    const before = await pageThrough(`q=pager&sort=${sort}`, async () => undefined);
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(new Set(before).size).toBe(before.length);

    let published = 0;
    const during = await pageThrough(`q=pager&sort=${sort}`, async () => {
      published += 1;
      const more = [extra(100 + published, 0), { ...extra(200 + published, 0), description: '<p>pager pager pager pager pager</p>' }];
      for (const statement of demoJobStatements(more, names, world.clock.now())) await world.api.deps.db.run(sql.raw(statement));
    });
    expect(new Set(during).size, 'no job twice').toBe(during.length);
    expect(
      during.filter((id) => before.includes(id)),
      'every earlier job, in the same order',
    ).toEqual(before);
  });

  it('by relevance, pages past best matches the index still holds but the board hides, and counts only open jobs', async () => {
    // Expired jobs stay in the index until closed (job-search.repo.ts joins only the best candidates, a page plus
    // forty, with their jobs). `q`: the strong open matches fill a first page from the index's candidates, then a
    // later page meets only expired ones among its best and must look further; `r`: expired ones are the best of
    // all, so the first page ranks the newest open jobs instead.
    const job = (n: number, title: string, deadlineInDays: number, description = '<p>Work with us.</p>') => ({
      ...extra(n, 1 + (n % 3)),
      title,
      description,
      deadlineInDays,
    });
    const matching = (word: string, strong: number, base: number) => [
      ...Array.from({ length: strong }, (_, n) => job(base + n, `${word} ${word} ${word} lead ${n}`, 30)),
      ...Array.from({ length: 60 }, (_, n) => job(base + 100 + n, `${word} ${word} ${n}`, -1)),
      ...Array.from({ length: 10 }, (_, n) => job(base + 200 + n, `Open role ${n}`, 30, `<p>Some words, then ${word} once among many other words.</p>`)),
    ];
    const statements = demoJobStatements([...matching('Closedq', 10, 3000), ...matching('Closedr', 0, 4000)], names, world.clock.now());
    for (const statement of statements) await world.api.deps.db.run(sql.raw(statement));
    for (const [word, open] of [
      ['closedq', 20],
      ['closedr', 10],
    ] as const) {
      const first = await search(`q=${word}&sort=relevance&limit=3`);
      expect([first.total, first.total_capped, first.jobs.length], word).toEqual([open, false, 3]);
      const seen = await pageThrough(`q=${word}&sort=relevance`, async () => undefined);
      expect(seen, word).toHaveLength(open);
      expect(new Set(seen).size, word).toBe(open);
      const newest = await search(`q=${word}&sort=newest`);
      expect([newest.total, newest.jobs.length], word).toEqual([open, open]);
    }
  });

  it('by relevance with a salary floor (not a word of the index), ranks the open jobs that pass it', async () => {
    const paid = Array.from({ length: 12 }, (_, n) => ({
      ...extra(5000 + n, 2),
      title: `Floorword ${n % 2 ? 'floorword' : ''} role ${n}`,
      salary: { min: 900 + 100 * n, max: 1000 + 100 * n, currency: 'USD' as const },
    }));
    for (const statement of demoJobStatements(paid, names, world.clock.now())) await world.api.deps.db.run(sql.raw(statement));
    const first = await search('q=floorword&sort=relevance&salary_min=1500&currency=USD');
    expect(first.total).toBe(7); // salary_max 1,500 and more: roles 5 to 11
    const seen = await pageThrough('q=floorword&sort=relevance&salary_min=1500&currency=USD', async () => undefined);
    expect(new Set(seen).size).toBe(7);
    expect(seen).toHaveLength(7);
  });

  it('caps the count at 1,000', async () => {
    const many = Array.from({ length: 1005 }, (_, n) => ({ ...extra(1000 + n, 2), title: `Capped role ${n}` }));
    for (const statement of demoJobStatements(many, names, world.clock.now())) await world.api.deps.db.run(sql.raw(statement));
    const data = await search('q=capped');
    expect([data.total, data.total_capped, data.jobs.length]).toEqual([1000, true, 20]);
    const next = await search(`q=capped&cursor=${data.next_cursor}`);
    expect(next.total).toBeNull();
  });
});
