import { lazy, Suspense, useEffect } from 'react';
import { useHashDialog } from '../../components/ui/useHashDialog';
import { m } from '../../paraglide/messages';
import { closeAuthModal, useAuthModal } from './auth-modals';

// The dialogs carry the forms, schemas, robot check and editors: none of it is needed until one opens.
const dialogModules = {
  login: () => import('./LoginModal'),
  signup: () => import('./SignupModal'),
  'company-signup': () => import('./CompanySignupModal'),
  'forgot-password': () => import('./ForgotPasswordModal'),
};
type PreloadableDialog = keyof typeof dialogModules;
const isPreloadable = (name: string): name is PreloadableDialog => name in dialogModules;

const LoginModal = lazy(() => dialogModules.login().then((module) => ({ default: module.LoginModal })));
const SignupModal = lazy(() => dialogModules.signup().then((module) => ({ default: module.SignupModal })));
const CompanySignupModal = lazy(() => dialogModules['company-signup']().then((module) => ({ default: module.CompanySignupModal })));
const ForgotPasswordModal = lazy(() => dialogModules['forgot-password']().then((module) => ({ default: module.ForgotPasswordModal })));
const SuccessModal = lazy(() => import('./SuccessModal').then((module) => ({ default: module.SuccessModal })));
const AllDoneModal = lazy(() => import('./AllDoneModal').then((module) => ({ default: module.AllDoneModal })));

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
      if (name && isPreloadable(name)) dialogModules[name]().catch(() => undefined);
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}

/** Every account dialog, mounted once in the shell and loaded when first wanted. */
export function AuthModals() {
  const modal = useAuthModal();
  const signup = useHashDialog('#signup');
  usePreloadOnIntent();
  return (
    <Suspense fallback={null}>
      {modal?.name === 'login' && <LoginModal open type={modal.type} email={modal.email} />}
      {modal?.name === 'company-signup' && <CompanySignupModal open email={modal.email} />}
      {modal?.name === 'forgot-password' && <ForgotPasswordModal open type={modal.type} email={modal.email} forced={modal.forced} />}
      {modal?.name === 'all-done' && <AllDoneModal open />}
      {modal?.name === 'signup-success' && (
        <SuccessModal open onClose={closeAuthModal} title={m.signup_congrats_title()} text={m.signup_congrats_text()} />
      )}
      {signup.open && <SignupModal open onClose={signup.close} />}
    </Suspense>
  );
}
