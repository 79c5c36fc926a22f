import type { ReactNode } from 'react';
import { EmptyState } from '../../components/ui/EmptyState';
import { formatDay } from '../../lib/dates';
import { formatDayTime } from '../../lib/text-runs';
import type { Locale } from '../../lib/i18n';
import { problemOf } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';

const baghdadOffsetMs = 3 * 3600_000;
/** The zone admin times are shown in, named beside them. */
export const baghdadZone = `UTC+${baghdadOffsetMs / 3600_000}`;

/** A moment as Kar shows moments: the Baghdad day (Sorani month names from Kar's table) and the time, 24-hour. */
export function formatMoment(iso: string | null | undefined, locale: Locale, withTime = true): string {
  if (!iso) return '';
  const local = new Date(new Date(iso).getTime() + baghdadOffsetMs).toISOString();
  return withTime ? formatDayTime(formatDay(local.slice(0, 10), locale), local.slice(11, 16), locale) : formatDay(local.slice(0, 10), locale);
}

export function AdminHeading({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold">{children}</h1>
      {actions}
    </div>
  );
}

/** Grey blocks while a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-label={m.loading()} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-24 rounded-xl bg-slate-100 motion-safe:animate-pulse" />
      ))}
    </div>
  );
}

/** A list's three states before its rows: loading, failed (with a retry), empty. */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
  onRetry,
  children,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (loading) return <ListSkeleton />;
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <p>{problemOf(error).code === 'network' ? m.adm_load_failed() : problemOf(error).text}</p>
        <button type="button" className="min-h-11 font-semibold underline" onClick={onRetry}>
          {m.adm_retry()}
        </button>
      </div>
    );
  }
  if (empty) return <EmptyState title={emptyText} />;
  return <>{children}</>;
}

/** Tabs over a list's statuses, as links would be: each a button with aria-pressed. */
export function StatusTabs<Value extends string>({
  label,
  values,
  current,
  labelOf,
  onChange,
}: {
  label: string;
  values: readonly Value[];
  current: Value;
  labelOf: (value: Value) => string;
  onChange: (value: Value) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {values.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={value === current}
          onClick={() => onChange(value)}
          className={`min-h-11 rounded-full border px-4 text-sm font-semibold ${value === current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'}`}
        >
          {labelOf(value)}
        </button>
      ))}
    </div>
  );
}

export function LoadMore({ show, loading, onClick }: { show: boolean; loading: boolean; onClick: () => void }) {
  if (!show) return null;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={loading}
      className="min-h-11 self-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100"
    >
      {m.adm_load_more()}
    </button>
  );
}
