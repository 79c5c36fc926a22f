import { useId, useState } from 'react';
import { monthNames } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { controlClass } from './Field';

export interface MonthFieldProps {
  label: string;
  /** 'YYYY-MM', or '' while not both parts are chosen. */
  value: string;
  onChange: (value: string) => void;
  minYear: number;
  /** The latest month that may be chosen, 'YYYY-MM' (later years are not offered; later months of it are). */
  max: string;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A month and a year as two selects. `<input type="month">` is a plain text box in Firefox and Safari on the
 * desktop, where nobody guesses the "2019-03" format; these work everywhere and name the months in the interface
 * language from Kar's own table (browsers have no Sorani month names).
 */
export function MonthField({ label, value, onChange, minYear, max, error, disabled = false }: MonthFieldProps) {
  const locale = useLocale();
  const id = useId();
  const [parts, setParts] = useState(() => ({ year: value.slice(0, 4), month: value.slice(5, 7) }));
  // A value set from outside (a reset, another item) wins over what was half chosen.
  const shown = value && value !== `${parts.year}-${parts.month}` ? { year: value.slice(0, 4), month: value.slice(5, 7) } : parts;
  const months = monthNames(locale).map((name, index) => ({ value: String(index + 1).padStart(2, '0'), label: name }));
  const maxYear = Number(max.slice(0, 4));
  const years = Array.from({ length: maxYear - minYear + 1 }, (_, index) => String(maxYear - index));

  const choose = (next: { year: string; month: string }) => {
    setParts(next);
    onChange(next.year && next.month ? `${next.year}-${next.month}` : '');
  };
  const errorId = `${id}-error`;
  const select = (part: 'month' | 'year', options: Array<{ value: string; label: string }>, name: string) => (
    <select
      aria-label={`${label}: ${name}`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={Boolean(error)}
      className={controlClass}
      disabled={disabled}
      value={shown[part]}
      onChange={(event) => choose({ ...shown, [part]: event.target.value })}
    >
      <option value="">{name}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );

  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        {select('month', months, m.field_month())}
        {select('year', years.map((year) => ({ value: year, label: year })), m.field_year())}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
