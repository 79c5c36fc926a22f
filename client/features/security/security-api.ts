import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** The account's signed-in devices, and signing them out (worker/features/security). */
export function useDevices() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.security.sessions.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.security.sessions.queryKey() });
  const endOne = useMutation(trpc.security.endSession.mutationOptions({ onSettled: refresh }));
  const endOthers = useMutation(trpc.security.endOtherSessions.mutationOptions({ onSettled: refresh }));
  return { sessions, endOne, endOthers };
}
