import type { JobCard } from '../../../worker/features/jobs/jobs.schemas';
import { m } from '../../paraglide/messages';

interface HeartProps {
  job: JobCard;
  withText: boolean;
  /** For a job seeker: whether the job is saved (aria-pressed); undefined for a visitor, for whom it is a link-like button. */
  saved: boolean | undefined;
  onClick?: () => void;
}

/** The heart itself; `withText` shows "Save job"/"Saved" beside it. Without `onClick` it waits (disabled). */
export function Heart({ job, withText, saved, onClick }: HeartProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={!onClick}
      aria-pressed={saved}
      aria-label={withText ? undefined : m.job_save()}
      data-testid={`save-job-${job.id}`}
      className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg border px-2 text-sm font-semibold ${
        saved ? 'border-rose-300 bg-rose-50 text-rose-700' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.4 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.6C12 6.1 13.4 5 15.4 5c3.4 0 5.5 3.4 4.1 6.7C19.5 16.4 12 21 12 21z" />
      </svg>
      {withText && <span>{saved ? m.job_saved() : m.job_save()}</span>}
    </button>
  );
}
