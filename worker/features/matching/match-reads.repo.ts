import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cities, cvEducations, cvLanguages, cvs, cvSkills, cvWorkExperiences, jobMatchRequirements, jobs, jobSkills } from '../../../db/schema';
import type { CityNames, CvForMatch } from './match';
import type { JobForMatch } from './match.schemas';

/**
 * Everything one match needs, read in ONE query (a page of cards with labels may cost one query more than without,
 * issue 25): the seeker's CV as matching reads it, the cities lookup (to read the CV's free-text location), and the
 * requirements of the jobs asked about. Each part is a scalar subquery returning JSON; `json(…)` keeps nested
 * arrays arrays, as a subquery's result loses SQLite's JSON subtype.
 */

interface CvFactsRow {
  id: number;
  location: string | null;
  skills: number[];
  languages: Array<[number, CvForMatch['cv_languages'][number]['proficiency_level']]>;
  degrees: number[];
  work: Array<[string, string | null, number, number | null, number | null]>;
}

/** The CV a match reads: the one named, or else the seeker's default (else their latest). */
const cvJson = (userId: number, cvId: number | null) => sql`(select json_object(
    'id', c.id, 'location', c.location,
    'skills', json((select json_group_array(skill_id) from ${cvSkills} where cv_id = c.id)),
    'languages', json((select json_group_array(json_array(language_id, proficiency_level)) from ${cvLanguages} where cv_id = c.id)),
    'degrees', json((select json_group_array(degree_id) from ${cvEducations} where cv_id = c.id)),
    'work', json((select json_group_array(json_array(from_date, to_date, is_present, position_id, sector_id)) from ${cvWorkExperiences} where cv_id = c.id)))
  from ${cvs} c where c.user_id = ${userId} and (${cvId} is null or c.id = ${cvId})
  order by c.is_default desc, c.updated_at desc, c.id desc limit 1)`;

const citiesJson = sql`(select json_group_array(json_array(id, name_en, name_ckb, name_ar)) from ${cities})`;

const jobsJson = (jobIds: readonly number[]) => sql`(select json_group_array(json_object(
    'id', j.id, 'city_id', j.city_id, 'workplace', j.workplace, 'position_id', j.position_id, 'sector_id', j.sector_id,
    'skills', json((select json_group_array(json_object('skill_id', s.skill_id, 'must', json(case when s.must then 'true' else 'false' end)))
      from (select skill_id, must from ${jobSkills} where job_id = j.id order by position) s)),
    'min_degree_id', r.min_degree_id,
    'languages', json(coalesce(r.languages, '[]')),
    'min_experience_years', r.min_experience_years,
    'experience_scope', coalesce(r.experience_scope, 'any'),
    'relocation_considered', json(case when r.relocation_considered then 'true' else 'false' end)))
  from ${jobs} j left join ${jobMatchRequirements} r on r.job_id = j.id
  where j.id in (select value from json_each(${JSON.stringify([...new Set(jobIds)])})))`;

export const cvForMatchOf = (row: CvFactsRow): CvForMatch => ({
  location: row.location,
  cv_skills: row.skills.map((id) => ({ id })),
  cv_languages: row.languages.map(([id, proficiency_level]) => ({ language: { id }, proficiency_level })),
  educations: row.degrees.map((id) => ({ degree: { id } })),
  work_experiences: row.work.map(([from_date, to_date, present, position_id, sector_id]) => ({
    from_date,
    to_date,
    is_present: present === 1,
    position_id,
    sector_id,
  })),
});

export const cityNamesOf = (rows: Array<[number, string, string, string]>): CityNames[] => rows.map(([id, en, ckb, ar]) => ({ id, en, ckb, ar }));

export interface MatchReads {
  /** null when the seeker has no CV (or not the one named). */
  cv: (CvForMatch & { id: number }) | null;
  cities: CityNames[];
  jobs: Map<number, JobForMatch>;
}

/** A candidate job as `rankCandidates` reads it: compact, as a thousand of them go through JSON in one statement. */
type CompactCandidate = [
  id: number,
  newest: number,
  cityId: number,
  workplace: JobForMatch['workplace'],
  positionId: number,
  sectorId: number,
  skills: Array<[number, number]>,
  minDegreeId: number | null,
  languages: JobForMatch['languages'],
  minExperienceYears: number | null,
  experienceScope: JobForMatch['experience_scope'],
  relocationConsidered: number,
];

export interface Candidate extends JobForMatch {
  id: number;
  /** The publish sequence: newer is larger (ties in score go to the newest). */
  newest: number;
}

export function matchReadsRepo(db: Database) {
  return {
    /**
     * The seeker's CV, the cities and the requirements of candidate jobs (`candidates`: a select of id, newest,
     * city_id, workplace, position_id and sector_id) in one statement. Skills are read unordered: their order only
     * matters to the list of items, not to a score.
     */
    async candidates(userId: number, candidates: SQL): Promise<Omit<MatchReads, 'jobs'> & { candidates: Candidate[] }> {
      const [row] = await db.all<{ cv: string | null; cities: string; jobs: string | null }>(sql`with k as (${candidates})
        select ${cvJson(userId, null)} as cv, ${citiesJson} as cities,
          (select json_group_array(json_array(k.id, k.newest, k.city_id, k.workplace, k.position_id, k.sector_id,
              json((select json_group_array(json_array(s.skill_id, s.must)) from ${jobSkills} s where s.job_id = k.id)),
              r.min_degree_id, json(coalesce(r.languages, '[]')), r.min_experience_years, coalesce(r.experience_scope, 'any'),
              coalesce(r.relocation_considered, 0)))
            from k left join ${jobMatchRequirements} r on r.job_id = k.id) as jobs`);
      const cvRow = row?.cv ? (JSON.parse(row.cv) as CvFactsRow) : null;
      const compact = JSON.parse(row?.jobs ?? '[]') as CompactCandidate[];
      return {
        cv: cvRow ? { id: cvRow.id, ...cvForMatchOf(cvRow) } : null,
        cities: cityNamesOf(JSON.parse(row?.cities ?? '[]') as Array<[number, string, string, string]>),
        candidates: compact.map(
          ([id, newest, city_id, workplace, position_id, sector_id, skills, min_degree_id, languages, min_experience_years, experience_scope, relocation]) => ({
            id,
            newest,
            city_id,
            workplace,
            position_id,
            sector_id,
            skills: skills.map(([skill_id, must]) => ({ skill_id, must: must === 1 })),
            min_degree_id,
            languages,
            min_experience_years,
            experience_scope,
            relocation_considered: relocation === 1,
          }),
        ),
      };
    },

    async read(userId: number, cvId: number | null, jobIds: readonly number[]): Promise<MatchReads> {
      const [row] = await db.all<{ cv: string | null; cities: string; jobs: string | null }>(
        sql`select ${cvJson(userId, cvId)} as cv, ${citiesJson} as cities, ${jobIds.length > 0 ? jobsJson(jobIds) : sql`null`} as jobs`,
      );
      const cvRow = row?.cv ? (JSON.parse(row.cv) as CvFactsRow) : null;
      const jobList = JSON.parse(row?.jobs ?? '[]') as Array<JobForMatch & { id: number }>;
      return {
        cv: cvRow ? { id: cvRow.id, ...cvForMatchOf(cvRow) } : null,
        cities: cityNamesOf(JSON.parse(row?.cities ?? '[]') as Array<[number, string, string, string]>),
        jobs: new Map(jobList.map(({ id, ...job }) => [id, job])),
      };
    },

    /** The requirements of jobs alone (the company's editor, recomputing applicants' matches). */
    async jobs(jobIds: readonly number[]): Promise<Map<number, JobForMatch>> {
      if (jobIds.length === 0) return new Map();
      const [row] = await db.all<{ jobs: string | null }>(sql`select ${jobsJson(jobIds)} as jobs`);
      const jobList = JSON.parse(row?.jobs ?? '[]') as Array<JobForMatch & { id: number }>;
      return new Map(jobList.map(({ id, ...job }) => [id, job]));
    },

    async cities(): Promise<CityNames[]> {
      const [row] = await db.all<{ cities: string }>(sql`select ${citiesJson} as cities`);
      return cityNamesOf(JSON.parse(row?.cities ?? '[]') as Array<[number, string, string, string]>);
    },
  };
}
