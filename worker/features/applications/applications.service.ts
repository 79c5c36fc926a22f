import type { Database } from '../../../db/client';
import { applicationsRepo } from './applications.repo';

/**
 * What other features read of applications: how many applied to and were hired for each job (the company's job list),
 * and a job's requirements with those an applicant ticked (the pipeline's applicant panel).
 */
export function applicationsService(db: Database) {
  const repo = applicationsRepo(db);
  return {
    applicantCounts: repo.applicantCounts,
    requirementsOf: repo.requirementsOf,
    ticked: repo.ticked,
  };
}
