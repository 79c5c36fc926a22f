import { z } from 'zod';
import { experienceLevels, jobLanguages, jobStates, type JobState, salaryCurrencies, workplaces } from '../../../db/schema/job-values';
import { lookupIdSchema, toLatinDigits } from '../../shared/fields.schemas';
import {
  jobMatchRequirementsSchema,
  type JobMatchRequirements,
  type MatchSummary,
  type PublicMatchRequirements,
  screeningQuestionsSchema,
  type StoredQuestion,
} from '../matching/match.schemas';

export { experienceLevels, jobLanguages, jobStates, salaryCurrencies, workplaces };
export type { JobState };

export const jobMoves = ['publish', 'pause', 'close', 'reopen', 'fill'] as const;
export type JobMove = (typeof jobMoves)[number];

export const jobTitleMaxLength = 120;
export const requirementMaxLength = 200;
export const maxRequirements = 30;
export const maxJobLanguages = 10;
export const maxSalary = 1_000_000_000;
export const maxOpenings = 1000;
/** A posting may run at most this long: a deadline further out is almost always a typo in the year. */
export const maxDeadlineDays = 366;

const richText = z.string({ error: 'v_invalid_value' }).max(50_000, { error: 'v_text_too_long' });

/** Whole numbers typed in any digit script, or sent as numbers. */
const wholeNumber = (key: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? toLatinDigits(value).replace(/[\s,]/g, '') : value),
    z.coerce.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }),
  );

const salaryAmount = wholeNumber('v_salary_invalid', 0, maxSalary);

/** `YYYY-MM-DD`; whether it lies ahead is judged against the server's clock (see `deadlineProblem`). */
export const deadlineSchema = z
  .string({ error: 'v_deadline_required' })
  .trim()
  .min(1, { error: 'v_deadline_required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v_deadline_invalid' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: 'v_deadline_invalid',
  });

/** Erbil is UTC+3 all year: a deadline day ends at 21:00 UTC. */
export const deadlineEndsAt = (day: string) => new Date(Date.parse(`${day}T23:59:59.999+03:00`));
export const deadlineDayOf = (endsAt: Date) => new Date(endsAt.getTime() + 3 * 3600_000).toISOString().slice(0, 10);

/** The message key for a deadline that is not ahead of `now` or too far ahead; null when it is fine. */
export function deadlineProblem(day: string, now: Date): 'v_deadline_future' | 'v_deadline_too_far' | null {
  const endsAt = deadlineEndsAt(day).getTime();
  if (endsAt <= now.getTime()) return 'v_deadline_future';
  if (endsAt - now.getTime() > maxDeadlineDays * 86_400_000) return 'v_deadline_too_far';
  return null;
}

const requirementSchema = z
  .string({ error: 'v_requirement_required' })
  .trim()
  .min(1, { error: 'v_requirement_required' })
  .max(requirementMaxLength, { error: 'v_requirement_too_long' });

/** A posting as the company writes it (POST and PUT /company/jobs); the client's form uses the same rules. */
export const jobInputSchema = z
  .object({
    title: z
      .string({ error: 'v_job_title_required' })
      .trim()
      .min(1, { error: 'v_job_title_required' })
      .max(jobTitleMaxLength, { error: 'v_job_title_too_long' }),
    description: richText.optional(),
    language: z.enum(jobLanguages, { error: 'v_job_language_required' }),
    position_id: lookupIdSchema('v_job_position_required'),
    sector_id: lookupIdSchema('v_job_sector_required'),
    city_id: lookupIdSchema('v_job_city_required'),
    job_type_id: lookupIdSchema('v_job_type_required'),
    workplace: z.enum(workplaces, { error: 'v_workplace_required' }),
    experience_level: z.enum(experienceLevels, { error: 'v_experience_required' }),
    salary_min: salaryAmount.optional().nullable(),
    salary_max: salaryAmount.optional().nullable(),
    salary_currency: z.enum(salaryCurrencies, { error: 'v_salary_currency_required' }).optional().nullable(),
    salary_visible: z
      .preprocess(
        (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
        z.boolean({ error: 'v_invalid_value' }),
      )
      .default(false),
    language_ids: z
      .array(lookupIdSchema('v_job_languages_invalid'), { error: 'v_job_languages_invalid' })
      .max(maxJobLanguages, { error: 'v_job_languages_invalid' })
      .default([]),
    requirements: z
      .array(requirementSchema, { error: 'v_requirements_required' })
      .min(1, { error: 'v_requirements_required' })
      .max(maxRequirements, { error: 'v_too_many_requirements' }),
    openings: wholeNumber('v_openings_invalid', 1, maxOpenings).default(1),
    deadline: deadlineSchema,
    // Matching (issue 25): structured requirements beside the free-text ones, and screening questions.
    ...jobMatchRequirementsSchema.shape,
    questions: screeningQuestionsSchema,
  })
  .superRefine((job, context) => {
    const hasSalary = job.salary_min != null || job.salary_max != null;
    if (hasSalary && !job.salary_currency) context.addIssue({ code: 'custom', path: ['salary_currency'], message: 'v_salary_currency_required' });
    if (job.salary_min != null && job.salary_max != null && job.salary_min > job.salary_max) {
      context.addIssue({ code: 'custom', path: ['salary_max'], message: 'v_salary_range' });
    }
    if (job.salary_visible && !hasSalary) context.addIssue({ code: 'custom', path: ['salary_min'], message: 'v_salary_visible_needs_amount' });
    if (new Set(job.requirements.map((name) => name.toLowerCase())).size !== job.requirements.length) {
      context.addIssue({ code: 'custom', path: ['requirements'], message: 'v_requirements_repeated' });
    }
  });
export type JobInput = z.output<typeof jobInputSchema>;

export const companyJobsQuerySchema = z.object({
  state: z.enum(jobStates, { error: 'v_invalid_value' }).optional(),
  cursor: z.string().max(200, { error: 'v_invalid_value' }).optional(),
  limit: wholeNumber('v_invalid_value', 1, 50).default(20),
});

export const postedWithinValues = ['1d', '3d', '7d', '30d'] as const;
/** `match` ("Best match") is for a signed-in job seeker: their default CV against the newest matching jobs. */
export const searchSorts = ['relevance', 'newest', 'match'] as const;
const optionalId = lookupIdSchema('v_invalid_value').optional();

/** The filters of `GET /jobs` that name what a job is (a job alert keeps the same ones by the same names). */
export const jobSearchFilterFields = {
  city_id: z.array(lookupIdSchema('v_invalid_value')).max(30, { error: 'v_invalid_value' }).default([]),
  job_type_id: optionalId,
  sector_id: optionalId,
  position_id: optionalId,
  workplace: z.enum(workplaces, { error: 'v_invalid_value' }).optional(),
  experience_level: z.enum(experienceLevels, { error: 'v_invalid_value' }).optional(),
  salary_min: salaryAmount.optional(),
  currency: z.enum(salaryCurrencies, { error: 'v_salary_currency_required' }).optional(),
};

/** A salary floor means nothing without its currency. */
export function salaryNeedsCurrency(search: { salary_min?: number | undefined; currency?: string | undefined }, context: z.RefinementCtx): void {
  if (search.salary_min !== undefined && !search.currency) context.addIssue({ code: 'custom', path: ['currency'], message: 'v_salary_currency_required' });
}

/** `GET /jobs`: the search box, the filters and the page (all of it in the URL, so a search can be shared). */
export const jobSearchSchema = z
  .object({
    q: z.string().max(500, { error: 'v_search_too_long' }).default(''),
    ...jobSearchFilterFields,
    posted_within: z.enum(postedWithinValues, { error: 'v_invalid_value' }).optional(),
    sort: z.enum(searchSorts, { error: 'v_invalid_value' }).optional(),
    /** `1`: a signed-in job seeker's cards carry `match` ("7 of 9"); ignored for anyone else. */
    with_match: z.enum(['0', '1'], { error: 'v_invalid_value' }).optional(),
    cursor: z.string().max(300, { error: 'v_invalid_value' }).optional(),
    limit: wholeNumber('v_invalid_value', 1, 50).default(20),
  })
  .superRefine(salaryNeedsCurrency);
export type JobSearch = z.output<typeof jobSearchSchema>;

export const pageQuerySchema = z.object({
  cursor: z.string().max(200, { error: 'v_invalid_value' }).optional(),
  limit: wholeNumber('v_invalid_value', 1, 50).default(20),
});

// Replies ---------------------------------------------------------------------------------------------------------

export interface Named {
  id: number;
  name: string;
}

export interface Salary {
  min: number | null;
  max: number | null;
  currency: (typeof salaryCurrencies)[number];
}

export interface CompanyCard {
  id: number;
  name: string;
  logo_url: string | null;
}

/** A result of `GET /jobs` and of a company's open jobs. `salary` is null when not disclosed. */
export interface JobCard {
  id: number;
  title: string;
  language: (typeof jobLanguages)[number];
  company: CompanyCard;
  city: Named;
  job_type: Named;
  workplace: (typeof workplaces)[number];
  experience_level: (typeof experienceLevels)[number];
  salary: Salary | null;
  posted_at: string | null;
  deadline: string;
  /** How the signed-in seeker's default CV matches (lists asked `with_match=1`, and "Best match"). */
  match?: MatchSummary;
}

/** `GET /jobs/{id}`: the public page of a job, open or not (`is_open` false for closed, paused, filled, expired). */
export interface PublicJob extends JobCard {
  description: string | null;
  position: Named;
  sector: Named;
  languages: Named[];
  requirements: Named[];
  /** Matching (issue 25): skills, degree, languages with levels, experience, and the screening questions. */
  match_requirements: PublicMatchRequirements;
  openings: number;
  state: Exclude<JobState, 'draft'>;
  is_open: boolean;
}

/** The company's own view of its posting (`/company/jobs`), its matching requirements and questions included. */
export interface CompanyJob extends Omit<JobMatchRequirements, 'skills'> {
  /** Each skill named in the reader's language, for the editor. */
  skills: Array<JobMatchRequirements['skills'][number] & { name: string }>;
  questions: StoredQuestion[];
  id: number;
  title: string;
  description: string | null;
  language: (typeof jobLanguages)[number];
  position_id: number;
  sector_id: number;
  city_id: number;
  job_type_id: number;
  workplace: (typeof workplaces)[number];
  experience_level: (typeof experienceLevels)[number];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: (typeof salaryCurrencies)[number] | null;
  salary_visible: boolean;
  language_ids: number[];
  requirements: Named[];
  openings: number;
  deadline: string;
  state: JobState;
  city: Named;
  job_type: Named;
  applicant_count: number;
  /** Applications in `hired`: with `openings`, what the company weighs before marking the job filled. */
  hires: number;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}
