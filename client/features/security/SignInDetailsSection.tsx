import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { changeEmailRequestSchema } from '../../../worker/features/auth/auth.schemas';
import { formatPhoneNumber } from '../../../worker/shared/phone-number';
import { Button } from '../../components/ui/Button';
import { CodeInput, codeLength } from '../../components/ui/CodeInput';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { fieldMessage } from '../../lib/field-messages';
import { problemOf, replyText } from '../../lib/server-errors';
import { useRefreshSession, useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';

type Step = { name: 'address' } | { name: 'code'; email: string };

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

/**
 * The e-mail address a person signs in with, added or changed with their password and a code sent to the new address
 * (docs/product.md#changing-e-mail-password-or-deleting-the-account). A seeker who signed up with a mobile number has
 * none until they add one here (issue 28: an e-mail is needed for nothing a phone cannot do, but welcome).
 */
function EmailForm({ current, onDone }: { current: string; onDone: () => void }) {
  const trpc = useTRPC();
  const toast = useToast();
  const refreshSession = useRefreshSession();
  const [step, setStep] = useState<Step>({ name: 'address' });
  const [fields, setFields] = useState({ new_email: '', password: '' });
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const request = useMutation(trpc.account.requestEmailChange.mutationOptions());
  const confirm = useMutation(trpc.account.confirmEmailChange.mutationOptions());

  const refused = (error: unknown) => {
    const problem = problemOf(error);
    setErrors(problem.fields);
    if (Object.keys(problem.fields).length === 0) toast.show('error', problem.text);
  };
  const sendCode = async () => {
    const parsed = changeEmailRequestSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), fieldMessage(issue.message)])));
      return;
    }
    try {
      await request.mutateAsync(parsed.data);
      setErrors({});
      setStep({ name: 'code', email: parsed.data.new_email });
    } catch (error) {
      refused(error);
    }
  };
  const confirmCode = async (email: string, value = code) => {
    if (value.length !== codeLength) {
      setErrors({ verification_code: fieldMessage(value === '' ? 'v_code_required' : 'v_code_invalid') });
      return;
    }
    try {
      const result = await confirm.mutateAsync({ new_email: email, verification_code: value });
      toast.show('success', replyText(result.code) ?? m.reply_email_changed());
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
          void confirmCode(step.email);
        }}
      >
        <p className="text-sm text-slate-700" role="status">
          {m.security_email_code_sent({ email: `\u2068${step.email}\u2069` })}
        </p>
        <CodeInput
          label={m.v_code_required()}
          value={code}
          onChange={(value) => {
            setCode(value);
            setErrors({});
          }}
          onComplete={(value) => void confirmCode(step.email, value)}
          error={errors.verification_code ?? errors.code}
        />
        <FormActions submit={m.security_confirm_email()} busy={confirm.isPending} onCancel={onDone} />
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
        label={m.security_new_email()}
        type="email"
        ltr
        autoComplete="email"
        value={fields.new_email}
        onChange={(event) => setFields((before) => ({ ...before, new_email: event.target.value }))}
        error={errors.new_email}
      />
      <TextField
        label={m.cp_current_password()}
        type="password"
        autoComplete="current-password"
        value={fields.password}
        onChange={(event) => setFields((before) => ({ ...before, password: event.target.value }))}
        error={errors.password}
      />
      <FormActions submit={m.email_send_code()} busy={request.isPending} onCancel={onDone} className="sm:col-span-2" />
    </form>
  );
}

/** The password form (client/features/auth), given by the route: it files the password under `signInName`. */
export type PasswordFormSlot = (signInName: string) => ReactNode;

/** /account/security's first section: how the person signs in (e-mail, mobile number), and for a seeker the password. */
export function SignInDetailsSection({ passwordForm }: { passwordForm: PasswordFormSlot }) {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  if (!user) return null;
  const signInName = user.email || user.phone || '';

  return (
    <section
      aria-labelledby="sign-in-details-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="sign-in-details"
    >
      <h2 id="sign-in-details-title" className="text-lg font-bold">
        {m.security_sign_in_title()}
      </h2>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-900">{m.field_email()}</dt>
        <dd className="text-slate-700">
          {user.email ? (
            <span dir="ltr" className="break-all">
              {user.email}
            </span>
          ) : (
            m.security_no_email()
          )}
        </dd>
        {user.phone && (
          <>
            <dt className="font-semibold text-slate-900">{m.security_phone_label()}</dt>
            <dd dir="ltr" className="text-slate-700 rtl:text-end">
              {formatPhoneNumber(user.phone)}
            </dd>
          </>
        )}
      </dl>
      {editing ? (
        <EmailForm current={signInName} onDone={() => setEditing(false)} />
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setEditing(true)}>
          {user.email ? m.security_change_email() : m.security_add_email()}
        </Button>
      )}
      {user.type === 'account' &&
        (changingPassword ? (
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
            <h3 className="font-semibold">{m.cp_change_password()}</h3>
            {passwordForm(signInName)}
          </div>
        ) : (
          <Button variant="secondary" className="self-start" onClick={() => setChangingPassword(true)}>
            {m.cp_change_password()}
          </Button>
        ))}
    </section>
  );
}
