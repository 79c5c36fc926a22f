import { useId } from 'react';
import { Button } from './ui/Button';
import { DatePartsFieldset, PartSelect } from './ui/date-parts';
import { controlClass, Field } from './ui/Field';
import { fieldMessage } from '../lib/field-messages';
import { m } from '../paraglide/messages';
import { hourOptions, minuteOptions } from '../lib/zoned-time-entry';

export type FieldErrors = Record<string, string>;

interface Issues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** A shared schema's issues as one message per field, in the interface language (the first issue of each wins). */
export function errorsOfIssues(error: Issues, rename: (field: string) => string = (field) => field): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = rename(issue.path.map(String).join('.'));
    if (field && !(field in errors)) errors[field] = fieldMessage(issue.message) ?? m.v_invalid_value();
  }
  return errors;
}

/** After a refused submit, the first field that says why takes focus, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** A start time as two selects (hour, minute in steps of five), Latin digits in every language, with its zone. */
export function TimeField({
  label,
  hour,
  minute,
  onChange,
  error,
}: {
  label: string;
  hour: string;
  minute: string;
  onChange: (hour: string, minute: string) => void;
  error?: string | undefined;
}) {
  const errorId = `${useId()}-error`;
  const part = (options: string[]) => options.map((value) => ({ value, label: value }));
  return (
    <DatePartsFieldset label={label} columns="grid-cols-2" errorId={errorId} error={error}>
      {/* Hours before minutes on the clock, whatever the page's direction. */}
      <div dir="ltr" className="col-span-2 grid grid-cols-2 gap-2">
        <PartSelect
          label={label}
          name={m.iv_hour()}
          value={hour}
          options={part(hourOptions)}
          onChange={(value) => onChange(value, minute)}
          errorId={errorId}
          error={error}
          disabled={false}
        />
        <PartSelect
          label={label}
          name={m.iv_minute()}
          value={minute}
          options={part(minuteOptions)}
          onChange={(value) => onChange(hour, value)}
          errorId={errorId}
          error={error}
          disabled={false}
        />
      </div>
    </DatePartsFieldset>
  );
}

export function TextArea({
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
  rows = 3,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  maxLength: number;
  rows?: number;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <textarea
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          dir="auto"
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      )}
    </Field>
  );
}

/** The buttons at the foot of a dialog's form: cancel, then the submit. */
export function DialogActions({ busy, submit, onCancel }: { busy: boolean; submit: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 pt-2">
      <Button variant="secondary" onClick={onCancel}>
        {m.button_cancel()}
      </Button>
      <Button type="submit" busy={busy}>
        {submit}
      </Button>
    </div>
  );
}
