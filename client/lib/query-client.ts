import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server data: the first pages' plain-fetch reads (procedures.ts) and tRPC's (trpc.ts) share it.
 * Offline (issue 27) a read is still tried once, since the service worker may answer it from what it kept; a write
 * is never paused to run unseen later: it fails at once and says that it needs a connection (server-errors.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
    mutations: { networkMode: 'always' },
  },
});
