import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationTab } from '../../../worker/features/applications/applications.schemas';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';

const pageSize = 20;

/** The seeker's applications of one tab, newest first, a page at a time (keyset). */
export function useApplications(tab: ApplicationTab) {
  const trpc = useTRPC();
  return useInfiniteQuery(trpc.seeker.list.infiniteQueryOptions({ type: tab, limit: pageSize }, { getNextPageParam: (page) => page.next_cursor ?? undefined }));
}

export function useOffers() {
  const trpc = useTRPC();
  return useQuery(trpc.seeker.offers.queryOptions());
}

export function useInterviews() {
  const trpc = useTRPC();
  return useQuery(trpc.seeker.interviews.queryOptions());
}

export function useSeekerDashboard() {
  const trpc = useTRPC();
  return useQuery(trpc.seeker.dashboard.queryOptions());
}

export type SeekerAction = { kind: 'withdraw'; applicationId: number } | { kind: 'accept' | 'decline'; offerId: number };

/**
 * Withdrawing an application and answering an offer. Each changes the application's stage, so every list and count
 * of the seeker's side is fetched again before the call settles (what is shown next is the server's state).
 * `run` resolves with the confirmation to show.
 */
export function useSeekerAction() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = { onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.seeker.pathKey() }) };
  const withdraw = useMutation(trpc.seeker.withdraw.mutationOptions(refresh));
  const accept = useMutation(trpc.seeker.acceptOffer.mutationOptions(refresh));
  const decline = useMutation(trpc.seeker.declineOffer.mutationOptions(refresh));

  const run = async (action: SeekerAction): Promise<string> => {
    if (action.kind === 'withdraw') {
      await withdraw.mutateAsync({ id: action.applicationId });
      return m.reply_application_withdrawn();
    }
    if (action.kind === 'accept') {
      await accept.mutateAsync({ id: action.offerId });
      return m.reply_offer_accepted();
    }
    await decline.mutateAsync({ id: action.offerId });
    return m.reply_offer_declined();
  };
  return { run, isPending: withdraw.isPending || accept.isPending || decline.isPending };
}
