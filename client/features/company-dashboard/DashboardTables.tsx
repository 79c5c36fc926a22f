import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
// The value list without zod: the page must not bring the schemas' validator along.
import { applicationStages } from '../../../db/schema/application-values';
import type { SortType } from '../../../worker/features/dashboard/dashboard.schemas';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { useLocale } from '../../lib/i18n';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useQueryProblem } from '../../lib/company-problem';
import { formatCount, stageLabels } from '../../lib/dashboard-format';

const pageSize = 10;
const cell = 'px-3 py-2 text-start';

function TableState({ pending, problem, empty, children }: { pending: boolean; problem: string | null; empty: string | null; children: React.ReactNode }) {
  if (problem)
    return (
      <p role="alert" className="text-sm text-red-800">
        {problem}
      </p>
    );
  if (pending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {m.loading()}
      </p>
    );
  if (empty) return <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-700">{empty}</p>;
  return <>{children}</>;
}

/** The interviews-count call (docs/product.md#company-dashboard): the jobs with interviews, most or fewest first. */
export function InterviewsPerJob() {
  const trpc = useTRPC();
  const locale = useLocale();
  const [sortType, setSortType] = useState<SortType>('desc');
  const query = useInfiniteQuery(
    trpc.dashboard.interviewsCount.infiniteQueryOptions(
      { sort_type: sortType, limit: pageSize },
      { getNextPageParam: (page) => page.next_cursor ?? undefined },
    ),
  );
  const problem = useQueryProblem(query.error);
  const jobs = query.data?.pages.flatMap((page) => page.jobs) ?? [];
  const totals = query.data?.pages[0]?.interviews_count;
  return (
    <section aria-labelledby="dash-interviews" className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="dash-interviews" className="text-lg font-semibold text-slate-900">
            {m.dash_interviews_title()}
          </h2>
          {totals && (
            <p className="text-sm text-slate-700">
              {m.dash_interviews_total({ total: formatCount(totals.total, locale), upcoming: formatCount(totals.upcoming, locale) })}
            </p>
          )}
        </div>
        <SelectField
          label={m.dash_sort_label()}
          value={sortType}
          onChange={(event) => setSortType(event.target.value === 'asc' ? 'asc' : 'desc')}
          options={[
            { value: 'desc', label: m.dash_sort_desc() },
            { value: 'asc', label: m.dash_sort_asc() },
          ]}
        />
      </div>
      <TableState pending={query.isPending} problem={problem?.text ?? null} empty={jobs.length === 0 ? m.dash_no_interviews() : null}>
        <table className="w-full text-sm">
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className={cell}>
                {m.dash_col_job()}
              </th>
              <th scope="col" className={cell}>
                {m.dash_col_total()}
              </th>
              <th scope="col" className={cell}>
                {m.dash_col_upcoming()}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {jobs.map((job) => (
              <tr key={job.job_id}>
                <th scope="row" className={`${cell} font-medium`} dir="auto">
                  {job.title}
                </th>
                <td className={cell}>{formatCount(job.total, locale)}</td>
                <td className={cell}>{formatCount(job.upcoming, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableState>
      {query.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {m.dash_load_more()}
        </Button>
      )}
    </section>
  );
}

/** The applications-count-per-stage call (docs/product.md#company-dashboard): each job's applicants in every stage. */
export function StagesPerJob() {
  const trpc = useTRPC();
  const locale = useLocale();
  const query = useInfiniteQuery(
    trpc.dashboard.jobStageCounts.infiniteQueryOptions({ limit: pageSize }, { getNextPageParam: (page) => page.next_cursor ?? undefined }),
  );
  const problem = useQueryProblem(query.error);
  const jobs = query.data?.pages.flatMap((page) => page.jobs) ?? [];
  return (
    <section aria-labelledby="dash-job-stages" className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="dash-job-stages" className="text-lg font-semibold text-slate-900">
        {m.dash_jobs_title()}
      </h2>
      <TableState pending={query.isPending} problem={problem?.text ?? null} empty={jobs.length === 0 ? m.dash_no_jobs() : null}>
        {/* Focusable, so that the keyboard can scroll a table wider than the screen. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="dash-job-stages">
          <table className="w-full text-sm" data-testid="dashboard-job-stages">
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className={cell}>
                  {m.dash_col_job()}
                </th>
                <th scope="col" className={cell}>
                  {m.dash_col_total()}
                </th>
                {applicationStages.map((stage) => (
                  <th key={stage} scope="col" className={cell}>
                    {stageLabels[stage]()}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {jobs.map((job) => (
                <tr key={job.job_id}>
                  <th scope="row" className={`${cell} font-medium`} dir="auto">
                    {job.title}
                  </th>
                  <td className={`${cell} font-semibold`}>{formatCount(job.total, locale)}</td>
                  {applicationStages.map((stage) => (
                    <td key={stage} className={cell}>
                      {formatCount(job.stages[stage], locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </TableState>
      {query.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {m.dash_load_more()}
        </Button>
      )}
    </section>
  );
}
