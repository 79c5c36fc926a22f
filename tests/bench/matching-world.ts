// What the matching bench (matching.ts, issue 25) adds to the existing bench worlds: structured requirements on most
// jobs (skills from the lookup, must or nice; a minimum degree; languages with a level; years of experience), one
// signed-in seeker with a full CV, a job grown to 5,000 applicants, and a stored match for every application. Rows
// go in through `INSERT … SELECT … FROM json_each(?)`, a chunk a statement, as hiring-world.ts does.
import type { Client } from '@libsql/client';
import { seededRandom } from '../../db/seed/demo-generated.ts';
import { lookupSeed } from '../../db/seed/lookups.data.ts';
import type { CvForMatch } from '../../worker/features/matching/match.ts';
import type { JobForMatch, JobMatchRequirements, MatchResult } from '../../worker/features/matching/match.schemas.ts';

type Random = () => number;
type CvLevel = CvForMatch['cv_languages'][number]['proficiency_level'];
type JobLevel = JobMatchRequirements['languages'][number]['min_level'];

const jobLevels: readonly JobLevel[] = ['beginner', 'intermediate', 'advanced', 'fluent'];
const cvLevels: readonly CvLevel[] = ['beginner', 'intermediate', 'advanced', 'fluent', 'native'];
/** The languages a job here asks for, most often first: Sorani, English, Arabic, Badini, Turkish, Persian. */
const askedLanguages = [1, 5, 4, 2, 6, 7];
const pickOf = <T>(list: readonly T[], random: Random): T => list[Math.floor(random() * list.length)] as T;

/**
 * Skills by popularity: a few (JavaScript, Excel, communication…) in many jobs, a long tail in few, as for words in
 * demo-generated.ts (Zipf, s = 1, over the lookup's order shuffled once), so a seeker's ten skills meet some jobs
 * fully and most in part.
 */
function skillPicker(random: Random): () => number {
  const ids = lookupSeed.skills.map((skill) => skill.id);
  for (let index = ids.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
  }
  const cumulative: number[] = [];
  let total = 0;
  ids.forEach((_, index) => cumulative.push((total += 1 / (index + 1))));
  return () => {
    const target = random() * total;
    return ids[cumulative.findIndex((sum) => sum >= target)] ?? ids[0]!;
  };
}

/** The requirements a company states, or null (15%) for a job that states none beyond its free text. */
export function generatedRequirements(random: Random, skill: () => number): JobMatchRequirements | null {
  if (random() < 0.15) return null;
  const skills = new Map<number, boolean>();
  const wanted = 3 + Math.floor(random() * 6);
  while (skills.size < wanted) skills.set(skill(), skills.size < 2 || random() < 0.35);
  const languages = askedLanguages.filter((_, index) => random() < [0.55, 0.5, 0.35, 0.1, 0.05, 0.05][index]!);
  return {
    skills: [...skills].map(([skill_id, must]) => ({ skill_id, must })),
    min_degree_id: random() < 0.55 ? pickOf([1, 3, 4, 4, 4, 6], random) : null,
    languages: languages.map((language_id) => ({ language_id, min_level: pickOf(jobLevels, random) })),
    min_experience_years: random() < 0.5 ? 1 + Math.floor(random() * 8) : null,
    experience_scope: random() < 0.1 ? 'position' : 'any',
    relocation_considered: random() < 0.2,
  };
}

async function insertJson(client: Client, table: string, columns: string[], rows: Array<Record<string, unknown>>, chunk = 20_000) {
  const select = columns.map((column) => `value ->> '$.${column}'`).join(', ');
  for (let start = 0; start < rows.length; start += chunk) {
    await client.execute({
      sql: `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${select} FROM json_each(?)`,
      args: [JSON.stringify(rows.slice(start, start + chunk))],
    });
  }
}

/** Requirements for every job (85% state some; every one of `stating` does); returns how many jobs and skill rows. */
export async function addRequirements(client: Client, stating: readonly number[] = [], seed = 25): Promise<{ jobs: number; skills: number }> {
  const random = seededRandom(seed);
  const skill = skillPicker(seededRandom(seed + 1));
  const { rows } = await client.execute('SELECT id FROM jobs ORDER BY id');
  const skillRows: Array<Record<string, unknown>> = [];
  const requirementRows: Array<Record<string, unknown>> = [];
  for (const { id } of rows) {
    let stated = generatedRequirements(random, skill);
    while (!stated && stating.includes(Number(id))) stated = generatedRequirements(random, skill);
    if (!stated) continue;
    stated.skills.forEach(({ skill_id, must }, position) => skillRows.push({ job_id: id, skill_id, must: must ? 1 : 0, position }));
    requirementRows.push({
      job_id: id,
      min_degree_id: stated.min_degree_id,
      languages: JSON.stringify(stated.languages),
      min_experience_years: stated.min_experience_years,
      experience_scope: stated.experience_scope,
      relocation_considered: stated.relocation_considered ? 1 : 0,
    });
  }
  await insertJson(client, 'job_skills', ['job_id', 'skill_id', 'must', 'position'], skillRows);
  await insertJson(
    client,
    'job_match_requirements',
    ['job_id', 'min_degree_id', 'languages', 'min_experience_years', 'experience_scope', 'relocation_considered'],
    requirementRows,
  );
  return { jobs: requirementRows.length, skills: skillRows.length };
}

export const benchSeekerEmail = 'matching-seeker@bench.example';

/**
 * The signed-in seeker: a CV made in the CV maker with 10 skills (mostly popular ones), Sorani native, English
 * advanced and Arabic intermediate, a high-school diploma and a bachelor's, and four work periods since 2015 (the
 * last one "present"), living in Erbil. Returns their user id (the existing one on a kept board).
 */
export async function addSeeker(client: Client, now: Date): Promise<number> {
  const at = now.getTime();
  await client.execute({
    sql: "INSERT INTO users (type, email, password_hash, full_name, locale, created_at, updated_at) VALUES ('account', ?, 'x', 'Bench Seeker', 'ckb', ?, ?) ON CONFLICT(email) WHERE email <> '' DO NOTHING",
    args: [benchSeekerEmail, at, at],
  });
  const userId = Number((await client.execute({ sql: 'SELECT id FROM users WHERE email = ?', args: [benchSeekerEmail] })).rows[0]?.id);
  if ((await client.execute({ sql: 'SELECT 1 FROM cvs WHERE user_id = ?', args: [userId] })).rows.length > 0) return userId;
  const skill = skillPicker(seededRandom(26));
  const skills = new Set<number>();
  const random = seededRandom(26);
  while (skills.size < 7) skills.add(skill()); // popular, as most CVs' skills are
  while (skills.size < 10) skills.add(pickOf(lookupSeed.skills, random).id);
  const cvId = Number(
    (
      await client.execute({
        sql: "INSERT INTO cvs (user_id, title, is_default, full_name, location, language, created_at, updated_at) VALUES (?, 'My CV', 1, 'Bench Seeker', 'Erbil, Kurdistan Region', 'ckb', ?, ?) RETURNING id",
        args: [userId, at, at],
      })
    ).rows[0]?.id,
  );
  await client.batch(
    [
      { sql: 'INSERT INTO cv_skills (cv_id, skill_id, position) SELECT ?, value, key FROM json_each(?)', args: [cvId, JSON.stringify([...skills])] },
      ...(
        [
          [1, 'native'],
          [5, 'advanced'],
          [4, 'intermediate'],
        ] as const
      ).map(([language, level]) => ({
        sql: 'INSERT INTO cv_languages (cv_id, language_id, proficiency_level) VALUES (?, ?, ?)',
        args: [cvId, language, level],
      })),
      ...(
        [
          [1, '2008-09', '2011-06'],
          [4, '2011-09', '2015-06'],
        ] as const
      ).map(([degree, from, to]) => ({
        sql: "INSERT INTO cv_educations (cv_id, institution_id, city_id, degree_id, field_of_study, start_date, end_date) VALUES (?, 2, 1, ?, 'Computer Science', ?, ?)",
        args: [cvId, degree, from, to],
      })),
      ...(
        [
          ['2015-07', '2017-05', 0],
          ['2017-06', '2019-12', 0],
          ['2020-01', '2022-08', 0],
          ['2022-09', null, 1],
        ] as const
      ).map(([from, to, present], index) => ({
        sql: "INSERT INTO cv_work_experiences (cv_id, title, company, location, from_date, to_date, is_present) VALUES (?, ?, 'Company', 'Erbil', ?, ?, ?)",
        args: [cvId, `Developer ${index + 1}`, from, to, present],
      })),
    ],
    'write',
  );
  return userId;
}

/**
 * Moves applications of the company's other jobs to `jobId` until it has `size` (skipping seekers who already applied
 * there): the world keeps its 100,000 applications, one job holds 5,000 of them. Returns the job's applications.
 */
export async function growJob(client: Client, companyId: number, jobId: number, size: number): Promise<number> {
  const count = async () => Number((await client.execute({ sql: 'SELECT count(*) AS n FROM applications WHERE job_id = ?', args: [jobId] })).rows[0]?.n);
  const missing = size - (await count());
  if (missing > 0) {
    await client.execute({
      sql: `UPDATE applications SET job_id = ? WHERE id IN (
              SELECT min(a.id) FROM applications a JOIN jobs j ON j.id = a.job_id
              WHERE j.company_id = ? AND a.job_id <> ? AND a.seeker_id NOT IN (SELECT seeker_id FROM applications WHERE job_id = ?)
              GROUP BY a.seeker_id LIMIT ?)`,
      args: [jobId, companyId, jobId, jobId, missing],
    });
  }
  return count();
}

/** A CV as applicants send them: some uploaded (no sections), most made in the CV maker with a few of each. */
function applicantCv(random: Random, skill: () => number): CvForMatch {
  if (random() < 0.15) return { location: null, cv_skills: [], cv_languages: [], educations: [], work_experiences: [] };
  const skills = new Set(Array.from({ length: 2 + Math.floor(random() * 10) }, skill));
  const languages = askedLanguages.filter((_, index) => (index < 3 ? random() < 0.8 : random() < 0.1));
  const periods = Math.floor(random() * 5);
  let year = 2024 - 2 * periods - Math.floor(random() * 4);
  return {
    location: pickOf(['Erbil, Kurdistan Region', 'هەولێر', 'سلێمانی', 'Duhok', 'Slemani', 'بغداد'], random),
    cv_skills: [...skills].map((id) => ({ id })),
    cv_languages: languages.map((id) => ({ language: { id }, proficiency_level: pickOf(cvLevels, random) })),
    educations: Array.from({ length: Math.floor(random() * 3) }, () => ({ degree: { id: pickOf([1, 2, 3, 4, 4, 5, 6, 8], random) } })),
    work_experiences: Array.from({ length: periods }, (_, index) => {
      const from = `${year}-0${1 + Math.floor(random() * 9)}`;
      year += 1 + Math.floor(random() * 2);
      return index === periods - 1 ? { from_date: from, to_date: null, is_present: true } : { from_date: from, to_date: `${year}-06`, is_present: false };
    }),
  };
}

/**
 * A CV written for the job: applicants choose jobs they fit, so a quarter state every must-have (the job's must
 * skills, its degree, its languages at the level asked, enough years) on top of what their CV already says.
 */
function tailored(cv: CvForMatch, job: JobForMatch, today: string): CvForMatch {
  const mustSkills = job.skills.filter((skill) => skill.must).map((skill) => ({ id: skill.skill_id }));
  const since = `${Number(today.slice(0, 4)) - (job.min_experience_years ?? 0) - 1}-01`;
  return {
    ...cv,
    cv_skills: [...cv.cv_skills, ...mustSkills.filter((skill) => !cv.cv_skills.some((held) => held.id === skill.id))],
    cv_languages: [...cv.cv_languages, ...job.languages.map((language) => ({ language: { id: language.language_id }, proficiency_level: language.min_level }))],
    educations: job.min_degree_id === null ? cv.educations : [...cv.educations, { degree: { id: job.min_degree_id } }],
    work_experiences: [...cv.work_experiences, { from_date: since, to_date: null, is_present: true }],
  };
}

/**
 * A stored match for every application (what applying writes, docs/decisions/0015): the CV facts frozen with it and
 * the score against its job's requirements, computed by the worker's own function (`score`); ~12% are "not a fit"
 * (a failed knock-out answer). Returns how many.
 */
export async function addApplicationMatches(
  client: Client,
  jobs: ReadonlyMap<number, JobForMatch>,
  score: (cv: CvForMatch, job: JobForMatch, today: string) => MatchResult,
): Promise<number> {
  const random = seededRandom(27);
  const skill = skillPicker(seededRandom(25 + 1));
  const cvs = Array.from({ length: 1000 }, () => applicantCv(random, skill));
  const { rows } = await client.execute('SELECT id, job_id, seeker_id, created_at FROM applications');
  const matchRows: Array<Record<string, unknown>> = [];
  for (const row of rows) {
    const job = jobs.get(Number(row.job_id));
    if (!job) continue;
    // The day it was sent in Asia/Baghdad (UTC+3 all year).
    const today = new Date(Number(row.created_at) + 3 * 3_600_000).toISOString().slice(0, 10);
    const held = cvs[Number(row.seeker_id) % cvs.length]!;
    const cv = random() < 0.25 ? tailored(held, job, today) : held;
    const match = score(cv, job, today);
    matchRows.push({
      application_id: row.id,
      job_id: row.job_id,
      score: match.score,
      met: match.met,
      total: match.total,
      must_met: match.must_met,
      must_total: match.must_total,
      not_a_fit: random() < 0.12 ? 1 : 0,
      facts: JSON.stringify({ cv, today }),
      // As applying stores it: the score, then the ticked requirements in thousandths (all ticked here).
      rank: match.score * 1001 + 1000,
    });
  }
  // The neutral rows a trigger wrote as the applications were inserted give way to the computed ones.
  await client.execute('DELETE FROM application_matches');
  await insertJson(
    client,
    'application_matches',
    ['application_id', 'job_id', 'score', 'met', 'total', 'must_met', 'must_total', 'not_a_fit', 'facts', 'rank'],
    matchRows,
    10_000,
  );
  return matchRows.length;
}

/**
 * A change the matching bench measures: each job's skills also kept as JSON on its requirements row
 * (`[[skill_id, must], …]` in the company's order), so that reading a thousand jobs' requirements reads no job_skills
 * rows. `present: false` takes the column away again, so that a kept board stays as it was built.
 */
export async function skillsOnRequirements(client: Client, present: boolean): Promise<void> {
  const { rows } = await client.execute("SELECT 1 FROM pragma_table_info('job_match_requirements') WHERE name = 'bench_skills'");
  if (!present) {
    if (rows.length > 0) await client.execute('ALTER TABLE job_match_requirements DROP COLUMN bench_skills');
    return;
  }
  if (rows.length === 0) await client.execute('ALTER TABLE job_match_requirements ADD COLUMN bench_skills text');
  await client.execute(`UPDATE job_match_requirements SET bench_skills = (SELECT json_group_array(json_array(skill_id, must))
    FROM (SELECT skill_id, must FROM job_skills WHERE job_id = job_match_requirements.job_id ORDER BY position))`);
}
