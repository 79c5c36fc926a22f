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

const empty = (value: unknown) => value === undefined || value === null || value === '';
const sameValue = (a: unknown, b: unknown) => (empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether Kar's CV already holds the edit: the server saved it but its answer was lost on the way back (the line cut),
 * and sending it again met the version that save made. Only when exactly one change was made after the version the edit
 * names, so that another device's change is never taken for this one. Items added or changed are not compared (their
 * values are the form's, not the CV's): like any doubt, they stay a conflict for the person to settle.
 */
export function alreadySaved(cv: CvDetail, version: number, edit: HeldEdit): boolean {
  if (cv.version !== version + 1) return false;
  switch (edit.kind) {
    case 'personal':
      return Object.entries(edit.values).every(([key, value]) => sameValue((cv as unknown as Record<string, unknown>)[key], value));
    case 'skills':
      return sameValue(
        cv.cv_skills.map((skill) => skill.id),
        edit.skills.map((skill) => skill.id),
      );
    case 'remove':
      return JSON.stringify(withoutItem(cv, edit.section, edit.itemId)) === JSON.stringify(cv);
    case 'item':
      return false;
  }
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
