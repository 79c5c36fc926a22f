import { m } from '../../paraglide/messages';
import { ProgressBar } from './ProgressBar';

export interface UploadProgressProps {
  /** 0 to 100; undefined while the size is not known yet. */
  percent: number | undefined;
  /** What is being uploaded, e.g. the file name or "Uploading your CV". */
  label?: string;
  className?: string;
}

/** A progress bar with the percentage beside it (Latin digits in every language, like our other numbers). */
export function UploadProgress({ percent, label, className = '' }: UploadProgressProps) {
  const text = label ?? m.uploadbar_uploading();
  const rounded = percent === undefined ? undefined : Math.round(Math.max(0, Math.min(100, percent)));
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate text-slate-700">{text}</span>
        {/* The progressbar already tells screen readers the value. */}
        <span aria-hidden="true" dir="ltr" className="font-semibold tabular-nums text-slate-900">
          {rounded === undefined ? '' : `${rounded}%`}
        </span>
      </div>
      <ProgressBar label={text} value={rounded} />
    </div>
  );
}
