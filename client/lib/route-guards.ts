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

/**
 * `beforeLoad` guards: a page is opened only by whom it is for, whatever the address bar says. A signed-out visitor
 * gets the sign-in prompt, which returns them here; someone signed in for whom the page is not meant goes to their
 * own page (a company that is not approved yet to /status).
 */
function pagesFor(audience: 'account' | 'approved-company' | 'preparing-company' | 'member') {
  return async ({ context, location }: GuardInput): Promise<void> => {
    const user = await sessionUser(context);
    if (!user) {
      throw redirect({
        to: '/sign-in',
        search: { redirect: location.href, as: audience === 'approved-company' || audience === 'preparing-company' ? 'company' : 'account' },
        replace: true,
      });
    }
    const seeker = user.type === 'account';
    const approvedCompany = user.type === 'company' && user.company_status === 'approved';
    const allowedBy = {
      account: seeker,
      'approved-company': approvedCompany,
      'preparing-company': approvedCompany || (user.type === 'company' && (user.company_status === 'pending' || user.company_status === 'rejected')),
      member: seeker || approvedCompany,
    };
    const allowed = allowedBy[audience];
    if (!allowed) throw redirect({ to: homeOf(user), replace: true });
  };
}

export const seekerPagesOnly = pagesFor('account');
export const approvedCompanyPagesOnly = pagesFor('approved-company');
/** Pages of both job seekers and approved companies (the notifications). */
export const memberPagesOnly = pagesFor('member');
/**
 * The company profile and its draft jobs: also for a company waiting for approval (issue 23) and a rejected one
 * correcting its details before asking again (issue 14). A suspended company stays on /status.
 */
export const preparingCompanyPagesOnly = pagesFor('preparing-company');

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
