import { lazy, type ReactNode, Suspense, useId, useMemo } from 'react';
import { directionOf, useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import type { ChartSeries } from './chart-types';
import { formatCount } from '../../lib/dashboard-format';

// The chart chunk (uPlot) is fetched when the first chart is drawn, never with the rest of the app.
const UplotChart = lazy(() => import('./UplotChart'));

export interface ChartSectionProps {
  title: string;
  /** The first column's heading in the data table (month, day, stage). */
  categoryHeading: string;
  labels: string[];
  series: ChartSeries[];
  kind: 'bars' | 'lines';
  controls?: ReactNode;
  /** Data still loading, or the text of a failure. */
  pending: boolean;
  problem: string | null;
  onRetry: () => void;
  /** Across both columns of the grid (eight stage names need the room). */
  wide?: boolean;
}

function Placeholder({ label }: { label: string }) {
  return (
    <div role="status" className="flex h-60 items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-600 motion-safe:animate-pulse">
      {label}
    </div>
  );
}

/** A chart with its controls and, for screen readers, the same numbers as a table. */
export function ChartSection({ title, categoryHeading, labels, series, kind, controls, pending, problem, onRetry, wide = false }: ChartSectionProps) {
  const headingId = useId();
  const locale = useLocale();
  const chart = useMemo(
    () => ({ labels, series, kind, rtl: directionOf(locale) === 'rtl', formatNumber: (value: number) => formatCount(value, locale) }),
    [labels, series, kind, locale],
  );
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 ${wide ? 'lg:col-span-2' : ''}`}
      data-testid="dashboard-section"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {controls}
      </div>
      {problem ? (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p>{problem}</p>
          <button type="button" className="min-h-11 font-semibold underline" onClick={onRetry}>
            {m.dash_retry()}
          </button>
        </div>
      ) : pending ? (
        <Placeholder label={m.loading()} />
      ) : (
        <>
          <Suspense fallback={<Placeholder label={m.dash_chart_loading()} />}>
            <UplotChart chart={chart} />
          </Suspense>
          <table className="sr-only" data-testid="dashboard-table">
            <caption>{m.dash_table_caption({ title })}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryHeading}</th>
                {series.map((item) => (
                  <th key={item.label} scope="col">
                    {item.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, index) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {series.map((item) => (
                    <td key={item.label}>{formatCount(item.values[index] ?? 0, locale)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
