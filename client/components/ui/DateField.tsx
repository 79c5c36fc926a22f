import type { InputHTMLAttributes } from 'react';
import { controlClass, Field } from './Field';

export interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  error?: string | undefined;
  /** 'date' for a day, 'month' for month precision (work experience). */
  precision?: 'date' | 'month';
}

/** The browser's own date picker, localised by the browser; values stay ISO (yyyy-mm-dd). */
export function DateField({ label, error, precision = 'date', className = '', ...input }: DateFieldProps) {
  return (
    <Field label={label} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          type={precision}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${controlClass} ${className}`}
          {...input}
        />
      )}
    </Field>
  );
}
