import { type ReactNode, useEffect, useId, useRef } from 'react';
import { m } from '../../paraglide/messages';
import { ErrorBoundary } from './ErrorBoundary';
import { enterModal } from './modal-host';
import { usePreparedToasts } from './Toast';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Wider dialogs for multi-column forms. */
  size?: 'md' | 'lg';
  /** Controls beside the title (e.g. the language switcher, which the inert page behind cannot offer). */
  headerExtra?: ReactNode;
}

/** Where focus goes back to when a dialog closes: what had it when the dialog opened. */
const openers = new WeakMap<HTMLDialogElement, HTMLElement[]>();

function openersFor(active: Element | null): HTMLElement[] {
  if (!(active instanceof HTMLElement) || active === document.body) return [];
  // Opened from inside another dialog: if that one closes as this opens (login → forgot password), its button is
  // gone by the time this closes, so the outer dialog's opener is kept as a second choice.
  const outer = active.closest('dialog');
  return [active, ...(outer ? (openers.get(outer) ?? []) : [])];
}

/**
 * A modal on the native <dialog>: focus moves in and is trapped, Escape closes, focus returns to the opener (also
 * when the dialog is unmounted rather than closed), and the page behind is inert — in either direction. Toasts
 * shown while it is open are placed in its message slot, under its header. A failing content shows the error
 * fallback inside the dialog, which keeps its title and close button.
 */
export function Dialog({ open, onClose, title, children, size = 'md', headerExtra }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const messageSlot = useRef<HTMLDivElement>(null);
  const titleId = useId();
  usePreparedToasts(open);

  useEffect(() => {
    const dialog = ref.current;
    const slot = messageSlot.current;
    if (!open || !dialog || !slot) return;
    const returnTo = openersFor(document.activeElement);
    openers.set(dialog, returnTo);
    if (!dialog.open) dialog.showModal();
    const leaveModal = enterModal(slot);
    return () => {
      leaveModal();
      if (dialog.open) dialog.close();
      const active = document.activeElement;
      const focusLost = !active || active === document.body || dialog.contains(active);
      if (focusLost) returnTo.find((element) => element.isConnected && !element.closest('[inert]'))?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] rounded-2xl bg-white p-0 text-slate-900 shadow-xl ${size === 'lg' ? 'max-w-3xl' : 'max-w-md'}`}
    >
      {open && (
        <div className="flex max-h-[90dvh] flex-col">
          <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 px-5 py-4">
            <h2 id={titleId} className="min-w-0 flex-1 text-lg font-bold">
              {title}
            </h2>
            {headerExtra && <div className="order-last w-full sm:order-none sm:w-auto">{headerExtra}</div>}
            <button
              type="button"
              onClick={onClose}
              aria-label={m.dialog_close()}
              className="grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </header>
          {/* Toasts while this dialog is open: under the title and close button, above the content (ToastRegion). */}
          <div ref={messageSlot} className="empty:hidden" />
          <div className="overflow-y-auto px-5 py-4">
            <ErrorBoundary where="dialog">{children}</ErrorBoundary>
          </div>
        </div>
      )}
    </dialog>
  );
}
