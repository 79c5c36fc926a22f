import { useMutation } from '@tanstack/react-query';
import { PasskeySignInButton } from '../../components/second-factor/PasskeySignInButton';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { CaptchaField } from '../../components/ui/CaptchaField';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { problemOf, replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useRefreshSession } from '../../lib/session';
import { useSingleUseCaptcha } from '../../lib/useSingleUseCaptcha';
import { type PendingSignIn, pendingSignInOf } from '../../components/second-factor/sign-in-steps';
import { SignInSecondStep } from '../../components/second-factor/SignInSecondStep';

/** After these the server wants the robot check on the next attempt (the same rules as every login). */
const robotCheckCodes = new Set(['invalid_credentials', 'account_locked', 'captcha_failed', 'second_factor_incorrect']);

/**
 * /admin signed out: `POST /auth/login` with `type: "admin"`, its robot check and lockout as everywhere, then the
 * second step admins always have (set up at the first sign-in: they never enter on a password alone).
 */
export function AdminSignIn({ signedInAsOther }: { signedInAsOther: boolean }) {
  const trpc = useTRPC();
  const toast = useToast();
  const refreshSession = useRefreshSession();
  const captcha = useSingleUseCaptcha();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [robotCheck, setRobotCheck] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  // Back from the second step: focus on its message, or on the password to type again.
  const passwordForm = useRef<HTMLFormElement>(null);
  const [restarts, setRestarts] = useState(0);
  useEffect(() => {
    const form = passwordForm.current;
    if (restarts > 0) (form?.querySelector<HTMLElement>('p[role="alert"]') ?? form?.querySelector<HTMLElement>('input[name="password"]'))?.focus();
  }, [restarts]);

  const signedIn = async () => {
    toast.show('success', m.reply_logged_in());
    await refreshSession();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      const result = await login.mutateAsync({ email, password, type: 'admin', captcha: captcha.payload });
      const next = pendingSignInOf(result);
      if (next) {
        setPending(next);
        return;
      }
      toast.show('success', replyText(result.code) ?? m.reply_logged_in());
      await refreshSession();
    } catch (failure) {
      const found = problemOf(failure);
      captcha.spend();
      setFields(found.fields);
      if (robotCheckCodes.has(found.code)) setRobotCheck(true);
      if (Object.keys(found.fields).length === 0) setProblem(found.text);
    }
  };

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6" aria-labelledby="admin-signin-title">
      <h1 id="admin-signin-title" className="text-2xl font-bold">
        {m.adm_signin_title()}
      </h1>
      {signedInAsOther ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{m.adm_not_admin()}</p>
      ) : pending ? (
        <SignInSecondStep
          pending={pending}
          headingLevel={2}
          onSignedIn={signedIn}
          onRefused={(refusal) => {
            if (robotCheckCodes.has(refusal.code)) setRobotCheck(true);
          }}
          onRestart={(found) => {
            setPending(null);
            setPassword('');
            setRestarts((count) => count + 1);
            if (found) {
              setProblem(found.text);
              if (robotCheckCodes.has(found.code)) setRobotCheck(true);
            }
          }}
        />
      ) : (
        <form ref={passwordForm} onSubmit={submit} className="flex flex-col gap-4" data-testid="admin-signin">
          <p className="text-sm text-slate-700">{m.adm_signin_text()}</p>
          <TextField
            label={m.field_email()}
            name="email"
            type="email"
            autoComplete="username"
            ltr
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fields.email}
            required
          />
          <TextField
            label={m.field_password()}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fields.password}
            required
          />
          {robotCheck && (
            <CaptchaField key={captcha.key} label={m.captcha_label()} onVerified={captcha.solved} onReset={captcha.clear} error={fields.captcha} />
          )}
          {problem && (
            <p role="alert" tabIndex={-1} className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {problem}
            </p>
          )}
          <Button type="submit" busy={login.isPending} disabled={robotCheck && !captcha.payload}>
            {m.adm_signin_submit()}
          </Button>
          <PasskeySignInButton onSignedIn={signedIn} />
        </form>
      )}
    </section>
  );
}
