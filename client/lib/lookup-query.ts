import { queryOptions } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { LookupName } from '../../worker/features/lookups/lookups.schemas';
import type { AppRouter } from '../../worker/trpc/router';
import { procedureKey, query } from './procedures';

type Lookup = inferRouterOutputs<AppRouter>['lookups']['list'];
const fiveMinutes = 5 * 60_000;

/** A lookup's values, kept five minutes: they change only with a deployment or an admin's edit. */
export const lookupQuery = (name: LookupName) =>
  queryOptions({ queryKey: procedureKey('lookups.list', { name }, 'query'), queryFn: () => query<Lookup>('lookups.list', { name }), staleTime: fiveMinutes });
