import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationTab,
  SeekerApplication,
  SeekerDashboard,
  SeekerInterview,
  SeekerOffer,
} from '../../../worker/features/applications/applications.schemas';
import { apiHeaders } from '../../lib/api';
import { type EnvelopeBody, problemOfEnvelope, type ServerProblem } from '../../lib/server-errors';

/** A REST call's failure, carrying what to show (the server's code and its text in the interface language). */
export class RestProblem extends Error {
  constructor(readonly problem: ServerProblem) {
    super(problem.text);
  }
}

export function problemOfRest(error: unknown): ServerProblem {
  return error instanceof RestProblem ? error.problem : problemOfEnvelope(0, null);
}

interface Reply<Data> {
  data: Data;
  code: string;
}

/** One call of the REST contract in the envelope: its `data` and success code, or a RestProblem. */
async function call<Data>(method: 'GET' | 'POST', path: string): Promise<Reply<Data>> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, { method, credentials: 'same-origin', headers: { ...apiHeaders(), Accept: 'application/json' } });
  } catch {
    throw new RestProblem(problemOfEnvelope(0, null));
  }
  const body = (await response.json().catch(() => null)) as EnvelopeBody | null;
  if (!response.ok || !body) throw new RestProblem(problemOfEnvelope(response.status, body));
  return { data: (body.data ?? {}) as Data, code: body.code ?? '' };
}

const pageSize = 20;

/** Every query of the seeker's side starts with this key: one invalidation refreshes lists and counts together. */
const seekerKey = ['seeker-applications'] as const;

/** The seeker's applications of one tab, newest first, a page at a time (keyset). */
export function useApplications(tab: ApplicationTab) {
  return useInfiniteQuery({
    queryKey: [...seekerKey, 'applications', tab],
    initialPageParam: '',
    queryFn: async ({ pageParam }) => {
      const search = new URLSearchParams({ type: tab, limit: String(pageSize) });
      if (pageParam) search.set('cursor', pageParam);
      const reply = await call<{ applications: SeekerApplication[]; next_cursor: string | null }>('GET', `/account/jobs/applications?${search}`);
      return reply.data;
    },
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useOffers() {
  return useQuery({
    queryKey: [...seekerKey, 'offers'],
    queryFn: async () => (await call<{ offers: SeekerOffer[] }>('GET', '/account/jobs/offers-all')).data.offers,
  });
}

export function useInterviews() {
  return useQuery({
    queryKey: [...seekerKey, 'interviews'],
    queryFn: async () => (await call<{ interviews: SeekerInterview[] }>('GET', '/account/jobs/account-interviews')).data.interviews,
  });
}

export function useSeekerDashboard() {
  return useQuery({
    queryKey: [...seekerKey, 'dashboard'],
    queryFn: async () => (await call<{ dashboard: SeekerDashboard }>('GET', '/account/dashboard')).data.dashboard,
  });
}

export type SeekerAction = { kind: 'withdraw'; applicationId: number } | { kind: 'accept' | 'decline'; offerId: number };

function pathOf(action: SeekerAction): string {
  return action.kind === 'withdraw' ? `/account/applications/${action.applicationId}/withdraw` : `/account/offers/${action.offerId}/${action.kind}`;
}

/**
 * Withdrawing an application and answering an offer. Each changes the application's stage, so every list and count
 * of the seeker's side is fetched again before the mutation settles (what is shown next is the server's state).
 */
export function useSeekerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: SeekerAction) => (await call<unknown>('POST', pathOf(action))).code,
    onSettled: () => queryClient.invalidateQueries({ queryKey: seekerKey }),
  });
}
