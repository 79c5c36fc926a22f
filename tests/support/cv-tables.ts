/** The tables a CV and its items live in: what a refused or failed CV import must leave exactly as it was. */
export const cvTables = [
  'cvs',
  'cv_work_experiences',
  'cv_educations',
  'cv_languages',
  'cv_skills',
  'cv_awards',
  'cv_references',
  'cv_additional_infos',
  'cv_attachments',
] as const;
