import { type FormEvent, useId, useState } from 'react';
import { moveNoteMaxLength, type RejectionReason, rejectionReasons } from '../../../worker/features/pipeline/pipeline.schemas';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { controlClass } from '../../components/ui/Field';
import { SelectField } from '../../components/ui/SelectField';
import { m } from '../../paraglide/messages';
import { reasonLabel } from './labels';

export interface Rejection {
  reason: RejectionReason;
  note: string;
}

/** Rejecting asks why (docs/product.md#hiring-pipeline): a reason from the list, and words of one's own (required with "Other"). */
export function RejectDialog({ count, onClose, onConfirm }: { count: number | null; onClose: () => void; onConfirm: (rejection: Rejection) => void }) {
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const noteId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = { reason: reason ? undefined : m.v_select_reason(), note: reason === 'other' && !note.trim() ? m.v_reason_text_required() : undefined };
    setErrors(problems);
    if (!reason || problems.note) return;
    onConfirm({ reason, note: note.trim() });
    setReason('');
    setNote('');
  }

  return (
    <Dialog open={count !== null} onClose={onClose} title={m.pl_reject_title({ count: count ?? 1 })}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">{m.pl_reject_hint()}</p>
        <SelectField
          label={m.pl_reject_reason()}
          placeholder={m.pl_reject_choose()}
          value={reason}
          onChange={(event) => setReason(event.target.value as RejectionReason | '')}
          options={rejectionReasons.map((value) => ({ value, label: reasonLabel[value]() }))}
          error={errors.reason}
          required
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={noteId} className="text-sm font-medium text-slate-800">
            {reason === 'other' ? m.pl_reject_note_required() : m.pl_reject_note()}
          </label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={moveNoteMaxLength}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={Boolean(errors.note)}
            aria-describedby={errors.note ? `${noteId}-error` : undefined}
            className={controlClass}
          />
          {errors.note && (
            <p id={`${noteId}-error`} role="alert" className="text-xs font-medium text-red-700">
              {errors.note}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {m.button_cancel()}
          </Button>
          <Button type="submit" variant="danger">
            {m.pl_reject_confirm()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
