import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { jobMatchRequirements, jobQuestions, jobSkills, type QuestionRule } from '../../../db/schema';
import type { JobMatchRequirements, ScreeningQuestion, StoredQuestion } from './match.schemas';

/** A job id, or the SQL that finds it inside the batch that creates the job (its id is not known before). */
export type JobIdExpression = number | SQL;

/** What a stored question keeps apart from the columns every kind shares. */
export function ruleOf(question: ScreeningQuestion): QuestionRule {
  switch (question.kind) {
    case 'yes_no':
      return { required_answer: question.required_answer };
    case 'number':
      return { min: question.min, max: question.max };
    case 'choice':
      return { choices: question.choices, accepted: question.accepted };
  }
}

/** A stored question read back in the contract's shape. */
export function questionOf(row: {
  id: number;
  kind: StoredQuestion['kind'];
  text: string;
  key: string | null;
  knockout: boolean;
  rule: QuestionRule;
}): StoredQuestion {
  const common = { id: row.id, text: row.text, key: row.key as StoredQuestion['key'], knockout: row.knockout };
  switch (row.kind) {
    case 'yes_no':
      return { ...common, kind: 'yes_no', required_answer: row.rule.required_answer ?? null };
    case 'number':
      return { ...common, kind: 'number', min: row.rule.min ?? null, max: row.rule.max ?? null };
    case 'choice':
      return { ...common, kind: 'choice', choices: row.rule.choices ?? [], accepted: row.rule.accepted ?? null };
  }
}

const jobIdOf = (jobId: JobIdExpression) => (typeof jobId === 'number' ? sql`${jobId}` : sql`(${jobId})`);

export function requirementsRepo(db: Database) {
  return {
    /**
     * The statements that replace a job's structured requirements and questions, for the batch that writes the job:
     * skills and questions are rewritten whole (answers keep their own frozen copy of each question).
     */
    replaceStatements(jobId: JobIdExpression, requirements: JobMatchRequirements, questions: readonly ScreeningQuestion[]) {
      const id = jobIdOf(jobId);
      const skills = JSON.stringify(requirements.skills.map((skill) => [skill.skill_id, skill.must ? 1 : 0]));
      const rows = JSON.stringify(
        questions.map((question) => [question.kind, question.text, question.key, question.knockout ? 1 : 0, JSON.stringify(ruleOf(question))]),
      );
      return [
        db.run(sql`delete from ${jobSkills} where job_id = ${id}`),
        db.run(sql`insert into ${jobSkills} (job_id, skill_id, must, position)
          select ${id}, value ->> 0, value ->> 1, key from json_each(${skills})`),
        db.run(sql`insert into ${jobMatchRequirements}
            (job_id, min_degree_id, languages, min_experience_years, experience_scope, relocation_considered)
          values (${id}, ${requirements.min_degree_id}, ${JSON.stringify(requirements.languages)},
            ${requirements.min_experience_years}, ${requirements.experience_scope}, ${requirements.relocation_considered ? 1 : 0})
          on conflict (job_id) do update set min_degree_id = excluded.min_degree_id, languages = excluded.languages,
            min_experience_years = excluded.min_experience_years, experience_scope = excluded.experience_scope,
            relocation_considered = excluded.relocation_considered`),
        db.run(sql`delete from ${jobQuestions} where job_id = ${id}`),
        db.run(sql`insert into ${jobQuestions} (job_id, position, kind, text, key, knockout, rule)
          select ${id}, key, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4 from json_each(${rows})`),
      ] as const;
    },

    async questionsOf(jobId: number): Promise<StoredQuestion[]> {
      const rows = await db.select().from(jobQuestions).where(eq(jobQuestions.jobId, jobId)).orderBy(asc(jobQuestions.position), asc(jobQuestions.id));
      return rows.map(questionOf);
    },

    /** Questions of several jobs (the company's list of its jobs), by job id. */
    async questionsOfJobs(jobIds: readonly number[]): Promise<Map<number, StoredQuestion[]>> {
      const byJob = new Map<number, StoredQuestion[]>();
      if (jobIds.length === 0) return byJob;
      const rows = await db
        .select()
        .from(jobQuestions)
        .where(inArray(jobQuestions.jobId, [...jobIds]))
        .orderBy(asc(jobQuestions.jobId), asc(jobQuestions.position));
      for (const row of rows) byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), questionOf(row)]);
      return byJob;
    },
  };
}
