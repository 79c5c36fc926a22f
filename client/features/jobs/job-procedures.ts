import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/router';
import { mutation, procedureKey, query } from '../../lib/procedures';

type Inputs = inferRouterInputs<AppRouter>['jobs'];
type Outputs = inferRouterOutputs<AppRouter>['jobs'];
export type JobSearchInput = Inputs['search'];
export type JobSearchPage = Outputs['search'];
export type PublicCompanyPage = Outputs['companyPage']['company'];
export type SavedJob = Outputs['saved']['list']['jobs'][number];

/**
 * The job board's reads over plain fetch (lib/procedures.ts), under tRPC's own keys: the landing page, the search,
 * the job and company pages and the saved list run them without tRPC's client. Each page's chunk carries only this
 * file, not the entry.
 */
export const jobQueries = {
  search: (input: JobSearchInput) =>
    queryOptions({ queryKey: procedureKey('jobs.search', input, 'query'), queryFn: () => query<JobSearchPage>('jobs.search', input) }),

  /** Search results a page at a time, each page after the previous one's `next_cursor`. */
  searchPages: (input: JobSearchInput) =>
    infiniteQueryOptions({
      queryKey: procedureKey('jobs.search', input, 'infinite'),
      queryFn: ({ pageParam }) => query<JobSearchPage>('jobs.search', { ...input, ...(pageParam === undefined ? {} : { cursor: pageParam }) }),
      initialPageParam: input.cursor as string | undefined,
      getNextPageParam: (page) => page.next_cursor ?? undefined,
    }),

  job: (id: number) => queryOptions({ queryKey: procedureKey('jobs.get', { id }, 'query'), queryFn: () => query<Outputs['get']>('jobs.get', { id }) }),

  companyPage: (id: number) =>
    queryOptions({ queryKey: procedureKey('jobs.companyPage', { id }, 'query'), queryFn: () => query<Outputs['companyPage']>('jobs.companyPage', { id }) }),

  savedJobs: (input: { limit: number; cursor?: string }) =>
    infiniteQueryOptions({
      queryKey: procedureKey('jobs.saved.list', input, 'infinite'),
      queryFn: ({ pageParam }) => query<Outputs['saved']['list']>('jobs.saved.list', { ...input, ...(pageParam === undefined ? {} : { cursor: pageParam }) }),
      initialPageParam: input.cursor as string | undefined,
      getNextPageParam: (page) => page.next_cursor ?? undefined,
    }),
};

/** The heart on cards and job pages: saves or unsaves a job for the signed-in seeker. */
export const saveJob = (id: number, save: boolean) => mutation<Outputs['saved']['save']>(save ? 'jobs.saved.save' : 'jobs.saved.unsave', { id });
