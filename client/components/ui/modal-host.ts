import { useSyncExternalStore } from 'react';

/**
 * The open modal dialogs, innermost last. A modal <dialog> makes everything outside it inert, popovers shown later
 * included, so messages meant for the person (toasts) are placed inside the innermost open dialog.
 */
const openDialogs: HTMLElement[] = [];
const listeners = new Set<() => void>();
let innermost: HTMLElement | null = null;

function changed(): void {
  innermost = openDialogs.at(-1) ?? null;
  for (const listener of listeners) listener();
}

/** Registers the element toasts should live in while a dialog is open; returns its removal. */
export function enterModal(host: HTMLElement): () => void {
  openDialogs.push(host);
  changed();
  return () => {
    const index = openDialogs.lastIndexOf(host);
    if (index >= 0) openDialogs.splice(index, 1);
    changed();
  };
}

/** The innermost open dialog's message slot, or null when no dialog is open. */
export function useModalHost(): HTMLElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => innermost,
    () => null,
  );
}
