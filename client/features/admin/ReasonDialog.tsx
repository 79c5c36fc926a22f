import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field, controlClass } from '../../components/ui/Field';
import { m } from '../../paraglide/messages';

export interface ReasonRequest {
  title: string;
  /** Whether the reason is e-mailed to the person it concerns (the label says so). */
  mailed: boolean;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<boolean>;
}

/** Asks for the reason of a reject, suspend, unpublish or disable; closes once the write went through. */
export function ReasonDialog({ request, onClose }: { request: ReasonRequest | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (!reason.trim()) {
      setError(m.adm_v_reason_required());
      return;
    }
    setBusy(true);
    const done = await request.onConfirm(reason.trim());
    setBusy(false);
    if (done) {
      setReason('');
      setError(undefined);
      onClose();
    }
  };

  return (
    <Dialog open={request !== null} onClose={onClose} title={request?.title ?? ''}>
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="admin-reason">
        <Field label={request?.mailed ? m.adm_reason_label() : m.adm_reason_internal()} error={error}>
          {({ inputId, describedBy, invalid }) => (
            <textarea
              id={inputId}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              name="reason"
              rows={4}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {m.adm_cancel()}
          </Button>
          <Button type="submit" variant="danger" busy={busy}>
            {request?.confirmLabel ?? m.adm_confirm()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
