import { useQuery } from '@tanstack/react-query';
import { notificationQueries } from './notification-procedures';

/** The bell asks again each minute, only while the tab is visible (React Query pauses it otherwise). */
const unreadPollMs = 60_000;

/**
 * Unread notifications for the bell, over plain fetch (lib/procedures.ts): the header is on every first page, and
 * tRPC's client loads only with the pages that write. The key is tRPC's, so the notifications page's invalidation
 * through `trpc.notifications.unread.pathKey()` reaches it.
 */
export function useUnreadNotifications(enabled: boolean) {
  return useQuery({ ...notificationQueries.unread(), enabled, refetchInterval: unreadPollMs, refetchIntervalInBackground: false });
}
