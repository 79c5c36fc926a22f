import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CodeChannel } from '../../../worker/features/auth/auth.schemas';
import { emailSchema, type AccountType } from '../../../worker/shared/fields.schemas';
import { mobileNumberSchema } from '../../../worker/shared/phone-number.schemas';
import { formatPhoneNumber } from '../../../worker/shared/phone-number';
import { Button } from '../../components/ui/Button';
import { CaptchaField } from '../../components/ui/CaptchaField';
import { CodeInput } from '../../components/ui/CodeInput';
import { CodeSentBy } from '../../components/ui/CodeSentBy';
import { Countdown } from '../../components/ui/Countdown';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { fieldMessage } from '../../lib/field-messages';
import { problemOf, replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { openAuthModal } from '../../lib/auth-modals';
import { StepAlert, useRevealProblem } from './AuthStep';
import { useSingleUseCaptcha } from '../../lib/useSingleUseCaptcha';

type Channel = CodeChannel;
type Step = { name: 'email' } | { name: 'code'; expiresAt: Date; channel: Channel | null } | { name: 'verified' };

/** After this long without the code, a number may ask for it by SMS instead (issue 28). */
const smsAfterMs = 30_000;

export interface EmailVerificationStepProps {
  type: AccountType;
  initialEmail?: string | undefined;
  onVerified: (email: string) => void;
  /** The address can't be registered here: the login (or another) dialog takes over. */
  onLeave: () => void;
}

/** The code sent to a number for a while without being entered: "Send it by SMS instead" may be offered. */
function useSmsOffer(step: Step): boolean {
  const [ready, setReady] = useState(false);
  const waiting = step.name === 'code' && step.channel !== null && step.channel !== 'email' && step.channel !== 'sms';
  useEffect(() => {
    setReady(false);
    if (!waiting) return;
    const timer = setTimeout(() => setReady(true), smsAfterMs);
    return () => clearTimeout(timer);
  }, [waiting, step]);
  return ready;
}

/** docs/product.md#sign-up-and-e-mail-codes: send a code (after the robot check), enter it within 3 minutes. */
export function EmailVerificationStep({ type, initialEmail, onVerified, onLeave }: EmailVerificationStepProps) {
  const trpc = useTRPC();
  const toast = useToast();
  const [email, setEmail] = useState(initialEmail ?? '');
  // Job seekers may sign up with a mobile number instead (issue 28); companies keep e-mail.
  const [byPhone, setByPhone] = useState(false);
  const addressSchema = byPhone ? mobileNumberSchema : emailSchema;
  const [emailError, setEmailError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [stepError, setStepError] = useState<string>();
  // Not a form of its own (it sits inside the sign-up form), so it reveals its problems itself.
  const { ref, reveal } = useRevealProblem<HTMLDivElement>();
  const captcha = useSingleUseCaptcha();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const send = useMutation(trpc.auth.sendVerificationCode.mutationOptions());
  const verify = useMutation(trpc.auth.verifyEmail.mutationOptions());
  const smsOffered = useSmsOffer(step);
  const addressFields = (address: string) => (byPhone ? { phone: address } : { email: address });

  const markVerified = (address: string) => {
    setStep({ name: 'verified' });
    onVerified(address);
  };

  const sendCode = async (channel?: 'sms') => {
    const parsed = addressSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(fieldMessage(parsed.error.issues[0]?.message));
      reveal();
      return;
    }
    if (!captcha.payload) return;
    setStepError(undefined);
    try {
      const result = await send.mutateAsync({ ...addressFields(parsed.data), type, captcha: captcha.payload, ...(channel ? { channel } : {}) });
      if (result.code === 'verified_email_exists') {
        toast.show('info', replyText(result.code) ?? '');
        markVerified(parsed.data);
        return;
      }
      toast.show('success', result.code === 'email_taken_code_sent' ? m.toast_verify_your_email() : (replyText(result.code) ?? ''));
      setCode('');
      setStep({ name: 'code', expiresAt: new Date(result.expires_at ?? Date.now() + 180_000), channel: result.channel });
    } catch (error) {
      const problem = problemOf(error);
      if (problem.code === 'email_exists_login' || problem.code === 'phone_exists_login') {
        toast.show('info', problem.text);
        onLeave();
        openAuthModal({ name: 'login', type, email: parsed.data });
      } else if (problem.code === 'email_already_verified') {
        toast.show('info', m.toast_corporate_email());
        onLeave();
        openAuthModal({ name: 'login', type: type === 'company' ? 'account' : 'company', email: parsed.data });
      } else {
        const fieldError = problem.fields.email ?? problem.fields.phone;
        setEmailError(fieldError);
        // Throttles and server errors stay beside the step they stopped, not in a passing toast.
        if (!fieldError) setStepError(problem.text);
        reveal();
      }
    } finally {
      captcha.spend();
    }
  };

  const checkCode = async () => {
    if (!code) {
      setCodeError(m.v_code_required());
      reveal();
      return;
    }
    try {
      const address = addressSchema.parse(email);
      const result = await verify.mutateAsync({ ...addressFields(address), type, verification_code: code });
      toast.show('success', replyText(result.code) ?? '');
      markVerified(address);
    } catch (error) {
      const problem = problemOf(error);
      setCodeError(problem.fields.verification_code ?? problem.text);
      reveal();
    }
  };

  const captchaField = (
    <CaptchaField key={captcha.key} label={m.captcha_label()} onVerified={captcha.solved} onReset={captcha.clear} note={captcha.spentNote} />
  );

  if (step.name === 'verified') {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="email-verified">
        <span aria-hidden="true">✓</span>
        <span dir="ltr">{byPhone ? formatPhoneNumber(addressSchema.parse(email)) : email}</span>
        <span>{m.email_verified_badge()}</span>
      </p>
    );
  }

  return (
    <div ref={ref} className="flex flex-col gap-3">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            key={byPhone ? 'phone' : 'email'}
            label={byPhone ? m.field_mobile() : m.field_email()}
            type={byPhone ? 'tel' : 'email'}
            autoComplete={byPhone ? 'tel' : 'email'}
            inputMode={byPhone ? 'tel' : 'email'}
            ltr
            value={email}
            readOnly={step.name === 'code'}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
            error={emailError}
          />
        </div>
        {step.name === 'code' && (
          <Button variant="ghost" onClick={() => setStep({ name: 'email' })}>
            {m.email_edit()}
          </Button>
        )}
      </div>
      {step.name === 'email' && type === 'account' && (
        <button
          type="button"
          className="self-start text-sm font-semibold text-brand-700 underline"
          onClick={() => {
            setByPhone((phone) => !phone);
            setEmail('');
            setEmailError(undefined);
          }}
        >
          {byPhone ? m.signup_use_email() : m.signup_use_phone()}
        </button>
      )}
      {step.name === 'email' && captchaField}
      <StepAlert text={stepError} />
      {step.name === 'email' ? (
        <Button onClick={() => void sendCode()} busy={send.isPending} disabled={!captcha.payload}>
          {m.email_send_code()}
        </Button>
      ) : (
        <>
          <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
            {byPhone && step.channel && <CodeSentBy channel={step.channel} phone={addressSchema.parse(email)} />}
            <Countdown expiresAt={step.expiresAt} label={m.apply_code_valid_for()} onExpire={() => setCodeError(m.error_code_expired())} />
            <CodeInput
              autoFocus
              label={m.v_code_required()}
              value={code}
              onChange={(value) => {
                setCode(value);
                setCodeError(undefined);
              }}
              error={codeError}
            />
            <Button className="self-start" onClick={() => void checkCode()} busy={verify.isPending}>
              {m.email_continue()}
            </Button>
          </div>
          {/* A new robot check is needed only to send the code again: it sits below the code, so its fresh challenge
              drawing in after the send never moves Continue under a finger already on its way. */}
          {captchaField}
          <Button className="self-start" variant="secondary" onClick={() => void sendCode()} busy={send.isPending} disabled={!captcha.payload}>
            {m.email_resend()}
          </Button>
          {byPhone && step.channel !== 'sms' && (
            <>
              {!smsOffered && <p className="text-xs text-slate-600">{m.phone_sms_hint()}</p>}
              {smsOffered && (
                <Button className="self-start" variant="secondary" onClick={() => void sendCode('sms')} busy={send.isPending} disabled={!captcha.payload}>
                  {m.phone_send_sms()}
                </Button>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
