import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { ApplicantDetail, ApplicantsPage, MoveResult } from '../../worker/features/pipeline/pipeline.schemas';
import { listOutbox } from '../../worker/platform/outbox';
import { addCredits, daysFrom, publishedJob, send } from './jobs.support';
import { insertApplication, jobWithRequirements, type SeekerWorld, seekerWorld, stored } from './seeker-applications.support';

let world: SeekerWorld;
let jobId = 0;
let requirementIds: number[] = [];
/** The seeker's and the other seeker's applications to the company's job, and one to the other company's job. */
const ids = { mine: 0, theirs: 0, foreign: 0 };

const applicantsOf = async (job: number, query = '', token = world.company) => {
  const reply = await send(world.api, 'GET', `/company/jobs/${job}/applications${query}`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as unknown as ApplicantsPage;
};
const detailOf = async (id: number) => {
  const reply = await send(world.api, 'GET', `/company/applications/${id}`, { token: world.company });
  expect(reply.status).toBe(200);
  return reply.body.data?.application as unknown as ApplicantDetail;
};
const moveTo = (id: number, body: Record<string, unknown>, token = world.company) => send(world.api, 'PATCH', `/company/applications/${id}`, { token, body });
const bulk = (body: Record<string, unknown>, token = world.company) => send(world.api, 'POST', '/company/applications/bulk', { token, body });
const undo = (batch: string, token = world.company) => send(world.api, 'POST', `/company/applications/moves/${batch}/undo`, { token });
const mailsTo = async (to: string) => (await listOutbox(world.api.deps.db, 1000)).filter((mail) => mail.to === to);

/** `count` job seekers written straight into the database (an application needs a user, not a session). */
async function seekers(count: number, prefix: string): Promise<number[]> {
  const rows = await world.api.deps.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        type: 'account' as const,
        email: `${prefix}${index}@example.com`,
        passwordHash: 'x',
        fullName: `Seeker ${index}`,
        createdAt: world.clock.now(),
        updatedAt: world.clock.now(),
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  world = await seekerWorld();
  ({ jobId, requirementIds } = await jobWithRequirements(world, { openings: 1 }));
  const at = world.clock.now();
  ids.mine = await insertApplication(world, { jobId, seekerId: world.seekerId, ticked: requirementIds, at });
  world.clock.advance(60_000);
  ids.theirs = await insertApplication(world, { jobId, seekerId: world.otherSeekerId, ticked: requirementIds.slice(0, 1), at: world.clock.now() });
  await addCredits(world, 'jobs@other.example', 5);
  ids.foreign = await insertApplication(world, { jobId: await publishedJob(world, {}, world.otherCompany), seekerId: world.seekerId, at });
}, 60_000);

describe('the applicants of a job', () => {
  it("lists them newest first with the counts of every stage, the job's openings and hires, and no other job's", async () => {
    const page = await applicantsOf(jobId);
    expect(page.applicants.map((item) => item.id)).toEqual([ids.theirs, ids.mine]);
    expect(page.counts.applied).toBe(2);
    expect(page.counts.interview).toBe(0);
    expect(page.job).toMatchObject({ id: jobId, state: 'published', openings: 1, hires: 0 });
    expect(page.applicants[1]).toMatchObject({ requirements: { ticked: 2, total: 2 }, cv: { url: `/api/v1/company/applications/${ids.mine}/cv` } });
    expect(page.next_cursor).toBeNull();
  });

  it('sorts by match, filters full matches and searches by name, and pages by cursor', async () => {
    expect((await applicantsOf(jobId, '?sort=match')).applicants.map((item) => item.id)).toEqual([ids.mine, ids.theirs]);
    expect((await applicantsOf(jobId, '?sort=oldest')).applicants.map((item) => item.id)).toEqual([ids.mine, ids.theirs]);
    expect((await applicantsOf(jobId, '?full_match=1')).applicants.map((item) => item.id)).toEqual([ids.mine]);
    expect((await applicantsOf(jobId, `?q=${encodeURIComponent('ئاراس')}`)).applicants).toHaveLength(2);
    expect((await applicantsOf(jobId, '?q=nobody')).applicants).toHaveLength(0);
    const first = await applicantsOf(jobId, '?sort=match&limit=1');
    expect(first.applicants.map((item) => item.id)).toEqual([ids.mine]);
    const second = await applicantsOf(jobId, `?sort=match&limit=1&cursor=${first.next_cursor}`);
    expect(second.applicants.map((item) => item.id)).toEqual([ids.theirs]);
    expect(second.next_cursor).toBeNull();
  });

  it("answers 404 for another company's job, 401 without a session, 403 for a seeker or a company not approved, 422 for bad filters", async () => {
    expect((await send(world.api, 'GET', `/company/jobs/${jobId}/applications`, { token: world.otherCompany })).status).toBe(404);
    expect((await send(world.api, 'GET', `/company/jobs/${jobId}/applications`)).status).toBe(401);
    expect((await send(world.api, 'GET', `/company/jobs/${jobId}/applications`, { token: world.seeker })).status).toBe(403);
    expect((await send(world.api, 'GET', `/company/jobs/${jobId}/applications`, { token: world.pendingCompany })).status).toBe(403);
    const bad = await send(world.api, 'GET', `/company/jobs/${jobId}/applications?sort=shoe&min_rating=9&stage=nope`, { token: world.company });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['min_rating', 'sort', 'stage']);
    expect((await send(world.api, 'GET', `/company/jobs/${jobId}/applications?cursor=garbage`, { token: world.company })).status).toBe(422);
  });
});

describe('stage moves', () => {
  it('moves forward, back and skipping, each a row in the events table, and mails the seeker the moves they should know of', async () => {
    for (const stage of ['screening', 'shortlisted', 'interview', 'screening', 'offer', 'hired', 'applied'] as const) {
      const reply = await moveTo(ids.theirs, { stage });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.code).toBe('application_moved');
      expect((reply.body.data?.application as { stage: string }).stage).toBe(stage);
    }
    const { stage, events } = await stored(world, ids.theirs);
    expect(stage).toBe('applied');
    expect(events.map((event) => event.to_stage)).toEqual(['applied', 'screening', 'shortlisted', 'interview', 'screening', 'offer', 'hired', 'applied']);
    const subjects = (await mailsTo('other.seeker@example.com')).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.includes('interview'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('An offer for'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Welcome aboard'))).toHaveLength(1);
  });

  it("refuses the illegal moves: the stage it is in, the seeker's own withdrawn, a withdrawn application, a rejection without reason", async () => {
    expect((await moveTo(ids.theirs, { stage: 'applied' })).body.code).toBe('stage_unchanged');
    expect((await moveTo(ids.theirs, { stage: 'withdrawn' })).status).toBe(422);
    const noReason = await moveTo(ids.theirs, { stage: 'rejected' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors?.reason).toBeDefined();
    const otherWithoutText = await moveTo(ids.theirs, { stage: 'rejected', reason: 'other' });
    expect(otherWithoutText.status).toBe(422);
    expect(otherWithoutText.body.errors?.note).toBeDefined();
    expect((await moveTo(ids.theirs, { stage: 'screening', reason: 'skills' })).status).toBe(422);
    expect((await moveTo(ids.theirs, { stage: 7 })).status).toBe(422);
    const { jobId: otherJob } = await jobWithRequirements(world);
    const withdrawn = await insertApplication(world, { jobId: otherJob, seekerId: world.seekerId, path: ['applied', 'withdrawn'], at: world.clock.now() });
    const reply = await moveTo(withdrawn, { stage: 'screening' });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('application_withdrawn');
  });

  it('rejects with a reason kept in the history, mails "not selected" only while the setting is on, and undoes it', async () => {
    const rejected = await moveTo(ids.theirs, { stage: 'rejected', reason: 'experience', note: 'Needs more Go' });
    expect(rejected.status).toBe(200);
    const move = rejected.body.data?.move as MoveResult;
    expect((await mailsTo('other.seeker@example.com')).filter((mail) => mail.subject.startsWith('Your application for'))).toHaveLength(1);
    const history = (await detailOf(ids.theirs)).history;
    expect(history[history.length - 1]).toMatchObject({
      from_stage: 'applied',
      to_stage: 'rejected',
      reason: 'experience',
      note: 'Needs more Go',
      by: 'company',
      batch_id: move.batch_id,
    });

    const undone = await undo(move.batch_id);
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({ moved: [ids.theirs], skipped: [] });
    expect((await stored(world, ids.theirs)).stage).toBe('applied');
    // Undoing again finds it moved already: nothing to do, nothing broken.
    expect((await undo(move.batch_id)).body.data).toMatchObject({ moved: [], skipped: [ids.theirs] });
    // The undo is a batch of its own and can be reversed later.
    expect((await undo((undone.body.data as { batch_id: string }).batch_id)).body.data).toMatchObject({ moved: [ids.theirs] });
    expect((await stored(world, ids.theirs)).stage).toBe('rejected');
    expect((await moveTo(ids.theirs, { stage: 'applied' })).status).toBe(200);

    const settings = await send(world.api, 'PUT', '/company/hiring-settings', {
      token: world.company,
      body: { applicant_notice: 'each', mail_rejections: false },
    });
    expect(settings.status).toBe(200);
    expect((await moveTo(ids.theirs, { stage: 'rejected', reason: 'salary' })).status).toBe(200);
    expect((await mailsTo('other.seeker@example.com')).filter((mail) => mail.subject.startsWith('Your application for'))).toHaveLength(1);
    expect((await moveTo(ids.theirs, { stage: 'applied' })).status).toBe(200);
  });

  it("answers 404 for another company's application or batch, and the foreign application stays where it was", async () => {
    expect((await moveTo(ids.foreign, { stage: 'screening' })).status).toBe(404);
    expect((await send(world.api, 'GET', `/company/applications/${ids.foreign}`, { token: world.company })).status).toBe(404);
    const theirMove = await moveTo(ids.foreign, { stage: 'screening' }, world.otherCompany);
    expect(theirMove.status).toBe(200);
    expect((await undo((theirMove.body.data?.move as MoveResult).batch_id)).status).toBe(404);
    expect((await stored(world, ids.foreign)).stage).toBe('screening');
    expect((await undo('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await moveTo(ids.mine, { stage: 'screening' })).status).toBe(200);
    expect((await moveTo(ids.mine, { stage: 'screening' }, world.seeker)).status).toBe(403);
    expect((await send(world.api, 'PATCH', `/company/applications/${ids.mine}`, { body: { stage: 'screening' } })).status).toBe(401);
  });
});

describe('bulk moves', () => {
  it("moves 100 applicants in one call, skips another company's, and one Undo brings them all back", async () => {
    const { jobId: bigJob } = await jobWithRequirements(world);
    const people = await seekers(100, 'bulk');
    const applicationIds: number[] = [];
    for (const seekerId of people) applicationIds.push(await insertApplication(world, { jobId: bigJob, seekerId, at: world.clock.now() }));
    const withForeign = [...applicationIds.slice(0, 99), ids.foreign];
    const reply = await bulk({ ids: withForeign, stage: 'rejected', reason: 'position_filled' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const result = reply.body.data as unknown as MoveResult;
    expect(result.moved).toHaveLength(99);
    expect(result.skipped).toEqual([ids.foreign]);
    expect((await applicantsOf(bigJob)).counts).toMatchObject({ rejected: 99, applied: 1 });
    expect((await stored(world, ids.foreign)).stage).toBe('screening');

    const undone = await undo(result.batch_id);
    expect((undone.body.data as { moved: number[] }).moved).toHaveLength(99);
    expect((await applicantsOf(bigJob)).counts).toMatchObject({ rejected: 0, applied: 100 });

    expect((await bulk({ ids: applicationIds, stage: 'screening' })).body.data).toMatchObject({ stage: 'screening' });
    expect((await applicantsOf(bigJob)).counts.screening).toBe(100);
  });

  it('refuses 101 ids, an empty list, a rejection without reason and ids of the wrong type with 422', async () => {
    const tooMany = await bulk({ ids: Array.from({ length: 101 }, (_, index) => index + 1), stage: 'screening' });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors?.ids?.[0]).toBe('Select at most 100 applicants at a time');
    expect((await bulk({ ids: [], stage: 'screening' })).status).toBe(422);
    expect((await bulk({ ids: [ids.mine], stage: 'rejected' })).status).toBe(422);
    expect((await bulk({ ids: ['x'], stage: 'screening' })).status).toBe(422);
    expect((await bulk({ ids: [ids.mine], stage: 'screening' }, world.seeker)).status).toBe(403);
  });
});

describe('the applicant panel: requirements, history, notes and rating', () => {
  it('shows the requirements as a match, the history, and private notes and a rating the seeker never sees', async () => {
    const note = await send(world.api, 'POST', `/company/applications/${ids.mine}/notes`, {
      token: world.company,
      body: { body: 'Strong SQL — call back Sunday' },
    });
    expect(note.status).toBe(201);
    expect(note.body.data?.note).toMatchObject({ body: 'Strong SQL — call back Sunday', author: expect.any(String) });
    const rated = await send(world.api, 'PUT', `/company/applications/${ids.mine}/rating`, { token: world.company, body: { rating: 5 } });
    expect(rated.status).toBe(200);

    const detail = await detailOf(ids.mine);
    expect(detail.rating).toBe(5);
    expect(detail.notes.map((item) => item.body)).toEqual(['Strong SQL — call back Sunday']);
    expect(detail.requirement_list.every((item) => item.ticked)).toBe(true);
    expect(detail.requirements).toEqual({ ticked: 2, total: 2 });
    expect(detail.history.map((event) => event.to_stage)).toEqual(['applied', 'screening']);
    expect((await applicantsOf(jobId, '?sort=rating&min_rating=4')).applicants.map((item) => item.id)).toEqual([ids.mine]);

    const seekerView = JSON.stringify((await send(world.api, 'GET', '/account/jobs/applications', { token: world.seeker })).body);
    expect(seekerView).not.toContain('call back Sunday');
    expect(seekerView).not.toContain('"rating"');
    expect(JSON.stringify((await send(world.api, 'GET', `/account/applications/${ids.mine}/messages`, { token: world.seeker })).body)).not.toContain(
      'call back',
    );
  });

  it("validates notes and ratings, and hides another company's applicant", async () => {
    expect((await send(world.api, 'POST', `/company/applications/${ids.mine}/notes`, { token: world.company, body: { body: '  ' } })).status).toBe(422);
    expect((await send(world.api, 'POST', `/company/applications/${ids.mine}/notes`, { token: world.company, body: { body: 'x'.repeat(2001) } })).status).toBe(
      422,
    );
    expect((await send(world.api, 'PUT', `/company/applications/${ids.mine}/rating`, { token: world.company, body: { rating: 6 } })).status).toBe(422);
    expect((await send(world.api, 'PUT', `/company/applications/${ids.mine}/rating`, { token: world.company, body: { rating: '3' } })).status).toBe(422);
    expect((await send(world.api, 'PUT', `/company/applications/${ids.mine}/rating`, { token: world.company, body: { rating: null } })).status).toBe(200);
    expect((await send(world.api, 'POST', `/company/applications/${ids.foreign}/notes`, { token: world.company, body: { body: 'Hi' } })).status).toBe(404);
    expect((await send(world.api, 'PUT', `/company/applications/${ids.foreign}/rating`, { token: world.company, body: { rating: 2 } })).status).toBe(404);
    expect((await send(world.api, 'POST', `/company/applications/${ids.mine}/notes`, { token: world.seeker, body: { body: 'Hi' } })).status).toBe(403);
  });
});

describe('marking a job filled', () => {
  it('fills a published job once hires reach its openings, after which it takes no applications', async () => {
    expect((await moveTo(ids.mine, { stage: 'hired' })).status).toBe(200);
    expect((await applicantsOf(jobId)).job).toMatchObject({ openings: 1, hires: 1 });
    const filled = await send(world.api, 'POST', `/company/jobs/${jobId}/fill`, { token: world.company });
    expect(filled.status).toBe(200);
    expect(filled.body.code).toBe('job_filled');
    expect((filled.body.data?.job as { state: string }).state).toBe('filled');
    expect((await send(world.api, 'POST', `/company/jobs/${jobId}/fill`, { token: world.company })).status).toBe(409);
    expect((await send(world.api, 'POST', `/company/jobs/${jobId}/fill`, { token: world.otherCompany })).status).toBe(404);
  });

  it("shows the hires beside the openings in the company's job list, and reopens a filled job (issue 23)", async () => {
    const listed = await send(world.api, 'GET', '/company/jobs?state=filled', { token: world.company });
    expect((listed.body.data?.jobs as Array<{ id: number; hires: number; openings: number }>).find((job) => job.id === jobId)).toMatchObject({
      hires: 1,
      openings: 1,
    });
    const path = `/company/jobs/${jobId}/reopen`;
    expect((await send(world.api, 'POST', path)).status).toBe(401);
    expect((await send(world.api, 'POST', path, { token: world.seeker })).status).toBe(403);
    expect((await send(world.api, 'POST', path, { token: world.otherCompany })).status).toBe(404);
    const reopened = await send(world.api, 'POST', path, { token: world.company });
    expect([reopened.status, reopened.body.code, (reopened.body.data?.job as { state: string; hires: number }).state]).toEqual([
      200,
      'job_reopened',
      'published',
    ]);
    expect((await applicantsOf(jobId)).job).toMatchObject({ state: 'published', hires: 1 });
    expect((await send(world.api, 'POST', path, { token: world.company })).status).toBe(409);
    // Filled again, as the company may decide once more.
    expect((await send(world.api, 'POST', `/company/jobs/${jobId}/fill`, { token: world.company })).status).toBe(200);
  });

  it('does not reopen a job filled after it closed or expired: that would publish it without a credit (issue 23)', async () => {
    const balance = async () => ((await send(world.api, 'GET', '/company-credit', { token: world.company })).body.data?.credits as { balance: number }).balance;
    const closedJob = await publishedJob(world);
    expect((await send(world.api, 'POST', `/company/jobs/${closedJob}/close`, { token: world.company })).status).toBe(200);
    expect((await send(world.api, 'POST', `/company/jobs/${closedJob}/fill`, { token: world.company })).status).toBe(200);
    const before = await balance();
    const refused = await send(world.api, 'POST', `/company/jobs/${closedJob}/reopen`, { token: world.company });
    expect([refused.status, refused.body.code]).toEqual([409, 'job_reopen_needs_new_posting']);
    expect((await applicantsOf(closedJob)).job).toMatchObject({ state: 'filled' });
    expect(await balance()).toBe(before);

    const expiredJob = await publishedJob(world, { deadline: daysFrom(world.clock.now(), 1) });
    world.clock.advance(3 * 86_400_000);
    expect((await send(world.api, 'POST', `/company/jobs/${expiredJob}/fill`, { token: world.company })).status).toBe(200);
    expect((await send(world.api, 'POST', `/company/jobs/${expiredJob}/reopen`, { token: world.company })).body.code).toBe('job_reopen_needs_new_posting');

    // Filled while paused: reopened to published, no credit spent.
    const pausedJob = await publishedJob(world);
    expect((await send(world.api, 'POST', `/company/jobs/${pausedJob}/pause`, { token: world.company })).status).toBe(200);
    expect((await send(world.api, 'POST', `/company/jobs/${pausedJob}/fill`, { token: world.company })).status).toBe(200);
    const spent = await balance();
    const reopened = await send(world.api, 'POST', `/company/jobs/${pausedJob}/reopen`, { token: world.company });
    expect([reopened.status, (reopened.body.data?.job as { state: string }).state]).toEqual([200, 'published']);
    expect(await balance()).toBe(spent);
  });
});
