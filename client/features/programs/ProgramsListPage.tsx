import { Link } from '@tanstack/react-router';
import type { ProgramKind } from '../../../db/schema/program-values';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { m } from '../../paraglide/messages';
import LoadProblem from '../../components/LoadProblem';
import { ProgramCard } from './ProgramCard';
import { kindWords } from './program-format';
import { useUpcoming } from './programs-api';

const tabClass = 'inline-flex min-h-11 items-center rounded-lg px-4 py-2 text-sm font-semibold';

/** /programs and /events: what is coming up, soonest first, with a switch between the two. */
export function ProgramsListPage({ kind }: { kind: ProgramKind }) {
  const query = useUpcoming(kind);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="flex flex-col gap-6" aria-labelledby="programs-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="programs-title" className="text-2xl font-bold">
          {kindWords[kind].title()}
        </h1>
        <nav aria-label={m.pe_switch_label()} className="flex gap-2">
          {(['program', 'event'] as const).map((other) => (
            <Link
              key={other}
              to={kindWords[other].path}
              aria-current={other === kind ? 'page' : undefined}
              className={`${tabClass} ${other === kind ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
            >
              {kindWords[other].title()}
            </Link>
          ))}
        </nav>
      </div>
      <p className="text-sm text-slate-700">{m.pe_times_note()}</p>
      {query.isPending ? (
        <ul aria-busy="true" aria-label={m.loading()} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <li key={index} aria-hidden="true" className="h-56 animate-pulse rounded-xl border border-slate-200 bg-slate-100" />
          ))}
        </ul>
      ) : query.isError ? (
        <LoadProblem error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={kindWords[kind].empty()} />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} className="flex">
                <ProgramCard item={item} />
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <Button variant="secondary" className="self-center" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {m.explore_load_more()}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
