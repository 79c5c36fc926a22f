import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { m } from '../../paraglide/messages';

export type ToastKind = 'success' | 'error' | 'info';

interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastApi {
  show: (kind: ToastKind, text: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const kindClass: Record<ToastKind, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  info: 'border-slate-500 bg-white text-slate-900',
};

const visibleMs = 5000;

/** Server messages and confirmations, announced to screen readers (errors assertively). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = nextId.current++;
      // The same message again (one save after another) replaces the earlier one instead of stacking up.
      setToasts((list) => [...list.filter((toast) => toast.text !== text || toast.kind !== kind).slice(-3), { id, kind, text }]);
      setTimeout(() => dismiss(id), visibleMs);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-3 bottom-3 z-50 flex flex-col items-center gap-2 sm:inset-x-auto sm:end-4">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-s-4 px-4 py-3 text-sm shadow-lg ${kindClass[toast.kind]}`}
          >
            <p className="flex-1">{toast.text}</p>
            <button type="button" onClick={() => dismiss(toast.id)} aria-label={m.dialog_close()} className="font-bold">
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
