import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../worker/http/i18n';
import type { MessageKey } from '../../worker/http/i18n';
import { signedUpCompany } from '../support/auth-flow';
import { addCredits, approve, createJob, daysFrom, jobBody, jobWorld, publishedJob, send, type JobWorld } from './jobs.support';
// The expected texts are read in every language, as the mails are written in the recipient's.
import '../support/catalogues';

let world: JobWorld;
beforeAll(async () => {
  world = await jobWorld();
});

interface CompanyJobReply {
  id: number;
  state: string;
  title: string;
  description: string | null;
  requirements: Array<{ id: number; name: string }>;
  salary_visible: boolean;
  deadline: string;
  applicant_count: number;
  city: { id: number; name: string };
}
const jobOf = (reply: { body: { data?: Record<string, unknown> } }) => reply.body.data?.job as CompanyJobReply;

describe('company job routes: who may call them', () => {
  const routes = (id: number): Array<[string, string]> => [
    ['GET', '/company/jobs'],
    ['POST', '/company/jobs'],
    ['GET', `/company/jobs/${id}`],
    ['PUT', `/company/jobs/${id}`],
    ['DELETE', `/company/jobs/${id}`],
    ['POST', `/company/jobs/${id}/publish`],
    ['POST', `/company/jobs/${id}/pause`],
    ['POST', `/company/jobs/${id}/close`],
    ['POST', `/company/jobs/${id}/reopen`],
    ['GET', '/company-credit'],
  ];

  it('answers 401 without a session, 403 to a job seeker and to a suspended company', async () => {
    const id = await createJob(world);
    const suspended = await signedUpCompany(world.api, 'held@suspended.example');
    await world.api.deps.db.run(sql`update companies set status = 'suspended' where user_id = (select id from users where email = 'held@suspended.example')`);
    for (const [method, path] of routes(id)) {
      const body = method === 'POST' || method === 'PUT' ? jobBody(world.clock.now()) : undefined;
      expect((await send(world.api, method, path, { body })).status, `${method} ${path}`).toBe(401);
      const seeker = await send(world.api, method, path, { body, token: world.seeker });
      expect([seeker.status, seeker.body.code], `${method} ${path}`).toEqual([403, 'forbidden']);
      const held = await send(world.api, method, path, { body, token: suspended, language: 'ckb' });
      expect([held.status, held.body.code], `${method} ${path}`).toEqual([403, 'company_not_approved']);
    }
  });

  it("answers 404 for another company's job on every route", async () => {
    const id = await createJob(world);
    for (const [method, path] of routes(id).filter(([, path]) => path.includes(String(id)))) {
      const body = method === 'PUT' ? jobBody(world.clock.now()) : undefined;
      const reply = await send(world.api, method, path, { body, token: world.otherCompany });
      expect([reply.status, reply.body.code], `${method} ${path}`).toEqual([404, 'not_found']);
    }
    expect((await send(world.api, 'GET', '/company/jobs/999999', { token: world.company })).status).toBe(404);
  });
});

describe('writing a posting', () => {
  it('saves a draft with every field, the description sanitised and the requirements as items', async () => {
    const created = await send(world.api, 'POST', '/company/jobs', { body: jobBody(world.clock.now()), token: world.company });
    expect(created.status).toBe(201);
    expect(created.body.code).toBe('job_created');
    const job = jobOf(created);
    expect(job).toMatchObject({
      state: 'draft',
      title: 'Senior Backend Developer',
      language: 'en',
      position_id: 1,
      sector_id: 1,
      city_id: 1,
      job_type_id: 1,
      workplace: 'hybrid',
      experience_level: 'senior',
      salary_min: 1500,
      salary_max: 2500,
      salary_currency: 'USD',
      salary_visible: true,
      language_ids: [1, 5],
      openings: 2,
      deadline: daysFrom(world.clock.now(), 30),
      applicant_count: 0,
      city: { id: 1, name: 'Erbil' },
      published_at: null,
    });
    expect(job.description).toBe('<p>Build <strong>APIs</strong> in Erbil.</p>');
    expect(job.requirements.map((item) => item.name)).toEqual(['Node.js', 'TypeScript']);

    const read = await send(world.api, 'GET', `/company/jobs/${job.id}`, { token: world.company, language: 'ckb' });
    expect(jobOf(read).city.name).toBe('هەولێر');
  });

  it('keeps the ids of requirements that stay when the list is edited', async () => {
    const id = await createJob(world, { requirements: ['A', 'B', 'C'] });
    const before = jobOf(await send(world.api, 'GET', `/company/jobs/${id}`, { token: world.company })).requirements;
    const edited = await send(world.api, 'PUT', `/company/jobs/${id}`, {
      body: jobBody(world.clock.now(), { requirements: ['C', 'D', 'A'] }),
      token: world.company,
    });
    expect(edited.status).toBe(200);
    const after = jobOf(edited).requirements;
    expect(after.map((item) => item.name)).toEqual(['C', 'D', 'A']);
    expect(after.find((item) => item.name === 'A')?.id).toBe(before.find((item) => item.name === 'A')?.id);
    expect(after.find((item) => item.name === 'C')?.id).toBe(before.find((item) => item.name === 'C')?.id);
  });

  const invalid: Array<[string, Record<string, unknown>, string, MessageKey]> = [
    ['no title', { title: '  ' }, 'title', 'v_job_title_required'],
    ['a long title', { title: 'x'.repeat(121) }, 'title', 'v_job_title_too_long'],
    ['a title of the wrong type', { title: 42 }, 'title', 'v_job_title_required'],
    ['a huge description', { description: `<p>${'x'.repeat(50_001)}</p>` }, 'description', 'v_text_too_long'],
    ['no language', { language: 'fr' }, 'language', 'v_job_language_required'],
    ['no position', { position_id: undefined }, 'position_id', 'v_job_position_required'],
    ['an unknown position', { position_id: 9999 }, 'position_id', 'v_job_position_required'],
    ['an unknown sector', { sector_id: 9999 }, 'sector_id', 'v_job_sector_required'],
    ['an unknown city', { city_id: 9999 }, 'city_id', 'v_job_city_required'],
    ['a city that is not a number', { city_id: 'Erbil' }, 'city_id', 'v_job_city_required'],
    ['an unknown job type', { job_type_id: 9999 }, 'job_type_id', 'v_job_type_required'],
    ['a wrong workplace', { workplace: 'moon' }, 'workplace', 'v_workplace_required'],
    ['a wrong level', { experience_level: 'guru' }, 'experience_level', 'v_experience_required'],
    ['a negative salary', { salary_min: -5 }, 'salary_min', 'v_salary_invalid'],
    ['a fractional salary', { salary_max: 10.5 }, 'salary_max', 'v_salary_invalid'],
    ['min above max', { salary_min: 3000, salary_max: 2000 }, 'salary_max', 'v_salary_range'],
    ['a salary without currency', { salary_currency: null }, 'salary_currency', 'v_salary_currency_required'],
    ['a wrong currency', { salary_currency: 'EUR' }, 'salary_currency', 'v_salary_currency_required'],
    [
      'a shown salary without amount',
      { salary_min: null, salary_max: null, salary_currency: null, salary_visible: true },
      'salary_min',
      'v_salary_visible_needs_amount',
    ],
    ['an unknown language', { language_ids: [1, 9999] }, 'language_ids', 'v_job_languages_invalid'],
    ['too many languages', { language_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'language_ids', 'v_job_languages_invalid'],
    ['no requirements', { requirements: [] }, 'requirements', 'v_requirements_required'],
    ['an empty requirement', { requirements: ['ok', ' '] }, 'requirements.1', 'v_requirement_required'],
    ['a long requirement', { requirements: ['x'.repeat(201)] }, 'requirements.0', 'v_requirement_too_long'],
    ['too many requirements', { requirements: Array.from({ length: 31 }, (_, index) => `R${index}`) }, 'requirements', 'v_too_many_requirements'],
    ['a repeated requirement', { requirements: ['SQL', 'sql'] }, 'requirements', 'v_requirements_repeated'],
    ['no openings', { openings: 0 }, 'openings', 'v_openings_invalid'],
    ['too many openings', { openings: 1001 }, 'openings', 'v_openings_invalid'],
    ['no deadline', { deadline: undefined }, 'deadline', 'v_deadline_required'],
    ['a malformed deadline', { deadline: '2026-02-31' }, 'deadline', 'v_deadline_invalid'],
    ['a deadline in the past', { deadline: '2020-01-01' }, 'deadline', 'v_deadline_future'],
    ['a deadline years ahead', { deadline: '2030-01-01' }, 'deadline', 'v_deadline_too_far'],
  ];

  it.each(invalid)("refuses %s with a message on its field, in the reader's language", async (_name, overrides, field, key) => {
    for (const language of ['en', 'ckb', 'ar'] as const) {
      const reply = await send(world.api, 'POST', '/company/jobs', { body: jobBody(world.clock.now(), overrides), token: world.company, language });
      expect(reply.status).toBe(422);
      expect(reply.body.code).toBe('validation_failed');
      expect(reply.body.errors?.[field], JSON.stringify(reply.body.errors)).toContain(translate(language, key));
    }
  });

  it('takes digits typed in Arabic-Indic script', async () => {
    const id = await createJob(world, { salary_min: '١٥٠٠', salary_max: '۲۵۰۰', openings: '٣' });
    const job = jobOf(await send(world.api, 'GET', `/company/jobs/${id}`, { token: world.company })) as unknown as Record<string, unknown>;
    expect(job).toMatchObject({ salary_min: 1500, salary_max: 2500, openings: 3 });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await world.api.request('/api/v1/company/jobs', {
      method: 'POST',
      headers: { Authorization: `Bearer ${world.company}`, 'Content-Type': 'application/json' },
      body: '{"title": ',
    });
    // The request cannot be read: 400, keeping 422 for fields that break a rule.
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code?: string }).code).toBe('invalid_json');
  });
});

describe('the life of a posting', () => {
  const move = (id: number, action: string, token = world.company) => send(world.api, 'POST', `/company/jobs/${id}/${action}`, { token });
  const balance = async () => ((await send(world.api, 'GET', '/company-credit', { token: world.company })).body.data?.credits as { balance: number }).balance;

  it('publishes (spending a credit), pauses, reopens and closes, refusing illegal moves with 409', async () => {
    await addCredits(world, 'hr@zagros.example', 2);
    const before = await balance();
    const id = await createJob(world);
    for (const illegal of ['pause', 'reopen', 'close']) expect((await move(id, illegal)).body.code, illegal).toBe('job_move_not_allowed');

    const published = await move(id, 'publish');
    expect([published.status, published.body.code, jobOf(published).state]).toEqual([200, 'job_published', 'published']);
    expect(await balance()).toBe(before - 1);
    expect((await move(id, 'publish')).status).toBe(409);
    expect((await move(id, 'reopen')).status).toBe(409);

    expect(jobOf(await move(id, 'pause')).state).toBe('paused');
    expect((await move(id, 'pause')).status).toBe(409);
    expect(jobOf(await move(id, 'reopen')).state).toBe('published');
    expect(await balance()).toBe(before - 1);

    expect((await send(world.api, 'DELETE', `/company/jobs/${id}`, { token: world.company })).body.code).toBe('job_not_draft');
    expect(jobOf(await move(id, 'close')).state).toBe('closed');
    for (const illegal of ['publish', 'pause', 'reopen', 'close']) expect((await move(id, illegal)).status, illegal).toBe(409);
    const edit = await send(world.api, 'PUT', `/company/jobs/${id}`, { body: jobBody(world.clock.now()), token: world.company });
    expect([edit.status, edit.body.code]).toEqual([409, 'job_not_editable']);
  });

  it('deletes only drafts; a deleted draft answers 409 to edits and moves', async () => {
    const id = await createJob(world);
    const deleted = await send(world.api, 'DELETE', `/company/jobs/${id}`, { token: world.company });
    expect([deleted.status, deleted.body.code]).toEqual([200, 'job_deleted']);
    const edit = await send(world.api, 'PUT', `/company/jobs/${id}`, { body: jobBody(world.clock.now()), token: world.company });
    expect([edit.status, edit.body.code]).toEqual([409, 'job_was_deleted']);
    expect((await move(id, 'publish')).body.code).toBe('job_was_deleted');
    expect((await send(world.api, 'DELETE', `/company/jobs/${id}`, { token: world.company })).status).toBe(409);
    const list = (await send(world.api, 'GET', '/company/jobs?limit=50', { token: world.company })).body.data?.jobs as Array<{ id: number }>;
    expect(list.map((job) => job.id)).not.toContain(id);
  });

  it('edits a published job and keeps it published', async () => {
    await addCredits(world, 'hr@zagros.example', 1);
    const id = await publishedJob(world);
    const edited = await send(world.api, 'PUT', `/company/jobs/${id}`, {
      body: jobBody(world.clock.now(), { title: 'Lead Backend Developer' }),
      token: world.company,
    });
    expect(jobOf(edited)).toMatchObject({ state: 'published', title: 'Lead Backend Developer' });
  });

  it('reads a job past its deadline as expired, without any job running, and lets it be closed only', async () => {
    await addCredits(world, 'hr@zagros.example', 1);
    const { api, clock } = world;
    const id = await publishedJob(world, { deadline: daysFrom(clock.now(), 2) });
    clock.advance(3 * 86_400_000);
    try {
      expect(jobOf(await send(api, 'GET', `/company/jobs/${id}`, { token: world.company })).state).toBe('expired');
      const expired = (await send(api, 'GET', '/company/jobs?state=expired', { token: world.company })).body.data?.jobs as Array<{ id: number }>;
      expect(expired.map((job) => job.id)).toContain(id);
      const published = (await send(api, 'GET', '/company/jobs?state=published', { token: world.company })).body.data?.jobs as Array<{ id: number }>;
      expect(published.map((job) => job.id)).not.toContain(id);
      expect((await move(id, 'pause')).status).toBe(409);
      // Other fields can be edited with the deadline left as it was (the job stays expired); a new deadline must
      // lie ahead, and brings the job back.
      const untouched = await send(api, 'PUT', `/company/jobs/${id}`, {
        body: jobBody(clock.now(), { title: 'Still expired', deadline: daysFrom(clock.now(), -1) }),
        token: world.company,
      });
      expect(jobOf(untouched)).toMatchObject({ state: 'expired', title: 'Still expired' });
      const stale = await send(api, 'PUT', `/company/jobs/${id}`, {
        body: jobBody(clock.now(), { deadline: daysFrom(clock.now(), -2) }),
        token: world.company,
      });
      expect(stale.body.errors?.deadline).toEqual([translate('en', 'v_deadline_future')]);
      const revived = await send(api, 'PUT', `/company/jobs/${id}`, {
        body: jobBody(clock.now(), { deadline: daysFrom(clock.now(), 10) }),
        token: world.company,
      });
      expect(jobOf(revived).state).toBe('published');
      expect(jobOf(await move(id, 'close')).state).toBe('closed');
    } finally {
      clock.advance(-3 * 86_400_000);
    }
  });

  it('lists the company jobs by state, newest first, with keyset pages', async () => {
    const ids = [await createJob(world), await createJob(world), await createJob(world)];
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await send(world.api, 'GET', `/company/jobs?state=draft&limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: world.company });
      expect(page.status).toBe(200);
      const jobs = page.body.data?.jobs as CompanyJobReply[];
      expect(jobs.every((job) => job.state === 'draft')).toBe(true);
      seen.push(...jobs.map((job) => job.id));
      cursor = page.body.data?.next_cursor as string | null;
    } while (cursor);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(seen).toEqual(expect.arrayContaining(ids));
    expect(new Set(seen).size).toBe(seen.length);
    const other = (await send(world.api, 'GET', '/company/jobs', { token: world.otherCompany })).body.data?.jobs as unknown[];
    expect(other).toEqual([]);
    expect((await send(world.api, 'GET', '/company/jobs?state=sleeping', { token: world.company })).status).toBe(422);
    expect((await send(world.api, 'GET', '/company/jobs?cursor=nonsense', { token: world.company })).status).toBe(422);
    expect((await send(world.api, 'GET', '/company/jobs?limit=51', { token: world.company })).status).toBe(422);
  });
});

describe('credits', () => {
  it('grants STARTING_CREDITS at sign-up as a ledger row and shows the ledger', async () => {
    const credits = (await send(world.api, 'GET', '/company-credit', { token: world.otherCompany })).body.data?.credits as {
      balance: number;
      ledger: Array<{ amount: number; reason: string; job_id: number | null; at: string }>;
    };
    expect(credits.balance).toBe(3);
    expect(credits.ledger).toEqual([{ amount: 3, reason: 'starting_grant', job_id: null, at: world.clock.now().toISOString() }]);
  });

  it('answers 402 at zero and leaves the draft a draft', async () => {
    const { api } = world;
    const token = world.otherCompany;
    const ids = await Promise.all([1, 2, 3, 4].map(() => createJob(world, {}, token)));
    for (const id of ids.slice(0, 3)) expect((await send(api, 'POST', `/company/jobs/${id}/publish`, { token })).status).toBe(200);
    const refused = await send(api, 'POST', `/company/jobs/${ids[3]}/publish`, { token, language: 'ar' });
    expect([refused.status, refused.body.code]).toEqual([402, 'no_credits']);
    expect(jobOf(await send(api, 'GET', `/company/jobs/${ids[3]}`, { token })).state).toBe('draft');
    const credits = (await send(api, 'GET', '/company-credit', { token })).body.data?.credits as {
      balance: number;
      ledger: Array<{ amount: number; job_id: number | null }>;
    };
    expect(credits.balance).toBe(0);
    expect(
      credits.ledger
        .filter((row) => row.amount === -1)
        .map((row) => row.job_id)
        .sort(),
    ).toEqual(ids.slice(0, 3).sort());
  });

  it('publishes exactly five of twenty drafts sent at once with a balance of five', async () => {
    const { api } = world;
    const token = await signedUpCompany(api, 'race@example.com');
    await approve(api, 'race@example.com');
    await addCredits(world, 'race@example.com', 2);
    const ids = await Promise.all(Array.from({ length: 20 }, () => createJob(world, {}, token)));
    const replies = await Promise.all(ids.map((id) => send(api, 'POST', `/company/jobs/${id}/publish`, { token })));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(5);
    expect(replies.filter((reply) => reply.status === 402)).toHaveLength(15);
    const credits = (await send(api, 'GET', '/company-credit', { token })).body.data?.credits as { balance: number };
    expect(credits.balance).toBe(0);
    const published = (await send(api, 'GET', '/company/jobs?state=published&limit=50', { token })).body.data?.jobs as unknown[];
    expect(published).toHaveLength(5);
  });

  it('grantCredits refuses unknown companies and balances below zero', async () => {
    await expect(addCredits(world, 'nobody@example.com', 1)).rejects.toMatchObject({ code: 'not_found' });
    await expect(addCredits(world, 'seeker@example.com', 1)).rejects.toMatchObject({ code: 'not_found' });
    await expect(addCredits(world, 'jobs@other.example', -1)).rejects.toMatchObject({ code: 'no_credits' });
    expect(await addCredits(world, 'jobs@other.example', 4)).toBe(4);
  });
});

describe('tRPC twins', () => {
  it('creates and publishes through tRPC with the same rules', async () => {
    const headers = { Authorization: `Bearer ${world.company}`, 'Content-Type': 'application/json' };
    const created = await world.api.request('/api/trpc/jobs.company.create', {
      method: 'POST',
      headers,
      body: JSON.stringify(jobBody(world.clock.now(), { title: 'Via tRPC' })),
    });
    expect(created.status).toBe(200);
    const job = ((await created.json()) as { result: { data: { id: number; state: string } } }).result.data;
    expect(job.state).toBe('draft');
    const invalid = await world.api.request('/api/trpc/jobs.company.create', {
      method: 'POST',
      headers,
      body: JSON.stringify(jobBody(world.clock.now(), { title: '' })),
    });
    expect(invalid.status).toBe(400);
    const invalidReply = (await invalid.json()) as { error: { data: { appCode: string; fields: Record<string, string[]> } } };
    expect(invalidReply.error.data).toMatchObject({ appCode: 'validation_failed', fields: { title: [translate('en', 'v_job_title_required')] } });
    // A company waiting for approval prepares drafts (issue 23) but reads no credits.
    const pending = await world.api.request('/api/trpc/jobs.company.list', { headers: { Authorization: `Bearer ${world.pendingCompany}` } });
    expect(pending.status).toBe(200);
    expect((await world.api.request('/api/trpc/credits.get', { headers: { Authorization: `Bearer ${world.pendingCompany}` } })).status).toBe(403);
    const credits = await world.api.request('/api/trpc/credits.get', { headers });
    expect(((await credits.json()) as { result: { data: { balance: number } } }).result.data.balance).toBeGreaterThanOrEqual(0);
  });
});
