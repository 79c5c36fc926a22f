import type { InputHTMLAttributes } from 'react';
import { controlClass, Field } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** E-mails, URLs and phone numbers stay left-to-right inside a right-to-left page. */
  ltr?: boolean;
}

export function TextField({ label, error, hint, ltr = false, className = '', ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          dir={ltr ? 'ltr' : undefined}
          className={`${controlClass} ${ltr ? 'rtl:text-end' : ''} ${className}`}
          {...input}
        />
      )}
    </Field>
  );
}
