import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterviewSortType } from '../../../worker/features/interviews/interviews.schemas';
import type { FieldErrors } from '../../components/form-parts';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';

const pageSize = 20;

/** The company's interviews over all its jobs, by start time, a page at a time (keyset). */
export function useCompanyInterviews(sort: InterviewSortType) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.interviews.list.infiniteQueryOptions({ sort_type: sort, limit: pageSize }, { getNextPageParam: (page) => page.next_cursor ?? undefined }),
  );
}

export function useApplicationInterviews(applicationId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.interviews.ofApplication.queryOptions({ application_id: applicationId }));
}

export function useApplicationOffers(applicationId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.interviews.offers.ofApplication.queryOptions({ application_id: applicationId }));
}

/**
 * Every write of interviews and offers. Each changes what the lists show (and an offer the application's stage), so
 * all of `interviews.*` is fetched again once a call settles.
 */
export function useHiringWrites() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = { onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.interviews.pathKey() }) };
  return {
    schedule: useMutation(trpc.interviews.schedule.mutationOptions(refresh)),
    update: useMutation(trpc.interviews.update.mutationOptions(refresh)),
    cancel: useMutation(trpc.interviews.cancel.mutationOptions(refresh)),
    offer: useMutation(trpc.interviews.offers.create.mutationOptions(refresh)),
    withdrawOffer: useMutation(trpc.interviews.offers.withdraw.mutationOptions(refresh)),
  };
}

/** A failed call's field messages (already in the reader's language), under the form's own field names. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const { fields } = problemOf(error);
  return Object.fromEntries(Object.entries(fields).map(([name, text]) => [name.replace(/^interview\./, ''), text]));
}
