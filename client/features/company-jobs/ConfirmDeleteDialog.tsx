import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { m } from '../../paraglide/messages';

interface Props {
  /** The draft's title; null while closed. */
  title: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A draft is deleted only after the company says so: it cannot be brought back. */
export function ConfirmDeleteDialog({ title, busy, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={title !== null} onClose={onCancel} title={m.cj_delete_title()}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-800">{m.cj_delete_text({ title: title || m.cj_untitled() })}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {m.button_cancel()}
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            {m.cj_delete_confirm()}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
