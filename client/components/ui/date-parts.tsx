import type { ReactNode } from 'react';
import { monthNames } from '../../lib/dates';
import type { Locale } from '../../lib/i18n';
import { controlClass } from './Field';

export interface PartOption {
  value: string;
  label: string;
}

/** Months '01'…'12' named from Kar's own table (browsers have no Sorani month names). */
export const monthOptions = (locale: Locale): PartOption[] =>
  monthNames(locale).map((name, index) => ({ value: String(index + 1).padStart(2, '0'), label: name }));

/** Years from the latest down to the earliest, newest first. */
export const yearOptions = (minYear: number, maxYear: number): PartOption[] =>
  Array.from({ length: Math.max(0, maxYear - minYear + 1) }, (_, index) => ({ value: String(maxYear - index), label: String(maxYear - index) }));

interface PartSelectProps {
  /** The field's label and this part's name, read together by screen readers ("Date of birth: Month"). */
  label: string;
  name: string;
  value: string;
  options: PartOption[];
  onChange: (value: string) => void;
  errorId: string;
  error?: string | undefined;
  disabled: boolean;
}

/** One part of a date (day, month or year) as a select whose empty choice is the part's name. */
export function PartSelect({ label, name, value, options, onChange, errorId, error, disabled }: PartSelectProps) {
  return (
    <select
      aria-label={`${label}: ${name}`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={Boolean(error)}
      className={controlClass}
      disabled={disabled}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{name}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** The fieldset around a date's selects: the label as its legend, the selects in a row, the error below. */
export function DatePartsFieldset({
  label,
  columns,
  errorId,
  error,
  children,
}: {
  label: string;
  columns: string;
  errorId: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className={`grid ${columns} gap-2`}>{children}</div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
