import { type ProficiencyLevel, proficiencyLevels } from '../cvs/cvs.schemas';

/**
 * The two orders matching compares in (docs/decisions/0015): language levels and degrees. Both are compared by rank,
 * never by name, so a Sorani CV and an English job meet on the same numbers.
 */

/** A language level's rank: beginner 0 < intermediate 1 < advanced 2 < fluent 3 < native 4 (the CV maker's own list). */
export function levelRank(level: ProficiencyLevel): number {
  return proficiencyLevels.indexOf(level);
}

export function levelMeets(level: ProficiencyLevel, minimum: ProficiencyLevel): boolean {
  return levelRank(level) >= levelRank(minimum);
}

/**
 * The degrees lookup (db/seed/lookups.data.ts) has no level column, and its `sort_order` is a display order that an
 * admin may change, so the ladder is kept here by id. Ids 1–7 are the Iraqi ladder from the high-school diploma to
 * the doctorate, in the seed's own order. A degree missing from this table (id 8 "Professional Certificate", or any
 * degree added later) is off the ladder: it meets a minimum only when it is that very degree, and a minimum that is
 * off the ladder is met only by that very degree — a certificate says nothing about a bachelor's and the reverse.
 * tests/unit/match.test.ts fails when the seed gains a degree this table does not place.
 */
export const degreeRanks: ReadonlyMap<number, number> = new Map([
  [1, 1], // High School Diploma
  [2, 2], // Vocational Diploma
  [3, 3], // Technical Institute Diploma (two-year)
  [4, 4], // Bachelor's Degree
  [5, 5], // Higher Diploma
  [6, 6], // Master's Degree
  [7, 7], // Doctorate (PhD)
]);

/** Degrees deliberately off the ladder (see above); the seed test checks that every degree is in one of the two. */
export const unrankedDegreeIds: ReadonlySet<number> = new Set([8]);

/** Whether a degree the CV holds satisfies a job's minimum degree. */
export function degreeMeets(heldId: number, minimumId: number): boolean {
  if (heldId === minimumId) return true;
  const held = degreeRanks.get(heldId);
  const minimum = degreeRanks.get(minimumId);
  return held !== undefined && minimum !== undefined && held >= minimum;
}

/**
 * The degree shown beside a minimum ("Master's, asks Bachelor's"): the one that meets it if any (the highest such),
 * otherwise the highest on the ladder, otherwise any degree the CV names; null for a CV without education.
 */
export function bestDegreeFor(heldIds: readonly number[], minimumId: number): number | null {
  const rank = (id: number) => degreeRanks.get(id) ?? -1;
  const byRank = [...heldIds].sort((a, b) => rank(b) - rank(a));
  return byRank.find((id) => degreeMeets(id, minimumId)) ?? byRank[0] ?? null;
}
