import { useEffect } from 'react';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessagesPage, ThreadMessage, ThreadSide } from '../../../worker/features/messages/messages.schemas';
import { useTRPC } from '../../lib/trpc';

const pageSize = 20;

export function useInbox() {
  const trpc = useTRPC();
  return useInfiniteQuery(trpc.messages.inbox.infiniteQueryOptions({ limit: pageSize }, { getNextPageParam: (page) => page.next_cursor ?? undefined }));
}

/**
 * A thread's pages, newest page first (each oldest to newest); reading it marks it and its message notices read, so
 * the badge and the bell are asked again.
 */
export function useThread(applicationId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery(
    trpc.messages.list.infiniteQueryOptions({ application_id: applicationId, limit: pageSize }, { getNextPageParam: (page) => page.next_cursor ?? undefined }),
  );
  const readAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (!readAt) return;
    void queryClient.invalidateQueries({ queryKey: trpc.messages.unread.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.messages.inbox.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.notifications.unread.pathKey() });
  }, [readAt, queryClient, trpc]);
  return thread;
}

let optimisticId = 0;

/**
 * Sends a message, shown at once at the end of the thread (negative id while unsent); on failure it is taken out
 * again and the text stays in the box. The inbox and the badges are asked again once it is saved.
 */
export function useSendMessage(applicationId: number, side: ThreadSide) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const threadKey = trpc.messages.list.infiniteQueryKey({ application_id: applicationId, limit: pageSize });
  const update = (change: (first: MessagesPage) => MessagesPage) =>
    queryClient.setQueryData<InfiniteData<MessagesPage>>(threadKey, (data) =>
      data && data.pages[0] ? { ...data, pages: [change(data.pages[0]), ...data.pages.slice(1)] } : data,
    );
  return useMutation(
    trpc.messages.send.mutationOptions({
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: threadKey });
        optimisticId -= 1;
        const pending: ThreadMessage = { id: optimisticId, sender_side: side, mine: true, body: input.body.trim(), created_at: new Date().toISOString() };
        update((first) => ({ ...first, messages: [...first.messages, pending] }));
        return { pendingId: pending.id };
      },
      onError: (_error, _input, context) => {
        if (context) update((first) => ({ ...first, messages: first.messages.filter((message) => message.id !== context.pendingId) }));
      },
      onSuccess: (saved, _input, context) => {
        update((first) => ({ ...first, messages: first.messages.map((message) => (message.id === context?.pendingId ? saved : message)) }));
      },
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.messages.inbox.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.messages.unread.pathKey() });
      },
    }),
  );
}
