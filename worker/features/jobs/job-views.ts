import { companyLogoPath } from '../companies/companies.service';
import type { JobMatchRequirements } from '../matching/match.schemas';
import type { CardJob, CardRow, JobRow } from './jobs.repo';
import { stateOf } from './job-state.service';
import { deadlineDayOf, type CompanyJob, type JobCard, type Named, type PublicJob, type Salary } from './jobs.schemas';

function salaryOf(job: Pick<JobRow, 'salaryVisible' | 'salaryCurrency' | 'salaryMin' | 'salaryMax'>): Salary | null {
  if (!job.salaryVisible || !job.salaryCurrency || (job.salaryMin === null && job.salaryMax === null)) return null;
  return { min: job.salaryMin, max: job.salaryMax, currency: job.salaryCurrency };
}

/** A card row with what a card shows of the job (jobsRepo's cardsByIds), or the whole job. */
export type CardSummaryRow = Omit<CardRow, 'job'> & { job: CardJob };

export function toCard(row: CardSummaryRow): JobCard {
  const { job } = row;
  return {
    id: job.id,
    title: job.title,
    language: job.language,
    company: { id: job.companyId, name: row.companyName, logo_url: row.companyLogoKey ? companyLogoPath(job.companyId) : null },
    city: { id: job.cityId, name: row.cityName },
    job_type: { id: job.jobTypeId, name: row.jobTypeName },
    workplace: job.workplace,
    experience_level: job.experienceLevel,
    salary: salaryOf(job),
    posted_at: job.publishedAt?.toISOString() ?? null,
    deadline: deadlineDayOf(job.deadlineAt),
  };
}

export function toPublicJob(
  row: CardRow,
  extras: Pick<PublicJob, 'position' | 'sector' | 'languages' | 'requirements' | 'match_requirements'>,
  now: Date,
): PublicJob {
  const state = stateOf(row.job, now);
  return {
    ...toCard(row),
    description: row.job.description,
    position: extras.position,
    sector: extras.sector,
    languages: extras.languages,
    requirements: extras.requirements,
    match_requirements: extras.match_requirements,
    openings: row.job.openings,
    state: state === 'draft' ? 'closed' : state,
    is_open: state === 'published',
  };
}

/** `matching`: the job's structured requirements and questions, kept by the matching feature. */
export function toCompanyJob(
  row: CardRow,
  requirements: Named[],
  matching: Pick<CompanyJob, keyof JobMatchRequirements | 'questions'>,
  now: Date,
  counts = { applicants: 0, hires: 0 },
): CompanyJob {
  const { job } = row;
  return {
    ...matching,
    id: job.id,
    title: job.title,
    description: job.description,
    language: job.language,
    position_id: job.positionId,
    sector_id: job.sectorId,
    city_id: job.cityId,
    job_type_id: job.jobTypeId,
    workplace: job.workplace,
    experience_level: job.experienceLevel,
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    salary_currency: job.salaryCurrency,
    salary_visible: job.salaryVisible,
    language_ids: job.languageIds,
    requirements,
    openings: job.openings,
    deadline: deadlineDayOf(job.deadlineAt),
    state: stateOf(job, now),
    city: { id: job.cityId, name: row.cityName },
    job_type: { id: job.jobTypeId, name: row.jobTypeName },
    applicant_count: counts.applicants,
    hires: counts.hires,
    published_at: job.publishedAt?.toISOString() ?? null,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
  };
}
