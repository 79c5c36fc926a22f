import { QueryClient } from '@tanstack/react-query';

/** The one cache of server data: the first pages' plain-fetch reads (procedures.ts) and tRPC's (trpc.ts) share it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});
