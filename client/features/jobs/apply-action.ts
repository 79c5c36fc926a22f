import { useNavigate } from '@tanstack/react-router';
import type { PublicJob } from '../../../worker/features/jobs/jobs.schemas';
import { useSession } from '../../lib/session';

/**
 * What Apply does on a job's page, shared by the header's button and the phone's bottom bar: the wizard for a
 * signed-in seeker, sign-in first (and back to the wizard) for a visitor. Companies do not apply.
 */
export function useApplyAction(job: Pick<PublicJob, 'id'>) {
  const { user } = useSession();
  const navigate = useNavigate();
  const params = { id: String(job.id) };
  const canApply = user?.type !== 'company';
  // Someone part-way through applying without an account (not verified yet) goes on in that wizard.
  const applyingAsGuest = user !== null && !user.email_verified;
  const apply = () =>
    user
      ? void navigate({ to: applyingAsGuest ? '/jobs/$id/apply-without-account' : '/jobs/$id/apply', params })
      : void navigate({ to: '/sign-in', search: { redirect: `/jobs/${job.id}/apply`, as: 'account' } });
  return { user, params, canApply, applyingAsGuest, apply };
}
