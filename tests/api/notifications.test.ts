import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { AppNotification, FollowedCompaniesPage, NotificationsPage } from '../../worker/features/notifications/notifications.schemas';
import { listOutbox } from '../../worker/platform/outbox';
import { signedUpAccount } from '../support/auth-flow';
import { apply, applyForm, completeCv } from './applications.support';
import { addCredits, createJob, publishedJob, send } from './jobs.support';
import { insertApplication, jobWithRequirements, type SeekerWorld, seekerWorld } from './seeker-applications.support';
import { drainQueue, memoryQueueOf } from '../support/work-queue';

const day = 86_400_000;
let world: SeekerWorld;
let companyId = 0;
let pendingCompanyId = 0;
/** A third seeker who reads Sorani. */
let ckbSeeker = '';

const userId = async (email: string) => (await world.api.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;
const later = (ms: number) => new Date(world.clock.now().getTime() + ms).toISOString();
const follow = (body: unknown, token?: string) => send(world.api, 'POST', '/company-job-subscribers', { body, ...(token ? { token } : {}) });
const unfollow = (id: number, token = world.seeker) => send(world.api, 'DELETE', `/company-job-subscribers/${id}`, { token });
const mailsTo = async (to: string) => (await listOutbox(world.api.deps.db, 1000)).filter((mail) => mail.to === to);

async function notificationsOf(token: string, query = ''): Promise<NotificationsPage> {
  const reply = await send(world.api, 'GET', `/notifications${query}`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as unknown as NotificationsPage;
}
/** What a notification is about: its application, or its job for `new_job` (a skill request's answer: neither). */
const aboutId = (item: AppNotification) =>
  item.kind === 'new_job' ? item.payload.job_id : 'application_id' in item.payload ? item.payload.application_id : false;
/** The reader's notifications of one kind about one application (or job, for `new_job`). */
async function noticesAbout(token: string, kind: AppNotification['kind'], id: number) {
  const { notifications } = await notificationsOf(token, '?limit=50');
  return notifications.filter((item) => item.kind === kind && aboutId(item) === id);
}
const unreadOf = async (token: string) => ((await send(world.api, 'GET', '/notifications/unread-count', { token })).body.data as { unread: number }).unread;

/** A new application of `seekerId` to a new job of the company (each test its own). */
async function application(seekerId = world.seekerId, path: Parameters<typeof insertApplication>[1]['path'] = ['applied']) {
  const { jobId } = await jobWithRequirements(world);
  return insertApplication(world, { jobId, seekerId, path, at: world.clock.now() });
}

beforeAll(async () => {
  world = await seekerWorld();
  companyId = await userId('hr@zagros.example');
  pendingCompanyId = await userId('wait@pending.example');
  ckbSeeker = await signedUpAccount(world.api, 'sorani.seeker@example.com');
  await world.api.deps.db.update(users).set({ locale: 'ckb' }).where(eq(users.email, 'sorani.seeker@example.com'));
  await world.api.deps.db.update(users).set({ locale: 'ar' }).where(eq(users.email, 'other.seeker@example.com'));
}, 60_000);

describe('following a company (POST /company-job-subscribers)', () => {
  it('is for signed-in job seekers, and only of public companies', async () => {
    expect((await follow({ company_id: companyId })).status).toBe(401);
    expect((await follow({ company_id: companyId }, world.otherCompany)).status).toBe(403);
    expect((await follow({ company_id: 999_999 }, world.seeker)).status).toBe(404);
    expect((await follow({ company_id: pendingCompanyId }, world.seeker)).status).toBe(404);
    const invalid = await follow({ company_id: 'zagros' }, world.seeker);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.company_id).toBeDefined();
    expect((await follow({}, world.seeker)).status).toBe(422);
    expect((await send(world.api, 'DELETE', `/company-job-subscribers/${companyId}`)).status).toBe(401);
    expect((await unfollow(companyId, world.company)).status).toBe(403);
    expect((await unfollow(999_999)).status).toBe(404);
    expect((await send(world.api, 'GET', '/account/followed-companies')).status).toBe(401);
  });

  it('following twice is following once; unfollowing stops it, twice as well', async () => {
    for (let round = 0; round < 2; round += 1) {
      const followed = await follow({ company_id: companyId }, world.seeker);
      expect(followed.status).toBe(200);
      expect(followed.body).toMatchObject({ code: 'company_followed', data: { company_id: companyId, following: true } });
    }
    const list = await send(world.api, 'GET', '/account/followed-companies', { token: world.seeker });
    const page = list.body.data as unknown as FollowedCompaniesPage;
    expect(page.companies).toHaveLength(1);
    expect(page.companies[0]).toMatchObject({ id: companyId, name: expect.any(String) as string, followed_at: world.clock.now().toISOString() });
    expect((await send(world.api, 'GET', `/account/followed-companies/${companyId}`, { token: world.seeker })).body.data).toEqual({
      company_id: companyId,
      following: true,
    });

    expect((await unfollow(companyId)).body).toMatchObject({ code: 'company_unfollowed', data: { following: false } });
    expect((await unfollow(companyId)).status).toBe(200);
    expect((await send(world.api, 'GET', `/account/followed-companies/${companyId}`, { token: world.seeker })).body.data).toEqual({
      company_id: companyId,
      following: false,
    });
    expect(
      ((await send(world.api, 'GET', '/account/followed-companies', { token: world.seeker })).body.data as unknown as FollowedCompaniesPage).companies,
    ).toEqual([]);
  });

  it('a published job is mailed to each follower once, in their language, with the job and the company page linked', async () => {
    for (const token of [world.seeker, world.otherSeeker, ckbSeeker]) expect((await follow({ company_id: companyId }, token)).status).toBe(200);
    await addCredits(world, 'jobs@other.example', 3);
    const elsewhere = await publishedJob(world, { title: 'Not followed' }, world.otherCompany);
    const jobId = await publishedJob(world, { title: 'Frontend Developer' });
    // The followers are told by the queue's consumer, not the publishing request.
    expect((await mailsTo('seeker@example.com')).some((mail) => mail.subject.includes('Frontend Developer'))).toBe(false);
    await drainQueue(world.api.deps);

    const english = await mailsTo('seeker@example.com');
    const sorani = await mailsTo('sorani.seeker@example.com');
    const arabic = await mailsTo('other.seeker@example.com');
    for (const mails of [english, sorani, arabic]) {
      expect(mails.filter((mail) => mail.subject.includes('Frontend Developer'))).toHaveLength(1);
      expect(mails.some((mail) => mail.subject.includes('Not followed'))).toBe(false);
    }
    const [en] = english;
    expect(en?.subject).toMatch(/posted a new job: Frontend Developer/);
    expect(en?.html).toContain('dir="ltr"');
    expect(en?.html).toContain(`href="http://kar.test/jobs/${jobId}"`);
    expect(en?.html).toContain(`href="http://kar.test/companies/${companyId}"`);
    expect(en?.text).toContain(`http://kar.test/companies/${companyId}`);
    expect(sorani[0]?.subject).toContain('هەلی کارێکی نوێی بڵاوکردەوە');
    expect(sorani[0]?.html).toMatch(/lang="ckb" dir="rtl"/);
    expect(arabic[0]?.subject).toContain('وظيفة جديدة');
    expect(arabic[0]?.html).toMatch(/lang="ar" dir="rtl"/);
    expect(await noticesAbout(world.seeker, 'new_job', jobId)).toHaveLength(1);
    expect(await noticesAbout(world.seeker, 'new_job', elsewhere)).toHaveLength(0);

    // Paused and reopened: published again, nobody told twice.
    expect((await send(world.api, 'POST', `/company/jobs/${jobId}/pause`, { token: world.company })).status).toBe(200);
    expect((await send(world.api, 'POST', `/company/jobs/${jobId}/reopen`, { token: world.company })).status).toBe(200);
    expect(memoryQueueOf(world.api.deps).pending).toContainEqual({ kind: 'follower_batch', job_id: jobId, after_user_id: 0, up_to_user_id: null });
    await drainQueue(world.api.deps);
    for (const to of ['seeker@example.com', 'sorani.seeker@example.com', 'other.seeker@example.com']) {
      expect((await mailsTo(to)).filter((mail) => mail.subject.includes('Frontend Developer'))).toHaveLength(1);
    }
    expect(await noticesAbout(ckbSeeker, 'new_job', jobId)).toHaveLength(1);
    const [notice] = await noticesAbout(ckbSeeker, 'new_job', jobId);
    expect(notice?.payload).toEqual({ job_id: jobId, job_title: 'Frontend Developer', company_id: companyId, company_name: expect.any(String) as string });

    // A draft tells nobody; unfollowing stops the next job.
    await createJob(world, { title: 'Still a draft' });
    expect((await unfollow(companyId, world.otherSeeker)).status).toBe(200);
    await publishedJob(world, { title: 'Data Analyst' });
    await drainQueue(world.api.deps);
    expect((await mailsTo('other.seeker@example.com')).some((mail) => mail.subject.includes('Data Analyst') || mail.subject.includes('Still a draft'))).toBe(
      false,
    );
    expect((await mailsTo('seeker@example.com')).filter((mail) => mail.subject.includes('Data Analyst'))).toHaveLength(1);
    for (const token of [world.seeker, ckbSeeker]) await unfollow(companyId, token);
  });
});

describe('notifications of what happens to an application', () => {
  it('a stage move tells the seeker when its status in their words changes; an undone move takes it back', async () => {
    const id = await application();
    expect((await send(world.api, 'PATCH', `/company/applications/${id}`, { token: world.company, body: { stage: 'screening' } })).status).toBe(200);
    const [moved] = await noticesAbout(world.seeker, 'stage_changed', id);
    expect(moved).toMatchObject({
      read_at: null,
      payload: { application_id: id, status: 'in_review', job_title: 'Senior Backend Developer', company_id: companyId },
    });
    expect(moved?.payload).not.toHaveProperty('stage');

    // Screening → shortlisted is "in review" both times: nothing new to tell.
    expect((await send(world.api, 'PATCH', `/company/applications/${id}`, { token: world.company, body: { stage: 'shortlisted' } })).status).toBe(200);
    expect(await noticesAbout(world.seeker, 'stage_changed', id)).toHaveLength(1);

    const rejected = await send(world.api, 'PATCH', `/company/applications/${id}`, { token: world.company, body: { stage: 'rejected', reason: 'experience' } });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((await noticesAbout(world.seeker, 'stage_changed', id)).map((item) => item.kind === 'stage_changed' && item.payload.status)).toEqual([
      'not_selected',
      'in_review',
    ]);
    const batchId = (rejected.body.data?.move as { batch_id: string }).batch_id;
    expect((await send(world.api, 'POST', `/company/applications/moves/${batchId}/undo`, { token: world.company })).status).toBe(200);
    expect((await noticesAbout(world.seeker, 'stage_changed', id)).map((item) => item.kind === 'stage_changed' && item.payload.status)).toEqual(['in_review']);
    // The company is told nothing of its own moves.
    expect(await noticesAbout(world.company, 'stage_changed', id)).toHaveLength(0);
  });

  it('a bulk move tells each seeker of their own application', async () => {
    const mine = await application();
    const theirs = await application(world.otherSeekerId);
    const moved = await send(world.api, 'POST', '/company/applications/bulk', { token: world.company, body: { ids: [mine, theirs], stage: 'interview' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await noticesAbout(world.seeker, 'stage_changed', mine)).toHaveLength(1);
    expect(await noticesAbout(world.otherSeeker, 'stage_changed', theirs)).toHaveLength(1);
    expect(await noticesAbout(world.seeker, 'stage_changed', theirs)).toHaveLength(0);
  });

  it('interviews scheduled, changed and cancelled, and offers sent and withdrawn, tell the seeker', async () => {
    const id = await application(world.seekerId, ['applied', 'interview']);
    const body = { starts_at: later(2 * day), duration_minutes: 45, mode: 'on_site', location: 'Zagros Tech, 100m Street, Erbil', note: null };
    const scheduled = await send(world.api, 'POST', `/company/applications/${id}/interviews`, { token: world.company, body });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    const interviewId = (scheduled.body.data?.interview as { id: number }).id;
    const [notice] = await noticesAbout(world.seeker, 'interview_scheduled', id);
    expect(notice?.payload).toMatchObject({ interview_id: interviewId, starts_at: body.starts_at, status: 'interview' });

    expect((await send(world.api, 'PATCH', `/company/interviews/${interviewId}`, { token: world.company, body: { starts_at: later(3 * day) } })).status).toBe(
      200,
    );
    expect((await noticesAbout(world.seeker, 'interview_changed', id))[0]?.payload).toMatchObject({ interview_id: interviewId, starts_at: later(3 * day) });
    expect((await send(world.api, 'DELETE', `/company/interviews/${interviewId}`, { token: world.company })).status).toBe(200);
    expect(await noticesAbout(world.seeker, 'interview_cancelled', id)).toHaveLength(1);

    const offerBody = {
      title: 'Senior Backend Developer',
      salary: 2500,
      salary_currency: 'USD',
      start_date: '2027-01-10',
      expires_at: later(7 * day),
      message: 'We would be glad to have you.',
    };
    const sent = await send(world.api, 'POST', `/company/applications/${id}/offers`, { token: world.company, body: offerBody });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const offerId = (sent.body.data?.offer as { id: number }).id;
    expect((await noticesAbout(world.seeker, 'offer_received', id))[0]?.payload).toMatchObject({ offer_id: offerId, status: 'offer' });
    expect((await send(world.api, 'POST', `/company/offers/${offerId}/withdraw`, { token: world.company })).status).toBe(200);
    expect(await noticesAbout(world.seeker, 'offer_withdrawn', id)).toHaveLength(1);
  });

  it('an offer accepted or declined, and an application withdrawn, tell the company', async () => {
    const offerBody = {
      title: 'Backend Developer',
      salary: 2000,
      salary_currency: 'USD',
      start_date: '2027-01-10',
      expires_at: later(7 * day),
      message: 'We would be glad to have you.',
    };
    const [accepting, declining, withdrawing] = [await application(), await application(), await application()];
    const offerIds: number[] = [];
    for (const id of [accepting, declining]) {
      const sent = await send(world.api, 'POST', `/company/applications/${id}/offers`, { token: world.company, body: offerBody });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      offerIds.push((sent.body.data?.offer as { id: number }).id);
    }
    expect((await send(world.api, 'POST', `/account/offers/${offerIds[0]}/accept`, { token: world.seeker })).status).toBe(200);
    expect((await send(world.api, 'POST', `/account/offers/${offerIds[1]}/decline`, { token: world.seeker })).status).toBe(200);
    expect((await send(world.api, 'POST', `/account/applications/${withdrawing}/withdraw`, { token: world.seeker })).status).toBe(200);

    expect((await noticesAbout(world.company, 'offer_accepted', accepting))[0]?.payload).toMatchObject({
      offer_id: offerIds[0],
      applicant_name: 'ئاراس محەمەد',
      status: 'hired',
    });
    expect((await noticesAbout(world.company, 'offer_declined', declining))[0]?.payload).toMatchObject({ offer_id: offerIds[1], status: 'withdrawn' });
    expect(await noticesAbout(world.company, 'application_withdrawn', withdrawing)).toHaveLength(1);
    expect(await noticesAbout(world.otherCompany, 'application_withdrawn', withdrawing)).toHaveLength(0);
  });

  it('a message tells the other side, once per thread until that notice is read', async () => {
    const id = await application();
    const write = (path: string, token: string, body: string) => send(world.api, 'POST', path, { token, body: { body } });
    expect((await write(`/company/applications/${id}/messages`, world.company, 'Could you come on Sunday?')).status).toBe(201);
    expect((await write(`/company/applications/${id}/messages`, world.company, 'At ten, if you can.')).status).toBe(201);
    const notices = await noticesAbout(world.seeker, 'message', id);
    expect(notices).toHaveLength(1);
    expect(await noticesAbout(world.company, 'message', id)).toHaveLength(0);

    expect((await send(world.api, 'POST', `/notifications/${notices[0]?.id}/read`, { token: world.seeker })).status).toBe(200);
    expect((await write(`/company/applications/${id}/messages`, world.company, 'See you then.')).status).toBe(201);
    expect(await noticesAbout(world.seeker, 'message', id)).toHaveLength(2);

    expect((await write(`/account/applications/${id}/messages`, world.seeker, 'Yes, at ten.')).status).toBe(201);
    expect((await noticesAbout(world.company, 'message', id))[0]?.payload).toMatchObject({ application_id: id, applicant_name: 'ئاراس محەمەد' });
  });

  it("opening the thread reads its message notices, and only the reader's of that thread", async () => {
    const id = await application();
    const other = await application();
    const write = (applicationId: number, body: string) =>
      send(world.api, 'POST', `/company/applications/${applicationId}/messages`, { token: world.company, body: { body } });
    expect((await write(id, 'Are you free on Monday?')).status).toBe(201);
    expect((await write(other, 'Please send your portfolio.')).status).toBe(201);
    expect((await noticesAbout(world.seeker, 'message', id))[0]?.read_at).toBeNull();

    expect((await send(world.api, 'GET', `/account/applications/${id}/messages`, { token: world.seeker })).status).toBe(200);
    expect((await noticesAbout(world.seeker, 'message', id))[0]?.read_at).toEqual(expect.any(String));
    expect((await noticesAbout(world.seeker, 'message', other))[0]?.read_at).toBeNull();
    // The company reading the same thread reads none of the seeker's notices.
    expect((await send(world.api, 'GET', `/company/applications/${other}/messages`, { token: world.company })).status).toBe(200);
    expect((await noticesAbout(world.seeker, 'message', other))[0]?.read_at).toBeNull();
  });

  it('a new application tells the company', async () => {
    const { jobId, requirementIds } = await jobWithRequirements(world);
    const cvId = await completeCv(world.api, world.otherSeeker);
    const form = applyForm({ job_id: jobId, cv_id: cvId, personal_statement: 'I build APIs in Erbil.', job_qualification_ids: requirementIds.slice(0, 1) });
    const applied = await apply({ ...world, jobId, requirementIds, madeCvId: cvId, uploadedCvId: 0 }, form, { token: world.otherSeeker });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const applicationId = (applied.body.data?.application as { id: number }).id;
    const [notice] = await noticesAbout(world.company, 'new_applicant', applicationId);
    expect(notice?.payload).toMatchObject({ application_id: applicationId, job_id: jobId, status: 'submitted' });
  });
});

describe('reading notifications', () => {
  it("pages newest first with the unread count; reads one, then all; another user's is 404", async () => {
    const reader = await signedUpAccount(world.api, 'reader@example.com');
    const readerId = await userId('reader@example.com');
    const ids = [await application(readerId), await application(readerId), await application(readerId)];
    for (const id of ids) {
      world.clock.advance(1000);
      expect((await send(world.api, 'PATCH', `/company/applications/${id}`, { token: world.company, body: { stage: 'screening' } })).status).toBe(200);
    }
    expect(await unreadOf(reader)).toBe(3);
    const first = await notificationsOf(reader, '?limit=2');
    expect(first).toMatchObject({ unread: 3 });
    expect(first.notifications.map(aboutId)).toEqual([ids[2], ids[1]]);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await notificationsOf(reader, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.notifications.map(aboutId)).toEqual([ids[0]]);
    expect(second.next_cursor).toBeNull();
    expect((await send(world.api, 'GET', '/notifications?limit=51', { token: reader })).status).toBe(422);
    expect((await send(world.api, 'GET', '/notifications?cursor=nonsense', { token: reader })).status).toBe(422);

    const newest = first.notifications[0]?.id ?? 0;
    const read = await send(world.api, 'POST', `/notifications/${newest}/read`, { token: reader });
    expect(read.body).toMatchObject({ code: 'notification_read', data: { unread: 2 } });
    expect((await send(world.api, 'POST', `/notifications/${newest}/read`, { token: reader })).body.data).toEqual({ unread: 2 });
    expect((await notificationsOf(reader)).notifications[0]?.read_at).toBe(world.clock.now().toISOString());

    expect((await send(world.api, 'POST', `/notifications/${newest}/read`, { token: world.seeker })).status).toBe(404);
    expect((await send(world.api, 'POST', `/notifications/${newest}/read`, { token: world.company })).status).toBe(404);
    expect((await send(world.api, 'POST', '/notifications/999999/read', { token: reader })).status).toBe(404);
    expect(await unreadOf(reader)).toBe(2);

    expect((await send(world.api, 'POST', '/notifications/read-all', { token: reader })).body).toMatchObject({
      code: 'notifications_read',
      data: { unread: 0 },
    });
    expect(await unreadOf(reader)).toBe(0);
    expect((await notificationsOf(reader)).notifications.every((item) => item.read_at !== null)).toBe(true);
  });

  it('is for signed-in seekers and approved companies', async () => {
    expect((await send(world.api, 'GET', '/notifications')).status).toBe(401);
    expect((await send(world.api, 'GET', '/notifications/unread-count')).status).toBe(401);
    expect((await send(world.api, 'POST', '/notifications/read-all')).status).toBe(401);
    expect((await send(world.api, 'POST', '/notifications/1/read')).status).toBe(401);
    const pending = await send(world.api, 'GET', '/notifications', { token: world.pendingCompany });
    expect(pending.status).toBe(403);
    expect(pending.body.code).toBe('company_not_approved');
    expect((await send(world.api, 'GET', '/notifications', { token: world.company })).status).toBe(200);
  });

  it('deleting an account deletes its notifications with it', async () => {
    const count = async () =>
      Number((await world.api.deps.db.get<{ n: number }>(sql`select count(*) as n from notifications where user_id = ${world.otherSeekerId}`))?.n ?? 0);
    expect(await count()).toBeGreaterThan(0);
    await world.api.deps.db.run(sql`pragma foreign_keys = on`);
    await world.api.deps.db.run(sql`delete from users where id = ${world.otherSeekerId}`);
    expect(await count()).toBe(0);
  });
});
