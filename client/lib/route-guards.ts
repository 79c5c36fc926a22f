import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { sessionQuery } from './procedures';
import { homeOf, returnPathOf } from './destinations';
import type { RouterContext } from './router-context';

/** As long as useSession keeps it: a guard and the header agree on who is signed in. */
const sessionFreshMs = 5 * 60_000;

export interface GuardInput {
  context: RouterContext;
  location: ParsedLocation;
}

/**
 * The signed-in user: a cached one while fresh (a refetch under way, as after a login, is waited for). "Signed out"
 * is always asked again: a sign-up sets the session cookie a moment before the cache hears of it.
 */
function sessionUser({ queryClient }: RouterContext) {
  const options = sessionQuery();
  const cached = queryClient.getQueryData(options.queryKey);
  return queryClient.fetchQuery({ ...options, staleTime: cached ? sessionFreshMs : 0 });
}

type SessionUser = NonNullable<Awaited<ReturnType<typeof sessionUser>>>;

/**
 * `beforeLoad` guards: a page is opened only by whom it is for, whatever the address bar says. A signed-out visitor
 * gets the sign-in prompt (on its `as` tab), which returns them here; someone signed in for whom the page is not meant
 * goes to their own page (a company that is not approved yet to /status).
 */
function pagesFor(allowed: (user: SessionUser) => boolean, as: 'account' | 'company') {
  return async ({ context, location }: GuardInput): Promise<void> => {
    const user = await sessionUser(context);
    if (!user) throw redirect({ to: '/sign-in', search: { redirect: location.href, as }, replace: true });
    if (!allowed(user)) throw redirect({ to: homeOf(user), replace: true });
  };
}

const seeker = (user: SessionUser) => user.type === 'account';
const companyIn = (user: SessionUser, statuses: string[]) => user.type === 'company' && statuses.includes(user.company_status ?? '');

export const seekerPagesOnly = pagesFor(seeker, 'account');
export const approvedCompanyPagesOnly = pagesFor((user) => companyIn(user, ['approved']), 'company');
/** Pages of both job seekers and approved companies (the notifications). */
export const memberPagesOnly = pagesFor((user) => seeker(user) || companyIn(user, ['approved']), 'account');
/** Pages of one's own account that every signed-in person has (security and devices), whatever their state. */
export const signedInPagesOnly = pagesFor(() => true, 'account');
/**
 * The company profile and its draft jobs: also for a company waiting for approval (issue 23) and a rejected one
 * correcting its details before asking again (issue 14). A suspended company stays on /status.
 */
export const preparingCompanyPagesOnly = pagesFor((user) => companyIn(user, ['approved', 'pending', 'rejected']), 'company');

/**
 * The sign-in prompt is for visitors: someone already signed in goes on to the page it was shown for (just signed up
 * in its dialog, say), or to their own page.
 */
export async function visitorsOnly({ context, location }: GuardInput): Promise<void> {
  const user = await sessionUser(context);
  if (!user) return;
  const asked = returnPathOf((location.search as { redirect?: unknown }).redirect);
  throw asked ? redirect({ href: asked, replace: true }) : redirect({ to: homeOf(user), replace: true });
}
