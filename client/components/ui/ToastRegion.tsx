import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { m } from '../../paraglide/messages';
import { ErrorBoundary } from './ErrorBoundary';
import { useModalHost } from './modal-host';
import type { ToastItem, ToastKind } from './Toast';

const kindClass: Record<ToastKind, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  info: 'border-slate-500 bg-white text-slate-900',
};

/** Over the page: on phones at the top, clear of the buttons at the bottom of a card or form; wider, the bottom corner. */
const pageRegionClass =
  'pointer-events-none fixed inset-x-3 top-3 bottom-auto m-0 flex w-auto [&:not(:popover-open)]:hidden flex-col items-center gap-2 overflow-visible border-0 bg-transparent p-0 sm:inset-x-auto sm:end-4 sm:top-auto sm:bottom-4 sm:w-96';
/** In a dialog: in the flow under its header, so it covers neither the title and close button nor the form's buttons. */
const dialogRegionClass = 'flex flex-col items-center gap-2 px-5 pt-3 empty:hidden';

/**
 * Outside dialogs the toasts live in the top layer, as a manual popover: above the page and its fixed header. A modal
 * dialog makes everything outside itself inert (a popover too), so while one is open the region moves into the
 * dialog's message slot, below its header, as part of the dialog (no popover: nothing of it to show or hide there).
 *
 * A popover is shown only while connected: a dialog closing as a toast appears (the company sign-up, scheduling an
 * interview) removes its slot in the same commit, and showPopover() on the removed element threw, which unmounted
 * the whole app. The region is shown again once it has moved to its next host.
 */
export function ToastRegion({ toasts, dismiss }: { toasts: ToastItem[]; dismiss: (id: number) => void }) {
  const modalHost = useModalHost();
  const region = useRef<HTMLDivElement>(null);
  const hasToasts = toasts.length > 0;
  const inDialog = modalHost !== null;

  useLayoutEffect(() => {
    const element = region.current;
    if (!element || inDialog || !element.isConnected) return;
    const shown = element.matches(':popover-open');
    if (hasToasts && !shown) element.showPopover();
    if (!hasToasts && shown) element.hidePopover();
  }, [hasToasts, inDialog]);

  return createPortal(
    <div
      ref={region}
      // A different element in each host (React remounts a portal whose container changed).
      popover={inDialog ? undefined : 'manual'}
      data-testid="toast-region"
      className={inDialog ? dialogRegionClass : pageRegionClass}
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
          <button type="button" onClick={() => dismiss(toast.id)} aria-label={m.toast_dismiss()} className="min-h-6 min-w-6 font-bold">
            ×
          </button>
        </div>
      ))}
    </div>,
    modalHost ?? document.body,
  );
}

type RegionProps = { toasts: ToastItem[]; dismiss: (id: number) => void };

/** Messages that cannot be shown are not worth the page: a failing region shows nothing rather than blank the app. */
export function GuardedToastRegion({ toasts, dismiss }: RegionProps) {
  return (
    <ErrorBoundary where="toasts" fallback={() => null} resetKey={toasts}>
      <ToastRegion toasts={toasts} dismiss={dismiss} />
    </ErrorBoundary>
  );
}
