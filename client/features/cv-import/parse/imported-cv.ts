import type { CvLocale, ProficiencyLevel } from '../../../../worker/features/cvs/cvs.schemas';

/**
 * What the import read from a CV, shaped after the CV maker's fields (worker/features/cvs/cvs.schemas.ts) so the
 * review screen can fill its forms. Lookups (city, institution, degree, language, skills) are still text here:
 * matching them to ids happens after parsing. Dates are ISO text as the CV maker stores them: months 'YYYY-MM-01',
 * years 'YYYY-01-01'. Texts are cut to the schema's limits (200 for short fields, 20,000 for descriptions).
 */

export interface CvLine {
  text: string;
  /** Font size in points (PDF) or half-points/2 (DOCX), when known: the largest early line is the name. */
  fontSize?: number;
  bold?: boolean;
}

export interface ImportedPersonal {
  full_name: string | null;
  /** A professional title written under the name ("Software Engineer"). */
  title: string | null;
  email: string | null;
  /** Latin digits and +, e.g. +9647501234567, so it stays left to right in any text. */
  phone_num: string | null;
  /** A city named in the header or contact lines, as written (matched to the city lookup later). */
  location: string | null;
  address: string | null;
}

export interface ImportedWork {
  title: string;
  company: string;
  location: string;
  from_date: string | null;
  to_date: string | null;
  is_present: boolean;
  description: string | null;
}

export interface ImportedEducation {
  institution: string;
  degree: string;
  field_of_study: string;
  city: string;
  start_date: string | null;
  end_date: string | null;
  description: string | null;
}

export interface ImportedLanguage {
  /** The language as written ("English", "ئینگلیزی", "الإنجليزية"). */
  language: string;
  proficiency_level: ProficiencyLevel | null;
  /** The level as written, kept for the review ("Native", "زمانی دایک", "جيد جداً"). */
  level_text: string | null;
}

export interface ImportedAward {
  title: string;
  awards_or_certificates: 'award' | 'certificate';
  organization: string;
  /** 'YYYY-MM-01' (the first of the month; the CV maker asks for a day). */
  issued: string | null;
  description: string | null;
}

export interface ImportedReference {
  name: string;
  title: string;
  organization: string;
  email: string;
  phone: string;
  relationship: string;
  description: string | null;
}

/** An entry of a section the CV maker keeps as additional information (volunteering, a project, hobbies, …). */
export interface ImportedAdditional {
  /** The additional_types lookup's id its section's heading names (heading-words.ts `additionalTypeIds`). */
  additional_type_id: number;
  title: string;
  /** The first web address its text holds, with its scheme ("github.com/x" → "https://github.com/x"); null without one. */
  url: string | null;
  description: string | null;
}

export interface ImportedCv {
  /** The CV's language by its letters: Latin → en, Sorani letters → ckb, other Arabic script → ar. */
  language: CvLocale;
  personal: ImportedPersonal;
  summary: string | null;
  work_experience: ImportedWork[];
  education: ImportedEducation[];
  languages: ImportedLanguage[];
  /** Skills as written; matched to the skills lookup later. */
  skills: string[];
  awards: ImportedAward[];
  references: ImportedReference[];
  additional: ImportedAdditional[];
  /** Everything the parser could not place, in reading order, for the user to copy. */
  leftover: string[];
}
