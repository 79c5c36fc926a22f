import { toLatinDigits } from '../../../worker/shared/fields.schemas';
import type { CompanyJob } from '../../../worker/features/jobs/jobs.schemas';
import type { ExperienceScope, JobLanguageLevel, QuestionKind, ScreeningKey } from '../../../worker/features/matching/match.schemas';

/** A screening question as the editor holds it: text as typed, '' for "not chosen". */
export interface QuestionDraft {
  kind: QuestionKind;
  text: string;
  key: ScreeningKey | '';
  knockout: boolean;
  required_answer: 'yes' | 'no' | '';
  min: string;
  max: string;
  choices: string[];
  /** Indexes of the choices a knock-out lets through. */
  accepted: number[];
}

/** The job editor's matching part: structured requirements and questions (issue 25). */
export interface MatchDraft {
  skills: Array<{ skill_id: number; must: boolean; name: string }>;
  min_degree_id: string;
  languages: Array<{ language_id: number; min_level: JobLanguageLevel }>;
  min_experience_years: string;
  experience_scope: ExperienceScope;
  relocation_considered: boolean;
  questions: QuestionDraft[];
}

export const newQuestion = (kind: QuestionKind = 'yes_no'): QuestionDraft => ({
  kind,
  text: '',
  key: '',
  knockout: false,
  required_answer: '',
  min: '',
  max: '',
  choices: kind === 'choice' ? ['', ''] : [],
  accepted: [],
});

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The editor's values for a job. */
export function matchDraftOf(job: CompanyJob | undefined): MatchDraft {
  return {
    skills: job?.skills ?? [],
    min_degree_id: text(job?.min_degree_id),
    languages: job?.languages ?? [],
    min_experience_years: text(job?.min_experience_years),
    experience_scope: job?.experience_scope ?? 'any',
    relocation_considered: job?.relocation_considered ?? false,
    questions: (job?.questions ?? []).map((question) => ({
      ...newQuestion(question.kind),
      text: question.text,
      key: question.key ?? '',
      knockout: question.knockout,
      ...(question.kind === 'yes_no' ? { required_answer: question.required_answer === null ? '' : question.required_answer ? 'yes' : 'no' } : {}),
      ...(question.kind === 'number' ? { min: text(question.min), max: text(question.max) } : {}),
      ...(question.kind === 'choice' ? { choices: question.choices, accepted: question.accepted ?? [] } : {}),
    })),
  };
}

/** A bound typed in any digit script; text that is no number is sent as is, for the server to name the problem. */
const numberOrNull = (value: string) => {
  const typed = toLatinDigits(value).replace(/[\s,]/g, '');
  if (typed === '') return null;
  return Number.isNaN(Number(typed)) ? typed : Number(typed);
};

/** The matching part of the request body, as jobInputSchema reads it. */
export function matchRequestOf(draft: MatchDraft): Record<string, unknown> {
  return {
    skills: draft.skills.map(({ skill_id, must }) => ({ skill_id, must })),
    min_degree_id: draft.min_degree_id === '' ? null : Number(draft.min_degree_id),
    languages: draft.languages,
    language_ids: draft.languages.map((language) => language.language_id),
    min_experience_years: draft.min_experience_years.trim() === '' ? null : draft.min_experience_years,
    experience_scope: draft.experience_scope,
    relocation_considered: draft.relocation_considered,
    questions: draft.questions.map((question) => {
      const common = { kind: question.kind, text: question.text, key: question.key === '' ? null : question.key, knockout: question.knockout };
      if (question.kind === 'yes_no') return { ...common, required_answer: question.required_answer === '' ? null : question.required_answer === 'yes' };
      if (question.kind === 'number') return { ...common, min: numberOrNull(question.min), max: numberOrNull(question.max) };
      return { ...common, choices: question.choices, accepted: question.accepted.length > 0 ? question.accepted : null };
    }),
  };
}
