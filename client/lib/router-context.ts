import type { QueryClient } from '@tanstack/react-query';

/** What every route's `beforeLoad` and loader receive: the query cache (guards read the session through it). */
export interface RouterContext {
  queryClient: QueryClient;
}
