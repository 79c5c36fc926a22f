// D1's read replicas through the Sessions API (docs/decisions/0024): where each request's session starts, and the
// bookmark that carries a user's own writes to their next read. Miniflare keeps one copy, so the rule is checked where
// it lives: each session's start is recorded at the binding, and a read started from the bookmark must see the write.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { buildDeps } from '../../worker/deps';
import { approvedCompany, callWorker, jobInput, signedUpSeeker } from './seeker';

type Start = string | undefined;
const starts: Start[] = [];
let statements = 0;

/** Forwards everything to `target`, replacing the members `overrides` names. */
function wrapped<T extends object>(target: T, overrides: Record<string, unknown>): T {
  return new Proxy(target, {
    get(inner, property) {
      if (typeof property === 'string' && property in overrides) return overrides[property];
      const value: unknown = Reflect.get(inner, property);
      return typeof value === 'function' ? value.bind(inner) : value;
    },
  });
}

/** The real D1 binding, recording how each session is started and counting the statements prepared in it. */
const recordingDb = wrapped(env.DB, {
  withSession: (start?: string) => {
    starts.push(start);
    const session = env.DB.withSession(start);
    return wrapped(session, {
      prepare: (sql: string) => {
        statements += 1;
        return session.prepare(sql);
      },
    });
  },
});
const app = createApp(buildDeps(Object.create(env, { DB: { value: recordingDb } }) as Env));

async function call(path: string, init: { method?: string; token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const ctx = createExecutionContext();
  starts.length = 0;
  statements = 0;
  const response = await app.fetch(new Request(`http://kar.test/api/v1${path}`, { method: init.method ?? 'GET', headers }), env, ctx);
  await waitOnExecutionContext(ctx);
  return { response, start: starts[0], statements, body: (await response.json()) as { data?: { jobs?: Array<{ id: number }> } } };
}

const bookmarkCookieOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('kar_d1='));

let seeker: string;
let jobId: number;

beforeAll(async () => {
  const company = await approvedCompany('replicas-co@kar.test');
  const created = (await (await callWorker('/company/jobs', { json: jobInput, token: company })).json()) as { data: { job: { id: number } } };
  jobId = created.data.job.id;
  expect((await callWorker(`/company/jobs/${jobId}/publish`, { method: 'POST', token: company })).status).toBe(200);
  seeker = await signedUpSeeker('replicas-seeker@kar.test');
});

describe('read replicas', () => {
  it('serves an anonymous read from the nearest replica and gives it no bookmark to carry', async () => {
    const { response, start } = await call('/jobs');
    expect(response.status).toBe(200);
    expect(start).toBe('first-unconstrained');
    expect(response.headers.get('x-d1-bookmark')).toBeNull();
    expect(bookmarkCookieOf(response)).toBeUndefined();
  });

  it("keeps the board's front page in memory across requests, whatever replica session each one has", async () => {
    await call('/jobs');
    const again = await call('/jobs');
    expect(again.response.status).toBe(200);
    expect(again.statements).toBe(0);
    const filtered = await call('/jobs?city_id=1');
    expect(filtered.statements).toBeGreaterThan(0);
  });

  it("hands a write's bookmark back, and the next read started from it sees the write", async () => {
    const saved = await call(`/account/saved-jobs/${jobId}`, { method: 'PUT', token: seeker });
    expect(saved.response.status).toBe(200);
    expect(saved.start).toBe('first-primary');
    const bookmark = saved.response.headers.get('x-d1-bookmark');
    expect(bookmark).toMatch(/\S/);
    expect(bookmarkCookieOf(saved.response)).toContain(`kar_d1=${bookmark}`);
    expect(bookmarkCookieOf(saved.response)).toMatch(/HttpOnly/i);

    const read = await call('/account/saved-jobs', { token: seeker, headers: { 'x-d1-bookmark': bookmark ?? '' } });
    expect(read.start).toBe(bookmark);
    expect(read.body.data?.jobs?.map((job) => job.id)).toContain(jobId);
    expect(read.response.headers.get('x-d1-bookmark')).toMatch(/\S/);
  });

  it('takes the web client’s bookmark from its cookie', async () => {
    const saved = await call(`/account/saved-jobs/${jobId}`, { method: 'DELETE', token: seeker });
    const bookmark = saved.response.headers.get('x-d1-bookmark') ?? '';
    const read = await call('/jobs', { headers: { Cookie: `kar_d1=${bookmark}` } });
    expect(read.start).toBe(bookmark);
  });

  it('starts a signed-in read without a bookmark at the primary, where a session made a moment ago is found', async () => {
    const read = await call('/account/saved-jobs', { token: seeker });
    expect(read.response.status).toBe(200);
    expect(read.start).toBe('first-primary');
    expect(read.response.headers.get('x-d1-bookmark')).toMatch(/\S/);
  });

  it('ignores a bookmark that is not one', async () => {
    const read = await call('/jobs', { headers: { 'x-d1-bookmark': 'x; Path=/evil' } });
    expect(read.response.status).toBe(200);
    expect(read.start).toBe('first-unconstrained');
  });
});
