import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

/** A button in the toast that reverses what it announces (Undo). */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  action?: ToastAction | undefined;
}

interface ToastApi {
  show: (kind: ToastKind, text: string, action?: ToastAction) => void;
  /** Loads and mounts the (empty) region ahead of a first message, so that message shows in the commit that asks. */
  prepare: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const visibleMs = 5000;
/** Long enough to read the message, find the button and press it (WCAG 2.2.1 asks for time to act). */
const withActionMs = 10_000;

// The region is drawn by its own chunk, loaded with the first message: a first page shows none.
const ToastRegion = lazy(() => import('./ToastRegion').then((module) => ({ default: module.GuardedToastRegion })));

/** Server messages and confirmations, announced to screen readers (errors assertively). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const [regionWanted, setRegionWanted] = useState(false);
  const prepare = useCallback(() => setRegionWanted(true), []);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (kind: ToastKind, text: string, action?: ToastAction) => {
      const id = nextId.current++;
      setRegionWanted(true);
      // The same message again (one save after another) replaces the earlier one instead of stacking up.
      setToasts((list) => [...list.filter((toast) => toast.text !== text || toast.kind !== kind).slice(-3), { id, kind, text, action }]);
      setTimeout(() => dismiss(id), action ? withActionMs : visibleMs);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show, prepare }), [show, prepare]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {regionWanted && (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} dismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}

/**
 * A dialog's messages sit in its flow (ToastRegion). One whose region was still loading arrived a moment after the
 * rest of the answer (the e-mail code step) and pushed the buttons under a finger down: an open dialog has it ready.
 */
export function usePreparedToasts(open: boolean): void {
  const api = useContext(ToastContext);
  useEffect(() => {
    if (open) api?.prepare();
  }, [api, open]);
}
