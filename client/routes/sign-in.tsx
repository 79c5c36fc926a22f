import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { returnPathOf } from '../lib/destinations';
import { SignInPrompt } from '../features/pages/SignInPrompt';
import { visitorsOnly } from '../lib/route-guards';
import { rememberReturn } from '../lib/return-intent';
import { type SearchInput, searchChoice } from '../lib/search-params';
import { usePageTitle } from '../lib/page-titles';
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
  const { as, redirect } = Route.useSearch();
  // Remembered beyond this address: signing up or resetting the password on the way leaves it (the return of docs/product.md#screens-and-routes).
  useEffect(() => {
    if (redirect) rememberReturn(redirect);
  }, [redirect]);
  return <SignInPrompt as={as ?? 'account'} />;
}
