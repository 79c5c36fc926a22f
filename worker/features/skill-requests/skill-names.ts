import { fold } from '../../shared/fold';
import type { Locale } from '../../ports';
import type { SkillNames } from './skill-requests.schemas';

export interface SkillRow {
  id: number;
  nameEn: string;
  nameCkb: string;
  nameAr: string;
  sortOrder: number;
}

/** A name as people type it, kept: inner runs of spaces become one. */
export const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * A name as the duplicate check compares it: the search's fold (case, Arabic-keyboard letters, marks, the Arabic
 * article), so "excel", "Excel " and "ئێکسڵ" typed on an Arabic keyboard meet their stored spelling.
 */
export const foldedName = (name: string) => fold(tidyName(name)).replace(/\s+/g, ' ').trim();

export const namesOf = (row: SkillRow): SkillNames => ({ en: row.nameEn, ckb: row.nameCkb, ar: row.nameAr });

/**
 * The skill one of whose three names folds to `folded`, if any. The lookup is read whole: it is a few hundred rows,
 * read only when a company asks or an admin approves, and SQLite cannot fold (worker/shared/fold.ts).
 */
export function skillNamed(skills: readonly SkillRow[], folded: string): SkillRow | undefined {
  return skills.find((row) => [row.nameEn, row.nameCkb, row.nameAr].some((name) => foldedName(name) === folded));
}

/** A skill's name in the reader's language. */
export const skillNameIn = (row: SkillRow, locale: Locale) => namesOf(row)[locale];
