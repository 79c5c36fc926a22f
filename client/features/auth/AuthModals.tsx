import { useHashDialog } from '../../components/ui/useHashDialog';
import { AllDoneModal } from './AllDoneModal';
import { useAuthModal } from './auth-modals';
import { CompanySignupModal } from './CompanySignupModal';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { LoginModal } from './LoginModal';
import { SignupModal } from './SignupModal';

/** Every account dialog, mounted once in the shell. */
export function AuthModals() {
  const modal = useAuthModal();
  const signup = useHashDialog('#signup');
  return (
    <>
      {modal?.name === 'login' && <LoginModal open type={modal.type} email={modal.email} />}
      {modal?.name === 'company-signup' && <CompanySignupModal open email={modal.email} />}
      {modal?.name === 'forgot-password' && <ForgotPasswordModal open type={modal.type} email={modal.email} forced={modal.forced} />}
      {modal?.name === 'all-done' && <AllDoneModal open />}
      <SignupModal open={signup.open} onClose={signup.close} />
    </>
  );
}
