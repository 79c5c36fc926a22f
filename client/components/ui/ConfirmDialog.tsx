import { Button } from './Button';
import { Dialog } from './Dialog';
import { m } from '../../paraglide/messages';

export interface Confirmation {
  title: string;
  text: string;
  confirm: string;
  tone: 'primary' | 'danger';
}

/** A step the seeker cannot take back is taken only after they say so (withdrawing, answering an offer). */
export function ConfirmDialog({
  confirmation,
  busy,
  onCancel,
  onConfirm,
}: {
  confirmation: Confirmation | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={confirmation !== null} onClose={onCancel} title={confirmation?.title ?? ''}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-800">{confirmation?.text}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {m.button_cancel()}
          </Button>
          <Button variant={confirmation?.tone ?? 'primary'} onClick={onConfirm} busy={busy}>
            {confirmation?.confirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
