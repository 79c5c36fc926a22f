import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { applicationStages } from '../../../db/schema/application-values';
import { SelectField } from '../../components/ui/SelectField';
import { useLocale } from '../../lib/i18n';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useQueryProblem } from '../../lib/company-problem';
import { useLookup } from '../../lib/useLookup';
import { seriesColors } from '../../components/charts/chart-types';
import { ChartSection } from '../../components/charts/ChartSection';
import { CountingCards } from './CountingCards';
import { formatDayKey, formatMonthKey, monthChoices, monthsLabel, stageLabels } from '../../lib/dashboard-format';
import { InterviewsPerJob, StagesPerJob } from './DashboardTables';

function PeriodSelect({ value, onChange, choices = monthChoices }: { value: number; onChange: (months: number) => void; choices?: readonly number[] }) {
  return (
    <SelectField
      label={m.dash_months_label()}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      options={choices.map((months) => ({ value: months, label: monthsLabel(months) }))}
    />
  );
}

/** The calls' defaults (docs/product.md#company-dashboard): all time for the activity, this month per stage, three months per month. */
function useDashboardData() {
  const trpc = useTRPC();
  const [activityMonths, setActivityMonths] = useState(0);
  const [stageFilter, setStageFilter] = useState({ months: 1, closed: 0, city: 0 });
  const [perMonthMonths, setPerMonthMonths] = useState(3);
  const analytics = useQuery(trpc.dashboard.analytics.queryOptions({ months: activityMonths }));
  const perStage = useQuery(
    trpc.dashboard.perStage.queryOptions({ months: stageFilter.months, closed: stageFilter.closed, locations: stageFilter.city ? [stageFilter.city] : [] }),
  );
  const perMonth = useQuery(trpc.dashboard.perMonth.queryOptions({ months: perMonthMonths }));
  const lastWeek = useQuery(trpc.dashboard.lastWeek.queryOptions());
  return { analytics, perStage, perMonth, lastWeek, activityMonths, setActivityMonths, stageFilter, setStageFilter, perMonthMonths, setPerMonthMonths };
}

/** The company's analytics dashboard (issue 13), on screens 768 px and wider (the route sends phones to the jobs list). */
export function DashboardPage() {
  const locale = useLocale();
  const cities = useLookup('cities');
  const data = useDashboardData();
  const { analytics, perStage, perMonth, lastWeek } = data;
  const problems = {
    analytics: useQueryProblem(analytics.error)?.text ?? null,
    perStage: useQueryProblem(perStage.error)?.text ?? null,
    perMonth: useQueryProblem(perMonth.error)?.text ?? null,
    lastWeek: useQueryProblem(lastWeek.error)?.text ?? null,
  };

  const activity = useMemo(() => {
    const series = analytics.data?.analytics.series ?? [];
    return {
      labels: series.map((point) => formatMonthKey(point.month, locale)),
      series: [
        { label: m.dash_series_applications(), values: series.map((point) => point.applications), color: seriesColors.applications },
        { label: m.dash_series_interviews(), values: series.map((point) => point.interviews), color: seriesColors.interviews },
        { label: m.dash_series_offers(), values: series.map((point) => point.offers), color: seriesColors.offers },
        { label: m.dash_series_hires(), values: series.map((point) => point.hires), color: seriesColors.hires },
      ],
    };
  }, [analytics.data, locale]);
  const stages = useMemo(() => {
    const counts = perStage.data?.per_stage.stages ?? [];
    return {
      labels: applicationStages.map((stage) => stageLabels[stage]()),
      series: [
        {
          label: m.dash_col_count(),
          values: applicationStages.map((stage) => counts.find((item) => item.stage === stage)?.count ?? 0),
          color: seriesColors.applications,
        },
      ],
    };
    // The labels follow the language too.
  }, [perStage.data, locale]);
  const months = useMemo(() => {
    const series = perMonth.data?.per_month.series ?? [];
    return {
      labels: series.map((point) => formatMonthKey(point.month, locale)),
      series: [{ label: m.dash_series_applications(), values: series.map((point) => point.applications), color: seriesColors.applications }],
    };
  }, [perMonth.data, locale]);
  const week = useMemo(() => {
    const days = lastWeek.data?.last_week.days ?? [];
    return {
      labels: days.map((day) => formatDayKey(day.day, locale)),
      series: [
        { label: m.dash_series_applications(), values: days.map((day) => day.applications), color: seriesColors.applications },
        { label: m.dash_series_interviews(), values: days.map((day) => day.interviews), color: seriesColors.interviews },
        { label: m.dash_series_hires(), values: days.map((day) => day.hires), color: seriesColors.hires },
      ],
    };
  }, [lastWeek.data, locale]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5" data-dashboard-page>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{m.page_company_dashboard()}</h1>
          <p className="text-slate-700">{m.dash_intro()}</p>
        </div>
        <Link to="/company/jobs" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
          {m.dash_jobs_link()}
        </Link>
      </div>
      <CountingCards />
      <div className="grid gap-5 lg:grid-cols-2">
        <ChartSection
          title={m.dash_chart_activity()}
          categoryHeading={m.dash_col_month()}
          kind="lines"
          {...activity}
          pending={analytics.isPending}
          problem={problems.analytics}
          onRetry={() => void analytics.refetch()}
          controls={<PeriodSelect value={data.activityMonths} onChange={data.setActivityMonths} choices={[3, 6, 12, 0]} />}
        />
        <ChartSection
          title={m.dash_chart_week()}
          categoryHeading={m.dash_col_day()}
          kind="lines"
          {...week}
          pending={lastWeek.isPending}
          problem={problems.lastWeek}
          onRetry={() => void lastWeek.refetch()}
        />
        <ChartSection
          wide
          title={m.dash_chart_stages()}
          categoryHeading={m.dash_col_stage()}
          kind="bars"
          {...stages}
          pending={perStage.isPending}
          problem={problems.perStage}
          onRetry={() => void perStage.refetch()}
          controls={
            <fieldset className="flex flex-wrap items-end gap-3">
              <legend className="sr-only">{m.dash_filters()}</legend>
              <PeriodSelect value={data.stageFilter.months} onChange={(value) => data.setStageFilter((filter) => ({ ...filter, months: value }))} />
              <SelectField
                label={m.dash_locations_label()}
                value={data.stageFilter.city}
                loading={cities.isLoading}
                onChange={(event) => data.setStageFilter((filter) => ({ ...filter, city: Number(event.target.value) }))}
                options={[{ value: 0, label: m.dash_locations_all() }, ...cities.options]}
              />
              <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={data.stageFilter.closed === 1}
                  onChange={(event) => data.setStageFilter((filter) => ({ ...filter, closed: event.target.checked ? 1 : 0 }))}
                />
                {m.dash_closed_label()}
              </label>
            </fieldset>
          }
        />
        <ChartSection
          title={m.dash_chart_months()}
          categoryHeading={m.dash_col_month()}
          kind="bars"
          {...months}
          pending={perMonth.isPending}
          problem={problems.perMonth}
          onRetry={() => void perMonth.refetch()}
          controls={<PeriodSelect value={data.perMonthMonths} onChange={data.setPerMonthMonths} choices={[3, 6, 12, 0]} />}
        />
        <InterviewsPerJob />
      </div>
      <StagesPerJob />
    </div>
  );
}
