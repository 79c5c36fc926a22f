import { lazy, Suspense } from 'react';
import type { PublicJob } from '../../../worker/features/jobs/jobs.schemas';
import ReportJobButton from './ReportJobButton';

const JobMatchPanel = lazy(() => import('../../components/matching/JobMatchPanel'));

/**
 * What a job page adds for someone signed in, loaded as one chunk after first paint: "Report this job" (issue 14)
 * and, for a job seeker, how their CV matches the job (issue 25). One lazy import keeps the page within its budget.
 */
export default function SignedInJobExtras({ job, seeker }: { job: PublicJob; seeker: boolean }) {
  return (
    <>
      <ReportJobButton jobId={job.id} />
      {seeker && (
        <div className="basis-full">
          <Suspense fallback={null}>
            <JobMatchPanel job={job} />
          </Suspense>
        </div>
      )}
    </>
  );
}
