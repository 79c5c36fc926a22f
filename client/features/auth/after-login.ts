import type { PublicUser } from '../../../worker/features/auth/auth.schemas';
import { armSave, peekReturn, type ReturnIntent, takeReturn } from '../../lib/return-intent';
import { safeReturnPath } from '../../lib/safe-return-path';
import { openAuthModal } from '../../lib/auth-modals';
import { homeOf } from '../../lib/destinations';

/** The page a sign-in prompt (/sign-in?redirect=…) was shown for. */
function pageAskedFor(): string | undefined {
  if (window.location.pathname !== '/sign-in') return undefined;
  return safeReturnPath(new URLSearchParams(window.location.search).get('redirect'));
}

/** Whether signing in or up now goes back to something the person was doing rather than to their own page. */
export function hasReturn(): boolean {
  return pageAskedFor() !== undefined || peekReturn() !== undefined;
}

/** Where the person was going: the prompt's page, else the remembered one (kept through the password reset). */
function takeIntent(): ReturnIntent | undefined {
  const remembered = takeReturn();
  const asked = pageAskedFor();
  if (!asked) return remembered;
  return { path: asked, saveJobId: remembered?.path === asked ? remembered.saveJobId : undefined };
}

type Navigate = (options: { href: string }) => unknown;

/**
 * Where a person lands after signing in or registering (docs/product.md#screens-and-routes): back where they were asked
 * to sign in (its route guard sends them on if that page is not theirs), with a save they asked for finished there by
 * the job's heart, or their own page. A company lands on its dashboard on every screen width: a narrow screen staying
 * on / was a dead end while the dashboard works there too.
 */
export function routeAfterLogin(user: PublicUser, navigate: Navigate): void {
  if (user.is_password_change_by_admin === 1) {
    // The return stays remembered: the sign-in after the forced reset follows it.
    openAuthModal({ name: 'forgot-password', type: user.type === 'company' ? 'company' : 'account', email: user.email, forced: true });
    return;
  }
  const intent = takeIntent();
  armSave(user.type === 'account' ? intent?.saveJobId : undefined);
  void navigate({ href: intent?.path ?? homeOf(user) });
}
