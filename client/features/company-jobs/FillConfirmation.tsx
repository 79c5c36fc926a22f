import { useState } from 'react';
import { m } from '../../paraglide/messages';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useJobActions } from './useJobActions';

/** What the question names: the job, and how many of its openings are hired so far. */
export interface FillTarget {
  id: number;
  hires: number;
  openings: number;
}

/**
 * "Mark filled" asks first, saying how many of how many openings are hired (issue 23: one click with 1 of 2 hired
 * was too easy): a filled job stops taking applications until it is reopened. `ask` opens the question; `dialog` is
 * rendered by the caller.
 */
export function useFillConfirmation(onFilled?: () => Promise<unknown> | void) {
  const actions = useJobActions();
  const [target, setTarget] = useState<FillTarget | null>(null);
  const confirm = async () => {
    if (!target) return;
    const outcome = await actions.move(target.id, 'fill');
    setTarget(null);
    if (outcome.ok) await onFilled?.();
  };
  const dialog = (
    <ConfirmDialog
      confirmation={
        target
          ? {
              title: m.pl_fill_confirm_title(),
              text: m.pl_fill_confirm_text({ hires: target.hires, openings: target.openings }),
              confirm: m.pl_mark_filled(),
              tone: 'primary',
            }
          : null
      }
      busy={actions.busy}
      onCancel={() => setTarget(null)}
      onConfirm={() => void confirm()}
    />
  );
  return { ask: setTarget, dialog, actions };
}
