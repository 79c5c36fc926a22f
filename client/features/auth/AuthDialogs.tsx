import { lazy, Suspense } from 'react';
import { ErrorBoundary, ErrorFallback } from '../../components/ui/ErrorBoundary';
import { m } from '../../paraglide/messages';
import { type AuthModal, closeAuthModal } from '../../lib/auth-modals';
import { dialogModules } from './dialog-modules';

const LoginModal = lazy(() => dialogModules.login().then((module) => ({ default: module.LoginModal })));
const SignupModal = lazy(() => dialogModules.signup().then((module) => ({ default: module.SignupModal })));
const CompanySignupModal = lazy(() => dialogModules['company-signup']().then((module) => ({ default: module.CompanySignupModal })));
const ForgotPasswordModal = lazy(() => dialogModules['forgot-password']().then((module) => ({ default: module.ForgotPasswordModal })));
const SuccessModal = lazy(() => import('./SuccessModal').then((module) => ({ default: module.SuccessModal })));
const AllDoneModal = lazy(() => import('./AllDoneModal').then((module) => ({ default: module.AllDoneModal })));

type SignupHash = { open: boolean; close: () => void };

/**
 * The account dialog that is open, loaded with it (AuthModals mounts this only while one is wanted). A dialog's
 * content has its own boundary (Dialog); this one catches a dialog whose code could not be downloaded.
 */
export function AuthDialogs({ modal, signup }: { modal: AuthModal; signup: SignupHash }) {
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
      <OpenDialog modal={modal} signup={signup} />
    </ErrorBoundary>
  );
}

function OpenDialog({ modal, signup }: { modal: AuthModal; signup: SignupHash }) {
  return (
    <Suspense fallback={null}>
      {modal?.name === 'login' && <LoginModal open type={modal.type} email={modal.email} />}
      {modal?.name === 'company-signup' && <CompanySignupModal open email={modal.email} />}
      {modal?.name === 'forgot-password' && <ForgotPasswordModal open type={modal.type} email={modal.email} forced={modal.forced} />}
      {modal?.name === 'all-done' && <AllDoneModal open />}
      {modal?.name === 'signup-success' && <SuccessModal open onClose={closeAuthModal} title={m.signup_congrats_title()} text={m.signup_congrats_text()} />}
      {modal?.name === 'apply-success' && <SuccessModal open onClose={closeAuthModal} title={m.apply_success_title()} text={m.apply_success_text()} />}
      {signup.open && <SignupModal open onClose={signup.close} />}
    </Suspense>
  );
}
