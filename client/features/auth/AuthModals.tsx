import { lazy, Suspense } from 'react';
import { useHashDialog } from '../../components/ui/useHashDialog';
import { m } from '../../paraglide/messages';
import { closeAuthModal, useAuthModal } from './auth-modals';

// The dialogs carry the forms, schemas, robot check and editors: none of it is needed until one opens.
const LoginModal = lazy(() => import('./LoginModal').then((module) => ({ default: module.LoginModal })));
const SignupModal = lazy(() => import('./SignupModal').then((module) => ({ default: module.SignupModal })));
const CompanySignupModal = lazy(() => import('./CompanySignupModal').then((module) => ({ default: module.CompanySignupModal })));
const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal').then((module) => ({ default: module.ForgotPasswordModal })));
const SuccessModal = lazy(() => import('./SuccessModal').then((module) => ({ default: module.SuccessModal })));
const AllDoneModal = lazy(() => import('./AllDoneModal').then((module) => ({ default: module.AllDoneModal })));

/** Every account dialog, mounted once in the shell and loaded when first opened. */
export function AuthModals() {
  const modal = useAuthModal();
  const signup = useHashDialog('#signup');
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
