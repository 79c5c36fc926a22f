import { z } from 'zod';
import { lookupIdSchema } from '../../shared/fields.schemas';
import { type CvSection, type ProficiencyLevel, proficiencyLevels } from '../cvs/cvs.schemas';
import { workplaces } from '../../../db/schema/job-values';

/**
 * The matching contract (docs/product.md#matching-and-screening, docs/decisions/0015), shared by server and client: a
 * job's structured requirements, its screening questions, a seeker's answers, and the match the server computes.
 * Everything a match says is data (lookup ids, levels, months, reason codes), never English text, so each surface
 * writes it in its reader's language. Messages are keys of messages/*.json; the `v_*` keys introduced here are listed
 * in `matchingMessageKeys` so the integration can add them to the three catalogues.
 */

export const maxJobSkills = 30;
export const maxJobLanguageRequirements = 10;
export const maxExperienceYears = 50;
export const maxScreeningQuestions = 5;
export const questionTextMaxLength = 300;
export const choiceTextMaxLength = 100;
export const minChoices = 2;
export const maxChoices = 10;
export const maxNumberAnswer = 1_000_000_000;

// Requirements ----------------------------------------------------------------------------------------------------

export const jobSkillRequirementSchema = z.object({
  skill_id: lookupIdSchema('v_job_skills_invalid'),
  must: z.boolean({ error: 'v_invalid_value' }).default(false),
});
export type JobSkillRequirement = z.output<typeof jobSkillRequirementSchema>;

/**
 * The levels a job may ask for: the CV's levels up to fluent. A CV's `native` (a mother tongue) ranks above fluent
 * and meets any of them, but a job may not ask for it: "native speakers only" excludes people by origin, not by what
 * they can do (a minimum of the CV's four levels). The string comparison keeps this true whether or not
 * the CV's list has `native`.
 */
export const jobLanguageLevels = proficiencyLevels.filter((level): level is Exclude<ProficiencyLevel, 'native'> => (level as string) !== 'native');
export type JobLanguageLevel = (typeof jobLanguageLevels)[number];

export const jobLanguageRequirementSchema = z.object({
  language_id: lookupIdSchema('v_job_languages_invalid'),
  min_level: z.enum(jobLanguageLevels as [JobLanguageLevel, ...JobLanguageLevel[]], { error: 'v_choose_level' }),
});
export type JobLanguageRequirement = z.output<typeof jobLanguageRequirementSchema>;

/** Years counted anywhere, or only in jobs held in the job's own position or sector. */
export const experienceScopes = ['any', 'position', 'sector'] as const;
export type ExperienceScope = (typeof experienceScopes)[number];

const uniqueBy = <T>(items: readonly T[], key: (item: T) => number) => new Set(items.map(key)).size === items.length;

/**
 * The structured requirements a job body gains (beside the free-text `requirements`, which stay). `languages`
 * replaces the old `language_ids`; `languagesFromLegacyIds` reads an old body.
 */
export const jobMatchRequirementsSchema = z.object({
  skills: z
    .array(jobSkillRequirementSchema, { error: 'v_job_skills_invalid' })
    .max(maxJobSkills, { error: 'v_too_many_job_skills' })
    .refine((skills) => uniqueBy(skills, (skill) => skill.skill_id), { error: 'v_job_skills_repeated' })
    .default([]),
  min_degree_id: lookupIdSchema('v_degree_required').nullable().default(null),
  languages: z
    .array(jobLanguageRequirementSchema, { error: 'v_job_languages_invalid' })
    .max(maxJobLanguageRequirements, { error: 'v_job_languages_invalid' })
    .refine((languages) => uniqueBy(languages, (language) => language.language_id), {
      error: 'v_job_languages_repeated',
    })
    .default([]),
  min_experience_years: z.coerce
    .number({ error: 'v_min_experience_invalid' })
    .int({ error: 'v_min_experience_invalid' })
    .min(1, { error: 'v_min_experience_invalid' })
    .max(maxExperienceYears, { error: 'v_min_experience_invalid' })
    .nullable()
    .default(null),
  experience_scope: z.enum(experienceScopes, { error: 'v_invalid_value' }).default('any'),
  /** Candidates from other cities are welcome (they would move): the city is then never a gap. */
  relocation_considered: z.boolean({ error: 'v_invalid_value' }).default(false),
});
export type JobMatchRequirements = z.output<typeof jobMatchRequirementsSchema>;

/** What the match function reads of a job: its structured requirements and the job's own city, workplace, position, sector. */
export interface JobForMatch extends JobMatchRequirements {
  city_id: number;
  workplace: (typeof workplaces)[number];
  position_id: number;
  sector_id: number;
}

/**
 * An old job body's `language_ids` said only "this language", with no level: read as the lowest level, the one
 * reading that asks nothing the company did not write.
 */
export function languagesFromLegacyIds(ids: readonly number[]): JobLanguageRequirement[] {
  return [...new Set(ids)].map((language_id) => ({ language_id, min_level: 'beginner' }));
}

/** A lookup entry named in the reader's language. */
interface NamedItem {
  id: number;
  name: string;
}

/** A job's requirements as a seeker reads them, named in the reader's language. */
export interface PublicMatchRequirements {
  skills: Array<NamedItem & { must: boolean }>;
  min_degree: NamedItem | null;
  languages: Array<NamedItem & { min_level: JobLanguageLevel }>;
  min_experience_years: number | null;
  experience_scope: ExperienceScope;
  relocation_considered: boolean;
  questions: StoredQuestion[];
}

// Screening questions ---------------------------------------------------------------------------------------------

export const questionKinds = ['yes_no', 'number', 'choice'] as const;
export type QuestionKind = (typeof questionKinds)[number];

/**
 * The answer bank's keys: questions that mean the same thing in every job, so a seeker's answer can be offered again.
 * Each key fixes its kind, so a banked answer always has the right type. Their labels in three languages are
 * messages `screening_key_<key>`.
 */
export const screeningKeyKinds = {
  driving_licence: 'yes_no',
  own_car: 'yes_no',
  right_to_work: 'yes_no',
  willing_to_relocate: 'yes_no',
  willing_to_travel: 'yes_no',
  shift_work: 'yes_no',
  start_within_days: 'number',
  salary_expectation: 'number',
} as const satisfies Record<string, QuestionKind>;
export type ScreeningKey = keyof typeof screeningKeyKinds;
export const screeningKeys = Object.keys(screeningKeyKinds) as ScreeningKey[];

const questionText = z
  .string({ error: 'v_question_text_required' })
  .trim()
  .min(1, { error: 'v_question_text_required' })
  .max(questionTextMaxLength, { error: 'v_question_text_too_long' });
const questionKey = z
  .enum(screeningKeys as [ScreeningKey, ...ScreeningKey[]], { error: 'v_invalid_value' })
  .nullable()
  .default(null);
const knockout = z.boolean({ error: 'v_invalid_value' }).default(false);
const numberBound = z
  .number({ error: 'v_invalid_value' })
  .finite({ error: 'v_invalid_value' })
  .min(0, { error: 'v_invalid_value' })
  .max(maxNumberAnswer, { error: 'v_invalid_value' });
const keyFits = (kind: QuestionKind) => (question: { key: ScreeningKey | null }) => question.key === null || screeningKeyKinds[question.key] === kind;

/** "Do you have a driving licence?" — a knock-out names the answer it requires. */
export const yesNoQuestionSchema = z
  .object({
    kind: z.literal('yes_no'),
    text: questionText,
    key: questionKey,
    knockout,
    required_answer: z.boolean({ error: 'v_invalid_value' }).nullable().default(null),
  })
  .refine((question) => !question.knockout || question.required_answer !== null, {
    error: 'v_knockout_answer_required',
    path: ['required_answer'],
  })
  .refine(keyFits('yes_no'), { error: 'v_question_key_kind', path: ['key'] });

/** "How many years of Excel?" — the answer must lie within `min`…`max` when either is set. */
export const numberQuestionSchema = z
  .object({
    kind: z.literal('number'),
    text: questionText,
    key: questionKey,
    knockout,
    min: numberBound.nullable().default(null),
    max: numberBound.nullable().default(null),
  })
  .refine((question) => question.min === null || question.max === null || question.min <= question.max, {
    error: 'v_number_range',
    path: ['max'],
  })
  .refine((question) => !question.knockout || question.min !== null || question.max !== null, {
    error: 'v_knockout_answer_required',
    path: ['min'],
  })
  .refine(keyFits('number'), { error: 'v_question_key_kind', path: ['key'] });

const choiceText = z
  .string({ error: 'v_choice_required' })
  .trim()
  .min(1, { error: 'v_choice_required' })
  .max(choiceTextMaxLength, { error: 'v_choice_too_long' });

/** One choice of several; `accepted` are the indexes of the choices a knock-out lets through. */
export const choiceQuestionSchema = z
  .object({
    kind: z.literal('choice'),
    text: questionText,
    key: questionKey,
    knockout,
    choices: z.array(choiceText, { error: 'v_choices_count' }).min(minChoices, { error: 'v_choices_count' }).max(maxChoices, { error: 'v_choices_count' }),
    accepted: z.array(z.number().int().min(0), { error: 'v_invalid_value' }).nullable().default(null),
  })
  .refine((question) => new Set(question.choices.map((choice) => choice.toLowerCase())).size === question.choices.length, {
    error: 'v_choices_repeated',
    path: ['choices'],
  })
  .refine((question) => question.accepted === null || question.accepted.every((index) => index < question.choices.length), {
    error: 'v_invalid_value',
    path: ['accepted'],
  })
  .refine((question) => question.accepted === null || (question.accepted.length > 0 && new Set(question.accepted).size === question.accepted.length), {
    error: 'v_invalid_value',
    path: ['accepted'],
  })
  .refine((question) => !question.knockout || question.accepted !== null, {
    error: 'v_knockout_answer_required',
    path: ['accepted'],
  })
  .refine(keyFits('choice'), { error: 'v_question_key_kind', path: ['key'] });

export const screeningQuestionSchema = z.discriminatedUnion('kind', [yesNoQuestionSchema, numberQuestionSchema, choiceQuestionSchema], {
  error: 'v_invalid_value',
});
export type ScreeningQuestion = z.output<typeof screeningQuestionSchema>;

/** A job's questions as the company writes them (the refused-topic check runs beside this, in screening.ts). */
export const screeningQuestionsSchema = z
  .array(screeningQuestionSchema, { error: 'v_invalid_value' })
  .max(maxScreeningQuestions, { error: 'v_too_many_questions' })
  .default([]);

/** A stored question: the id answers point at. */
export type StoredQuestion = ScreeningQuestion & { id: number };

/** `true`/`false` for yes/no, a number for number, the chosen index for choice. */
export const answerValueSchema = z.union([z.boolean(), numberBound], { error: 'v_answer_invalid' });
export type AnswerValue = z.output<typeof answerValueSchema>;

export const screeningAnswerSchema = z.object({
  question_id: lookupIdSchema('v_invalid_value'),
  value: answerValueSchema,
});
export type ScreeningAnswer = z.output<typeof screeningAnswerSchema>;

export const screeningAnswersSchema = z
  .array(screeningAnswerSchema, { error: 'v_invalid_value' })
  .max(maxScreeningQuestions, { error: 'v_invalid_value' })
  .refine((answers) => uniqueBy(answers, (answer) => answer.question_id), { error: 'v_answers_repeated' })
  .default([]);

/** A JSON text (a multipart form field) read as its value; anything else, or text that is not JSON, goes to the schema. */
function jsonTextToValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The answers of an apply body: a list, or the same list as one JSON text in a multipart form. */
export const screeningAnswersFieldSchema = z.preprocess(jsonTextToValue, screeningAnswersSchema);

/** Topics a screening question may not ask about; the company is told which one (`refused_topic_<topic>`). */
export const refusedTopics = ['gender', 'age', 'religion', 'sect', 'ethnicity', 'marital_status', 'nationality', 'pregnancy', 'health'] as const;
export type RefusedTopic = (typeof refusedTopics)[number];

// The match -------------------------------------------------------------------------------------------------------

export const matchStatuses = ['met', 'missed', 'unknown'] as const;
export type MatchStatus = (typeof matchStatuses)[number];

export const matchKinds = ['skill', 'degree', 'language', 'experience', 'city'] as const;
export type MatchKind = (typeof matchKinds)[number];

/** The CV maker section that closes a gap of each kind (the "fix it" link). */
export const sectionOfKind: Record<MatchKind, CvSection> = {
  skill: 'skills',
  degree: 'education',
  language: 'languages',
  experience: 'work_experience',
  city: 'personal_information',
};

const status = z.enum(matchStatuses);
const id = z.number().int().positive();
const level = z.enum(proficiencyLevels);

/** Each item: what the job asks (`label`), what the CV says (`detail`), and the verdict; `reason` picks the sentence. */
export const matchItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('skill'),
    status,
    must: z.boolean(),
    label: z.object({ skill_id: id }),
    detail: z.object({ reason: z.enum(['listed', 'not_listed', 'no_skills']) }),
  }),
  z.object({
    kind: z.literal('degree'),
    status,
    must: z.boolean(),
    label: z.object({ min_degree_id: id }),
    detail: z.object({ reason: z.enum(['meets', 'below', 'no_education']), degree_id: id.nullable() }),
  }),
  z.object({
    kind: z.literal('language'),
    status,
    must: z.boolean(),
    label: z.object({
      language_id: id,
      min_level: z.enum(jobLanguageLevels as [JobLanguageLevel, ...JobLanguageLevel[]]),
    }),
    detail: z.object({ reason: z.enum(['meets', 'below', 'not_listed', 'no_languages']), level: level.nullable() }),
  }),
  z.object({
    kind: z.literal('experience'),
    status,
    must: z.boolean(),
    label: z.object({
      min_years: z.number().int(),
      scope: z.enum(experienceScopes),
      position_id: id.nullable(),
      sector_id: id.nullable(),
    }),
    detail: z.object({
      reason: z.enum(['meets', 'short', 'scope_not_stated', 'no_work']),
      /** Every month of work the CV states, overlaps once. */
      months: z.number().int().min(0),
      /** Months in jobs the CV places in the asked position or sector; null when the job asks for any experience. */
      scoped_months: z.number().int().min(0).nullable(),
    }),
  }),
  z.object({
    kind: z.literal('city'),
    status,
    must: z.boolean(),
    label: z.object({ city_id: id, workplace: z.enum(workplaces), relocation_considered: z.boolean() }),
    detail: z.object({
      reason: z.enum(['same_city', 'other_city', 'remote', 'relocation', 'no_location', 'unrecognised_location']),
      /** The cities read from the CV's location (several when it names several, "Soran, Erbil"). */
      city_ids: z.array(id),
    }),
  }),
]);
export type MatchItem = z.output<typeof matchItemSchema>;
export type MatchItemOf<Kind extends MatchKind> = Extract<MatchItem, { kind: Kind }>;

/** `GET /jobs/{id}/match` → `data.match`. */
export const matchResultSchema = z.object({
  /** floor(100 × weight met ÷ weight asked); must-haves weigh 2, the rest 1 (docs/decisions/0015). */
  score: z.number().int().min(0).max(100),
  met: z.number().int().min(0),
  total: z.number().int().min(0),
  must_met: z.number().int().min(0),
  must_total: z.number().int().min(0),
  items: z.array(matchItemSchema),
});
export type MatchResult = z.output<typeof matchResultSchema>;

/** A question with the answer given, as frozen with an application (what the company's panel shows). */
export interface FrozenAnswer {
  question_id: number;
  kind: QuestionKind;
  text: string;
  choices: string[] | null;
  knockout: boolean;
  /** What a knock-out asked for, as the question had it when the answer was sent (null where it set none). */
  required_answer: boolean | null;
  min: number | null;
  max: number | null;
  accepted: number[] | null;
  value: AnswerValue;
  failed_knockout: boolean;
}

/** An applicant's match as the company's table shows it; null for applications sent before matching existed. */
export interface ApplicantMatch {
  score: number;
  met: number;
  total: number;
  must_met: number;
  must_total: number;
  /** A stated answer failed a knock-out question: listed under "Not a fit", never rejected or hidden. */
  not_a_fit: boolean;
}

/** What a job card carries: "7 of 9", as numbers and as the label in the reader's language (cards need no words of their own). */
export type MatchSummary = Pick<MatchResult, 'score' | 'met' | 'total'> & { label: string };

export type { ProficiencyLevel };

/** Message keys this contract introduces; none is in messages/*.json yet (the integration adds them). */
export const matchingMessageKeys = [
  'v_job_skills_invalid',
  'v_too_many_job_skills',
  'v_job_skills_repeated',
  'v_job_languages_repeated',
  'v_min_experience_invalid',
  'v_question_text_required',
  'v_question_text_too_long',
  'v_knockout_answer_required',
  'v_question_key_kind',
  'v_number_range',
  'v_choice_required',
  'v_choice_too_long',
  'v_choices_count',
  'v_choices_repeated',
  'v_too_many_questions',
  'v_answer_invalid',
  'v_answers_repeated',
  'v_answer_missing',
  'v_question_refused',
  ...refusedTopics.map((topic) => `refused_topic_${topic}` as const),
  ...screeningKeys.map((key) => `screening_key_${key}` as const),
] as const;

// Requests ----------------------------------------------------------------------------------------------------------

/** `GET /jobs/{id}/match?cv_id=`: the seeker's default CV when `cv_id` is absent. */
export const matchQuerySchema = z.object({
  cv_id: z.coerce.number({ error: 'v_invalid_value' }).int({ error: 'v_invalid_value' }).positive({ error: 'v_invalid_value' }).optional(),
});

/** `PUT /account/screening-answers`: the answer bank, a value per key; a key left out is forgotten. */
export const answerBankSchema = z.object({
  answers: z.partialRecord(z.enum(screeningKeys as [ScreeningKey, ...ScreeningKey[]], { error: 'v_invalid_value' }), answerValueSchema, {
    error: 'v_invalid_value',
  }),
});
export type AnswerBankInput = z.output<typeof answerBankSchema>;
