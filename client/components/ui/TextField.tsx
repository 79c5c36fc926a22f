import type { InputHTMLAttributes } from 'react';
import { controlClass, Field } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** E-mails, URLs and phone numbers stay left-to-right inside a right-to-left page. */
  ltr?: boolean;
}

/**
 * For a field of whole numbers (years, counts, amounts): phones open the digit keypad. Android follows `inputMode`;
 * iOS Safari shows its keypad only for this exact pattern. Kar's forms are `noValidate`, so the pattern never refuses
 * the Kurdish and Arabic digits the fields accept and turn into 0-9.
 */
export const numericInput = { inputMode: 'numeric', pattern: '[0-9]*' } as const;

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
