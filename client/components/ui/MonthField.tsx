import { useId, useState } from 'react';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { DatePartsFieldset, monthOptions, type PartOption, PartSelect, yearOptions } from './date-parts';

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
  const maxYear = Number(max.slice(0, 4));

  const choose = (next: { year: string; month: string }) => {
    setParts(next);
    onChange(next.year && next.month ? `${next.year}-${next.month}` : '');
  };
  const errorId = `${id}-error`;
  const part = (key: 'month' | 'year', options: PartOption[], name: string) => (
    <PartSelect
      label={label}
      name={name}
      value={shown[key]}
      options={options}
      onChange={(chosen) => choose({ ...shown, [key]: chosen })}
      errorId={errorId}
      error={error}
      disabled={disabled}
    />
  );

  return (
    <DatePartsFieldset label={label} columns="grid-cols-2" errorId={errorId} error={error}>
      {part('month', monthOptions(locale), m.field_month())}
      {part('year', yearOptions(minYear, maxYear), m.field_year())}
    </DatePartsFieldset>
  );
}
