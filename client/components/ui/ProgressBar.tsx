export interface ProgressBarProps {
  label: string;
  /** 0 to 100; undefined shows an indeterminate bar. */
  value?: number | undefined;
  className?: string;
}

export function ProgressBar({ label, value, className = '' }: ProgressBarProps) {
  const clamped = value === undefined ? undefined : Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={`h-2 w-full overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div
        className={`h-full rounded-full bg-brand-600 transition-[width] ${clamped === undefined ? 'w-1/3 animate-pulse' : ''}`}
        style={clamped === undefined ? undefined : { width: `${clamped}%` }}
      />
    </div>
  );
}
