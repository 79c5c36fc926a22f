import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { ApplicantsPage as ApplicantsPageData, CompanyStage } from '../../../worker/features/pipeline/pipeline.schemas';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { problemOf } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { jobStateLabel } from '../../lib/job-state-labels';
import { ApplicantPanel, type ApplicantPanelParts } from './ApplicantPanel';
import type { ApplicantsSearch, ApplicantView } from './applicants-search';
import { BoardView } from './BoardView';
import { FiltersBar } from './FiltersBar';
import { useApplicants, useStageMoves } from './pipeline-api';
import { RejectDialog } from './RejectDialog';
import { TableView } from './TableView';

const views: Array<{ view: ApplicantView; label: () => string }> = [
  { view: 'board', label: () => m.pl_view_board() },
  { view: 'table', label: () => m.pl_view_table() },
];

/** What the page holds from other features, given by its route (features do not import each other). */
export interface ApplicantsPageParts extends ApplicantPanelParts {
  /** Once hires reach the openings: mark the job filled, or reopen a filled one (client/features/company-jobs). */
  filledPrompt: (job: ApplicantsPageData['job']) => ReactNode;
}

/** A job's applicants: a board with a column per stage or a table, the same data, filters in the address. */
export function ApplicantsPage({ jobId, search, parts }: { jobId: number; search: ApplicantsSearch; parts: ApplicantsPageParts }) {
  const navigate = useNavigate();
  const view = search.view ?? 'board';
  const setSearch = (patch: Partial<ApplicantsSearch>, replace = true) =>
    void navigate({ to: '/company/jobs/$id/applicants', params: { id: String(jobId) }, search: { ...search, ...patch }, replace });
  const list = useApplicants(jobId, {
    sort: search.sort ?? 'newest',
    stage: view === 'table' ? search.stage : undefined,
    min_rating: search.min_rating,
    full_match: search.match ? '1' : undefined,
    fit: search.fit,
    must_met: search.must ? '1' : undefined,
    q: search.q,
  });
  const moves = useStageMoves();
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const requestMove = (ids: number[], stage: CompanyStage) => {
    if (stage === 'rejected') setRejecting(ids);
    else void moves.move({ ids, stage }).then((ok) => ok && ids.length > 1 && setSelected(new Set()));
  };
  const select = (ids: number[], on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const first = list.data?.pages[0];
  const applicants = list.data?.pages.flatMap((page) => page.applicants) ?? [];
  const counts = first?.counts;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : 0;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <Link to="/company/jobs" className="self-start text-sm font-semibold text-brand-800 underline">
        {m.cj_back_to_jobs()}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold break-words">{first ? m.pl_title({ job: first.job.title }) : m.pl_title_plain()}</h1>
          {first && (
            <p className="text-sm text-slate-700">
              {jobStateLabel(first.job.state)} · {m.pl_total({ count: total })} · {m.pl_hires({ hires: first.job.hires, openings: first.job.openings })}
            </p>
          )}
        </div>
        <div role="group" aria-label={m.pl_view_label()} className="flex rounded-lg border border-slate-300 bg-white p-1">
          {views.map((option) => (
            <button
              key={option.view}
              type="button"
              aria-pressed={view === option.view}
              onClick={() => setSearch({ view: option.view }, false)}
              className={`min-h-9 rounded-md px-3 text-sm font-semibold ${view === option.view ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'}`}
            >
              {option.label()}
            </button>
          ))}
        </div>
      </div>
      {first && parts.filledPrompt(first.job)}
      <FiltersBar search={search} view={view} onChange={(patch) => setSearch(patch)} />
      {list.isLoading ? (
        <Spinner label={m.loading()} />
      ) : list.error ? (
        <EmptyState title={problemOf(list.error).text} />
      ) : total === 0 ? (
        <EmptyState title={m.pl_empty_title()} description={m.pl_empty_text()} />
      ) : view === 'board' && counts ? (
        <BoardView
          applicants={applicants}
          counts={counts}
          busy={moves.busy}
          onOpen={(id) => setSearch({ application: id }, false)}
          onMove={(id, stage) => requestMove([id], stage)}
        />
      ) : (
        <TableView
          applicants={applicants}
          sort={search.sort ?? 'newest'}
          selected={selected}
          busy={moves.busy}
          onSelect={select}
          onSort={(sort) => setSearch({ sort })}
          onOpen={(id) => setSearch({ application: id }, false)}
          onBulkMove={(stage) => requestMove([...selected], stage)}
        />
      )}
      {applicants.length === 0 && total > 0 && !list.isLoading && <p className="text-sm text-slate-700">{m.pl_no_match()}</p>}
      {list.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {m.explore_load_more()}
        </Button>
      )}
      <RejectDialog
        count={rejecting ? rejecting.length : null}
        onClose={() => setRejecting(null)}
        onConfirm={(rejection) => {
          const ids = rejecting ?? [];
          setRejecting(null);
          void moves.move({ ids, stage: 'rejected', ...rejection }).then((ok) => ok && ids.length > 1 && setSelected(new Set()));
        }}
      />
      {search.application && (
        <ApplicantPanel
          applicationId={search.application}
          busy={moves.busy}
          onClose={() => setSearch({ application: undefined }, false)}
          onMove={(stage) => requestMove([search.application ?? 0], stage)}
          onReverse={moves.reverse}
          parts={parts}
        />
      )}
    </div>
  );
}
