import { queryOptions } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { mutation, procedureKey, query } from '../../lib/procedures';
import type { AppRouter } from '../../../worker/trpc/router';

type Outputs = inferRouterOutputs<AppRouter>['notifications'];

/**
 * The bell's and the Follow button's calls over plain fetch (lib/procedures.ts), under tRPC's own keys: they run on
 * first pages, which do not carry tRPC's client. Only the lazy chunks of the bell and the button import this file.
 */
export const notificationQueries = {
  unread: () =>
    queryOptions({
      queryKey: procedureKey('notifications.unread', undefined, 'query'),
      queryFn: () => query<Outputs['unread']>('notifications.unread', undefined),
    }),

  /** Whether the signed-in seeker follows a company. */
  followStatus: (companyId: number) =>
    queryOptions({
      queryKey: procedureKey('notifications.follows.status', { company_id: companyId }, 'query'),
      queryFn: () => query<Outputs['follows']['status']>('notifications.follows.status', { company_id: companyId }),
    }),
};

export const followCompany = (companyId: number, follow: boolean) =>
  mutation<Outputs['follows']['follow']>(follow ? 'notifications.follows.follow' : 'notifications.follows.unfollow', { company_id: companyId });
