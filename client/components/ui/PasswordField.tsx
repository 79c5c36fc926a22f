import { type InputHTMLAttributes, useState } from 'react';
import { m } from '../../paraglide/messages';
import { controlClass, Field } from './Field';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * A password input with a show/hide toggle: a toggle button (aria-pressed) at the input's end, which is the left in
 * a right-to-left page, where the input's end padding keeps the text clear of it. The toggle is named "Show" alone,
 * so the field's label names only the field.
 */
export function PasswordField({ label, error, hint, className = '', ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={inputId}
            type={visible ? 'text' : 'password'}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            spellCheck={false}
            autoCapitalize="off"
            className={`${controlClass} pe-12 ${className}`}
            {...input}
          />
          <button
            type="button"
            aria-label={m.password_show()}
            aria-pressed={visible}
            aria-controls={inputId}
            onClick={() => setVisible((current) => !current)}
            className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-e-lg text-slate-600 hover:text-brand-700 aria-pressed:text-brand-700"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
              <circle cx="12" cy="12" r="3" />
              {visible && <path d="M4 4l16 16" />}
            </svg>
          </button>
        </div>
      )}
    </Field>
  );
}
