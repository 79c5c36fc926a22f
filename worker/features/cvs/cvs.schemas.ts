import { z } from 'zod';
import {
  atMost,
  emailSchema,
  lookupIdSchema,
  optionalLookupIdSchema,
  optionalUrlSchema,
  phoneSchema,
  requiredUrlSchema,
  richTextSchema,
} from '../../shared/fields.schemas';

/**
 * The CV contract shared by server and client (docs/product.md#cvs-and-the-cv-maker). Messages are keys of
 * messages/*.json. Dates travel as ISO text: years as 'YYYY-01-01', months as 'YYYY-MM-01', days as 'YYYY-MM-DD'.
 */

export const cvLocales = ['en', 'ckb', 'ar'] as const;
export type CvLocale = (typeof cvLocales)[number];

export const cvSections = ['personal_information', 'education', 'languages', 'skills', 'work_experience', 'references', 'awards', 'additional'] as const;
export type CvSection = (typeof cvSections)[number];

/** docs/product.md#cv-sections-and-completion: the first four are "Recommended" (shown as n/4), the last four "Optional". */
export const recommendedSections = cvSections.slice(0, 4);
export const optionalSections = cvSections.slice(4);

/** docs/product.md#cv-sections-and-completion: a CV with no file and fewer completed sections than this is a draft. */
export const draftBelowCompleted = 3;
/**
 * docs/product.md#cv-sections-and-completion: Create needs five items: the four recommended sections and (our reading,
 * docs/decisions/0006-cv-create-requirements.md) any one optional section.
 */
export const requiredForCreate = 5;

/** Lowest first: matching ranks levels by their place here (a mother tongue is the highest). */
export const proficiencyLevels = ['beginner', 'intermediate', 'advanced', 'fluent', 'native'] as const;
export type ProficiencyLevel = (typeof proficiencyLevels)[number];
/** docs/product.md#cv-field-rules: the bar shows 25, 50, 75 and 100 percent. */
export const proficiencyPercent: Record<ProficiencyLevel, number> = { beginner: 25, intermediate: 50, advanced: 75, fluent: 90, native: 100 };

export const firstCvYear = 1950;

const required = (key = 'v_fill_all_fields', max = 200) => z.string({ error: key }).trim().min(1, { error: key }).max(max, atMost(max));
const optionalText = (max: number) => z.string().trim().max(max, atMost(max)).optional();
const richText = richTextSchema.optional();

/** A four-digit year from 1950 to this year ('Enter a year between 1950 and {year}'). */
export function yearSchema(today: () => Date = () => new Date()) {
  return z.coerce
    .number({ error: 'v_year_required' })
    .int({ error: 'v_year_range' })
    .refine((year) => year >= firstCvYear && year <= today().getUTCFullYear(), { error: 'v_year_range' });
}

/** A month ('YYYY-MM' or 'YYYY-MM-DD'), stored as its first day; never after this month. */
function monthSchema(requiredKey: string, futureKey: string, today: () => Date = () => new Date()) {
  return z
    .string({ error: requiredKey })
    .regex(/^\d{4}-\d{2}(-\d{2})?$/, { error: requiredKey })
    .transform((value) => `${value.slice(0, 7)}-01`)
    .refine((value) => Number(value.slice(0, 4)) >= firstCvYear, { error: 'v_year_range' })
    .refine((value) => value.slice(0, 7) <= today().toISOString().slice(0, 7), { error: futureKey });
}

function daySchema(requiredKey: string, futureKey: string | null, today: () => Date = () => new Date()) {
  const base = z.string({ error: requiredKey }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: requiredKey });
  return futureKey ? base.refine((value) => value <= today().toISOString().slice(0, 10), { error: futureKey }) : base;
}

export const personalInfoSchema = z.object({
  title: optionalText(120),
  full_name: required('v_full_name_required'),
  email: emailSchema,
  phone_num: phoneSchema,
  location: required('v_location_required'),
  address: optionalText(300),
  language: z.enum(cvLocales).optional(),
  is_shareable: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((value) => value === true || value === 'true' || value === '1')
    .optional(),
});
export type PersonalInfoInput = z.infer<typeof personalInfoSchema>;

export const cvLanguageSchema = z.object({
  language_id: lookupIdSchema('v_choose_language'),
  proficiency_level: z.enum(proficiencyLevels, { error: 'v_choose_level' }),
});

/** The institutions lookup's "Other" (db/seed/lookups.data.ts): its education needs the institution's own name. */
export const otherInstitutionId = 34;
export const institutionNameMaxLength = 150;

export const educationSchema = z
  .object({
    institution_id: lookupIdSchema('v_institution_required'),
    institution_name: z.string().trim().max(institutionNameMaxLength, atMost(institutionNameMaxLength)).nullish(),
    city_id: lookupIdSchema('v_study_city_required'),
    degree_id: lookupIdSchema('v_degree_required'),
    field_of_study: required('v_field_of_study_required'),
    start_date: yearSchema(),
    end_date: yearSchema(),
    url: optionalUrlSchema,
    description: richText,
  })
  .refine((education) => education.end_date >= education.start_date, { error: 'v_end_year_before_start', path: ['end_date'] })
  .refine((education) => education.institution_id !== otherInstitutionId || Boolean(education.institution_name), {
    error: 'v_institution_name_required',
    path: ['institution_name'],
  });

export const workExperienceSchema = z
  .object({
    title: required('v_job_title_required'),
    company: required('v_company_required'),
    location: required('v_location_required'),
    url: optionalUrlSchema,
    from_date: monthSchema('v_from_date_required', 'v_from_date_future'),
    to_date: monthSchema('v_to_date_required', 'v_to_date_future').optional(),
    is_present: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
      .transform((value) => value === true || value === 'true' || value === '1')
      .optional()
      .default(false),
    description: richText,
    /** Optional: the position and sector the work was in, for jobs that ask for experience in theirs (matching). */
    position_id: optionalLookupIdSchema('v_invalid_value'),
    sector_id: optionalLookupIdSchema('v_invalid_value'),
  })
  .refine((work) => work.is_present || work.to_date !== undefined, { error: 'v_to_date_required', path: ['to_date'] })
  .refine((work) => work.is_present || !work.to_date || work.to_date >= work.from_date, { error: 'v_to_date_before_from', path: ['to_date'] });

export const cvSkillsSchema = z.object({
  skill_ids: z.array(z.coerce.number().int().positive(), { error: 'v_fill_all_fields' }).max(60, { error: 'v_too_many_skills' }),
});

export const referenceSchema = z.object({
  name: required('v_reference_name_required'),
  title: required('v_job_title_required'),
  organization: required('v_organization_required'),
  email: emailSchema,
  phone: phoneSchema,
  relationship: required('v_relationship_required'),
  description: optionalText(2000),
});

/** Most awards and many certificates never expire: `no_expiry` says so, and then no expiry date is stored. */
export const awardSchema = z
  .object({
    title: required('v_title_required'),
    awards_or_certificates: z.enum(['award', 'certificate'], { error: 'v_award_kind_required' }),
    organization: required('v_organization_required'),
    issued: daySchema('v_issued_required', 'v_issue_date_future'),
    expires: daySchema('v_expiry_required', null).optional(),
    no_expiry: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
      .transform((value) => value === true || value === 'true' || value === '1')
      .optional()
      .default(false),
    url: optionalUrlSchema,
    description: richText,
  })
  .refine((award) => award.no_expiry || award.expires !== undefined, { error: 'v_expiry_required', path: ['expires'] })
  .refine((award) => award.no_expiry || !award.expires || award.expires > award.issued, { error: 'v_expiry_before_issue', path: ['expires'] });

export const additionalInfoSchema = z.object({
  additional_type_id: lookupIdSchema('v_additional_type_required'),
  title: required('v_title_required'),
  url: requiredUrlSchema('v_link_required'),
  description: richText,
});

export const cvUploadSchema = z.object({ name: required('v_cv_title_required', 120) });
/**
 * docs/product.md#cv-pdf: `POST /account/cvs/{id}/to-pdf` with route, page_header and page_footer. The server renders
 * from the CV's data, so `route` (the page the old service printed) is accepted and not used; `language` picks en, ckb
 * or ar (default: the CV's own language).
 */
export const cvPdfRequestSchema = z.object({
  language: z.enum(cvLocales).optional(),
  page_header: optionalText(200),
  page_footer: optionalText(200),
  route: z.string().max(500, atMost(500)).optional(),
});
export type CvPdfRequest = z.infer<typeof cvPdfRequestSchema>;

/**
 * The name a saved PDF gets (the server's reply and the viewer's download): the title without characters file
 * systems refuse, and the language it was rendered in.
 */
export function cvPdfFileName(title: string, language?: CvLocale): string {
  const safe = title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'cv';
  return language ? `${safe}-${language}.pdf` : `${safe}.pdf`;
}

/** A public link's token as Kar makes it (18 random bytes in base64url); anything else is not looked up. */
export const isShareToken = (token: string) => /^[A-Za-z0-9_-]{24}$/.test(token);
/** The client's address of a CV shared by token. */
export const sharedCvPath = (token: string) => `/public/cv/${token}`;

export interface ShareLink {
  share_token: string | null;
  is_shareable: boolean;
}

/** A file attached to a reference, award or additional item. */
export interface CvAttachment {
  id: number;
  file_name: string;
  file_type: string;
  url: string;
}

export interface CvListItem {
  id: number;
  title: string;
  file_path: string | null;
  file_name: string | null;
  /** An uploaded file's type as found in its bytes: 'pdf', 'doc' or 'docx' (null for a CV made here). */
  file_type: string | null;
  full_name: string | null;
  email: string | null;
  phone_num: string | null;
  location: string | null;
  address: string | null;
  profile_pic_path: string | null;
  completed_count: number;
  completed_sections: CvSection[];
  /** Of the five items needed to Create: the four recommended sections and one optional one. */
  required_done: number;
  state: 'draft' | 'complete' | 'uploaded';
  is_default: boolean;
  is_shareable: boolean;
  /** The token of the CV's public link (its owner's view only; null when there is none or for a viewer). */
  share_token: string | null;
  language: CvLocale;
  updated_at: string;
  /**
   * When the CV was saved from an imported file (docs/product.md#cv-import), else null; absent from CVs frozen by an
   * application before imports existed.
   */
  imported_at?: string | null;
  /** The CV's version (its ETag), advanced by each change; absent from CVs frozen by an application before versions existed. */
  version?: number;
}

export interface Named {
  id: number;
  name: string;
}

/**
 * The institution of an education as a reader sees it: the name typed for "Other", else the lookup's name. A CV frozen
 * before the name existed has no `institution_name` at all.
 */
export const institutionNameOf = (education: { institution: Named; institution_name?: string | null }) =>
  education.institution_name || education.institution.name;

/** A CV with every section; lookup names are in the request's language. */
export interface CvDetail extends CvListItem {
  cv_languages: Array<{ id: number; cv_id: number; language: Named; proficiency_level: ProficiencyLevel; percent: number }>;
  /** `institution_name`: the name typed for the lookup's "Other", else null (read it through `institutionNameOf`). */
  educations: Array<{
    id: number;
    cv_id: number;
    institution: Named;
    institution_name: string | null;
    city: Named;
    degree: Named;
    field_of_study: string;
    start_date: string;
    end_date: string;
    url: string | null;
    description: string | null;
  }>;
  work_experiences: Array<{
    id: number;
    cv_id: number;
    title: string;
    company: string;
    location: string;
    url: string | null;
    from_date: string;
    to_date: string | null;
    is_present: boolean;
    description: string | null;
    /** The position and sector the work was in, when the seeker named them; absent from CVs frozen before they existed. */
    position?: Named | null;
    sector?: Named | null;
    months: number;
  }>;
  cv_skills: Named[];
  references: Array<{
    id: number;
    cv_id: number;
    name: string;
    title: string;
    organization: string;
    email: string;
    phone: string;
    relationship: string;
    description: string | null;
    files: CvAttachment[];
  }>;
  awards_and_certifications: Array<{
    id: number;
    cv_id: number;
    title: string;
    awards_or_certificates: 'award' | 'certificate';
    organization: string;
    issued: string;
    expires: string | null;
    url: string | null;
    description: string | null;
    files: CvAttachment[];
  }>;
  additional_info: Array<{ id: number; cv_id: number; additional_type: Named; title: string; url: string; description: string | null; files: CvAttachment[] }>;
  /** The file an imported CV was read from, when its owner kept it (their view only; null on a shared CV). */
  imported_file?: CvAttachment | null;
}
