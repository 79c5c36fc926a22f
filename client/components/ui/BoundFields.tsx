import type { ChangeEvent } from 'react';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { SelectField } from './SelectField';
import { numericInput, TextField } from './TextField';
import { fieldError } from '../../lib/form';
import { m } from '../../paraglide/messages';
import type { useLookup } from '../../lib/useLookup';
import type { useServerFieldErrors } from '../../lib/useServerFieldErrors';

/** The part of a TanStack Form field these inputs use. */
export interface TextFieldApi {
  name: string;
  state: { value: string; meta: { errors: ReadonlyArray<unknown> } };
  handleChange: (value: string) => void;
}

type ServerErrors = ReturnType<typeof useServerFieldErrors>;

export interface BoundTextFieldProps {
  field: TextFieldApi;
  server: ServerErrors;
  label: string;
  type?: string;
  ltr?: boolean;
  autoComplete?: string;
  /** Keeps only what the field accepts, as the person types (names, phone numbers). */
  filter?: (value: string) => string;
  name?: string;
  /** A new password: the strength meter under it. */
  strength?: boolean;
  /** Whole numbers only (a year): the phone's digit keypad. */
  numeric?: boolean;
}

/** A text input bound to a form field: schema errors, then the server's message until the field is edited. */
export function BoundTextField({
  field,
  server,
  label,
  type = 'text',
  ltr,
  autoComplete,
  filter,
  name,
  strength = false,
  numeric = false,
}: BoundTextFieldProps) {
  const bound = {
    label,
    autoComplete,
    name,
    value: field.state.value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      server.clear(field.name);
      field.handleChange(filter ? filter(event.target.value) : event.target.value);
    },
    error: fieldError(field.state.meta.errors, server.errors[field.name]),
  };
  if (type !== 'password') return <TextField {...bound} {...(numeric ? numericInput : {})} type={type} ltr={ltr} />;
  if (!strength) return <PasswordField {...bound} />;
  return (
    <div className="flex flex-col gap-2">
      <PasswordField {...bound} />
      <PasswordStrengthMeter password={field.state.value} />
    </div>
  );
}

/** A lookup select bound to a form field. */
export function BoundSelectField({
  field,
  server,
  label,
  lookup,
}: {
  field: TextFieldApi;
  server: ServerErrors;
  label: string;
  lookup: ReturnType<typeof useLookup>;
}) {
  return (
    <SelectField
      label={label}
      placeholder={m.select_placeholder()}
      options={lookup.options}
      loading={lookup.isLoading}
      value={field.state.value}
      onChange={(event) => {
        server.clear(field.name);
        field.handleChange(event.target.value);
      }}
      error={fieldError(field.state.meta.errors, server.errors[field.name])}
    />
  );
}
