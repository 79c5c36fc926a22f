import { useForm, useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { signInFieldsOf, signInIdentifierSchema } from '../../../worker/features/auth/auth.schemas';
import { existingPasswordSchema } from '../../../worker/features/auth/password.schemas';
import { emailSchema } from '../../../worker/shared/fields.schemas';
import type { AccountType } from '../../../worker/shared/fields.schemas';
import { CaptchaField } from '../../components/ui/CaptchaField';
import { useToast } from '../../components/ui/Toast';
import { schemaValidator } from '../../lib/form';
import { problemOf, replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { routeAfterLogin } from './after-login';
import { closeAuthModal, openAuthModal } from '../../lib/auth-modals';
import { AuthDialog, AuthStep } from './AuthStep';
import { BoundTextField } from '../../components/ui/BoundFields';
import { rememberSignupEmail } from './signup-prefill';
import { useRefreshSession } from '../../lib/session';
import { useServerFieldErrors } from '../../lib/useServerFieldErrors';
import { useSingleUseCaptcha } from '../../lib/useSingleUseCaptcha';
import type { PublicUser } from '../../../worker/features/auth/auth.schemas';
import { type PendingSignIn, pendingSignInOf } from '../../components/second-factor/sign-in-steps';
import { Spinner } from '../../components/ui/Spinner';
import { PasskeySignInButton } from '../../components/second-factor/PasskeySignInButton';

// Most sign-ins have no second step: its forms (and the QR code's setup) load when a password answer asks for one.
const SignInSecondStep = lazy(() => import('../../components/second-factor/SignInSecondStep').then((module) => ({ default: module.SignInSecondStep })));

export interface LoginModalProps {
  open: boolean;
  type: AccountType;
  email?: string | undefined;
}

/** Job seekers sign in with an e-mail address or a mobile number (issue 28); companies and admins with e-mail. */
const seekerLogin = z.object({ email: signInIdentifierSchema, password: existingPasswordSchema });
const emailLogin = z.object({ email: emailSchema, password: existingPasswordSchema });

/** Codes after which the server asks for the robot check on the next attempt. */
const robotCheckCodes = new Set(['invalid_credentials', 'account_locked', 'captcha_failed', 'second_factor_incorrect']);

export function LoginModal({ open, type: initialType, email: initialEmail }: LoginModalProps) {
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const [type, setType] = useState<AccountType>(initialType);
  const [robotCheck, setRobotCheck] = useState(false);
  const [stepError, setStepError] = useState<string>();
  const captcha = useSingleUseCaptcha();
  const server = useServerFieldErrors();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  // Set once the second step has started the session while its recovery codes are still on the screen.
  const sessionStarted = useRef(false);
  // Back from the second step to the password: focus goes to what to read or do next, not to the page behind.
  const passwordStep = useRef<HTMLDivElement>(null);
  const [restarts, setRestarts] = useState(0);
  useEffect(() => {
    if (restarts === 0) return;
    const step = passwordStep.current;
    (step?.querySelector<HTMLElement>('[data-step-alert]') ?? step?.querySelector<HTMLElement>('input[type="password"]'))?.focus();
  }, [restarts]);

  /** After the password, or after the second step: as every sign-in ends. */
  const signedIn = async (user: PublicUser, code: string, suggestSecondStep = false) => {
    toast.show('success', replyText(code) ?? m.reply_logged_in());
    // A company without a second step is asked, at each sign-in, to set one up.
    if (suggestSecondStep) toast.show('info', m.second_step_suggest(), { label: m.security_nav(), run: () => void navigate({ href: '/account/security' }) });
    await refreshSession();
    closeAuthModal();
    routeAfterLogin(user, navigate);
  };
  const close = () => {
    if (sessionStarted.current) void refreshSession();
    closeAuthModal();
  };

  const form = useForm({
    defaultValues: { email: initialEmail ?? '', password: '' },
    validators: { onSubmit: ({ value }) => schemaValidator(type === 'account' ? seekerLogin : emailLogin)({ value }) },
    onSubmit: async ({ value }) => {
      setStepError(undefined);
      try {
        const address = type === 'account' ? signInFieldsOf(value.email) : { email: value.email };
        const result = await login.mutateAsync({ ...address, password: value.password, type, captcha: captcha.payload });
        const next = pendingSignInOf(result);
        if (next) setPending(next);
        else if (result.code === 'logged_in') await signedIn(result.user, result.code, result.second_factor_suggested);
      } catch (error) {
        const problem = problemOf(error);
        // The one box holds a number too: the server's word on `phone` belongs to it.
        const { phone, ...fields } = problem.fields;
        server.setErrors(phone ? { ...fields, email: phone } : fields);
        // A solved check is spent either way; the next attempt needs a fresh one.
        captcha.spend();
        if (robotCheckCodes.has(problem.code)) setRobotCheck(true);
        if (problem.code === 'account_email_unverified') {
          rememberSignupEmail(value.email);
          closeAuthModal();
          window.location.hash = '#signup';
        } else if (problem.code === 'company_email_unverified') {
          openAuthModal({ name: 'company-signup', email: value.email });
        }
        if (Object.keys(problem.fields).length === 0) setStepError(problem.text);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  if (pending) {
    return (
      <AuthDialog open={open} onClose={close} title={m.login_title()} size="lg">
        <div className="mx-auto w-full max-w-md">
          <Suspense fallback={<Spinner label={m.loading()} />}>
            <SignInSecondStep
              pending={pending}
              headingLevel={3}
              onSignedIn={(user) => signedIn(user, 'logged_in')}
              onSessionStarted={() => {
                sessionStarted.current = true;
              }}
              onRefused={(refusal) => {
                if (robotCheckCodes.has(refusal.code)) setRobotCheck(true);
              }}
              onRestart={(problem) => {
                setPending(null);
                setRestarts((count) => count + 1);
                form.setFieldValue('password', '');
                if (problem) {
                  setStepError(problem.text);
                  if (robotCheckCodes.has(problem.code)) setRobotCheck(true);
                }
              }}
            />
          </Suspense>
        </div>
      </AuthDialog>
    );
  }

  return (
    <AuthDialog open={open} onClose={closeAuthModal} title={m.login_title()} size="lg">
      <div className="grid gap-6 md:grid-cols-2">
        <div ref={passwordStep} className="flex flex-col gap-4">
          <div role="tablist" aria-label={m.login_account_type()} className="grid grid-cols-2 rounded-lg bg-slate-100 p-1">
            {(['account', 'company'] as const).map((variant) => (
              <button
                key={variant}
                type="button"
                role="tab"
                aria-selected={type === variant}
                onClick={() => setType(variant)}
                className={`min-h-10 rounded-md text-sm font-semibold ${type === variant ? 'bg-white text-brand-700 shadow' : 'text-slate-600'}`}
              >
                {variant === 'account' ? m.login_as_job_seeker() : m.login_as_company()}
              </button>
            ))}
          </div>
          <AuthStep
            onSubmit={() => form.handleSubmit()}
            submitLabel={m.login_submit()}
            submitting={submitting}
            submitDisabled={robotCheck && !captcha.payload}
            error={stepError}
            wide
          >
            <form.Field name="email">
              {(field) =>
                type === 'account' ? (
                  <BoundTextField field={field} server={server} label={m.field_email_or_phone()} name="email" type="text" ltr autoComplete="username" />
                ) : (
                  <BoundTextField field={field} server={server} label={m.field_email()} name="email" type="email" ltr autoComplete="email" />
                )
              }
            </form.Field>
            <form.Field name="password">
              {(field) => (
                <BoundTextField field={field} server={server} label={m.field_password()} name="password" type="password" autoComplete="current-password" />
              )}
            </form.Field>
            {robotCheck && (
              <CaptchaField key={captcha.key} label={m.captcha_label()} onVerified={captcha.solved} onReset={captcha.clear} error={server.errors.captcha} />
            )}
          </AuthStep>
          <PasskeySignInButton onSignedIn={(user) => signedIn(user, 'logged_in')} />
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button
              type="button"
              data-auth-opener="forgot-password"
              className="text-brand-700 underline"
              onClick={() => openAuthModal({ name: 'forgot-password', type })}
            >
              {m.login_forgot_password()}
            </button>
            <button
              type="button"
              data-auth-opener={type === 'company' ? 'company-signup' : 'signup'}
              className="text-brand-700 underline"
              onClick={() => {
                if (type === 'company') {
                  openAuthModal({ name: 'company-signup' });
                } else {
                  closeAuthModal();
                  window.location.hash = '#signup';
                }
              }}
            >
              {type === 'account' ? m.login_signup_link() : m.login_business_signup_link()}
            </button>
          </div>
        </div>
        <aside className="flex flex-col justify-between gap-4 rounded-xl bg-brand-50 p-5">
          <ul className="flex flex-col gap-3 text-sm font-medium text-brand-800">
            {[m.login_promo_track(), m.login_promo_interviews(), m.login_promo_apply()].map((line) => (
              <li key={line} className="flex items-start gap-2">
                <span aria-hidden="true">✓</span>
                {line}
              </li>
            ))}
          </ul>
          <figure className="flex flex-col items-center gap-1 text-center">
            <img src="/partner-logo.svg" alt={m.login_partner_logo_alt()} className="h-12 w-auto" data-testid="partner-logo" />
            <figcaption className="text-xs text-slate-600">{m.login_partner_caption()}</figcaption>
          </figure>
        </aside>
      </div>
    </AuthDialog>
  );
}
