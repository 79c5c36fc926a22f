import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PublicJob } from '../../../worker/features/jobs/jobs.schemas';
import { type MatchItem, type MatchResult, sectionOfKind } from '../../../worker/features/matching/match.schemas';
import { useLookup } from '../../lib/useLookup';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { Spinner } from '../ui/Spinner';
import { askedText, cvText, type MatchNames, statusLabel } from './match-text';

const statusStyle: Record<MatchItem['status'], string> = {
  met: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  missed: 'border-rose-600 bg-rose-50 text-rose-900',
  unknown: 'border-slate-400 bg-slate-50 text-slate-800',
};

const statusMark: Record<MatchItem['status'], string> = { met: '✓', missed: '✗', unknown: '?' };

/** The sum a user can check by hand: "5 of 7 met · 64 of 100". */
export function MatchSummaryLine({ match }: { match: Pick<MatchResult, 'met' | 'total' | 'score'> }) {
  return (
    <p className="text-sm text-slate-700">
      <strong className="text-base text-slate-900">{m.match_met_of_total({ met: match.met, total: match.total })}</strong>
      {' · '}
      {m.match_score({ score: match.score })}
    </p>
  );
}

/**
 * "How you match": every requirement of the job with met, not met or unknown and why, from the seeker's default CV
 * (docs/decisions/0015). Each gap links to the CV maker section that closes it and back to this job.
 */
/** `cvId`: the CV chosen in the apply wizard; the seeker's default CV otherwise. */
export function HowYouMatch({ job, cvId }: { job: PublicJob; cvId?: number | undefined }) {
  const trpc = useTRPC();
  const query = useQuery(
    // Asked afresh on every visit: the seeker may just have changed their CV in the maker to close a gap.
    trpc.matching.ofJob.queryOptions({ id: job.id, ...(cvId === undefined ? {} : { cv_id: cvId }) }, { staleTime: 0, refetchOnMount: 'always' }),
  );
  const degrees = useLookup('degrees');
  const cities = useLookup('cities');
  const named = (options: ReadonlyArray<{ value: number | string; label: string }>) => (id: number) =>
    options.find((option) => option.value === id)?.label ?? '';
  const names: MatchNames = {
    requirements: job.match_requirements,
    city: job.city.name,
    position: job.position.name,
    sector: job.sector.name,
    degreeName: named(degrees.options),
    cityName: named(cities.options),
  };

  return (
    <section aria-labelledby="how-you-match" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="how-you-match" className="text-lg font-semibold text-slate-900">
        {m.match_title()}
      </h2>
      {query.isPending && <Spinner label={m.match_loading()} />}
      {query.isError && <p role="alert">{m.match_load_failed()}</p>}
      {query.data && !query.data.match && (
        <p className="text-sm text-slate-700">
          {m.match_no_cv()}{' '}
          <Link to="/cv-maker" className="font-semibold text-brand-700 underline">
            {m.match_make_cv()}
          </Link>
        </p>
      )}
      {query.data?.match && (
        <>
          <MatchSummaryLine match={query.data.match} />
          <ul className="flex flex-col gap-2">
            {query.data.match.items.map((item, index) => (
              <li key={`${item.kind}-${index}`} className={`flex flex-col gap-1 rounded-lg border-s-4 px-3 py-2 ${statusStyle[item.status]}`}>
                <span className="flex items-baseline gap-2">
                  <span aria-hidden="true" className="font-bold">
                    {statusMark[item.status]}
                  </span>
                  <span className="font-medium">{askedText(item, names)}</span>
                  <span className="ms-auto text-xs font-semibold">{statusLabel(item.status)}</span>
                </span>
                <span className="text-sm">{cvText(item, names)}</span>
                {item.status !== 'met' && query.data.cv_id !== null && (
                  <Link
                    to="/cv-maker"
                    search={{ id: query.data.cv_id, section: sectionOfKind[item.kind], back: job.id }}
                    className="self-start text-sm font-semibold text-brand-800 underline"
                  >
                    {m.match_fix_in_cv()}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-600">{m.match_explained()}</p>
        </>
      )}
    </section>
  );
}
