import { redirect } from '@tanstack/react-router';
import { sessionQuery } from '../../../lib/procedures';
import { homeOf } from '../../../lib/destinations';
import type { GuardInput } from '../../../lib/route-guards';

/**
 * `beforeLoad` of the admin's program and event pages: a visitor signs in first, anyone signed in
 * who is not an admin goes to their own page. The server refuses them anyway (401/403); this spares them the screen.
 */
export async function adminPagesOnly({ context }: GuardInput): Promise<void> {
  const user = await context.queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 });
  // The admin console's own sign-in (at /admin) takes visitors; it opens on the overview.
  if (!user) throw redirect({ to: '/admin/$', params: { _splat: '' }, replace: true });
  if (user.type !== 'admin') throw redirect({ to: homeOf(user), replace: true });
}
