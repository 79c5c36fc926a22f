import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc';

/** Forgets every cached list, posting and balance of the company's jobs after a change. */
export function useInvalidateCompanyJobs() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.jobs.company.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.credits.pathKey() }),
      ]),
    [queryClient, trpc],
  );
}
