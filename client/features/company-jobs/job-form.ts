import { type CompanyJob, deadlineProblem, type JobInput, jobInputSchema, maxDeadlineDays } from '../../../worker/features/jobs/jobs.schemas';
import { schemaValidator } from '../../lib/form';
import { type MatchDraft, matchDraftOf, matchRequestOf } from './match-draft';
import type { Locale } from '../../lib/i18n';
import type { JobLanguage } from './labels';

/** What the editor's inputs hold: text as typed (ids and amounts too), '' for "not chosen". */
export interface JobFormValues {
  title: string;
  description: string;
  language: JobLanguage;
  position_id: string;
  sector_id: string;
  city_id: string;
  job_type_id: string;
  workplace: string;
  experience_level: string;
  salary_min: string;
  salary_max: string;
  salary_currency: string;
  salary_visible: boolean;
  /** Skills, degree, languages with levels, experience, relocation and screening questions (issue 25). */
  matching: MatchDraft;
  requirements: string[];
  openings: string;
  deadline: string;
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export function formValuesOf(job: CompanyJob | undefined, locale: Locale): JobFormValues {
  return {
    title: job?.title ?? '',
    description: job?.description ?? '',
    language: job?.language ?? locale,
    position_id: text(job?.position_id),
    sector_id: text(job?.sector_id),
    city_id: text(job?.city_id),
    job_type_id: text(job?.job_type_id),
    workplace: job?.workplace ?? '',
    experience_level: job?.experience_level ?? '',
    salary_min: text(job?.salary_min),
    salary_max: text(job?.salary_max),
    salary_currency: job?.salary_currency ?? '',
    salary_visible: job?.salary_visible ?? false,
    matching: matchDraftOf(job),
    requirements: job?.requirements.map((requirement) => requirement.name) ?? [],
    openings: text(job?.openings ?? 1),
    deadline: job?.deadline ?? '',
  };
}

/**
 * The values as the API reads them: an empty choice is absent, an empty salary null (an edit replaces the whole
 * posting, so a salary that was removed must be sent as removed), an empty editor no description.
 */
export function requestOf(values: JobFormValues): Record<string, unknown> {
  const present = (value: string) => (value.trim() === '' ? undefined : value);
  const amount = (value: string) => (value.trim() === '' ? null : value);
  const { matching, ...rest } = values;
  return {
    ...rest,
    ...matchRequestOf(matching),
    description: isBlankHtml(values.description) ? '' : values.description,
    position_id: present(values.position_id),
    sector_id: present(values.sector_id),
    city_id: present(values.city_id),
    job_type_id: present(values.job_type_id),
    workplace: present(values.workplace),
    experience_level: present(values.experience_level),
    salary_min: amount(values.salary_min),
    salary_max: amount(values.salary_max),
    salary_currency: values.salary_currency === '' ? null : values.salary_currency,
    openings: present(values.openings),
    deadline: values.deadline,
  };
}

/** Quill leaves `<p><br></p>` in an editor that was emptied. */
function isBlankHtml(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim() === '' && !/<img/i.test(html);
}

/** The posting as the API takes it, or undefined when the shared schema refuses it. */
export function jobInputOf(values: JobFormValues): JobInput | undefined {
  const result = jobInputSchema.safeParse(requestOf(values));
  return result.success ? result.data : undefined;
}

/**
 * The field whose input shows a message for a path from the schema or the server: an item of a list is shown
 * under its list (`requirements.2` → `requirements`); the update call nests the posting under `job`.
 */
export function fieldNameOf(path: string): string {
  const name = path.replace(/^job\./, '');
  const list = /^(requirements|language_ids|languages|skills)\.\d+(\..*)?$/.exec(name);
  return list?.[1] ?? name;
}

const matchingFields = new Set([
  'skills',
  'min_degree_id',
  'languages',
  'language_ids',
  'min_experience_years',
  'experience_scope',
  'relocation_considered',
  'questions',
]);

/** A path of the body's matching part (`skills`, `questions.2.text`, …), shown by the matching sections. */
export const isMatchingPath = (path: string) => matchingFields.has(path.split('.')[0] ?? '');

export function fieldsOf(fields: Record<string, string>): Record<string, string> {
  const named: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const name = fieldNameOf(path);
    if (!(name in named)) named[name] = message;
  }
  return named;
}

const validateWithSchema = schemaValidator(jobInputSchema);

/** The shared schema, then the deadline against today (which the schema leaves to the server's clock). */
export function validateJobForm({ value }: { value: JobFormValues }) {
  const fields = fieldsOf(validateWithSchema({ value: requestOf(value) })?.fields ?? {});
  // The matching part has no form field of its own per path: its sections show what the server says (matchingPaths).
  for (const path of Object.keys(fields)) if (isMatchingPath(path)) delete fields[path];
  if (!fields.deadline && value.deadline) {
    const problem = deadlineProblem(value.deadline, new Date());
    if (problem) fields.deadline = problem;
  }
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}

/** The last day a deadline may fall on, for the date field's years. */
export function latestDeadline(now = new Date()): string {
  return new Date(now.getTime() + maxDeadlineDays * 86_400_000).toISOString().slice(0, 10);
}
