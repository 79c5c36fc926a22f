import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsPage } from '../../../worker/features/notifications/notifications.schemas';
import { useTRPC } from '../../lib/trpc';

const pageSize = 20;

export function useNotifications() {
  const trpc = useTRPC();
  return useInfiniteQuery(trpc.notifications.list.infiniteQueryOptions({ limit: pageSize }, { getNextPageParam: (page) => page.next_cursor ?? undefined }));
}

/**
 * Marking read (one, or all when `id` is undefined): the list and the bell change at once, then both are asked again.
 * The bell's count is the server's answer, so it never drifts from what the list shows.
 */
export function useMarkRead() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = trpc.notifications.list.infiniteQueryKey({ limit: pageSize });
  const unreadKey = trpc.notifications.unread.queryKey();

  const markLocally = (id: number | undefined) => {
    const now = new Date().toISOString();
    queryClient.setQueryData<InfiniteData<NotificationsPage>>(listKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              notifications: page.notifications.map((notice) =>
                (id === undefined || notice.id === id) && !notice.read_at ? { ...notice, read_at: now } : notice,
              ),
            })),
          }
        : data,
    );
  };
  const settle = ({ unread }: { unread: number }) => {
    queryClient.setQueryData(unreadKey, unread);
    void queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() });
  };

  const one = useMutation(trpc.notifications.read.mutationOptions({ onMutate: ({ id }) => markLocally(id), onSuccess: settle }));
  const all = useMutation(trpc.notifications.readAll.mutationOptions({ onMutate: () => markLocally(undefined), onSuccess: settle }));
  return { one, all };
}
