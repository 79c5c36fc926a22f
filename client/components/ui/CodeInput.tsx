import type { InputHTMLAttributes } from 'react';
import { toLatinDigits } from '../../../worker/shared/fields.schemas';
import { controlClass, Field } from './Field';

export const codeLength = 6;

/** What the code input keeps: digits of any script made 0-9, nothing else, at most six. */
export function filterCodeInput(value: string): string {
  return toLatinDigits(value)
    .replace(/[^0-9]/g, '')
    .slice(0, codeLength);
}

export interface CodeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type' | 'inputMode' | 'dir'> {
  label: string;
  value: string;
  onChange: (code: string) => void;
  /** Called once the sixth digit is in (typed or pasted), e.g. to submit. */
  onComplete?: (code: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * The six-digit e-mail code in one field, so paste and the phone's one-time-code autofill fill it whole. Digits
 * typed on a Kurdish or Arabic keyboard (٠-٩, ۰-۹) become 0-9 as typed; the field stays left-to-right.
 */
export function CodeInput({ label, value, onChange, onComplete, error, hint, className = '', ...input }: CodeInputProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          dir="ltr"
          spellCheck={false}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...input}
          value={value}
          onChange={(event) => {
            const code = filterCodeInput(event.target.value);
            onChange(code);
            if (code.length === codeLength && code !== value) onComplete?.(code);
          }}
          className={`${controlClass} text-center font-mono text-xl tracking-[0.5em] tabular-nums ${className}`}
        />
      )}
    </Field>
  );
}
