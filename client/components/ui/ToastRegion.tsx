import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { m } from '../../paraglide/messages';
import { useModalHost } from './modal-host';
import type { ToastItem, ToastKind } from './Toast';

const kindClass: Record<ToastKind, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  info: 'border-slate-500 bg-white text-slate-900',
};

/**
 * The toasts live in the top layer, as a manual popover: above the page and its fixed header. A modal dialog makes
 * everything outside itself inert (a popover too), so while one is open the region moves into the dialog's message
 * slot and is shown again there, above the dialog. On phones the region sits at the top, clear of the buttons at
 * the bottom of the card or form a message is about; wider screens keep it at the bottom corner.
 */
export function ToastRegion({ toasts, dismiss }: { toasts: ToastItem[]; dismiss: (id: number) => void }) {
  const modalHost = useModalHost();
  const region = useRef<HTMLDivElement>(null);
  const hasToasts = toasts.length > 0;

  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const shown = element.matches(':popover-open');
    if (hasToasts && !shown) element.showPopover();
    if (!hasToasts && shown) element.hidePopover();
  }, [hasToasts, modalHost]);

  return createPortal(
    <div
      ref={region}
      popover="manual"
      data-testid="toast-region"
      className="pointer-events-none fixed inset-x-3 top-3 bottom-auto m-0 flex w-auto [&:not(:popover-open)]:hidden flex-col items-center gap-2 overflow-visible border-0 bg-transparent p-0 sm:inset-x-auto sm:end-4 sm:top-auto sm:bottom-4 sm:w-96"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-s-4 px-4 py-3 text-sm shadow-lg ${kindClass[toast.kind]}`}
        >
          <p className="flex-1">{toast.text}</p>
          {toast.action && (
            <button
              type="button"
              onClick={() => {
                toast.action?.run();
                dismiss(toast.id);
              }}
              className="min-h-6 rounded px-2 font-semibold underline underline-offset-2"
            >
              {toast.action.label}
            </button>
          )}
          <button type="button" onClick={() => dismiss(toast.id)} aria-label={m.dialog_close()} className="min-h-6 min-w-6 font-bold">
            ×
          </button>
        </div>
      ))}
    </div>,
    // Another host means a new element (React remounts a portal whose container changed), shown again above it.
    modalHost ?? document.body,
  );
}

