import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { signInFieldsOf, signInIdentifierSchema } from '../../../worker/features/auth/auth.schemas';
import { emailSchema, type AccountType } from '../../../worker/shared/fields.schemas';
import { Button } from '../../components/ui/Button';
import { CaptchaField } from '../../components/ui/CaptchaField';
import { CodeInput } from '../../components/ui/CodeInput';
import { Countdown } from '../../components/ui/Countdown';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { fieldMessage } from '../../lib/field-messages';
import { problemOf, replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { closeAuthModal } from '../../lib/auth-modals';
import { AuthDialog, AuthStep } from './AuthStep';
import { useSingleUseCaptcha } from '../../lib/useSingleUseCaptcha';

export interface ForgotPasswordModalProps {
  open: boolean;
  type: AccountType;
  email?: string | undefined;
  /** An admin asked for a new password: the person cannot skip this. */
  forced?: boolean | undefined;
}

/**
 * Steps 1 and 2 of the forgot-password flow (docs/product.md#forgot-and-reset-password: e-mail, then code); the new
 * password is set on /reset-password, and "All done!" follows it.
 */
export function ForgotPasswordModal({ open, type, email: initialEmail, forced }: ForgotPasswordModalProps) {
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [codeExpiresAt, setCodeExpiresAt] = useState(() => new Date());
  const [email, setEmail] = useState(initialEmail ?? '');
  const [emailError, setEmailError] = useState<string>();
  const [robotCheck, setRobotCheck] = useState(false);
  const captcha = useSingleUseCaptcha();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [stepError, setStepError] = useState<string>();
  const forgot = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const verify = useMutation(trpc.auth.verifyResetCode.mutationOptions());

  // Job seekers may have signed up with a mobile number (issue 28): their box takes either.
  const addressSchema = type === 'account' ? signInIdentifierSchema : emailSchema;
  const addressFields = (value: string) => (type === 'account' ? signInFieldsOf(value) : { email: value });

  const sendCode = async () => {
    const parsed = addressSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(fieldMessage(parsed.error.issues[0]?.message));
      return;
    }
    // docs/product.md#forgot-and-reset-password: the robot check appears after the first click.
    if (!robotCheck) {
      setRobotCheck(true);
      return;
    }
    if (!captcha.payload) return;
    setStepError(undefined);
    try {
      const result = await forgot.mutateAsync({ ...addressFields(parsed.data), type, captcha: captcha.payload });
      toast.show('success', replyText(result.code) ?? '');
      // The reply cannot say when (or whether) a code was sent, not to tell who has an account: codes live 3 minutes.
      setCodeExpiresAt(new Date(Date.now() + 180_000));
      setStep('code');
    } catch (error) {
      const problem = problemOf(error);
      const fieldError = problem.fields.email ?? problem.fields.phone;
      setEmailError(fieldError);
      if (!fieldError) setStepError(problem.text);
    } finally {
      captcha.spend();
    }
  };

  const checkCode = async () => {
    if (!code) {
      setCodeError(m.v_reset_code_required());
      return;
    }
    try {
      const result = await verify.mutateAsync({ ...addressFields(addressSchema.parse(email)), type, verification_code: code });
      closeAuthModal();
      // The page's `email` names the account's sign-in address: an e-mail address, or its mobile number.
      void navigate({ to: '/reset-password', search: { token: result.token, email: result.email ?? result.phone ?? '', type: result.type } });
    } catch (error) {
      const problem = problemOf(error);
      setCodeError(problem.fields.verification_code ?? problem.text);
    }
  };

  return (
    <AuthDialog open={open} onClose={closeAuthModal} title={m.forgot_title()}>
      <div className="flex flex-col gap-4">
        {forced && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{m.forgot_forced_by_admin()}</p>}
        <ol className="flex gap-2 text-xs font-semibold text-slate-500" aria-label={m.forgot_steps()}>
          {[m.forgot_step_email(), m.forgot_step_code(), m.forgot_step_password(), m.forgot_step_done()].map((label, index) => (
            <li key={label} aria-current={(step === 'email' ? 0 : 1) === index ? 'step' : undefined} className="aria-[current=step]:text-brand-700">
              {index + 1}. {label}
            </li>
          ))}
        </ol>
        {step === 'email' ? (
          <AuthStep
            key="email"
            onSubmit={sendCode}
            submitLabel={m.email_send_code()}
            submitting={forgot.isPending}
            submitDisabled={robotCheck && !captcha.payload}
            error={stepError}
            wide
          >
            <TextField
              label={type === 'account' ? m.field_email_or_phone() : m.field_email()}
              type={type === 'account' ? 'text' : 'email'}
              ltr
              autoComplete={type === 'account' ? 'username' : 'email'}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(undefined);
              }}
              error={emailError}
            />
            {robotCheck && <CaptchaField key={captcha.key} label={m.captcha_label()} onVerified={captcha.solved} onReset={captcha.clear} />}
          </AuthStep>
        ) : (
          <AuthStep
            key="code"
            onSubmit={checkCode}
            submitLabel={m.email_continue()}
            submitting={verify.isPending}
            otherActions={
              <Button variant="ghost" onClick={() => setStep('email')}>
                {m.email_edit()}
              </Button>
            }
          >
            <p className="text-sm text-slate-700">{m.forgot_code_hint()}</p>
            <Countdown expiresAt={codeExpiresAt} label={m.apply_code_valid_for()} onExpire={() => setCodeError(m.error_code_expired())} />
            <CodeInput
              autoFocus
              label={m.v_reset_code_required()}
              value={code}
              onChange={(value) => {
                setCode(value);
                setCodeError(undefined);
              }}
              error={codeError}
            />
          </AuthStep>
        )}
      </div>
    </AuthDialog>
  );
}
