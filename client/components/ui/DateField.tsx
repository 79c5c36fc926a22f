import type { InputHTMLAttributes } from 'react';
import { controlClass, Field } from './Field';

export interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  error?: string | undefined;
}

/** The browser's own date picker, localised by the browser; values stay ISO (yyyy-mm-dd). Months: MonthField. */
export function DateField({ label, error, className = '', ...input }: DateFieldProps) {
  return (
    <Field label={label} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          type="date"
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${controlClass} ${className}`}
          {...input}
        />
      )}
    </Field>
  );
}
