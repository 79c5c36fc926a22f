import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import { useSignInHere } from '../../lib/sign-in-here';
import { FollowFace, type FollowTarget } from './FollowFace';

/** The seeker's button reads and changes whether they follow: its code loads only for a signed-in job seeker. */
const SeekerFollowButton = lazy(() => import('./SeekerFollowButton'));

/**
 * Follow a company (its page, a job's company card): a toggle for job seekers; a signed-out visitor is sent to sign
 * in and comes back here. Companies follow nobody, so they see none.
 */
export function FollowButton({ company }: { company: FollowTarget }) {
  const { user, isLoading } = useSession();
  const signIn = useSignInHere();
  if (isLoading || (user && user.type !== 'account')) return null;
  if (!user) return <FollowFace company={company} following={undefined} onClick={signIn} />;
  return (
    <Suspense fallback={<FollowFace company={company} following={false} />}>
      <SeekerFollowButton company={company} />
    </Suspense>
  );
}
