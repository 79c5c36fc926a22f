import type { PublicUser } from '../../../worker/features/auth/auth.schemas';
import { openAuthModal } from './auth-modals';

/** SPEC.md section 4: the company dashboard only on screens at least this wide. */
export const wideScreenMinWidth = 768;

type Navigate = (options: { to: string }) => unknown;

/** Where a person lands after signing in or registering (SPEC.md section 4, "Login"). */
export function routeAfterLogin(user: PublicUser, navigate: Navigate): void {
  if (user.is_password_change_by_admin === 1) {
    openAuthModal({ name: 'forgot-password', type: user.type === 'company' ? 'company' : 'account', email: user.email, forced: true });
    return;
  }
  if (user.type === 'company') {
    if (user.company_status !== 'approved') void navigate({ to: '/status' });
    else if (window.innerWidth >= wideScreenMinWidth) void navigate({ to: '/company/dashboard' });
    return;
  }
  void navigate({ to: '/dashboard' });
}
