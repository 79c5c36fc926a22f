import type { SelectHTMLAttributes } from 'react';
import { controlClass, Field } from './Field';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string | undefined;
  loading?: boolean;
}

/** A native select: keyboard, screen readers and mobile pickers work in every language and direction. */
export function SelectField({ label, options, placeholder, error, loading = false, className = '', ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <select
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-busy={loading || undefined}
          className={`${controlClass} ${className}`}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
