import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocale } from '../../lib/i18n';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { ChartSection } from '../../components/charts/ChartSection';
import { formatCount, formatDayKey } from '../../lib/dashboard-format';
import { AdminHeading } from './admin-ui';
import { AdminLink } from './AdminLayout';

const seriesColors = { users: '#1d4ed8', jobs: '#047857', applications: '#b45309' } as const;

function Count({ label, value, to }: { label: string; value: number | undefined; to: 'companies' | 'reports' | 'users' }) {
  const locale = useLocale();
  return (
    <AdminLink to={to} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-700">
      <span className="text-sm text-slate-700">{label}</span>
      <span className="text-3xl font-bold text-slate-900">{value === undefined ? '…' : formatCount(value, locale)}</span>
    </AdminLink>
  );
}

/** /admin for admins: what waits, and the last 30 days in a chart (the dashboard's lazy uPlot chart). */
export function OverviewPage() {
  const trpc = useTRPC();
  const locale = useLocale();
  const overview = useQuery(trpc.admin.overview.queryOptions());
  const data = overview.data;
  const labels = useMemo(() => (data?.days ?? []).map((day) => formatDayKey(day.day, locale)), [data, locale]);
  const series = useMemo(
    () => [
      { label: m.adm_series_users(), values: (data?.days ?? []).map((day) => day.users), color: seriesColors.users },
      { label: m.adm_series_jobs(), values: (data?.days ?? []).map((day) => day.jobs), color: seriesColors.jobs },
      { label: m.adm_series_applications(), values: (data?.days ?? []).map((day) => day.applications), color: seriesColors.applications },
    ],
    [data],
  );
  return (
    <>
      <AdminHeading>{m.adm_overview_title()}</AdminHeading>
      <div className="grid gap-3 sm:grid-cols-3" data-testid="admin-counts">
        <Count label={m.adm_pending_companies()} value={data?.pending_companies} to="companies" />
        <Count label={m.adm_open_reports()} value={data?.open_reports} to="reports" />
        <Count label={m.adm_new_users()} value={data?.new_users_30d} to="users" />
      </div>
      <ChartSection
        title={m.adm_chart_title()}
        categoryHeading={m.adm_chart_day()}
        labels={labels}
        series={series}
        kind="lines"
        pending={overview.isPending}
        problem={overview.error ? problemOf(overview.error).text : null}
        onRetry={() => void overview.refetch()}
      />
    </>
  );
}
