import { useNavigate } from '@tanstack/react-router';
import type { JobCard } from '../../../worker/features/jobs/jobs.schemas';
import { m } from '../../paraglide/messages';
import { useSession } from '../auth/session';
import { useSavedJobs, useToggleSaved } from './saved-jobs';

/** Where a signed-out visitor goes to sign in as a job seeker, coming back to the page they were on. */
export function useSignInHere() {
  const navigate = useNavigate();
  return () => void navigate({ to: '/sign-in', search: { redirect: `${window.location.pathname}${window.location.search}`, as: 'account' } });
}

/**
 * The heart on a job: a toggle (aria-pressed) for job seekers; a signed-out visitor is sent to sign in and comes
 * back here. Companies do not save jobs, so they see none. `withText` shows "Save job"/"Saved" beside the heart.
 */
export function SaveJobButton({ job, withText = false }: { job: JobCard; withText?: boolean }) {
  const { user, isLoading } = useSession();
  const saved = useSavedJobs();
  const toggle = useToggleSaved();
  const signIn = useSignInHere();
  if (isLoading || (user && !saved.isSeeker)) return null;

  const isSaved = saved.jobs.some((savedJob) => savedJob.id === job.id);
  const onClick = () => (user ? toggle.mutate({ job, save: !isSaved }) : signIn());
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={user ? isSaved : undefined}
      aria-label={withText ? undefined : m.job_save()}
      data-testid={`save-job-${job.id}`}
      className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg border px-2 text-sm font-semibold ${
        isSaved ? 'border-rose-300 bg-rose-50 text-rose-700' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill={isSaved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.4 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.6C12 6.1 13.4 5 15.4 5c3.4 0 5.5 3.4 4.1 6.7C19.5 16.4 12 21 12 21z" />
      </svg>
      {withText && <span>{isSaved ? m.job_saved() : m.job_save()}</span>}
    </button>
  );
}
