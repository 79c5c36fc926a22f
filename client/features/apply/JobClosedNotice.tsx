import { Link } from '@tanstack/react-router';
import type { PublicJob } from '../../../worker/features/jobs/jobs.schemas';
import { m } from '../../paraglide/messages';
import { secondaryLinkClass } from '../../components/ui/link-styles';

/** A job that stopped taking applications (paused, closed, filled, expired) while its wizard was open or linked. */
export function JobClosedNotice({ job }: { job: PublicJob }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-start gap-4 rounded-xl border border-amber-300 bg-amber-50 p-6">
      <h1 className="text-xl font-bold text-amber-950">{m.job_not_open()}</h1>
      <p className="text-amber-950">{job.title}</p>
      <Link to="/explore-jobs" className={secondaryLinkClass}>
        {m.success_explore_jobs()}
      </Link>
    </section>
  );
}
