// The first pages' plain-fetch reads (client/lib/procedures.ts) against the real tRPC endpoint: the same keys as
// tRPC's own React Query options (one cache for both), one batched request per tick, tRPC's error shape.
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueries, saveJob } from '../../client/features/jobs/job-procedures';
import { lookupQuery } from '../../client/lib/lookup-query';
import { unreadMessagesQuery } from '../../client/features/messages/unread-count';
import { refusalStatus, sessionQuery } from '../../client/lib/procedures';
import { problemOf } from '../../client/lib/server-errors';
import { notificationQueries } from '../../client/features/notifications/notification-procedures';
import type { AppRouter } from '../../worker/trpc/router';
import { addCredits, jobWorld, publishedJob, type JobWorld } from './jobs.support';

const trpc = createTRPCOptionsProxy<AppRouter>({
  client: createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: 'http://kar.test/api/trpc' })] }),
  queryClient: new QueryClient(),
});

let world: JobWorld;
let jobId = 0;
/** Who the stubbed browser is signed in as (a bearer token stands for the session cookie here). */
let signedIn: string | undefined;
const requests: string[] = [];
const realFetch = globalThis.fetch;
const realDocument = (globalThis as { document?: unknown }).document;
/** The browser's fetch, answered by the app in this process. */
const appFetch: typeof fetch = (input, init) => {
  const url = String(input);
  requests.push(url);
  const headers = new Headers(init?.headers);
  if (signedIn) headers.set('Authorization', `Bearer ${signedIn}`);
  return Promise.resolve(world.api.request(url, { ...init, headers }));
};

beforeAll(async () => {
  world = await jobWorld();
  await addCredits(world, 'hr@zagros.example', 3);
  jobId = await publishedJob(world, { title: 'Procedures test engineer' });
  // The interface language comes from <html lang>, as locale-boot.js sets it.
  (globalThis as { document?: unknown }).document = { documentElement: { lang: 'ckb' } };
  globalThis.fetch = appFetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
  (globalThis as { document?: unknown }).document = realDocument;
});

describe("the first pages' reads over plain fetch (client/lib/procedures.ts)", () => {
  it("use the query keys of tRPC's own options, so both share one cache", () => {
    const search = { q: 'x', city_id: [1], sort: 'newest' as const, limit: 20 };
    expect(sessionQuery().queryKey).toEqual(trpc.auth.me.queryKey());
    expect(lookupQuery('cities').queryKey).toEqual(trpc.lookups.list.queryKey({ name: 'cities' }));
    expect(jobQueries.search(search).queryKey).toEqual(trpc.jobs.search.queryKey(search));
    expect(jobQueries.searchPages(search).queryKey).toEqual(trpc.jobs.search.infiniteQueryKey(search));
    expect(jobQueries.searchPages({ ...search, cursor: 'abc' }).queryKey).toEqual(trpc.jobs.search.infiniteQueryKey({ ...search, cursor: 'abc' }));
    expect(jobQueries.job(7).queryKey).toEqual(trpc.jobs.get.queryKey({ id: 7 }));
    expect(jobQueries.companyPage(7).queryKey).toEqual(trpc.jobs.companyPage.queryKey({ id: 7 }));
    expect(jobQueries.savedJobs({ limit: 50 }).queryKey).toEqual(trpc.jobs.saved.list.infiniteQueryKey({ limit: 50 }));
    expect(unreadMessagesQuery().queryKey).toEqual(trpc.messages.unread.queryKey());
    expect(notificationQueries.unread().queryKey).toEqual(trpc.notifications.unread.queryKey());
    expect(notificationQueries.followStatus(7).queryKey).toEqual(trpc.notifications.follows.status.queryKey({ company_id: 7 }));
  });

  it('send the reads of one tick as one batched request, each answered in the interface language', async () => {
    requests.length = 0;
    const client = new QueryClient();
    const [user, cities, page] = await Promise.all([
      client.fetchQuery(sessionQuery()),
      client.fetchQuery(lookupQuery('cities')),
      client.fetchInfiniteQuery(jobQueries.searchPages({ q: 'procedures', city_id: [], limit: 20 })),
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^\/api\/trpc\/auth\.me,lookups\.list,jobs\.search\?batch=1&input=/);
    expect(user).toBeNull();
    expect(cities.find((city) => city.id === 1)?.name).toBe('هەولێر');
    expect(page.pages[0]?.jobs.map((job) => job.id)).toEqual([jobId]);
  });

  it("fail as tRPC's client does: a refusal carries its app code and status, an unreachable server none", async () => {
    const missing = await new QueryClient().fetchQuery(jobQueries.job(999_999)).catch((error: unknown) => error);
    expect(refusalStatus(missing)).toBe(404);
    expect(problemOf(missing)).toMatchObject({ code: 'not_found', status: 404 });

    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    try {
      const offline = await new QueryClient().fetchQuery({ ...jobQueries.job(jobId), retry: false }).catch((error: unknown) => error);
      expect(refusalStatus(offline)).toBe(0);
      expect(problemOf(offline).code).toBe('network');
    } finally {
      globalThis.fetch = appFetch;
    }
  });

  it('save and unsave a job for a signed-in seeker, and refuse a visitor with 401', async () => {
    signedIn = undefined;
    expect(problemOf(await saveJob(jobId, true).catch((error: unknown) => error))).toMatchObject({ code: 'unauthenticated', status: 401 });
    signedIn = world.seeker;
    try {
      await saveJob(jobId, true);
      const saved = await new QueryClient().fetchInfiniteQuery(jobQueries.savedJobs({ limit: 50 }));
      expect(saved.pages[0]?.jobs.map((job) => job.id)).toEqual([jobId]);
      await saveJob(jobId, false);
      const after = await new QueryClient().fetchInfiniteQuery(jobQueries.savedJobs({ limit: 50 }));
      expect(after.pages[0]?.jobs).toEqual([]);
    } finally {
      signedIn = undefined;
    }
  });
});
