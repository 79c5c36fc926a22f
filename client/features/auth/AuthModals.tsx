import { lazyRouteComponent } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { useHashDialog } from '../../components/ui/useHashDialog';
import { useAuthModal } from '../../lib/auth-modals';
import { dialogModules } from './dialog-modules';

const loadDialogs = () => import('./AuthDialogs');
// A failed download reloads the page once (TanStack Router's lazy loader, as for the routes' own code).
const AuthDialogs = lazyRouteComponent(loadDialogs, 'AuthDialogs');

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
  return (
    <Suspense fallback={null}>
      <AuthDialogs modal={modal} signup={signup} />
    </Suspense>
  );
}
