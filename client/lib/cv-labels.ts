import { type CvListItem, type CvLocale, type CvSection, cvLocales, type ProficiencyLevel } from '../../worker/features/cvs/cvs.schemas';
import { m } from '../paraglide/messages';

export function levelLabel(level: ProficiencyLevel): string {
  switch (level) {
    case 'beginner':
      return m.cv_level_beginner();
    case 'intermediate':
      return m.cv_level_intermediate();
    case 'advanced':
      return m.cv_level_advanced();
    case 'fluent':
      return m.cv_level_fluent();
    case 'native':
      return m.cv_level_native();
    default:
      // An imported language whose file gave no level (client/lib/cv-import-draft.ts) until the review chooses one.
      return m.cv_import_level_missing();
  }
}

export function sectionLabel(section: CvSection): string {
  switch (section) {
    case 'personal_information':
      return m.cv_section_personal();
    case 'education':
      return m.cv_section_education();
    case 'languages':
      return m.cv_section_languages();
    case 'skills':
      return m.cv_section_skills();
    case 'work_experience':
      return m.cv_section_work();
    case 'references':
      return m.cv_section_references();
    case 'awards':
      return m.cv_section_awards();
    case 'additional':
      return m.cv_section_additional();
  }
}

export function stateLabel(state: CvListItem['state']): string {
  return state === 'draft' ? m.cv_state_draft() : state === 'complete' ? m.cv_state_complete() : m.cv_state_uploaded();
}

export const cvLanguageLabel = (locale: CvLocale): string =>
  locale === 'en' ? m.language_english() : locale === 'ckb' ? m.language_kurdish() : m.language_arabic();

/** The languages a CV (and its PDF) can be in, for a select. */
export const cvLanguageOptions = () => cvLocales.map((locale) => ({ value: locale, label: cvLanguageLabel(locale) }));
