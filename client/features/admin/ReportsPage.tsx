import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type JobReportStatus, jobReportStatuses } from '../../../worker/features/admin/admin.schemas';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { useLocale } from '../../lib/i18n';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { jobStateLabel } from '../../lib/job-state-labels';
import { AdminHeading, formatMoment, ListState, LoadMore, StatusTabs } from './admin-ui';
import { AdminLink } from './AdminLayout';
import { useAdminWrite } from '../../components/ReauthProvider';
import { reportReasonLabel } from '../../lib/report-reasons';

const statusLabels: Record<JobReportStatus, () => string> = {
  open: m.adm_report_status_open,
  resolved: m.adm_report_status_resolved,
  dismissed: m.adm_report_status_dismissed,
};

/** /admin/reports: reported jobs, open first; each resolved (acted on, e.g. the job unpublished) or dismissed. */
export function ReportsPage() {
  const trpc = useTRPC();
  const locale = useLocale();
  const write = useAdminWrite();
  const toast = useToast();
  const [status, setStatus] = useState<JobReportStatus>('open');
  const query = useInfiniteQuery(trpc.admin.reports.infiniteQueryOptions({ status }, { getNextPageParam: (page) => page.next_cursor ?? undefined }));
  const reports = query.data?.pages.flatMap((page) => page.reports) ?? [];
  const handle = useMutation(trpc.admin.handleReport.mutationOptions());

  const act = async (id: number, outcome: 'resolve' | 'dismiss') => {
    const done = await write(() => handle.mutateAsync({ id, outcome }).then(() => true));
    if (done) toast.show('success', outcome === 'resolve' ? m.reply_report_resolved() : m.reply_report_dismissed());
  };

  return (
    <>
      <AdminHeading>{m.adm_reports_title()}</AdminHeading>
      <StatusTabs label={m.adm_status_filter()} values={jobReportStatuses} current={status} labelOf={(value) => statusLabels[value]()} onChange={setStatus} />
      <ListState
        loading={query.isPending}
        error={query.error}
        empty={reports.length === 0}
        emptyText={m.adm_reports_empty()}
        onRetry={() => void query.refetch()}
      >
        <ul className="flex flex-col gap-3" data-testid="admin-reports">
          {reports.map((report) => (
            <li key={report.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to="/jobs/$id" params={{ id: String(report.job_id) }} className="font-semibold text-brand-700 underline">
                  {report.job_title}
                </Link>
                <span className="text-sm text-slate-600">
                  <bdi>{report.company_name}</bdi> · {jobStateLabel(report.job_state)}
                </span>
              </div>
              <p className="text-sm font-medium">{reportReasonLabel(report.reason)}</p>
              {report.details && <p className="whitespace-pre-line text-sm text-slate-700">{report.details}</p>}
              <p className="text-xs text-slate-600">{m.adm_reported_by({ email: report.reporter_email, date: formatMoment(report.created_at, locale) })}</p>
              {report.status === 'open' && (
                <div className="flex flex-wrap gap-2">
                  <Button onClick={() => void act(report.id, 'resolve')}>{m.adm_resolve()}</Button>
                  <Button variant="secondary" onClick={() => void act(report.id, 'dismiss')}>
                    {m.adm_dismiss()}
                  </Button>
                  <AdminLink to="jobs" className="inline-flex min-h-11 items-center px-2 text-sm text-brand-700 underline">
                    {m.adm_nav_jobs()}
                  </AdminLink>
                </div>
              )}
            </li>
          ))}
        </ul>
        <LoadMore show={query.hasNextPage} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
      </ListState>
    </>
  );
}
