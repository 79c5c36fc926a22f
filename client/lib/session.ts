import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQuery } from './procedures';

/** The signed-in user from the server (the session is an httpOnly cookie: nothing is kept in storage). */
export function useSession() {
  const query = useQuery(sessionQuery());
  return { user: query.data ?? null, isLoading: query.isLoading };
}

export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey });
}
