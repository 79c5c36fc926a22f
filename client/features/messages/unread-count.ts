import { useQuery } from '@tanstack/react-query';
import { publicQueries } from '../../lib/procedures';

/** The navigation badge asks again each minute, only while the tab is visible (React Query pauses it otherwise). */
const unreadPollMs = 60_000;

/**
 * Unread messages for the navigation's badge, over plain fetch (lib/procedures.ts): the header is on every first
 * page, and tRPC's client loads only with the pages that write. The key is tRPC's, so the thread's invalidation
 * through `trpc.messages.unread.pathKey()` reaches it.
 */
export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...publicQueries.unreadMessages(), enabled, refetchInterval: unreadPollMs, refetchIntervalInBackground: false });
}
