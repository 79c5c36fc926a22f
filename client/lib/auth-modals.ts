import { useSyncExternalStore } from 'react';
import type { AccountType } from '../../worker/shared/fields.schemas';

/** Which account dialog is open. The job seeker sign-up is driven by the #signup hash instead (docs/product.md#screens-and-routes). */
export type AuthModal =
  | { name: 'login'; type: AccountType; email?: string }
  | { name: 'company-signup'; email?: string }
  | { name: 'forgot-password'; type: AccountType; email?: string; forced?: boolean }
  | { name: 'all-done' }
  | { name: 'signup-success' }
  | { name: 'apply-success' }
  | null;

let current: AuthModal = null;
const listeners = new Set<() => void>();

export function openAuthModal(modal: AuthModal): void {
  current = modal;
  for (const listener of listeners) listener();
}

export function closeAuthModal(): void {
  openAuthModal(null);
}

export function useAuthModal(): AuthModal {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
