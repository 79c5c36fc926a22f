import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { CvAttachment } from '../../../worker/features/cvs/cvs.schemas';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { controlClass, Field } from '../../components/ui/Field';
import { FileDropzone, formatFileSize } from '../../components/ui/FileDropzone';
import { useToast } from '../../components/ui/Toast';
import { fieldError } from '../../lib/form';
import { problemOf, replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { Attachments } from './CvPreview';
import { type SaveOutcome, withoutEmpty } from '../../lib/post-envelope';
import { useLocalCvStore } from './cv-store';
import { attachmentAccept, attachmentMaxBytes, fileSections, type ItemSection, saveItemWithFiles, useInvalidateCvs } from './cv-api';

/** What the Next button calls: submits the open form, if any, and tells whether it may move on. */
export type SubmitOpenForm = () => Promise<boolean>;
export type RegisterSubmit = (submit: SubmitOpenForm | null) => void;

/** Keeps the maker's Next button pointed at this section's current submit. */
export function useRegisterSubmit(register: RegisterSubmit, submit: SubmitOpenForm | null) {
  const latest = useRef(submit);
  latest.current = submit;
  useEffect(() => {
    register(() => (latest.current ? latest.current() : Promise.resolve(true)));
    return () => register(null);
  }, [register]);
}

/** Saves an item: through REST multipart when the section takes files, through tRPC otherwise. */
export function useSaveItem(cvId: number, section: ItemSection) {
  const trpc = useTRPC();
  const toast = useToast();
  const invalidate = useInvalidateCvs();
  const create = useMutation(trpc.cv.createItem.mutationOptions());
  const update = useMutation(trpc.cv.updateItem.mutationOptions());
  const local = useLocalCvStore();

  return async (itemId: number | undefined, values: Record<string, unknown>, files: readonly File[] = []): Promise<SaveOutcome> => {
    let outcome: SaveOutcome;
    if (local) {
      outcome = local.saveItem(section, itemId, values);
      if (!outcome.ok) toast.show('error', outcome.problem.text);
      return outcome;
    }
    if (fileSections.has(section)) {
      outcome = await saveItemWithFiles(cvId, section, itemId, values, files);
    } else {
      const item = withoutEmpty(values);
      try {
        const data =
          itemId === undefined
            ? await create.mutateAsync({ cv_id: cvId, section, item })
            : await update.mutateAsync({ cv_id: cvId, section, item_id: itemId, item });
        outcome = { ok: true, data, code: 'cv_item_saved' };
      } catch (error) {
        outcome = { ok: false, problem: problemOf(error) };
      }
    }
    if (outcome.ok) {
      toast.show('success', replyText(outcome.code || 'cv_item_saved') ?? m.reply_cv_item_saved());
      await invalidate();
    } else {
      toast.show('error', outcome.problem.text);
    }
    return outcome;
  };
}

/** Removes an item of a list section; `then` runs once it is gone (or failed). */
export function useRemoveItem(cvId: number, section: ItemSection) {
  const trpc = useTRPC();
  const toast = useToast();
  const invalidate = useInvalidateCvs();
  const local = useLocalCvStore();
  const remove = useMutation(
    trpc.cv.removeItem.mutationOptions({
      onSuccess: (reply) => {
        toast.show('success', replyText(reply.code) ?? m.reply_cv_item_deleted());
        void invalidate();
      },
      onError: (error) => toast.show('error', problemOf(error).text),
    }),
  );
  return {
    busy: remove.isPending,
    remove: (itemId: number, then: () => void) => {
      if (!local) return remove.mutate({ cv_id: cvId, section, item_id: itemId }, { onSettled: then });
      local.removeItem(section, itemId);
      then();
    },
  };
}

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <p className="text-slate-700">{text}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {m.button_cancel()}
        </Button>
        <Button variant="danger" busy={busy ?? false} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/** An item of a list section; Edit and Delete show on hover and on keyboard focus (always on small screens). */
export function ItemCard({
  title,
  children,
  focused = false,
  onFocused,
  onEdit,
  onDelete,
  problem,
}: {
  title: string;
  children?: ReactNode;
  /** What the item lacks before it can be saved (the import review): shown on the card, which Edit then completes. */
  problem?: string | undefined;
  /** Just saved: the heading takes focus (instead of focus falling to the page when the form goes away). */
  focused?: boolean;
  onFocused?: () => void;
  onEdit?: () => void;
  onDelete: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focused || !heading.current) return;
    heading.current.focus({ preventScroll: true });
    heading.current.scrollIntoView({ block: 'nearest' });
    onFocused?.();
  }, [focused, onFocused]);
  return (
    <li
      className={`group relative flex flex-col gap-1 rounded-xl border bg-white p-4 focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-300 ${problem ? 'border-amber-500' : 'border-slate-200'}`}
    >
      <div className="flex items-start gap-2">
        <h3 ref={heading} tabIndex={-1} className="min-w-0 flex-1 font-semibold break-words outline-none">
          {title}
        </h3>
        <div className="flex gap-1 md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100">
          {onEdit && (
            <button
              type="button"
              onClick={onEdit}
              className="min-h-9 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              aria-label={`${m.cv_action_edit()}: ${title}`}
            >
              {m.cv_action_edit()}
            </button>
          )}
          <button
            type="button"
            onClick={onDelete}
            className="min-h-9 rounded-md px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
            aria-label={`${m.cv_action_delete()}: ${title}`}
          >
            {m.cv_action_delete()}
          </button>
        </div>
      </div>
      {problem && (
        <p className="rounded-md bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900" data-item-problem>
          {m.cv_import_item_incomplete({ problem })}
        </p>
      )}
      {children}
    </li>
  );
}

/** A list section's frame: the items (or the empty state with a prompt) and the inline form when open. */
export function ListSectionFrame({
  title,
  items,
  emptyText,
  addLabel,
  formOpen,
  onAdd,
  form,
}: {
  title: string;
  items: ReactNode[];
  emptyText: string;
  addLabel: string;
  formOpen: boolean;
  onAdd: () => void;
  form: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{title}</h2>
        {!formOpen && (
          <Button variant="secondary" onClick={onAdd}>
            + {addLabel}
          </Button>
        )}
      </div>
      {items.length === 0 && !formOpen && (
        <EmptyState title={m.cv_section_empty_title()} description={emptyText} action={<Button onClick={onAdd}>+ {addLabel}</Button>} />
      )}
      {items.length > 0 && <ul className="flex flex-col gap-3">{items}</ul>}
      {formOpen && form}
    </div>
  );
}

/** The inline form's frame with Cancel and Save (create) or Update (edit). */
export function InlineForm({
  editing,
  busy,
  onCancel,
  onSubmit,
  children,
}: {
  editing: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {m.button_cancel()}
        </Button>
        <Button type="submit" busy={busy}>
          {editing ? m.cv_update() : m.cv_save()}
        </Button>
      </div>
    </form>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  error,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  maxLength?: number;
}) {
  return (
    <Field label={label} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <textarea
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          rows={3}
          maxLength={maxLength}
          className={controlClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** Several attachments (JPG, PNG, GIF, JPEG or PDF): the ones already stored, the chosen ones, and a drop area to add more. */
export function AttachmentsPicker({
  files,
  onChange,
  existing = [],
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  existing?: readonly CvAttachment[];
  error?: string | undefined;
}) {
  const listId = useId();
  const [resetKey, setResetKey] = useState(0);
  // A CV kept in the page (the import review) takes no files: they are added in the maker once it is saved.
  if (useLocalCvStore()) return null;
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <Attachments files={existing} />
      <FileDropzone
        key={resetKey}
        label={m.cv_attachments_add()}
        hint={m.cv_attachments_hint()}
        accept={attachmentAccept}
        maxBytes={attachmentMaxBytes}
        tooBigMessage={m.v_attachment_too_big()}
        wrongTypeMessage={m.cv_attachments_type()}
        file={null}
        error={error}
        onChange={(file) => {
          if (!file) return;
          onChange([...files, file]);
          setResetKey((key) => key + 1);
        }}
      />
      {files.length > 0 && (
        <ul id={listId} className="flex flex-col gap-1 text-sm">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-2 rounded border border-slate-200 bg-white px-2 py-1">
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="text-xs text-slate-500" dir="ltr">
                {formatFileSize(file.size)}
              </span>
              <button
                type="button"
                className="min-h-8 rounded px-2 text-red-700 hover:bg-red-50"
                aria-label={m.dropzone_remove({ name: file.name })}
                onClick={() => onChange(files.filter((_, other) => other !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { fieldError };
