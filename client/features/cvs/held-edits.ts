import { type CvDetail, type CvSection, institutionNameOf } from '../../../worker/features/cvs/cvs.schemas';
import { levelLabel } from '../../lib/cv-labels';
import type { HeldCv, HeldEdit } from './held-edits-store';
import type { ItemSection } from './item-sections';
import { type LookupNames, savedItem, withoutItem } from './local-cv';

/** The CV as the person left it on this device: the server's (or the last one kept) with the held edits applied. */
export function withHeld(cv: CvDetail, held: HeldCv, names: LookupNames): CvDetail {
  return held.edits.reduce<CvDetail>((shown, edit) => {
    switch (edit.kind) {
      case 'personal':
        return { ...shown, ...edit.values } as CvDetail;
      case 'skills':
        return { ...shown, cv_skills: edit.skills };
      case 'remove':
        return withoutItem(shown, edit.section, edit.itemId);
      case 'item': {
        const saved = savedItem(shown, edit.section, edit.isNew ? undefined : edit.itemId, edit.values, names, edit.itemId);
        return 'cv' in saved ? saved.cv : shown;
      }
    }
  }, cv);
}

export const sectionOfItems: Record<ItemSection, CvSection> = {
  'work-experience': 'work_experience',
  education: 'education',
  languages: 'languages',
  references: 'references',
  awards: 'awards',
  'additional-info': 'additional',
};

/** The section an edit changes, for the words beside it. */
export const sectionOfEdit = (edit: HeldEdit): CvSection =>
  edit.kind === 'personal' ? 'personal_information' : edit.kind === 'skills' ? 'skills' : sectionOfItems[edit.section];

/** One line naming each item of a section, to set what the person changed beside what Kar has now. */
export function itemHeadlines(cv: CvDetail, section: CvSection): string[] {
  switch (section) {
    case 'personal_information':
      return [cv.full_name, cv.email, cv.phone_num, cv.location].filter((value): value is string => Boolean(value));
    case 'skills':
      return cv.cv_skills.map((skill) => skill.name);
    case 'work_experience':
      return cv.work_experiences.map((item) => `${item.title} · ${item.company}`);
    case 'education':
      return cv.educations.map((item) => `${item.field_of_study} · ${institutionNameOf(item)}`);
    case 'languages':
      return cv.cv_languages.map((item) => `${item.language.name} · ${levelLabel(item.proficiency_level)}`);
    case 'references':
      return cv.references.map((item) => `${item.name} · ${item.organization}`);
    case 'awards':
      return cv.awards_and_certifications.map((item) => item.title);
    case 'additional':
      return cv.additional_info.map((item) => item.title);
  }
}

/** The sections the held edits change, in the order first changed. */
export const sectionsOfEdits = (edits: readonly HeldEdit[]): CvSection[] => [...new Set(edits.map(sectionOfEdit))];
