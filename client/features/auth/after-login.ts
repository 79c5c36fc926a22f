import type { PublicUser } from '../../../worker/features/auth/auth.schemas';
import { openAuthModal } from './auth-modals';
import { homeOf, returnPathOf } from './destinations';

/** The page a sign-in prompt (/sign-in?redirect=…) was shown for. */
function pageAskedFor(): string | undefined {
  if (window.location.pathname !== '/sign-in') return undefined;
  return returnPathOf(new URLSearchParams(window.location.search).get('redirect'));
}

type Navigate = (options: { href: string }) => unknown;

/**
 * Where a person lands after signing in or registering (SPEC.md section 4, "Login"): the page a sign-in prompt asked
 * for (its route guard sends them on if it is not theirs), or their own page. A company lands on its dashboard on
 * every screen width: a narrow screen staying on / was a dead end while the dashboard works there too.
 */
export function routeAfterLogin(user: PublicUser, navigate: Navigate): void {
  if (user.is_password_change_by_admin === 1) {
    openAuthModal({ name: 'forgot-password', type: user.type === 'company' ? 'company' : 'account', email: user.email, forced: true });
    return;
  }
  void navigate({ href: pageAskedFor() ?? homeOf(user) });
}
