import { describe, expect, it } from 'vitest';
import type { MatchResult, MatchSummary } from '../../worker/features/matching/match.schemas';
import { post, signedUpAccount } from '../support/auth-flow';
import { apply, applyFields, applyForm, applyWorld, completeCv, type ApplyWorld } from './applications.support';
import { addCredits, jobBody, publishedJob, send } from './jobs.support';

/** Issue 25 over HTTP: labels and "Best match" on the board, and the company's applicants by match. */

const licenceQuestion = { kind: 'yes_no', text: 'Do you have a driving licence?', key: 'driving_licence', knockout: true, required_answer: true };

interface Card {
  id: number;
  match?: MatchSummary;
}

async function rankingWorld() {
  const world = await applyWorld();
  await addCredits(world, 'hr@zagros.example', 5);
  // Three more jobs: the seeker's CV (Sorani fluent, a bachelor's, in هەولێر, no skills) meets all of the first.
  const easy = await publishedJob(world, { title: 'Support officer', languages: [{ language_id: 1, min_level: 'intermediate' }], min_degree_id: 4 });
  const hard = await publishedJob(world, {
    title: 'Arabic translator',
    city_id: 2,
    languages: [{ language_id: 4, min_level: 'fluent' }],
    skills: [{ skill_id: 3, must: true }],
  });
  const remote = await publishedJob(world, { title: 'Remote writer', workplace: 'remote', languages: [{ language_id: 5, min_level: 'advanced' }] });
  return { world, easy, hard, remote };
}

const cards = (body: { data?: Record<string, unknown> }) => body.data?.jobs as Card[];

describe('the board for a signed-in job seeker', () => {
  it('labels each card with "met of total" when asked, and only for a job seeker', async () => {
    const { world, easy, hard } = await rankingWorld();
    const labelled = cards((await send(world.api, 'GET', '/jobs?with_match=1', { token: world.seeker })).body);
    const byId = new Map(labelled.map((card) => [card.id, card.match]));
    expect(byId.get(easy)).toEqual({ score: 100, met: 3, total: 3, label: '3 of 3 met' });
    expect(byId.get(hard)?.met).toBe(0);
    for (const token of [undefined, world.company]) {
      const plain = cards((await send(world.api, 'GET', '/jobs?with_match=1', token ? { token } : {})).body);
      expect(plain.every((card) => card.match === undefined)).toBe(true);
    }
    const withoutLabels = cards((await send(world.api, 'GET', '/jobs', { token: world.seeker })).body);
    expect(withoutLabels.every((card) => card.match === undefined)).toBe(true);
  });

  it('ranks by match for "Best match", newest first among equals, and pages through the ranking', async () => {
    const { world, easy, hard, remote } = await rankingWorld();
    const first = await send(world.api, 'GET', '/jobs?sort=match&limit=2', { token: world.seeker });
    expect(first.status).toBe(200);
    const second = await send(world.api, 'GET', `/jobs?sort=match&limit=2&cursor=${encodeURIComponent(String(first.body.data?.next_cursor))}`, {
      token: world.seeker,
    });
    const ranked = [...cards(first.body), ...cards(second.body)];
    // easy: all 3 met (100); the first job: Sorani met, English missed, Erbil met (3 of 5 weight: 60); remote: only
    // the city (1 of 3: 33); hard: nothing (0).
    expect(ranked.map((card) => [card.id, card.match?.score])).toEqual([
      [easy, 100],
      [world.jobId, 60],
      [remote, 33],
      [hard, 0],
    ]);
    expect(first.body.data?.total).toBe(4);
    expect(second.body.data?.next_cursor).toBeNull();
  });

  it('keeps the board as it is for anyone but a job seeker asking "Best match"', async () => {
    const { world } = await rankingWorld();
    const signedOut = await send(world.api, 'GET', '/jobs?sort=match');
    const newest = await send(world.api, 'GET', '/jobs');
    expect(cards(signedOut.body).map((card) => card.id)).toEqual(cards(newest.body).map((card) => card.id));
    expect((await send(world.api, 'GET', '/jobs?sort=closest')).status).toBe(422);
  });
});

async function applicantsWorld(): Promise<ApplyWorld & { fitId: number; unfitId: number; otherSeeker: string }> {
  const world = await applyWorld();
  const body = jobBody(world.clock.now(), { min_degree_id: 4, languages: [{ language_id: 1, min_level: 'fluent' }], questions: [licenceQuestion] });
  expect((await send(world.api, 'PUT', `/company/jobs/${world.jobId}`, { token: world.company, body })).status).toBe(200);
  const job = await send(world.api, 'GET', `/jobs/${world.jobId}`);
  const [question] = (job.body.data?.job as { match_requirements: { questions: Array<{ id: number }> } }).match_requirements.questions;
  const answer = (value: boolean) => JSON.stringify([{ question_id: question?.id, value }]);

  const fit = await apply(world, applyForm({ ...applyFields(world), answers: answer(true) }));
  expect(fit.status, JSON.stringify(fit.body)).toBe(201);
  // A second seeker whose CV lists only English and who has no licence.
  const otherSeeker = await signedUpAccount(world.api, 'second.seeker@example.com');
  const created = await post(
    world.api,
    '/account/cvs/personal-info',
    { full_name: 'Sara Ali', email: 'sara@example.com', phone_num: '+964 750 765 4321', location: 'Duhok', title: 'CV', language: 'en' },
    { token: otherSeeker },
  );
  const otherCv = (created.body.data?.cv as { id: number }).id;
  await post(world.api, `/account/cvs/${otherCv}/languages`, { language_id: 5, proficiency_level: 'fluent' }, { token: otherSeeker });
  await post(world.api, `/account/cvs/${otherCv}/skills`, { skill_ids: [1] }, { token: otherSeeker });
  const unfit = await apply(
    world,
    applyForm({ ...applyFields(world, { cv_id: otherCv, job_qualification_ids: world.requirementIds }), answers: answer(false) }),
    { token: otherSeeker },
  );
  expect(unfit.status, JSON.stringify(unfit.body)).toBe(201);
  return { ...world, fitId: (fit.body.data?.application as { id: number }).id, unfitId: (unfit.body.data?.application as { id: number }).id, otherSeeker };
}

interface ApplicantRow {
  id: number;
  match: { score: number; must_met: number; must_total: number; not_a_fit: boolean } | null;
}

const applicants = async (world: ApplyWorld, query = '') => {
  const reply = await send(world.api, 'GET', `/company/jobs/${world.jobId}/applications${query}`, { token: world.company });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as { applicants: ApplicantRow[]; counts: Record<string, number> };
};

describe("the company's applicants by match", () => {
  it('sorts by match, filters "Not a fit" with the counts unchanged, and filters must-haves met', async () => {
    const world = await applicantsWorld();
    const byMatch = await applicants(world, '?sort=match');
    expect(byMatch.applicants.map((row) => row.id)).toEqual([world.fitId, world.unfitId]);
    expect(byMatch.applicants[0]?.match).toMatchObject({ score: 100, must_met: 2, must_total: 2, not_a_fit: false });
    expect(byMatch.applicants[1]?.match).toMatchObject({ must_met: 0, not_a_fit: true });

    const notAFit = await applicants(world, '?fit=not_a_fit');
    expect(notAFit.applicants.map((row) => row.id)).toEqual([world.unfitId]);
    expect(notAFit.counts.applied).toBe(2);
    expect((await applicants(world, '?fit=fit')).applicants.map((row) => row.id)).toEqual([world.fitId]);
    expect((await applicants(world, '?must_met=1')).applicants.map((row) => row.id)).toEqual([world.fitId]);
    expect((await send(world.api, 'GET', `/company/jobs/${world.jobId}/applications?fit=maybe`, { token: world.company })).status).toBe(422);
  });

  it("counts the knock-out applicant on the company's dashboard like any other", async () => {
    const world = await applicantsWorld();
    const counting = await send(world.api, 'GET', '/company/dashboard/counting-data', { token: world.company });
    expect((counting.body.data?.counts as { total_applicants: number }).total_applicants).toBe(2);
    const perJob = await send(world.api, 'GET', '/company/jobs/applications-count-per-stage', { token: world.company });
    const jobs = perJob.body.data?.jobs as Array<{ job_id: number; total: number; stages: Record<string, number> }>;
    expect(jobs.find((job) => job.job_id === world.jobId)).toMatchObject({ total: 2, stages: { applied: 2 } });
  });

  it("shows the panel every requirement's verdict and the answers as asked; another company gets 404", async () => {
    const world = await applicantsWorld();
    const panel = await send(world.api, 'GET', `/company/applications/${world.unfitId}`, { token: world.company });
    const detail = panel.body.data?.application as { match_result: MatchResult; answers: Array<{ text: string; value: boolean; failed_knockout: boolean }> };
    expect(detail.match_result.items.map((item) => [item.kind, item.status])).toEqual([
      ['degree', 'unknown'],
      ['language', 'missed'],
      ['city', 'missed'],
    ]);
    expect(detail.answers).toEqual([
      expect.objectContaining({ text: 'Do you have a driving licence?', value: false, failed_knockout: true, required_answer: true }),
    ]);
    expect((await send(world.api, 'GET', `/company/applications/${world.unfitId}`, { token: world.otherCompany })).status).toBe(404);
  });

  it('scores applicants again when the company changes the requirements', async () => {
    const world = await applicantsWorld();
    const body = jobBody(world.clock.now(), { skills: [{ skill_id: 1, must: true }], language_ids: [], questions: [licenceQuestion] });
    expect((await send(world.api, 'PUT', `/company/jobs/${world.jobId}`, { token: world.company, body })).status).toBe(200);
    const byMatch = await applicants(world, '?sort=match');
    // Now JavaScript is the one must-have: the second seeker lists it, the first lists no skills (unknown).
    expect(byMatch.applicants.map((row) => [row.id, row.match?.must_met])).toEqual([
      [world.unfitId, 1],
      [world.fitId, 0],
    ]);
    // The knock-out verdict was frozen with the answer: still "Not a fit".
    expect(byMatch.applicants[0]?.match?.not_a_fit).toBe(true);
  });

  it('lets a seeker apply to a job without questions with no answers at all', async () => {
    const world = await applyWorld();
    const other = await signedUpAccount(world.api, 'plain.seeker@example.com');
    const cv = await completeCv(world.api, other);
    const sent = await apply(world, applyForm(applyFields(world, { cv_id: cv })), { token: other });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  });
});
