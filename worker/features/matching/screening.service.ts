import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { applicationAnswers, applicationMatches, screeningAnswerBank } from '../../../db/schema';
import { invalidFields } from '../../http/validation';
import type { RequestInfo } from '../../http/request-info';
import { type FrozenMatchFacts, storedMatchColumns } from './match.service';
import {
  type AnswerValue,
  type FrozenAnswer,
  type MatchResult,
  type ScreeningAnswer,
  type ScreeningKey,
  screeningKeyKinds,
  type StoredQuestion,
} from './match.schemas';
import { requirementsRepo, ruleOf } from './requirements.repo';
import { answerProblems, type AnswerProblem, screenAnswers, type ScreeningOutcome } from './screening';

export type AnswerBank = Partial<Record<ScreeningKey, AnswerValue>>;

const problemMessage: Record<AnswerProblem, string> = {
  missing: 'v_answer_missing',
  wrong_kind: 'v_answer_invalid',
  no_such_choice: 'v_answer_invalid',
  unknown_question: 'v_answer_invalid',
};

/** A banked answer fits its key's kind (a number for "salary expectation", yes/no for "driving licence"). */
const fitsKey = (key: ScreeningKey, value: AnswerValue) => (screeningKeyKinds[key] === 'yes_no' ? typeof value === 'boolean' : typeof value === 'number');

/** Screening questions as applying meets them, and the seeker's answer bank (docs/decisions/0015). */
export function screeningService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = requirementsRepo(deps.db);

  async function bank(userId: number): Promise<AnswerBank> {
    const rows = await deps.db.select().from(screeningAnswerBank).where(eq(screeningAnswerBank.userId, userId));
    const answers: AnswerBank = {};
    for (const row of rows) if (row.key in screeningKeyKinds) answers[row.key as ScreeningKey] = row.value;
    return answers;
  }

  return {
    bank,

    questionsOf: (jobId: number) => repo.questionsOf(jobId),

    /** Judges the answers to a job's questions; a missing or ill-typed answer is a 422 on `answers.<question id>`. */
    screen(questions: readonly StoredQuestion[], answers: readonly ScreeningAnswer[]): ScreeningOutcome {
      const problems = answerProblems(questions, answers);
      if (problems.length > 0) {
        throw invalidFields(locale, Object.fromEntries(problems.map(({ question_id, problem }) => [`answers.${question_id}`, problemMessage[problem]])));
      }
      return screenAnswers(questions, answers);
    },

    /**
     * The statements that freeze an application's answers and match, for the batch that writes the application
     * (`applicationId` finds it there), and that bank the seeker's answers to keyed questions.
     */
    applicationStatements(
      applicationId: SQL,
      seekerId: number,
      jobId: number,
      questions: readonly StoredQuestion[],
      answers: readonly ScreeningAnswer[],
      outcome: ScreeningOutcome,
      scored: { match: MatchResult; facts: FrozenMatchFacts } | null,
    ) {
      const given = new Map(answers.map((answer) => [answer.question_id, answer.value]));
      const failed = new Set(outcome.failed_knockouts);
      const frozen = questions.flatMap((question, position) => {
        const value = given.get(question.id);
        if (value === undefined) return [];
        return [
          [
            position,
            question.id,
            question.kind,
            question.text,
            question.key,
            question.knockout ? 1 : 0,
            JSON.stringify(ruleOf(question)),
            JSON.stringify(value),
            failed.has(question.id) ? 1 : 0,
          ],
        ];
      });
      const banked = questions.flatMap((question) => {
        const value = given.get(question.id);
        return question.key && value !== undefined && fitsKey(question.key, value) ? [[question.key, JSON.stringify(value)]] : [];
      });
      const now = deps.clock.now().getTime();
      const match = scored ? storedMatchColumns(scored.match) : { score: 0, met: 0, total: 0, mustMet: 0, mustTotal: 0 };
      return [
        deps.db.run(sql`insert into ${applicationAnswers}
            (application_id, position, question_id, kind, text, key, knockout, rule, value, failed_knockout)
          select ${applicationId}, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7, value ->> 8
          from json_each(${JSON.stringify(frozen)})`),
        // The application's neutral row (a trigger writes it as the application is inserted) gets its match; the
        // ticked requirements in thousandths stay as the rank's tie-break.
        deps.db.run(sql`update ${applicationMatches} set score = ${match.score}, met = ${match.met}, total = ${match.total},
            must_met = ${match.mustMet}, must_total = ${match.mustTotal}, not_a_fit = ${outcome.not_a_fit ? 1 : 0},
            facts = ${JSON.stringify(scored?.facts ?? null)}, rank = ${match.score} * 1001 + rank % 1001
          where application_id = ${applicationId}`),
        deps.db.run(sql`insert into ${screeningAnswerBank} (user_id, key, value, updated_at)
          select ${seekerId}, value ->> 0, value ->> 1, ${now} from json_each(${JSON.stringify(banked)}) where true
          on conflict (user_id, key) do update set value = excluded.value, updated_at = excluded.updated_at`),
      ] as const;
    },

    /** The answers frozen with applications, by application id (the company's panel, the seeker's own view). */
    async answersOf(applicationIds: readonly number[]): Promise<Map<number, FrozenAnswer[]>> {
      const byApplication = new Map<number, FrozenAnswer[]>();
      if (applicationIds.length === 0) return byApplication;
      const rows = await deps.db
        .select()
        .from(applicationAnswers)
        .where(sql`${applicationAnswers.applicationId} in (select value from json_each(${JSON.stringify(applicationIds)}))`)
        .orderBy(asc(applicationAnswers.applicationId), asc(applicationAnswers.position));
      for (const row of rows) {
        const answer: FrozenAnswer = {
          question_id: row.questionId,
          kind: row.kind,
          text: row.text,
          choices: row.rule.choices ?? null,
          knockout: row.knockout,
          required_answer: row.rule.required_answer ?? null,
          min: row.rule.min ?? null,
          max: row.rule.max ?? null,
          accepted: row.rule.accepted ?? null,
          value: row.value,
          failed_knockout: row.failedKnockout,
        };
        byApplication.set(row.applicationId, [...(byApplication.get(row.applicationId) ?? []), answer]);
      }
      return byApplication;
    },

    /** Replaces the bank with what the seeker kept (a key left out is forgotten); a value of the wrong kind is 422. */
    async saveBank(userId: number, answers: AnswerBank): Promise<AnswerBank> {
      const entries = Object.entries(answers) as Array<[ScreeningKey, AnswerValue]>;
      const wrong = entries.filter(([key, value]) => !fitsKey(key, value));
      if (wrong.length > 0) throw invalidFields(locale, Object.fromEntries(wrong.map(([key]) => [`answers.${key}`, 'v_answer_invalid'])));
      const now = deps.clock.now();
      await deps.db.batch([
        deps.db.delete(screeningAnswerBank).where(eq(screeningAnswerBank.userId, userId)),
        ...entries.map(([key, value]) => deps.db.insert(screeningAnswerBank).values({ userId, key, value, updatedAt: now })),
      ]);
      return bank(userId);
    },
  };
}
