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

/** The account's two-step sign-in: its state, the authenticator app, the recovery codes and (companies) the rule. */
export function useSecondFactors() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const factors = useQuery(trpc.security.factors.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.security.factors.queryKey() });
  const startTotp = useMutation(trpc.security.startTotp.mutationOptions());
  const confirmTotp = useMutation(trpc.security.confirmTotp.mutationOptions({ onSettled: refresh }));
  const removeTotp = useMutation(trpc.security.removeTotp.mutationOptions({ onSettled: refresh }));
  const newRecoveryCodes = useMutation(trpc.security.regenerateRecoveryCodes.mutationOptions({ onSettled: refresh }));
  const setRequired = useMutation(trpc.security.setSecondFactorRequired.mutationOptions({ onSettled: refresh }));
  return { factors, startTotp, confirmTotp, removeTotp, newRecoveryCodes, setRequired };
}
