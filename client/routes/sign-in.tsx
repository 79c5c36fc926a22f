import { createFileRoute } from '@tanstack/react-router';
import { returnPathOf } from '../features/auth/destinations';
import { SignInPrompt } from '../features/pages/SignInPrompt';
import { visitorsOnly } from '../features/shell/route-guards';
import { type SearchInput, searchChoice } from '../lib/search-params';
import { usePageTitle } from '../features/shell/page-titles';
import { m } from '../paraglide/messages';

export interface SignInSearch {
  redirect?: string;
  as?: 'account' | 'company';
}

function readSignInSearch(search: SearchInput): SignInSearch {
  // Only a path on this site: anything else is dropped rather than followed after the login.
  return { redirect: returnPathOf(search.redirect), as: searchChoice(['account', 'company'], search.as) };
}

export const Route = createFileRoute('/sign-in')({
  validateSearch: readSignInSearch,
  beforeLoad: visitorsOnly,
  component: SignInRoute,
});

function SignInRoute() {
  usePageTitle(m.signin_title);
  const { as } = Route.useSearch();
  return <SignInPrompt as={as ?? 'account'} />;
}
