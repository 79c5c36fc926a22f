import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { type Api, get, post, signedUpAccount, signedUpCompany, strongPassword } from '../support/auth-flow';
import { testApp, testClock } from '../support/node-deps';
import { listOutbox } from '../../worker/platform/outbox';

const androidChrome = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const iphoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let api: Api;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  api = await testApp({ clock });
});

async function logInFrom(email: string, userAgent: string, type: 'account' | 'company' = 'account'): Promise<string> {
  const reply = await post(api, '/auth/login', { email, password: strongPassword, type }, { headers: { 'User-Agent': userAgent } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data?.token as string;
}

const remove = (path: string, token?: string) => post(api, path, {}, { method: 'DELETE', ...(token ? { token } : {}) });
type Listed = Array<{ id: string; device: { browser: string; os: string; mobile: boolean }; current: boolean; last_seen_at: string; signed_in_at: string }>;
const listed = async (token: string) => (await get(api, '/account/security/sessions', { token })).body.data?.sessions as Listed;

describe('the devices signed in to an account (issue 29)', () => {
  it('lists each session with its device, marks this one, and keeps "last seen" within a few minutes', async () => {
    await signedUpAccount(api, 'devices@example.com');
    clock.advance(60_000);
    const phone = await logInFrom('devices@example.com', androidChrome);
    clock.advance(60_000);
    const iphone = await logInFrom('devices@example.com', iphoneSafari);
    const seen = await listed(iphone);
    // The sign-up's own session too, most recently used first.
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatchObject({ device: { browser: 'safari', os: 'ios', mobile: true }, current: true });
    expect(seen[1]).toMatchObject({ device: { browser: 'chrome', os: 'android', mobile: true }, current: false });

    // A request ten minutes later moves the phone's "last seen"; one a minute after that does not write again.
    clock.advance(10 * 60_000);
    const fromPhone = await listed(phone);
    expect(fromPhone[0]).toMatchObject({ current: true, device: { os: 'android' }, last_seen_at: clock.now().toISOString() });
    const before = fromPhone[0]?.last_seen_at;
    clock.advance(60_000);
    expect((await listed(phone))[0]?.last_seen_at).toBe(before);
  });

  it('signs one device out: its token opens nothing from the next request on', async () => {
    await signedUpAccount(api, 'revoke@example.com');
    const phone = await logInFrom('revoke@example.com', androidChrome);
    const laptop = await logInFrom('revoke@example.com', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/133.0');
    const phoneId = (await listed(phone)).find((session) => session.current)?.id ?? '';
    const ended = await remove(`/account/security/sessions/${phoneId}`, laptop);
    expect(ended.status).toBe(200);
    expect(ended.body.code).toBe('session_ended');
    expect((await get(api, '/account/profile', { token: phone })).status).toBe(401);
    expect((await get(api, '/account/profile', { token: laptop })).status).toBe(200);
    // Ended already: not found, like an id that never was.
    expect((await remove(`/account/security/sessions/${phoneId}`, laptop)).status).toBe(404);
    expect((await remove('/account/security/sessions/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', laptop)).status).toBe(404);
  });

  it("answers 404 for another account's session and leaves it signed in", async () => {
    await signedUpAccount(api, 'owner@example.com');
    const owner = await logInFrom('owner@example.com', androidChrome);
    const company = await signedUpCompany(api, 'hr@zagros.example');
    const ownersId = (await listed(owner)).find((session) => session.current)?.id ?? '';
    expect((await remove(`/account/security/sessions/${ownersId}`, company)).status).toBe(404);
    expect((await get(api, '/account/profile', { token: owner })).status).toBe(200);
    // A company lists only its own.
    const companies = await listed(company);
    expect(companies.map((session) => session.id)).not.toContain(ownersId);
    expect(companies.every((session) => session.current)).toBe(true);
  });

  it('signs out everywhere else and keeps this device', async () => {
    await signedUpAccount(api, 'everywhere@example.com');
    const phone = await logInFrom('everywhere@example.com', androidChrome);
    const iphone = await logInFrom('everywhere@example.com', iphoneSafari);
    const reply = await post(api, '/account/security/sessions/end-others', {}, { token: iphone });
    expect(reply.body).toMatchObject({ code: 'other_sessions_ended', data: { ended: 2 } });
    expect((await get(api, '/account/profile', { token: phone })).status).toBe(401);
    expect(await listed(iphone)).toHaveLength(1);
    const rows = await api.deps.db.select().from(sessions).where(eq(sessions.userAgent, androidChrome));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('mails a sign-in from a new kind of device in the language of the sign-in, once', async () => {
    await signedUpAccount(api, 'new-device@example.com');
    const mailsTo = async () => (await listOutbox(api.deps.db, 50)).filter((mail) => mail.to === 'new-device@example.com');
    const before = (await mailsTo()).length;
    const reply = await post(
      api,
      '/auth/login',
      { email: 'new-device@example.com', password: strongPassword, type: 'account' },
      { language: 'ckb', headers: { 'User-Agent': iphoneSafari } },
    );
    expect(reply.status).toBe(200);
    const mails = await mailsTo();
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toBe('چوونەژوورەوەیەکی نوێ بۆ هەژماری کارەکەت');
    expect(mails[0]?.text).toContain('Safari لەسەر iOS');
    expect(mails[0]?.text).toContain('/account/security');
    // The same kind of device again, a newer Safari included: nothing more.
    await logInFrom('new-device@example.com', iphoneSafari.replace('18_1', '18_2'));
    expect(await mailsTo()).toHaveLength(before + 1);
  });

  it('answers 401 signed out, and the same calls over tRPC', async () => {
    expect((await get(api, '/account/security/sessions')).status).toBe(401);
    expect((await remove('/account/security/sessions/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(401);
    expect((await post(api, '/account/security/sessions/end-others', {})).status).toBe(401);
    // An id that cannot be a session's is not found either.
    await signedUpAccount(api, 'trpc@example.com');
    const token = await logInFrom('trpc@example.com', androidChrome);
    expect((await remove('/account/security/sessions/short', token)).status).toBe(404);

    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const list = await api.request('/api/trpc/security.sessions', { headers });
    const sessionsOverTrpc = ((await list.json()) as { result: { data: Listed } }).result.data;
    expect(sessionsOverTrpc.length).toBe(2);
    const other = sessionsOverTrpc.find((session) => !session.current)?.id;
    const wrongType = await api.request('/api/trpc/security.endSession', { method: 'POST', headers, body: JSON.stringify({ id: 42 }) });
    // tRPC's input check: 400 with the fields, as every procedure answers it.
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as { error: { data: { appCode: string; fields: Record<string, string[]> } } }).error.data).toMatchObject({
      appCode: 'validation_failed',
      fields: { id: expect.any(Array) as unknown },
    });
    const ended = await api.request('/api/trpc/security.endSession', { method: 'POST', headers, body: JSON.stringify({ id: other }) });
    expect(((await ended.json()) as { result: { data: { code: string } } }).result.data.code).toBe('session_ended');
    const again = await api.request('/api/trpc/security.endSession', { method: 'POST', headers, body: JSON.stringify({ id: other }) });
    expect(again.status).toBe(404);
  });
});
