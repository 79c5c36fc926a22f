import { useEffect, useState } from 'react';
import { useToast } from '../../components/ui/Toast';
import { replyText } from '../../lib/server-errors';
import { type Confirmation, ConfirmDialog } from './ConfirmDialog';
import { problemOfRest, type SeekerAction, useSeekerAction } from './seeker-api';

export interface PendingAction {
  action: SeekerAction;
  confirmation: Confirmation;
  /** The toast when the server has no text of its own for its success code. */
  doneText: string;
  /** What takes focus afterwards: the item's heading (its button is gone by then), else the page's. */
  focusId: string;
}

/**
 * Asks, then withdraws or answers an offer: a toast tells the outcome, the lists are the server's again, and focus
 * goes to the item that changed rather than to the top of the page when its button disappears.
 */
export function useConfirmedAction() {
  const mutation = useSeekerAction();
  const toast = useToast();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (!focusId) return;
    // After the dialog's own clean-up, which returns focus to its opener when that is still there.
    const active = document.activeElement;
    if (!active || active === document.body) (document.getElementById(focusId) ?? document.getElementById('seeker-page-title'))?.focus();
    setFocusId(null);
  }, [focusId]);

  const confirm = async () => {
    if (!pending) return;
    try {
      const code = await mutation.mutateAsync(pending.action);
      toast.show('success', replyText(code) ?? pending.doneText);
    } catch (error) {
      toast.show('error', problemOfRest(error).text);
    }
    setPending(null);
    setFocusId(pending.focusId);
  };

  const dialog = (
    <ConfirmDialog
      confirmation={pending?.confirmation ?? null}
      busy={mutation.isPending}
      onCancel={() => setPending(null)}
      onConfirm={() => void confirm()}
    />
  );
  return { ask: setPending, dialog };
}
