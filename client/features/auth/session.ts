import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** The signed-in user from the server (the session is an httpOnly cookie: nothing is kept in storage). */
export function useSession() {
  const trpc = useTRPC();
  const query = useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: 5 * 60_000 }));
  return { user: query.data ?? null, isLoading: query.isLoading };
}

export function useRefreshSession() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
}
