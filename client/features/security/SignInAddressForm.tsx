import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type CodeChannel, changeEmailRequestSchema, changePhoneRequestSchema } from '../../../worker/features/auth/auth.schemas';
import { filterPhoneInput } from '../../../worker/shared/fields.schemas';
import { Button } from '../../components/ui/Button';
import { CodeInput, codeLength } from '../../components/ui/CodeInput';
import { CodeSentBy } from '../../components/ui/CodeSentBy';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { fieldMessage } from '../../lib/field-messages';
import { problemOf, replyText } from '../../lib/server-errors';
import { useRefreshSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';

export type AddressKind = 'email' | 'phone';
type Step = { name: 'address' } | { name: 'code'; address: string; channel: CodeChannel };

function FormActions({ submit, busy, onCancel, className = '' }: { submit: string; busy: boolean; onCancel: () => void; className?: string }) {
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <Button type="submit" busy={busy}>
        {submit}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {m.button_cancel()}
      </Button>
    </div>
  );
}

/** The request's fields under their server names, whichever address is changed. */
const fieldsOf = (kind: AddressKind, address: string, password: string) =>
  kind === 'email' ? { new_email: address, password } : { new_phone: address, password };

/**
 * An address the person signs in with, added or changed with their password and a code sent to the new address
 * (docs/product.md#changing-e-mail-password-or-deleting-the-account): an e-mail address, or for a seeker a mobile
 * number whose code goes by the first phone channel that takes it (issue 28).
 */
export function SignInAddressForm({ kind, current, onDone }: { kind: AddressKind; current: string; onDone: () => void }) {
  const trpc = useTRPC();
  const toast = useToast();
  const refreshSession = useRefreshSession();
  const [step, setStep] = useState<Step>({ name: 'address' });
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const requestEmail = useMutation(trpc.account.requestEmailChange.mutationOptions());
  const confirmEmail = useMutation(trpc.account.confirmEmailChange.mutationOptions());
  const requestPhone = useMutation(trpc.account.requestPhoneChange.mutationOptions());
  const confirmPhone = useMutation(trpc.account.confirmPhoneChange.mutationOptions());
  const addressField = kind === 'email' ? 'new_email' : 'new_phone';

  const refused = (error: unknown) => {
    const problem = problemOf(error);
    setErrors(problem.fields);
    if (Object.keys(problem.fields).length === 0) toast.show('error', problem.text);
  };
  const sendCode = async () => {
    const parsed = (kind === 'email' ? changeEmailRequestSchema : changePhoneRequestSchema).safeParse(fieldsOf(kind, address, password));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), fieldMessage(issue.message)])));
      return;
    }
    try {
      if ('new_email' in parsed.data) {
        await requestEmail.mutateAsync(parsed.data);
        setStep({ name: 'code', address: parsed.data.new_email, channel: 'email' });
      } else {
        const sent = await requestPhone.mutateAsync(parsed.data);
        setStep({ name: 'code', address: parsed.data.new_phone, channel: sent.channel });
      }
      setErrors({});
    } catch (error) {
      refused(error);
    }
  };
  const confirmCode = async (sentTo: string, value = code) => {
    if (value.length !== codeLength) {
      setErrors({ verification_code: fieldMessage(value === '' ? 'v_code_required' : 'v_code_invalid') });
      return;
    }
    try {
      const result =
        kind === 'email'
          ? await confirmEmail.mutateAsync({ new_email: sentTo, verification_code: value })
          : await confirmPhone.mutateAsync({ new_phone: sentTo, verification_code: value });
      toast.show('success', replyText(result.code) ?? '');
      await refreshSession();
      onDone();
    } catch (error) {
      refused(error);
    }
  };

  if (step.name === 'code') {
    return (
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void confirmCode(step.address);
        }}
      >
        {step.channel === 'email' ? (
          <p className="text-sm text-slate-700" role="status">
            {m.security_email_code_sent({ email: `\u2068${step.address}\u2069` })}
          </p>
        ) : (
          <CodeSentBy channel={step.channel} phone={step.address} />
        )}
        <CodeInput
          label={m.v_code_required()}
          value={code}
          onChange={(value) => {
            setCode(value);
            setErrors({});
          }}
          onComplete={(value) => void confirmCode(step.address, value)}
          error={errors.verification_code ?? errors.code}
        />
        <FormActions
          submit={kind === 'email' ? m.security_confirm_email() : m.email_continue()}
          busy={confirmEmail.isPending || confirmPhone.isPending}
          onCancel={onDone}
        />
      </form>
    );
  }
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void sendCode();
      }}
    >
      {/* Lets password managers file the password under the account as it signs in now. */}
      <input type="text" name="username" autoComplete="username" value={current} readOnly hidden />
      <TextField
        label={kind === 'email' ? m.security_new_email() : m.security_new_phone()}
        type={kind === 'email' ? 'email' : 'tel'}
        ltr
        autoComplete={kind === 'email' ? 'email' : 'tel'}
        value={address}
        onChange={(event) => setAddress(kind === 'email' ? event.target.value : filterPhoneInput(event.target.value))}
        error={errors[addressField]}
      />
      <TextField
        label={m.cp_current_password()}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <FormActions submit={m.email_send_code()} busy={requestEmail.isPending || requestPhone.isPending} onCancel={onDone} className="sm:col-span-2" />
    </form>
  );
}
