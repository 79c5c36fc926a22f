import { AppError } from '../../http/errors';
import type { RequestInfo } from '../../http/request-info';
import { companiesService } from '../companies/companies.service';
import { lookupsService } from '../lookups/lookups.service';
import { jobRequirementsService } from '../matching/requirements.service';
import { toCard, toPublicJob } from './job-views';
import { stateOf } from './job-state.service';
import { isTakenDown } from './job-takedowns.service';
import { jobsRepo, type CardRow } from './jobs.repo';
import type { JobCard, Named, PublicJob } from './jobs.schemas';

/** A company page lists at most this many open jobs (a company with more has its own search: q plus filters). */
const companyPageJobs = 50;

export interface PublicCompanyPage {
  id: number;
  name: string;
  logo_url: string | null;
  website_url: string | null;
  linkedin_url: string | null;
  sector: Named;
  company_type: Named;
  employees: Named;
  headquarters: Named;
  /** In the reader's language when the company wrote it, otherwise in the first language it wrote. */
  description: string | null;
  mission: string | null;
  values: string | null;
}

const named = (names: Map<number, string>, id: number): Named => ({ id, name: names.get(id) ?? '' });

/** Jobs and companies as anyone may see them: published, paused, closed or expired jobs of approved companies. */
export function publicJobsService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = jobsRepo(deps.db);
  const lookups = lookupsService(deps);

  /**
   * Drafts, deleted jobs and jobs of companies not (or no longer) approved are not public: 404. A job an admin took
   * down is gone: 410 `job_unavailable`, which says nothing of why. A takedown always leaves the job `closed` (and its
   * company cannot move it), so only closed jobs pay for the lookup.
   */
  async function visibleJob(id: number): Promise<CardRow> {
    const row = await repo.card(id, locale);
    if (!row || row.job.deletedAt || row.job.state === 'draft' || row.companyStatus !== 'approved') throw new AppError('not_found');
    if (row.job.state === 'closed' && (await isTakenDown(deps.db, id))) throw new AppError('job_unavailable');
    return row;
  }

  const requirementsOf = (id: number): Promise<Named[]> => repo.requirementsOf(id);

  return {
    visibleJob,

    async job(id: number): Promise<PublicJob> {
      const row = await visibleJob(id);
      const [requirements, positions, sectors, languages, matchRequirements] = await Promise.all([
        requirementsOf(id),
        lookups.namesOf('positions', [row.job.positionId], locale),
        lookups.namesOf('sectors', [row.job.sectorId], locale),
        lookups.namesOf('languages', row.job.languageIds, locale),
        jobRequirementsService(request).forSeekers(id),
      ]);
      return toPublicJob(
        row,
        {
          position: named(positions, row.job.positionId),
          sector: named(sectors, row.job.sectorId),
          languages: row.job.languageIds.filter((languageId) => languages.has(languageId)).map((languageId) => named(languages, languageId)),
          requirements,
          match_requirements: matchRequirements,
        },
        deps.clock.now(),
      );
    },

    /** Sitemap rows (worker/features/seo): open jobs and approved companies, keyset by id within (afterId, lastId]. */
    sitemap: {
      openJobs: (afterId: number, lastId: number, limit: number) => repo.openJobsBetween(afterId, lastId, deps.clock.now(), limit),
      companies: (afterId: number, lastId: number, limit: number) => repo.approvedCompaniesBetween(afterId, lastId, limit),
      highestIds: () => repo.highestPublicIds(deps.clock.now()),
    },

    async requirements(id: number): Promise<Named[]> {
      await visibleJob(id);
      return requirementsOf(id);
    },

    async company(id: number): Promise<{ company: PublicCompanyPage; jobs: JobCard[] }> {
      const profile = await companiesService(request)
        .profile(id)
        .catch((error: unknown) => {
          throw error instanceof AppError ? new AppError('not_found') : error;
        });
      if (profile.status !== 'approved') throw new AppError('not_found');
      const [sectors, types, employees, locations] = await Promise.all([
        lookups.namesOf('sectors', [profile.sector_id], locale),
        lookups.namesOf('company_types', [profile.company_type_id], locale),
        lookups.namesOf('number_of_employees', [profile.employees_num_id], locale),
        lookups.namesOf('locations', [profile.headquarter_location_id], locale),
      ]);
      const inLanguage = (en: string | null, ckb: string | null, ar: string | null) => (locale === 'ckb' ? ckb : locale === 'ar' ? ar : en) ?? en ?? ckb ?? ar;
      const now = deps.clock.now();
      const open = await repo.openJobIdsOf(id, now, companyPageJobs);
      const cards = new Map(
        (
          await repo.cardsByIds(
            open.map((row) => row.id),
            locale,
          )
        ).map((row) => [row.job.id, row]),
      );
      return {
        company: {
          id,
          name: profile.legal_name,
          logo_url: profile.logo_url,
          website_url: profile.website_url,
          linkedin_url: profile.linkedin_url,
          sector: named(sectors, profile.sector_id),
          company_type: named(types, profile.company_type_id),
          employees: named(employees, profile.employees_num_id),
          headquarters: named(locations, profile.headquarter_location_id),
          description: inLanguage(profile.description, profile.description_ckb, profile.description_ar),
          mission: inLanguage(profile.mission, profile.mission_ckb, profile.mission_ar),
          values: inLanguage(profile.values, profile.values_ckb, profile.values_ar),
        },
        jobs: open.flatMap((row) => {
          const card = cards.get(row.id);
          return card && stateOf(card.job, now) === 'published' ? [toCard(card)] : [];
        }),
      };
    },
  };
}
