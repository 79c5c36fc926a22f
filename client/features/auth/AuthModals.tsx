import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary, ErrorFallback } from '../../components/ui/ErrorBoundary';
import { useHashDialog } from '../../components/ui/useHashDialog';
import { closeAuthModal, useAuthModal } from './auth-modals';
import { dialogModules } from './dialog-modules';

const loadDialogs = () => import('./AuthDialogs');
const AuthDialogs = lazy(() => loadDialogs().then((module) => ({ default: module.AuthDialogs })));

type PreloadableDialog = keyof typeof dialogModules;
const isPreloadable = (name: string): name is PreloadableDialog => name in dialogModules;

/** What marks an opener: `data-auth-opener="login"` (or another dialog's name); sign-up links are known by their hash. */
const openerSelector = '[data-auth-opener], a[href="#signup"]';

/**
 * Starts loading a dialog when the pointer or keyboard focus reaches its opener, so the click opens it at once. A
 * failed download is left for the click to retry.
 */
function usePreloadOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const opener = event.target instanceof Element ? event.target.closest(openerSelector) : null;
      const name = opener?.getAttribute('data-auth-opener') ?? (opener ? 'signup' : null);
      if (!name || !isPreloadable(name)) return;
      loadDialogs().catch(() => undefined);
      dialogModules[name]().catch(() => undefined);
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}

/**
 * Every account dialog, mounted once in the shell. Until one is wanted only this watcher is part of the page: the
 * dialogs, and the code that chooses among them, load when first wanted.
 */
export function AuthModals() {
  const modal = useAuthModal();
  const signup = useHashDialog('#signup');
  usePreloadOnIntent();
  if (!modal && !signup.open) return null;
  // A dialog's content has its own boundary (Dialog); this one catches a dialog whose code could not be downloaded.
  return (
    <ErrorBoundary
      where="auth dialog"
      fallback={(retry) => (
        <ErrorFallback
          retry={retry}
          onClose={() => {
            closeAuthModal();
            signup.close();
          }}
          className="fixed inset-x-3 bottom-3 z-50 shadow-xl sm:inset-x-auto sm:end-4"
        />
      )}
    >
      <Suspense fallback={null}>
        <AuthDialogs modal={modal} signup={signup} />
      </Suspense>
    </ErrorBoundary>
  );
}
