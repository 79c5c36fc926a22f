import type { RequestInfo } from '../../http/request-info';
import { lookupsService } from '../lookups/lookups.service';
import { matchReadsRepo } from './match-reads.repo';
import { type JobMatchRequirements, languagesFromLegacyIds, type PublicMatchRequirements, type ScreeningQuestion, type StoredQuestion } from './match.schemas';
import { type JobIdExpression, requirementsRepo } from './requirements.repo';
import { firstRefusedQuestion } from './screening';

/** What a job body says about matching: the structured requirements, the questions, and the old `language_ids`. */
export interface JobMatchInput extends JobMatchRequirements {
  questions: ScreeningQuestion[];
  language_ids?: readonly number[] | undefined;
}

/** A job's matching part as its company edits it: each skill named in the reader's language for the editor. */
export interface JobMatchView extends Omit<JobMatchRequirements, 'skills'> {
  skills: Array<JobMatchRequirements['skills'][number] & { name: string }>;
  questions: StoredQuestion[];
}

export const noMatchRequirements = (): JobMatchRequirements => ({
  skills: [],
  min_degree_id: null,
  languages: [],
  min_experience_years: null,
  experience_scope: 'any',
  relocation_considered: false,
});

/** `languages` when the body has them, else the old `language_ids` read as "this language, any level". */
export function languagesOfInput(input: Pick<JobMatchInput, 'languages' | 'language_ids'>): JobMatchRequirements['languages'] {
  return input.languages.length > 0 ? input.languages : languagesFromLegacyIds(input.language_ids ?? []);
}

/** The matching part of a job: what the jobs feature stores and shows beside its own columns. */
export function jobRequirementsService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = requirementsRepo(deps.db);
  const reads = matchReadsRepo(deps.db);
  const lookups = lookupsService(deps);

  /** The matching part of several of a company's jobs, by job id (two queries for any number of jobs). */
  async function ofJobs(jobIds: readonly number[]): Promise<Map<number, JobMatchView>> {
    const [requirements, questions] = await Promise.all([reads.jobs(jobIds), repo.questionsOfJobs(jobIds)]);
    const skillIds = [...requirements.values()].flatMap((job) => job.skills.map((skill) => skill.skill_id));
    const skillNames = await lookups.namesOf('skills', skillIds, locale);
    return new Map(
      jobIds.map((id) => {
        const job = requirements.get(id);
        const stated: JobMatchRequirements = job
          ? {
              skills: job.skills,
              min_degree_id: job.min_degree_id,
              languages: job.languages,
              min_experience_years: job.min_experience_years,
              experience_scope: job.experience_scope,
              relocation_considered: job.relocation_considered,
            }
          : noMatchRequirements();
        const skills = stated.skills.map((skill) => ({ ...skill, name: skillNames.get(skill.skill_id) ?? '' }));
        return [id, { ...stated, skills, questions: questions.get(id) ?? [] }];
      }),
    );
  }

  return {
    ofJobs,

    /** Field problems of a job body's matching part: unknown lookup ids and refused questions (422 field messages). */
    async problems(input: JobMatchInput): Promise<Record<string, string>> {
      const languages = languagesOfInput(input);
      const [skills, degrees, languageNames] = await Promise.all([
        lookups.namesOf(
          'skills',
          input.skills.map((skill) => skill.skill_id),
          locale,
        ),
        lookups.namesOf('degrees', input.min_degree_id === null ? [] : [input.min_degree_id], locale),
        lookups.namesOf(
          'languages',
          languages.map((language) => language.language_id),
          locale,
        ),
      ]);
      const problems: Record<string, string> = {};
      if (input.skills.some((skill) => !skills.has(skill.skill_id))) problems.skills = 'v_job_skills_invalid';
      if (input.min_degree_id !== null && !degrees.has(input.min_degree_id)) problems.min_degree_id = 'v_degree_required';
      if (languages.some((language) => !languageNames.has(language.language_id))) problems.languages = 'v_job_languages_invalid';
      const refused = firstRefusedQuestion(input.questions);
      if (refused) problems[`questions.${refused.index}.${refused.field}`] = `refused_topic_${refused.topic}`;
      return problems;
    },

    /** The statements for the batch that writes the job. */
    statements(jobId: JobIdExpression, input: JobMatchInput) {
      const { questions, language_ids: _legacy, ...requirements } = input;
      return repo.replaceStatements(jobId, { ...requirements, languages: languagesOfInput(input) }, questions);
    },

    /** One job's requirements and questions as a seeker reads them. */
    async forSeekers(jobId: number): Promise<PublicMatchRequirements> {
      const view = (await ofJobs([jobId])).get(jobId) ?? { ...noMatchRequirements(), questions: [] };
      const [skills, degrees, languages] = await Promise.all([
        lookups.namesOf(
          'skills',
          view.skills.map((skill) => skill.skill_id),
          locale,
        ),
        lookups.namesOf('degrees', view.min_degree_id === null ? [] : [view.min_degree_id], locale),
        lookups.namesOf(
          'languages',
          view.languages.map((language) => language.language_id),
          locale,
        ),
      ]);
      const name = (names: Map<number, string>, id: number) => names.get(id) ?? '';
      return {
        skills: view.skills.map((skill) => ({ id: skill.skill_id, name: name(skills, skill.skill_id), must: skill.must })),
        min_degree: view.min_degree_id === null ? null : { id: view.min_degree_id, name: name(degrees, view.min_degree_id) },
        languages: view.languages.map((language) => ({
          id: language.language_id,
          name: name(languages, language.language_id),
          min_level: language.min_level,
        })),
        min_experience_years: view.min_experience_years,
        experience_scope: view.experience_scope,
        relocation_considered: view.relocation_considered,
        questions: view.questions,
      };
    },
  };
}
