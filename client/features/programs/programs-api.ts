import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgramKind } from '../../../worker/features/programs/programs.schemas';
import { useToast } from '../../components/ui/Toast';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';

export const publicPageSize = 12;

/** Upcoming published items of a kind, soonest first, a page at a time (`page_size`, docs/product.md#programs-and-events). */
export function useUpcoming(kind: ProgramKind) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.programs.upcoming.infiniteQueryOptions({ kind, page_size: publicPageSize }, { getNextPageParam: (page) => page.next_cursor ?? undefined }),
  );
}

export function useProgramItem(kind: ProgramKind, id: number) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.programs.one.queryOptions({ kind, id }), enabled: id > 0, retry: false });
}

/** The seeker's own seats of a kind (the dashboard); nobody else asks. */
export function useMyRegistrations(kind: ProgramKind, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.programs.mine.queryOptions({ kind }), enabled });
}

/** Everything about programs and events is asked again after a change: lists, pages, the dashboard, the admin's. */
export function useInvalidatePrograms() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.programs.pathKey() });
}

/** Register and cancel, each with its toast; the server's reason (full, closed) is shown when it refuses. */
export function useRegistration(kind: ProgramKind) {
  const trpc = useTRPC();
  const toast = useToast();
  const invalidate = useInvalidatePrograms();
  const onError = (error: unknown) => {
    toast.show('error', problemOf(error).text);
    void invalidate();
  };
  const register = useMutation(
    trpc.programs.register.mutationOptions({
      onSuccess: () => {
        toast.show('success', kind === 'event' ? m.reply_event_registered() : m.reply_program_registered());
        void invalidate();
      },
      onError,
    }),
  );
  const cancel = useMutation(
    trpc.programs.cancel.mutationOptions({
      onSuccess: () => {
        toast.show('success', kind === 'event' ? m.reply_event_registration_cancelled() : m.reply_program_registration_cancelled());
        void invalidate();
      },
      onError,
    }),
  );
  return { register, cancel, busy: register.isPending || cancel.isPending };
}
