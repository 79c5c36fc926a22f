import type { PublicUser } from '../../worker/features/auth/auth.schemas';

/** The page that is a person's own: where they land after signing in and where the header's dashboard link goes. */
export function homeOf(user: Pick<PublicUser, 'type' | 'company_status'>): '/dashboard' | '/company/dashboard' | '/status' | '/admin/$' {
  if (user.type === 'account') return '/dashboard';
  if (user.type === 'company') return user.company_status === 'approved' ? '/company/dashboard' : '/status';
  return '/admin/$';
}

/** A path on this site to go back to, never another site (client/lib/safe-return-path.ts). */
export { safeReturnPath as returnPathOf } from './safe-return-path';
