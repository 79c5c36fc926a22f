import { lazy, Suspense } from 'react';
import type { JobCard } from '../../../worker/features/jobs/jobs.schemas';
import { useSession } from '../../lib/session';
import { useSignInHere } from '../../lib/sign-in-here';
import { Heart } from './Heart';

/** The seeker's heart reads and changes the saved list: its code loads only for a signed-in job seeker. */
const SeekerSaveButton = lazy(() => import('./SeekerSaveButton'));

/**
 * The heart on a job: a toggle (aria-pressed) for job seekers; a signed-out visitor is sent to sign in and comes
 * back here. Companies do not save jobs, so they see none.
 */
export function SaveJobButton({ job, withText = false }: { job: JobCard; withText?: boolean }) {
  const { user, isLoading } = useSession();
  const signIn = useSignInHere(job.id);
  if (isLoading || (user && user.type !== 'account')) return null;
  if (!user) return <Heart job={job} withText={withText} saved={undefined} onClick={signIn} />;
  return (
    <Suspense fallback={<Heart job={job} withText={withText} saved={false} />}>
      <SeekerSaveButton job={job} withText={withText} />
    </Suspense>
  );
}
