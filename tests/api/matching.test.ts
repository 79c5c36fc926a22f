import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MatchResult } from '../../worker/features/matching/match.schemas';
import { post } from '../support/auth-flow';
import { apply, applyFields, applyForm, applyWorld, completeCv, type ApplyWorld } from './applications.support';
import { jobBody, send } from './jobs.support';

/** Issue 25 over HTTP: structured requirements and questions on a job, "how you match", answers and the answer bank. */

const matchingBody = {
  skills: [
    { skill_id: 1, must: true },
    { skill_id: 2, must: false },
  ],
  min_degree_id: 4,
  languages: [
    { language_id: 1, min_level: 'advanced' },
    { language_id: 5, min_level: 'intermediate' },
  ],
  min_experience_years: 2,
  questions: [
    { kind: 'yes_no', text: 'Do you have a driving licence?', key: 'driving_licence', knockout: true, required_answer: true },
    { kind: 'number', text: 'How many days until you can start?', key: 'start_within_days', knockout: false, max: 30 },
    { kind: 'choice', text: 'Which shift suits you?', choices: ['Morning', 'Evening'] },
  ],
};

async function matchingWorld(): Promise<ApplyWorld> {
  const world = await applyWorld();
  const job = await send(world.api, 'GET', `/company/jobs/${world.jobId}`, { token: world.company });
  const edited = await send(world.api, 'PUT', `/company/jobs/${world.jobId}`, {
    token: world.company,
    body: {
      ...jobBody(world.clock.now()),
      ...matchingBody,
      requirements: (job.body.data?.job as { requirements: Array<{ name: string }> }).requirements.map((r) => r.name),
    },
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  return world;
}

const questionIds = async (world: ApplyWorld) =>
  (
    (await send(world.api, 'GET', `/jobs/${world.jobId}`)).body.data?.job as { match_requirements: { questions: Array<{ id: number }> } }
  ).match_requirements.questions.map((q) => q.id);

describe('a job states structured requirements and screening questions', () => {
  it('stores them, shows them to the company by id and to seekers by name in their language', async () => {
    const world = await matchingWorld();
    const own = await send(world.api, 'GET', `/company/jobs/${world.jobId}`, { token: world.company });
    const job = own.body.data?.job as Record<string, unknown>;
    expect(job.skills).toEqual([
      { skill_id: 1, must: true, name: 'JavaScript' },
      { skill_id: 2, must: false, name: 'TypeScript' },
    ]);
    expect(job.min_degree_id).toBe(4);
    expect(job.languages).toEqual(matchingBody.languages);
    expect(job.language_ids).toEqual([1, 5]);
    expect(job.min_experience_years).toBe(2);
    expect((job.questions as Array<{ text: string; knockout: boolean }>).map((q) => [q.text, q.knockout])).toEqual([
      ['Do you have a driving licence?', true],
      ['How many days until you can start?', false],
      ['Which shift suits you?', false],
    ]);

    const seen = await send(world.api, 'GET', `/jobs/${world.jobId}`, { language: 'ckb' });
    const requirements = (seen.body.data?.job as { match_requirements: Record<string, unknown> }).match_requirements;
    expect(requirements.skills).toEqual([
      { id: 1, name: 'JavaScript', must: true },
      { id: 2, name: 'TypeScript', must: false },
    ]);
    expect(requirements.min_degree).toEqual({ id: 4, name: 'بەکالۆریۆس' });
    expect(requirements.languages).toEqual([
      { id: 1, name: 'کوردی (سۆرانی)', min_level: 'advanced' },
      { id: 5, name: 'ئینگلیزی', min_level: 'intermediate' },
    ]);
  });

  it('reads an old body\'s language_ids as "this language, any level"', async () => {
    const world = await applyWorld();
    const created = await send(world.api, 'POST', '/company/jobs', { token: world.company, body: jobBody(world.clock.now(), { language_ids: [4] }) });
    expect((created.body.data?.job as { languages: unknown }).languages).toEqual([{ language_id: 4, min_level: 'beginner' }]);
  });

  it.each([
    ['en', 'What is your age?', 'Questions about age are not allowed'],
    ['ckb', 'ئایینت چییە؟', 'پرسیار دەربارەی ئایین ڕێگەپێدراو نییە'],
    ['ar', 'ما هي حالتك الاجتماعية؟', 'لا يُسمح بالأسئلة عن الحالة الاجتماعية'],
  ])("refuses a discriminatory question in %s and names the topic in the reader's language", async (language, text, message) => {
    const world = await applyWorld();
    const refused = await send(world.api, 'POST', '/company/jobs', {
      token: world.company,
      language,
      body: jobBody(world.clock.now(), {
        questions: [
          { kind: 'yes_no', text: 'Can you work weekends?' },
          { kind: 'yes_no', text },
        ],
      }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.['questions.1.text']?.[0]).toContain(message);
  });

  it('refuses a topic hidden in the choices, unknown lookup ids, a knock-out without its answer, and six questions', async () => {
    const world = await applyWorld();
    const now = world.clock.now();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ questions: [{ kind: 'choice', text: 'Which applies to you?', choices: ['Male', 'Female'] }] }, 'questions.0.choices'],
      [{ skills: [{ skill_id: 999_999, must: true }] }, 'skills'],
      [{ min_degree_id: 999 }, 'min_degree_id'],
      [{ languages: [{ language_id: 999, min_level: 'fluent' }] }, 'languages'],
      [{ languages: [{ language_id: 1, min_level: 'native' }] }, 'languages.0.min_level'],
      [{ questions: [{ kind: 'yes_no', text: 'Licence?', knockout: true }] }, 'questions.0.required_answer'],
      [{ questions: Array.from({ length: 6 }, (_, i) => ({ kind: 'yes_no', text: `Question ${i}?` })) }, 'questions'],
      [{ min_experience_years: 'three' }, 'min_experience_years'],
    ];
    for (const [overrides, field] of cases) {
      const refused = await send(world.api, 'POST', '/company/jobs', { token: world.company, body: jobBody(now, overrides) });
      expect(refused.status, JSON.stringify(overrides)).toBe(422);
      expect(Object.keys(refused.body.errors ?? {}), JSON.stringify(refused.body.errors)).toContain(field);
    }
  });
});

describe('GET /jobs/{id}/match', () => {
  it("explains every requirement from the seeker's default CV, unknown where the CV says nothing", async () => {
    const world = await matchingWorld();
    const reply = await send(world.api, 'GET', `/jobs/${world.jobId}/match`, { token: world.seeker });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const match = reply.body.data?.match as MatchResult;
    expect(reply.body.data?.cv_id).toBe(world.madeCvId);
    // completeCv: a bachelor's (4), Sorani fluent, no skills, no work, lives in هەولێر; the job is hybrid in Erbil (1).
    expect(match.items.map((item) => [item.kind, item.status])).toEqual([
      ['skill', 'unknown'],
      ['skill', 'unknown'],
      ['degree', 'met'],
      ['language', 'met'],
      ['language', 'missed'],
      ['experience', 'unknown'],
      ['city', 'met'],
    ]);
    // weights: 2 + 1 + 2 + 2 + 2 + 2 + 1 = 12; met: degree 2 + Sorani 2 + city 1 = 5 → floor(500 / 12) = 41.
    expect([match.score, match.met, match.total]).toEqual([41, 3, 7]);
  });

  it('counts a skill once the seeker adds it to the CV', async () => {
    const world = await matchingWorld();
    await post(world.api, `/account/cvs/${world.madeCvId}/skills`, { skill_ids: [1] }, { token: world.seeker });
    const match = (await send(world.api, 'GET', `/jobs/${world.jobId}/match?cv_id=${world.madeCvId}`, { token: world.seeker })).body.data?.match as MatchResult;
    expect(match.items.slice(0, 2).map((item) => item.status)).toEqual(['met', 'missed']);
  });

  it("answers 401 signed out, 403 to a company, 404 for another seeker's CV or a job nobody may see, 422 for a bad cv_id", async () => {
    const world = await matchingWorld();
    expect((await send(world.api, 'GET', `/jobs/${world.jobId}/match`)).status).toBe(401);
    expect((await send(world.api, 'GET', `/jobs/${world.jobId}/match`, { token: world.company })).status).toBe(403);
    const other = await signedUpOtherSeeker(world);
    const otherCv = await completeCv(world.api, other);
    expect((await send(world.api, 'GET', `/jobs/${world.jobId}/match?cv_id=${otherCv}`, { token: world.seeker })).status).toBe(404);
    expect((await send(world.api, 'GET', `/jobs/999999/match`, { token: world.seeker })).status).toBe(404);
    expect((await send(world.api, 'GET', `/jobs/${world.jobId}/match?cv_id=abc`, { token: world.seeker })).status).toBe(422);
  });
});

async function signedUpOtherSeeker(world: ApplyWorld) {
  const { signedUpAccount } = await import('../support/auth-flow');
  return signedUpAccount(world.api, 'other.seeker@example.com');
}

describe('applying with answers', () => {
  it('asks for every answer, freezes the answers and keeps a failed knock-out applicant as "not a fit"', async () => {
    const world = await matchingWorld();
    const [licence, start, shift] = await questionIds(world);
    const missing = await apply(world, applyForm({ ...applyFields(world), answers: JSON.stringify([{ question_id: licence, value: true }]) }));
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors ?? {})).toEqual([`answers.${start}`, `answers.${shift}`]);

    const answers = [
      { question_id: licence, value: false },
      { question_id: start, value: 14 },
      { question_id: shift, value: 1 },
    ];
    const sent = await apply(world, applyForm({ ...applyFields(world), answers: JSON.stringify(answers) }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const applicationId = (sent.body.data?.application as { id: number }).id;
    const stored = await world.api.deps.db.all<{ not_a_fit: number; score: number }>(
      sql`select not_a_fit, score from application_matches where application_id = ${applicationId}`,
    );
    expect(stored).toEqual([{ not_a_fit: 1, score: 41 }]);

    // The company rewrites its questions: the frozen answers keep the question as it was asked.
    const job = jobBody(world.clock.now(), { ...matchingBody, questions: [{ kind: 'yes_no', text: 'Can you lift 20 kg?' }] });
    expect((await send(world.api, 'PUT', `/company/jobs/${world.jobId}`, { token: world.company, body: job })).status).toBe(200);
    const frozen = await world.api.deps.db.all<{ text: string; value: string; failed_knockout: number }>(
      sql`select text, value, failed_knockout from application_answers where application_id = ${applicationId} order by position`,
    );
    expect(frozen).toEqual([
      { text: 'Do you have a driving licence?', value: 'false', failed_knockout: 1 },
      { text: 'How many days until you can start?', value: '14', failed_knockout: 0 },
      { text: 'Which shift suits you?', value: '1', failed_knockout: 0 },
    ]);
  });

  it("refuses an answer of the wrong kind or to another job's question", async () => {
    const world = await matchingWorld();
    const [licence, start, shift] = await questionIds(world);
    const wrong = await apply(
      world,
      applyForm({
        ...applyFields(world),
        answers: JSON.stringify([
          { question_id: licence, value: 3 },
          { question_id: start, value: 1 },
          { question_id: shift, value: 7 },
        ]),
      }),
    );
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors ?? {}).sort()).toEqual([`answers.${licence}`, `answers.${shift}`].sort());
    const foreign = await apply(
      world,
      applyForm({
        ...applyFields(world),
        answers: JSON.stringify([
          { question_id: licence, value: true },
          { question_id: start, value: 1 },
          { question_id: shift, value: 0 },
          { question_id: 999_999, value: true },
        ]),
      }),
    );
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors ?? {})).toContain('answers.999999');
  });
});

describe('the answer bank', () => {
  it('keeps answers to keyed questions from applying, offers them back and lets the seeker change them', async () => {
    const world = await matchingWorld();
    const [licence, start, shift] = await questionIds(world);
    const answers = [
      { question_id: licence, value: true },
      { question_id: start, value: 7 },
      { question_id: shift, value: 0 },
    ];
    expect((await apply(world, applyForm({ ...applyFields(world), answers: JSON.stringify(answers) }))).status).toBe(201);
    const bank = await send(world.api, 'GET', '/account/screening-answers', { token: world.seeker });
    expect(bank.body.data?.answers).toEqual({ driving_licence: true, start_within_days: 7 });

    const changed = await send(world.api, 'PUT', '/account/screening-answers', { token: world.seeker, body: { answers: { driving_licence: false } } });
    expect(changed.status).toBe(200);
    expect(changed.body.data?.answers).toEqual({ driving_licence: false });
  });

  it('answers 422 for a value of the wrong kind or an unknown key, 401 signed out, 403 to a company', async () => {
    const world = await applyWorld();
    const wrongKind = await send(world.api, 'PUT', '/account/screening-answers', { token: world.seeker, body: { answers: { driving_licence: 3 } } });
    expect(wrongKind.status).toBe(422);
    expect(Object.keys(wrongKind.body.errors ?? {})).toEqual(['answers.driving_licence']);
    expect((await send(world.api, 'PUT', '/account/screening-answers', { token: world.seeker, body: { answers: { favourite_colour: true } } })).status).toBe(
      422,
    );
    expect((await send(world.api, 'PUT', '/account/screening-answers', { token: world.seeker, body: { answers: 'yes' } })).status).toBe(422);
    expect((await send(world.api, 'GET', '/account/screening-answers')).status).toBe(401);
    expect((await send(world.api, 'GET', '/account/screening-answers', { token: world.company })).status).toBe(403);
    const keep = { answers: { driving_licence: true } };
    expect((await send(world.api, 'PUT', '/account/screening-answers', { body: keep })).status).toBe(401);
    expect((await send(world.api, 'PUT', '/account/screening-answers', { token: world.company, body: keep })).status).toBe(403);
  });
});
