import { queryOptions, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/router';
import { procedureKey, query } from '../../lib/procedures';

type Unread = inferRouterOutputs<AppRouter>['messages']['unread'];

/** The navigation badge asks again each minute, only while the tab is visible (React Query pauses it otherwise). */
const unreadPollMs = 60_000;

/**
 * Unread messages for the navigation's badge, over plain fetch (lib/procedures.ts): the header is on every first
 * page, and tRPC's client loads only with the pages that write. The key is tRPC's, so the thread's invalidation
 * through `trpc.messages.unread.pathKey()` reaches it.
 */
/** Unread messages of the signed-in seeker or company. */
export const unreadMessagesQuery = () =>
  queryOptions({ queryKey: procedureKey('messages.unread', undefined, 'query'), queryFn: () => query<Unread>('messages.unread', undefined) });

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadMessagesQuery(), enabled, refetchInterval: unreadPollMs, refetchIntervalInBackground: false });
}
