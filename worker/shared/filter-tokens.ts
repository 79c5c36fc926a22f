/**
 * Search filters as words of the index. A filter checked by joining every match with its job costs a lookup per
 * match (a common word and a rare city: tens of thousands); as words, FTS5 intersects the lists itself and a page
 * costs what the page holds. Each job's body ends with one word per filterable fact, e.g. `zzc1 zzt1 zzs4 zzp32
 * zzwonsite zzesenior`; the SQL conditions stay as well, so a stale word can never let a wrong job through.
 */
export interface FilterFacts {
  cityId: number;
  jobTypeId: number;
  sectorId: number;
  positionId: number;
  workplace: string;
  experienceLevel: string;
}

export interface TokenFilters {
  city_id: readonly number[];
  job_type_id?: number | undefined;
  sector_id?: number | undefined;
  position_id?: number | undefined;
  workplace?: string | undefined;
  experience_level?: string | undefined;
}

const word = (kind: string, value: string | number) => `zz${kind}${String(value).replace(/[^a-z0-9]/g, '')}`;

/** The index words of a job's facts (appended to its folded body). */
export function filterTokens(facts: FilterFacts): string {
  return [
    word('c', facts.cityId),
    word('t', facts.jobTypeId),
    word('s', facts.sectorId),
    word('p', facts.positionId),
    word('w', facts.workplace),
    word('e', facts.experienceLevel),
  ].join(' ');
}

/** The MATCH terms for the filters given, or null when none of them is one the index holds. */
export function filterMatch(filters: TokenFilters): string | null {
  const terms: string[] = [];
  if (filters.city_id.length > 0) terms.push(`(${filters.city_id.map((id) => `"${word('c', id)}"`).join(' OR ')})`);
  if (filters.job_type_id !== undefined) terms.push(`"${word('t', filters.job_type_id)}"`);
  if (filters.sector_id !== undefined) terms.push(`"${word('s', filters.sector_id)}"`);
  if (filters.position_id !== undefined) terms.push(`"${word('p', filters.position_id)}"`);
  if (filters.workplace !== undefined) terms.push(`"${word('w', filters.workplace)}"`);
  if (filters.experience_level !== undefined) terms.push(`"${word('e', filters.experience_level)}"`);
  return terms.length > 0 ? terms.join(' AND ') : null;
}

/**
 * A MATCH every indexed job passes: each job holds exactly one workplace word. What a saved search without words or
 * index filters (every new job) matches with, so that all alerts are matched by one kind of statement.
 */
export function everyJobMatch(workplaces: readonly string[]): string {
  return `(${workplaces.map((workplace) => `"${word('w', workplace)}"`).join(' OR ')})`;
}

/** Index words that are filters, not text: never offered as "did you mean". */
export const isFilterToken = (term: string) => /^zz[ctspwe][a-z0-9]+$/.test(term);
