import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../worker/trpc/router';
import { apiHeaders } from './api';
import { queryClient } from './query-client';

/**
 * tRPC and its React Query options, for the pages and dialogs that write. Only modules of lazy chunks import this
 * file: the first pages read through procedures.ts (plain fetch, same keys, same cache), and this loads with the
 * first page that needs more.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: '/api/trpc', headers: apiHeaders, fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }) })],
});

const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

/** The tRPC options proxy (one for the app, bound to its query cache). */
export const useTRPC = () => trpc;
