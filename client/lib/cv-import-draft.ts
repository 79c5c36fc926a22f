import type { CvDetail, CvLocale, ProficiencyLevel } from '../../worker/features/cvs/cvs.schemas';
import { workMonths } from '../../worker/shared/work-months';

/**
 * An imported CV on its way to the review (docs/product.md#cv-import): read from the file by the cv-import feature,
 * checked and saved by the CV maker's sections (the cvs feature); the route hands it from one to the other. The CV
 * is kept in the page with local item ids; lookups the file did not name have id 0, for the review to ask.
 */
export interface CvImportDraft {
  cv: CvDetail;
  /** What the file held that no field took, in reading order, for the user to copy. */
  leftover: string[];
  /** 'kar': a PDF Kar made, restored from its embedded data; else the format that was parsed. */
  source: 'kar' | 'pdf' | 'docx';
  /** Kurdish typed in a legacy Ali-K font was converted. */
  aliK: boolean;
  file: File;
}

/** A language whose level the file did not give: the review's card says so and its form asks for one. */
export const levelNotGiven = '' as ProficiencyLevel;

interface WorkPeriod {
  from_date: string;
  to_date: string | null;
  is_present: boolean;
}

/** A work period with its months as the server counts them for its card (0 while its start is missing). */
export function withMonths<Work extends WorkPeriod>(work: Work, today = new Date().toISOString().slice(0, 10)): Work & { months: number } {
  const months = /^\d{4}-\d{2}/.test(work.from_date) ? workMonths(work, today) : 0;
  return { ...work, months };
}

/** An empty CV to fill (id 0: not saved). */
export function emptyDraftCv(language: CvLocale): CvDetail {
  return {
    id: 0,
    title: '',
    file_path: null,
    file_name: null,
    file_type: null,
    full_name: null,
    email: null,
    phone_num: null,
    location: null,
    address: null,
    profile_pic_path: null,
    completed_count: 0,
    completed_sections: [],
    required_done: 0,
    state: 'draft',
    is_default: false,
    is_shareable: false,
    share_token: null,
    language,
    updated_at: '',
    imported_at: null,
    cv_languages: [],
    educations: [],
    work_experiences: [],
    cv_skills: [],
    references: [],
    awards_and_certifications: [],
    additional_info: [],
    imported_file: null,
  };
}
