import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type CompanyJob, type JobState, jobStates } from '../../../worker/features/jobs/jobs.schemas';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { ApprovalNotice, useCanPublish } from '../../components/ApprovalNotice';
import { useQueryProblem } from '../../lib/company-problem';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { CreditPanel } from './CreditPanel';
import { useFillConfirmation } from './FillConfirmation';
import { HiringSettingsPanel } from './HiringSettingsPanel';
import { JobRow } from './JobRow';
import { jobStateLabel } from '../../lib/job-state-labels';
import { PublishDialog } from './PublishDialog';
import { useJobActions } from './useJobActions';

/** Counts are shown when one small page holds every posting; a company with more sees the tabs without them. */
const countedPage = 50;

function useStateCounts(): Partial<Record<JobState, number>> | null {
  const trpc = useTRPC();
  const all = useQuery(trpc.jobs.company.list.queryOptions({ limit: countedPage }));
  if (!all.data || all.data.next_cursor !== null) return null;
  const counts: Partial<Record<JobState, number>> = {};
  for (const job of all.data.jobs) counts[job.state] = (counts[job.state] ?? 0) + 1;
  return counts;
}

export function CompanyJobsPage({ state }: { state: JobState }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const counts = useStateCounts();
  // Credits and hiring settings belong to publishing and applicants: an approved company's (issue 23).
  const canPublish = useCanPublish();
  const list = useInfiniteQuery(
    trpc.jobs.company.list.infiniteQueryOptions({ state, limit: 20 }, { getNextPageParam: (page) => page.next_cursor ?? undefined }),
  );
  const problem = useQueryProblem(list.error);
  const actions = useJobActions();
  const filling = useFillConfirmation();
  const [publishing, setPublishing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<CompanyJob | null>(null);
  const jobs = list.data?.pages.flatMap((page) => page.jobs) ?? [];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{m.cj_jobs_title()}</h1>
        <Link
          to="/company/jobs/new"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {m.cj_new_job()}
        </Link>
      </div>
      <ApprovalNotice />
      {canPublish && <CreditPanel />}
      {canPublish && <HiringSettingsPanel />}
      <nav aria-label={m.cj_states_label()}>
        <ul className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {jobStates.map((tab) => (
            <li key={tab} className="shrink-0">
              <Link
                to="/company/jobs"
                search={{ state: tab }}
                aria-current={tab === state ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-1 border-b-2 px-3 text-sm font-semibold ${
                  tab === state ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-brand-700'
                }`}
              >
                {jobStateLabel(tab)}
                {counts && <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-800">{counts[tab] ?? 0}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.isLoading ? (
        <Spinner label={m.loading()} />
      ) : problem ? (
        <EmptyState title={problem.text} />
      ) : jobs.length === 0 ? (
        <EmptyState
          title={m.cj_empty({ state: jobStateLabel(state) })}
          action={
            <Link to="/company/jobs/new" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
              {m.cj_new_job()}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {jobs.map((job) => (
            <JobRow
              key={job.id}
              job={job}
              busy={actions.busy}
              onMove={(move) => {
                if (move === 'publish') setPublishing(job.id);
                else if (move === 'fill') filling.ask(job);
                else void actions.move(job.id, move);
              }}
              onDelete={() => setDeleting(job)}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {m.cj_load_more()}
        </Button>
      )}
      <PublishDialog
        jobId={publishing}
        onClose={() => setPublishing(null)}
        onPublished={() => {
          setPublishing(null);
          void navigate({ to: '/company/jobs', search: { state: 'published' } });
        }}
      />
      {filling.dialog}
      <ConfirmDeleteDialog
        title={deleting ? deleting.title : null}
        busy={actions.busy}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await actions.remove(deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
