import { useForm, useStore } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import type { CvDetail } from '../../../worker/features/cvs/cvs.schemas';
import { RichTextEditor } from '../../components/ui/RichTextEditor';
import { useToast } from '../../components/ui/Toast';
import { schemaValidator } from '../../lib/form';
import { directionOf, useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { useServerFieldErrors } from '../../lib/useServerFieldErrors';
import { type ItemSection, savedItemId } from './cv-api';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { withoutEmpty } from '../../lib/post-envelope';
import type { ItemFormProps } from './ListSection';
import { type RegisterSubmit, useSaveItem } from './maker-common';

export interface SectionProps {
  cv: CvDetail;
  register: RegisterSubmit;
}

export type Schema = Parameters<typeof schemaValidator>[0];
/** The shared zod schema on the form's values, with empty optional fields left out as the server sees them. */
const validate =
  (schema: Schema) =>
  ({ value }: { value: Record<string, unknown> }) =>
    schemaValidator(schema)({ value: withoutEmpty(value) });

/**
 * The life of an item's inline form: the shared schema checks it (empty optional fields left out, as the server sees
 * them), Save or Update sends it, a success closes it, a failure keeps it open with the server's field messages;
 * Next calls the same submit through `submitRef` and learns whether it saved. A refused save puts focus on the
 * first field to fix; a saved one closes with the item's id, so that its card takes focus. `prepare` turns the
 * form's values into what is checked and sent.
 */
export function useItemForm<Values extends Record<string, unknown>>(
  { cvId, item, onClose, submitRef }: ItemFormProps<{ id: number }>,
  section: ItemSection,
  schema: Schema,
  defaultValues: Values,
  prepare: (values: Values) => Record<string, unknown> = (values) => values,
) {
  const save = useSaveItem(cvId, section);
  const server = useServerFieldErrors();
  const toast = useToast();
  const saved = useRef(false);
  const files = useState<File[]>([]);
  const form = useForm({
    defaultValues,
    validators: { onSubmit: ({ value }: { value: Values }) => validate(schema)({ value: prepare(value) }) },
    onSubmitInvalid: () => {
      toast.show('error', m.v_fill_all_fields());
      focusFirstInvalid();
    },
    onSubmit: async ({ value }) => {
      const outcome = await save(item?.id, prepare(value), files[0]);
      if (outcome.ok) {
        saved.current = true;
        onClose(item?.id ?? savedItemId(outcome.data));
      } else {
        server.setErrors(outcome.problem.fields);
        focusFirstInvalid();
      }
    },
  });
  const submit = async () => {
    saved.current = false;
    await form.handleSubmit();
    return saved.current;
  };
  submitRef.current = submit;
  const busy = useStore(form.store, (state) => state.isSubmitting);
  return { form, server, submit, busy, files };
}

export function Description({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string | undefined }) {
  const locale = useLocale();
  return (
    <div className="sm:col-span-2">
      <RichTextEditor label={m.cv_field_description()} value={value} onChange={onChange} dir={directionOf(locale)} error={error} />
    </div>
  );
}
