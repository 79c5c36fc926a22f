import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { frontPageTtlMs } from '../../worker/features/jobs/front-page-cache';
import { addCredits, jobBody, jobWorld, publishedJob, send, type JobWorld } from './jobs.support';

let world: JobWorld;
beforeAll(async () => {
  world = await jobWorld();
  await addCredits(world, 'hr@zagros.example', 10);
});

interface FrontPage {
  jobs: Array<{ id: number; title: string; city: { name: string } }>;
  total: number;
}

/** GET /jobs with no words, no filters and no cursor: the board's front page. */
async function frontPage(language = 'en', query = ''): Promise<FrontPage> {
  const reply = await send(world.api, 'GET', `/jobs${query}`, { language });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as unknown as FrontPage;
}

describe("the board's front page, kept in memory for a few seconds (docs/decisions/0010)", () => {
  it('shows a job published, edited, paused, reopened or closed through the API at once', async () => {
    await frontPage();
    const id = await publishedJob(world, { title: 'Front page Go developer' });
    expect((await frontPage()).jobs[0]).toMatchObject({ id, title: 'Front page Go developer' });

    const edited = await send(world.api, 'PUT', `/company/jobs/${id}`, {
      body: jobBody(world.clock.now(), { title: 'Front page Rust developer' }),
      token: world.company,
    });
    expect(edited.status).toBe(200);
    expect((await frontPage()).jobs[0]).toMatchObject({ id, title: 'Front page Rust developer' });

    for (const [move, shown] of [
      ['pause', false],
      ['reopen', true],
      ['close', false],
    ] as const) {
      expect((await send(world.api, 'POST', `/company/jobs/${id}/${move}`, { token: world.company })).status).toBe(200);
      expect(
        (await frontPage()).jobs.some((job) => job.id === id),
        move,
      ).toBe(shown);
    }
  });

  it('shows a change made elsewhere (another isolate, the database itself) within its time to live', async () => {
    const id = await publishedJob(world, { title: 'Renamed elsewhere: before' });
    const kept = await frontPage();
    expect(kept.jobs[0]?.title).toBe('Renamed elsewhere: before');
    await world.api.deps.db.run(sql`update jobs set title = 'Renamed elsewhere: after' where id = ${id}`);

    expect((await frontPage()).jobs[0]?.title, 'from memory').toBe('Renamed elsewhere: before');
    // Each language and page size is a page of its own, and anything else is always read.
    expect((await frontPage('ckb')).jobs[0]?.title).toBe('Renamed elsewhere: after');
    expect((await frontPage('en', '?limit=5')).jobs[0]?.title).toBe('Renamed elsewhere: after');
    expect((await frontPage('en', '?city_id=1')).jobs[0]?.title).toBe('Renamed elsewhere: after');

    world.clock.advance(frontPageTtlMs - 1);
    expect((await frontPage()).jobs[0]?.title, 'still within the time to live').toBe('Renamed elsewhere: before');
    world.clock.advance(1);
    expect((await frontPage()).jobs[0]?.title, 'read again').toBe('Renamed elsewhere: after');
  });

  it("keeps each language's names apart", async () => {
    await publishedJob(world, { title: 'Names per language', city_id: 1 });
    const [en, ckb, ar] = [await frontPage('en'), await frontPage('ckb'), await frontPage('ar')];
    expect([en.jobs[0]?.city.name, ckb.jobs[0]?.city.name, ar.jobs[0]?.city.name]).toEqual(['Erbil', 'هەولێر', 'أربيل']);
  });
});
