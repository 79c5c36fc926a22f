import { useEffect, useState } from 'react';
import { useToast } from '../../components/ui/Toast';
import { problemOf } from '../../lib/server-errors';
import { type Confirmation, ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { type SeekerAction, useSeekerAction } from './seeker-api';

export interface PendingAction {
  action: SeekerAction;
  confirmation: Confirmation;
  /** What takes focus afterwards: the item's heading (its button is gone by then), else the page's. */
  focusId: string;
}

/**
 * Asks, then withdraws or answers an offer: a toast tells the outcome, the lists are the server's again, and focus
 * goes to the item that changed rather than to the top of the page when its button disappears.
 */
export function useConfirmedAction() {
  const action = useSeekerAction();
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
      toast.show('success', await action.run(pending.action));
    } catch (error) {
      toast.show('error', problemOf(error).text);
    }
    setPending(null);
    setFocusId(pending.focusId);
  };

  const dialog = (
    <ConfirmDialog confirmation={pending?.confirmation ?? null} busy={action.isPending} onCancel={() => setPending(null)} onConfirm={() => void confirm()} />
  );
  return { ask: setPending, dialog };
}
