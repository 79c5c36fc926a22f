import { useId, useState } from 'react';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { DatePartsFieldset, monthOptions, type PartOption, PartSelect, yearOptions } from './date-parts';

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' while the day, month and year do not make a date. */
  value: string;
  /** Called with the ISO value (or ''), in the shape of an input's change event so forms bind it like an input. */
  onChange: (event: { target: { value: string } }) => void;
  /** The latest day that may be chosen ('YYYY-MM-DD'): later years are not offered. Without it, 30 years ahead. */
  max?: string | undefined;
  minYear?: number;
  error?: string | undefined;
  disabled?: boolean;
}

type Parts = { day: string; month: string; year: string };

const partsOf = (value: string): Parts => ({ year: value.slice(0, 4), month: value.slice(5, 7), day: value.slice(8, 10) });
const daysIn = (year: string, month: string) => (month ? new Date(Date.UTC(Number(year) || 2000, Number(month), 0)).getUTCDate() : 31);

/**
 * A day as three selects: day, month, year in the reader's order (right to left in Sorani and Arabic), months named
 * from Kar's own table. The browser's `<input type="date">` shows "mm/dd/yyyy" and "M01" in Sorani; values stay ISO.
 */
export function DateField({ label, value, onChange, max, minYear = 1920, error, disabled = false }: DateFieldProps) {
  const locale = useLocale();
  const id = useId();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const complete = `${parts.year}-${parts.month}-${parts.day}`;
  // A value set from outside (a reset, another item) wins over what was half chosen.
  const shown = value && value !== complete ? partsOf(value) : parts;
  const maxYear = max ? Number(max.slice(0, 4)) : new Date().getUTCFullYear() + 30;
  const days = Array.from({ length: daysIn(shown.year, shown.month) }, (_, index) => ({ value: String(index + 1).padStart(2, '0'), label: String(index + 1) }));

  const choose = (next: Parts) => {
    setParts(next);
    const whole = next.year && next.month && next.day && Number(next.day) <= daysIn(next.year, next.month);
    onChange({ target: { value: whole ? `${next.year}-${next.month}-${next.day}` : '' } });
  };
  const errorId = `${id}-error`;
  const part = (key: keyof Parts, options: PartOption[], name: string) => (
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
    <DatePartsFieldset label={label} columns="grid-cols-[1fr_2fr_1.4fr]" errorId={errorId} error={error}>
      {part('day', days, m.field_day())}
      {part('month', monthOptions(locale), m.field_month())}
      {part('year', yearOptions(minYear, maxYear), m.field_year())}
    </DatePartsFieldset>
  );
}
