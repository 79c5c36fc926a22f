import type { ProficiencyLevel } from '../cvs/cvs.schemas';
import { containsWords, foldedWords } from '../../shared/fold';
import { unionMonths, type WorkPeriod } from './experience';
import { bestDegreeFor, degreeMeets, levelMeets, levelRank } from './levels';
import type { JobForMatch, MatchItem, MatchItemOf, MatchResult, MatchStatus } from './match.schemas';

/**
 * How a CV matches a job: the one computation behind the job page, the apply wizard, job cards, "Best match" and the
 * company's applicants table (docs/product.md#matching-and-screening; the rules and the formula are
 * docs/decisions/0015). Pure: no database, no clock (today comes in), no language — it reads lookup ids, levels and
 * months only, so a Sorani CV and an English job meet on the same numbers.
 *
 * "Unknown" means the CV says nothing about that kind of thing at all (no skills, no languages, no education, no
 * work, no location it names a city in); once a CV has a section, what it does not list there is a miss — a CV that
 * lists languages and not Arabic does not claim Arabic. Unknown counts as not met in the score, and is shown apart.
 */

/** The parts of a CV matching reads. A `CvDetail` (and the frozen CV of an application) fits as it is. */
export interface CvForMatch {
  location: string | null;
  cv_skills: ReadonlyArray<{ id: number }>;
  cv_languages: ReadonlyArray<{ language: { id: number }; proficiency_level: ProficiencyLevel }>;
  educations: ReadonlyArray<{ degree: { id: number } }>;
  /**
   * Work periods with the position and sector the seeker named for each (optional in the CV maker; absent from facts
   * frozen before they existed): experience asked "in this position/sector" counts the periods that name the job's.
   */
  work_experiences: ReadonlyArray<WorkPeriod & { position_id?: number | null; sector_id?: number | null }>;
}

/** A city as the lookups hold it: its id and its names in the three languages. */
export interface CityNames {
  id: number;
  en: string;
  ckb: string;
  ar: string;
}

export interface MatchContext {
  /** Today in Asia/Baghdad, 'YYYY-MM-DD' (`baghdadToday(clock.now())`): a "present" job runs to its month. */
  today: string;
  /** The cities lookup, to read the CV's free-text location in any of the three languages. */
  cities: readonly CityNames[];
}

/** A CV read once for matching many jobs ("Best match" scores thousands against one CV). */
export interface CvFacts {
  skillIds: ReadonlySet<number>;
  /** The highest level the CV gives each language (a language listed twice counts at its best). */
  languageLevels: ReadonlyMap<number, ProficiencyLevel>;
  degreeIds: readonly number[];
  workPeriods: CvForMatch['work_experiences'];
  today: string;
  /** Months of all the work the CV states (overlaps once). */
  workMonths: number;
  /** null: the CV has no location; []: it has one that names no city Kar knows. */
  cityIds: number[] | null;
}

/**
 * The cities a free-text location names, in any of the three languages and as people type them (the search's
 * fold: Arabic-keyboard Sorani, harakat, "ال"). Whole words only: "Erbil, Kurdistan" and "هەولێر - عەنکاوە" are
 * Erbil; "Slemani" is no city the lookup spells that way, and is left unread rather than guessed.
 */
export function citiesInLocation(location: string | null, cities: readonly CityNames[]): number[] | null {
  if (!location || location.trim() === '') return null;
  const text = foldedWords(location);
  return foldedNames(cities)
    .filter(({ names }) => names.some((name) => containsWords(text, name)))
    .map(({ id }) => id);
}

/**
 * The cities' names folded once per lookup list: scoring 5,000 applications again against one list spent most of
 * its second folding the same 99 names for each (tests/bench/matching.ts).
 */
const foldedByList = new WeakMap<readonly CityNames[], Array<{ id: number; names: string[][] }>>();
function foldedNames(cities: readonly CityNames[]) {
  let folded = foldedByList.get(cities);
  if (!folded) {
    folded = cities.map((city) => ({ id: city.id, names: [city.en, city.ckb, city.ar].map(foldedWords) }));
    foldedByList.set(cities, folded);
  }
  return folded;
}

export function cvFacts(cv: CvForMatch, context: MatchContext): CvFacts {
  const languageLevels = new Map<number, ProficiencyLevel>();
  for (const { language, proficiency_level: level } of cv.cv_languages) {
    const known = languageLevels.get(language.id);
    if (!known || levelRank(level) > levelRank(known)) languageLevels.set(language.id, level);
  }
  return {
    skillIds: new Set(cv.cv_skills.map((skill) => skill.id)),
    languageLevels,
    degreeIds: cv.educations.map((education) => education.degree.id),
    workPeriods: cv.work_experiences,
    today: context.today,
    workMonths: unionMonths(cv.work_experiences, context.today),
    cityIds: citiesInLocation(cv.location, context.cities),
  };
}

function skillItems(facts: CvFacts, job: JobForMatch): MatchItemOf<'skill'>[] {
  return job.skills.map(({ skill_id, must }) => {
    const [status, reason]: [MatchStatus, MatchItemOf<'skill'>['detail']['reason']] =
      facts.skillIds.size === 0 ? ['unknown', 'no_skills'] : facts.skillIds.has(skill_id) ? ['met', 'listed'] : ['missed', 'not_listed'];
    return { kind: 'skill', status, must, label: { skill_id }, detail: { reason } };
  });
}

function degreeItems(facts: CvFacts, job: JobForMatch): MatchItemOf<'degree'>[] {
  const minimum = job.min_degree_id;
  if (minimum === null) return [];
  const held = bestDegreeFor(facts.degreeIds, minimum);
  const label = { min_degree_id: minimum };
  if (held === null) return [{ kind: 'degree', status: 'unknown', must: true, label, detail: { reason: 'no_education', degree_id: null } }];
  const meets = degreeMeets(held, minimum);
  return [
    {
      kind: 'degree',
      status: meets ? 'met' : 'missed',
      must: true,
      label,
      detail: { reason: meets ? 'meets' : 'below', degree_id: held },
    },
  ];
}

function languageItems(facts: CvFacts, job: JobForMatch): MatchItemOf<'language'>[] {
  return job.languages.map(({ language_id, min_level }) => {
    const label = { language_id, min_level };
    const level = facts.languageLevels.get(language_id) ?? null;
    if (facts.languageLevels.size === 0) return { kind: 'language', status: 'unknown', must: true, label, detail: { reason: 'no_languages', level } };
    if (level === null) return { kind: 'language', status: 'missed', must: true, label, detail: { reason: 'not_listed', level } };
    const meets = levelMeets(level, min_level);
    return {
      kind: 'language',
      status: meets ? 'met' : 'missed',
      must: true,
      label,
      detail: { reason: meets ? 'meets' : 'below', level },
    };
  });
}

/**
 * Experience in the job's position or sector: met by the months of periods that state it; missed when even all the
 * work is too short, or when every period states a different one; otherwise unknown — the CV does not say.
 */
function experienceItems(facts: CvFacts, job: JobForMatch): MatchItemOf<'experience'>[] {
  const years = job.min_experience_years;
  if (years === null) return [];
  const scope = job.experience_scope;
  const position_id = scope === 'position' ? job.position_id : null;
  const sector_id = scope === 'sector' ? job.sector_id : null;
  const label = { min_years: years, scope, position_id, sector_id };
  const needed = years * 12;
  const months = facts.workMonths;
  const item = (status: MatchStatus, reason: MatchItemOf<'experience'>['detail']['reason'], scoped_months: number | null): MatchItemOf<'experience'> => ({
    kind: 'experience',
    status,
    must: true,
    label,
    detail: { reason, months, scoped_months },
  });
  if (facts.workPeriods.length === 0) return [item('unknown', 'no_work', scope === 'any' ? null : 0)];
  if (scope === 'any') return [item(months >= needed ? 'met' : 'missed', months >= needed ? 'meets' : 'short', null)];
  const scopeOf = (period: CvForMatch['work_experiences'][number]) => (scope === 'position' ? period.position_id : period.sector_id) ?? null;
  const wanted = scope === 'position' ? job.position_id : job.sector_id;
  const scoped = unionMonths(
    facts.workPeriods.filter((period) => scopeOf(period) === wanted),
    facts.today,
  );
  if (scoped >= needed) return [item('met', 'meets', scoped)];
  const everyPeriodSaysWhere = facts.workPeriods.every((period) => scopeOf(period) !== null);
  if (months < needed || everyPeriodSaysWhere) return [item('missed', 'short', scoped)];
  return [item('unknown', 'scope_not_stated', scoped)];
}

/** Remote jobs and jobs open to relocation take any city; otherwise the CV's location must name the job's city. */
function cityItems(facts: CvFacts, job: JobForMatch): MatchItemOf<'city'>[] {
  const label = { city_id: job.city_id, workplace: job.workplace, relocation_considered: job.relocation_considered };
  const city_ids = facts.cityIds ?? [];
  const item = (status: MatchStatus, reason: MatchItemOf<'city'>['detail']['reason']): MatchItemOf<'city'>[] => [
    { kind: 'city', status, must: false, label, detail: { reason, city_ids } },
  ];
  if (job.workplace === 'remote') return item('met', 'remote');
  if (job.relocation_considered) return item('met', 'relocation');
  if (facts.cityIds === null) return item('unknown', 'no_location');
  if (facts.cityIds.length === 0) return item('unknown', 'unrecognised_location');
  return facts.cityIds.includes(job.city_id) ? item('met', 'same_city') : item('missed', 'other_city');
}

/** Must-haves weigh 2, the rest 1 (docs/decisions/0015). */
export const weightOf = (item: Pick<MatchItem, 'must'>) => (item.must ? 2 : 1);

/**
 * score = floor(100 × Σ weight of met items ÷ Σ weight of all items); 0 when nothing is asked (never for a real
 * job: its city is always an item). Floor, so 100 means every item is met and a user's hand sum agrees.
 */
export function scoreOf(items: readonly MatchItem[]): number {
  const asked = items.reduce((sum, item) => sum + weightOf(item), 0);
  const met = items.reduce((sum, item) => sum + (item.status === 'met' ? weightOf(item) : 0), 0);
  return asked === 0 ? 0 : Math.floor((100 * met) / asked);
}

/** The match of a CV read by `cvFacts` against a job, items in a fixed order: skills, degree, languages, experience, city. */
export function matchFacts(facts: CvFacts, job: JobForMatch): MatchResult {
  const items: MatchItem[] = [
    ...skillItems(facts, job),
    ...degreeItems(facts, job),
    ...languageItems(facts, job),
    ...experienceItems(facts, job),
    ...cityItems(facts, job),
  ];
  const musts = items.filter((item) => item.must);
  return {
    score: scoreOf(items),
    met: items.filter((item) => item.status === 'met').length,
    total: items.length,
    must_met: musts.filter((item) => item.status === 'met').length,
    must_total: musts.length,
    items,
  };
}

/** The match of a CV (a `CvDetail`, or an application's frozen CV) against a job. */
export function computeMatch(cv: CvForMatch, job: JobForMatch, context: MatchContext): MatchResult {
  return matchFacts(cvFacts(cv, context), job);
}
