import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobAlert } from '../../worker/features/alerts/alerts.schemas';
import { fanOut } from '../../worker/features/alerts/alert-delivery.service';
import { listOutbox } from '../../worker/platform/outbox';
import { handleQueueMessage } from '../../worker/queue';
import { captcha } from '../support/auth-flow';
import { publishedJob, send } from './jobs.support';
import { type SeekerWorld, seekerWorld } from './seeker-applications.support';
import { drainQueue as drainQueueOf, memoryQueueOf } from '../support/work-queue';

let world: SeekerWorld;
const alerts = '/account/job-alerts';
const create = (body: Record<string, unknown>, token = world.seeker, language = 'en') => send(world.api, 'POST', alerts, { body, token, language });
const alertOf = (reply: Awaited<ReturnType<typeof send>>) => reply.body.data?.alert as JobAlert;
const queue = () => memoryQueueOf(world.api.deps);
const drainQueue = () => drainQueueOf(world.api.deps);
const mailsTo = async (to: string) => (await listOutbox(world.api.deps.db, 500)).filter((mail) => mail.to === to);

beforeAll(async () => {
  world = await seekerWorld();
});

describe("a seeker's job alerts (/account/job-alerts)", () => {
  it("needs a seeker's session: 401 without one, 403 for a company", async () => {
    for (const [method, path] of [
      ['GET', alerts],
      ['POST', alerts],
      ['PATCH', `${alerts}/1`],
      ['DELETE', `${alerts}/1`],
    ] as const) {
      expect((await send(world.api, method, path, { body: method === 'POST' || method === 'PATCH' ? { q: 'x', paused: true } : undefined })).status).toBe(401);
      expect(
        (await send(world.api, method, path, { token: world.company, body: method === 'POST' || method === 'PATCH' ? { q: 'x', paused: true } : undefined }))
          .status,
      ).toBe(403);
    }
  });

  it('saves the search with its filters, lists it, and answers the same search in another spelling with that alert', async () => {
    const created = await create({ q: 'ئەندازیاری نەرمەکاڵا', city_id: [2, 1], workplace: 'remote', frequency: 'instant' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.code).toBe('alert_created');
    const alert = alertOf(created);
    expect(alert).toMatchObject({ q: 'ئەندازیاری نەرمەکاڵا', city_id: [1, 2], workplace: 'remote', frequency: 'instant', paused: false });

    // An Arabic keyboard types ي ك ه for Sorani's ی ک ە: the same search, so the same alert (now daily).
    const again = await create({ q: 'ئەندازياري نەرمەكاڵا', city_id: [1, 2], workplace: 'remote', frequency: 'daily' });
    expect(again.status).toBe(200);
    expect(again.body.code).toBe('alert_updated');
    expect(alertOf(again)).toMatchObject({ id: alert.id, frequency: 'daily' });

    const listed = await send(world.api, 'GET', alerts, { token: world.seeker });
    expect(listed.status).toBe(200);
    expect((listed.body.data?.alerts as JobAlert[]).map((item) => item.id)).toEqual([alert.id]);
    expect((await send(world.api, 'GET', alerts, { token: world.otherSeeker })).body.data?.alerts).toEqual([]);
  });

  it('refuses invalid fields with 422 and the field named', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ q: 'x', frequency: 'hourly' }, 'frequency'],
      [{ q: 'x', salary_min: 1000 }, 'currency'],
      [{ q: 'x'.repeat(501) }, 'q'],
      [{ q: 42 }, 'q'],
      [{ q: 'x', city_id: 'Erbil' }, 'city_id'],
      [{ q: 'x', workplace: 'moon' }, 'workplace'],
      [{ q: 'x', job_type_id: -1 }, 'job_type_id'],
    ];
    for (const [body, field] of cases) {
      const reply = await create(body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const alert = alertOf(await create({ q: 'validation target' }));
    const empty = await send(world.api, 'PATCH', `${alerts}/${alert.id}`, { token: world.seeker, body: {} });
    expect(empty.status).toBe(422);
    const wrongType = await send(world.api, 'PATCH', `${alerts}/${alert.id}`, { token: world.seeker, body: { paused: 'yes' } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors?.paused).toBeDefined();
  });

  it("pauses, resumes and changes the frequency; another seeker's alert or a missing one is 404", async () => {
    const alert = alertOf(await create({ q: 'accountant', frequency: 'weekly' }));
    const patch = (body: unknown, token = world.seeker, id = alert.id) => send(world.api, 'PATCH', `${alerts}/${id}`, { token, body });
    expect(alertOf(await patch({ paused: true }))).toMatchObject({ paused: true, frequency: 'weekly' });
    expect(alertOf(await patch({ paused: false, frequency: 'instant' }))).toMatchObject({ paused: false, frequency: 'instant' });
    expect((await patch({ paused: true }, world.otherSeeker)).status).toBe(404);
    expect((await send(world.api, 'DELETE', `${alerts}/${alert.id}`, { token: world.otherSeeker })).status).toBe(404);
    expect((await patch({ paused: true }, world.seeker, 999_999)).status).toBe(404);

    expect((await send(world.api, 'DELETE', `${alerts}/${alert.id}`, { token: world.seeker })).status).toBe(200);
    expect((await send(world.api, 'DELETE', `${alerts}/${alert.id}`, { token: world.seeker })).status).toBe(404);
    expect((await patch({ paused: true })).status).toBe(404);
  });

  it('keeps at most 20 alerts a seeker: the 21st is 422 alert_limit_reached', async () => {
    const token = world.otherSeeker;
    for (let index = 0; index < 20; index += 1) expect((await create({ q: `search ${index}` }, token)).status).toBe(201);
    const over = await create({ q: 'one too many' }, token);
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('alert_limit_reached');
    const first = (await send(world.api, 'GET', alerts, { token })).body.data?.alerts as JobAlert[];
    expect(first).toHaveLength(20);
    await send(world.api, 'DELETE', `${alerts}/${first[0]?.id}`, { token });
    expect((await create({ q: 'one too many' }, token)).status).toBe(201);
  });
});

describe("a visitor's alert by e-mail (POST /job-alerts), confirmed by the mailed link", () => {
  const visitor = 'visitor@example.net';

  it("needs the robot check, mails a link in the request's language, and matches nothing until the link's button is pressed", async () => {
    const body = { email: visitor, q: 'مامۆستا', frequency: 'instant' };
    const unsolved = await send(world.api, 'POST', '/job-alerts', { body });
    expect(unsolved.status).toBe(422);
    expect(unsolved.body.errors?.captcha).toBeDefined();
    expect((await send(world.api, 'POST', '/job-alerts', { body: { ...body, email: 'not-an-address', captcha: await captcha(world.api) } })).status).toBe(422);

    const sent = await send(world.api, 'POST', '/job-alerts', { body: { ...body, captcha: await captcha(world.api) }, language: 'ckb' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [mail] = await mailsTo(visitor);
    expect(mail?.html).toContain('dir="rtl"');
    const link = mail?.text.match(/http:\/\/kar\.test(\/job-alerts\/confirm\?token=\S+)/)?.[1] ?? '';
    expect(link).not.toBe('');
    const confirmed = async () =>
      (await world.api.deps.db.all<{ confirmed: number }>(sql`select confirmed_at is not null as confirmed from job_alerts where email = ${visitor}`))[0]
        ?.confirmed;

    // A scanner opening the link confirms nothing: GET is a page with a button.
    const page = await world.api.app.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<form method="post"/);
    expect(await confirmed()).toBe(0);

    const pressed = await world.api.app.request(link, { method: 'POST' });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('lang="ckb"');
    expect(await confirmed()).toBe(1);
    // Used once: the same link again is 400 with a page saying so.
    const reused = await world.api.app.request(link, { method: 'POST' });
    expect(reused.status).toBe(400);
    expect((await world.api.app.request('/job-alerts/confirm?token=forged')).status).toBe(400);
  });
});

describe('matching in batches through the queue', () => {
  it('fans the live alerts out in batches and mails each matching alert once, however often a message runs', async () => {
    const deps = world.api.deps;
    await deps.db.run(sql`delete from job_alerts`);
    const seekers = [world.seeker, world.otherSeeker];
    for (const token of seekers) expect((await create({ q: 'Backend', frequency: 'instant' }, token)).status).toBe(201);
    // A seeker's mail is in the language of their account (users.locale, kept at each sign-in).
    await deps.db.run(sql`update users set locale = 'ar' where email = 'other.seeker@example.com'`);
    expect((await create({ q: 'Kubernetes', frequency: 'instant' })).status).toBe(201);
    queue().take();
    const before = (await listOutbox(deps.db, 500)).length;

    const jobId = await publishedJob(world, { title: 'Backend Engineer' });
    expect(queue().pending).toEqual([{ kind: 'job_published', job_id: jobId }]);
    const published = queue().take();
    const rowid = (await deps.db.all<{ rowid: number }>(sql`select search_rowid as rowid from jobs where id = ${jobId}`))[0]?.rowid ?? 0;
    // Batches of one alert: three messages, each matched on its own (no empty fourth when the count is a multiple).
    await fanOut(deps, 'instant', { sinceRowid: rowid - 1, untilRowid: rowid }, 1);
    expect(queue().pending.filter((message) => message.kind === 'alert_batch')).toHaveLength(3);
    await drainQueue();
    for (const message of published) await handleQueueMessage(deps, message);
    await fanOut(deps, 'instant', { sinceRowid: rowid - 1, untilRowid: rowid }, 1);
    await drainQueue();

    const all = await listOutbox(deps.db, 500);
    const mails = all.slice(0, all.length - before);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['other.seeker@example.com', 'seeker@example.com']);
    expect(mails.every((mail) => mail.headers?.['List-Unsubscribe-Post'] === 'List-Unsubscribe=One-Click')).toBe(true);
    expect(mails.find((mail) => mail.to === 'other.seeker@example.com')?.html).toContain('lang="ar"');
  });
});
