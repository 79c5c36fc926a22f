import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { returnPathOf } from '../features/auth/after-login';
import { SignInPrompt } from '../features/pages/SignInPrompt';
import { visitorsOnly } from '../features/shell/route-guards';

const searchSchema = z.object({
  // Only a path on this site: anything else is dropped rather than followed after the login.
  redirect: z.optional(z.catch(z.optional(z.string().check(z.refine((value) => returnPathOf(value) !== undefined))), undefined)),
  as: z.optional(z.catch(z.optional(z.enum(['account', 'company'])), undefined)),
});

export const Route = createFileRoute('/sign-in')({
  validateSearch: searchSchema,
  beforeLoad: visitorsOnly,
  component: SignInRoute,
});

function SignInRoute() {
  const { as } = Route.useSearch();
  return <SignInPrompt as={as ?? 'account'} />;
}
