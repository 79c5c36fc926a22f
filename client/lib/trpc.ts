import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../worker/trpc/router';
import { apiHeaders } from './api';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/api/trpc', headers: apiHeaders, fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }) })],
  });
}
