import { type ReactNode, useEffect, useRef, useState } from 'react';
import { recoveryCodeSchema, totpCodeSchema } from '../../../worker/features/security/factors.schemas';
import { Button } from '../ui/Button';
import { CodeInput } from '../ui/CodeInput';
import { TextField } from '../ui/TextField';
import { fieldMessage } from '../../lib/field-messages';
import { problemOf, type ServerProblem } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { StepProblem } from './StepHeading';

/** What proves the person holds the second step: a code from the app, or one of the recovery codes. */
export type CodeProof = { code: string } | { recovery_code: string };

export interface ProofFormProps {
  /** What to do, under the app's code field and under the recovery code field. */
  appIntro: string;
  recoveryIntro: string;
  submitLabel: string;
  busy: boolean;
  /** Sends the proof; a server problem it throws is shown on its field, or as the form's message. */
  onSubmit: (proof: CodeProof) => Promise<unknown>;
  /** A problem the caller takes over (a sign-in that expired goes back to the password): true when handled. */
  onProblem?: (problem: ServerProblem) => boolean;
  /** Without an app (recovery codes only), the form asks for a recovery code and offers no switch. */
  withApp?: boolean;
  /** Puts the keyboard in the field when the form appears (the step's only task). */
  focusField?: boolean;
  /** Buttons before the submit button (Cancel, Back). */
  otherActions?: ReactNode;
  testId?: string;
}

/** A field's first schema problem, in the interface language. */
function invalid(schema: typeof totpCodeSchema | typeof recoveryCodeSchema, value: string): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : fieldMessage(parsed.error.issues[0]?.message);
}

/**
 * A code from the authenticator app (six digits, one-time-code autofill) or, switched to, a recovery code: the second
 * step of a sign-in, and what turning the app off asks for.
 */
export function ProofForm({
  appIntro,
  recoveryIntro,
  submitLabel,
  busy,
  onSubmit,
  onProblem,
  withApp = true,
  focusField = false,
  otherActions,
  testId,
}: ProofFormProps) {
  const [useRecovery, setUseRecovery] = useState(!withApp);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ code?: string | undefined; recovery_code?: string | undefined }>({});
  const [problem, setProblem] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const switched = useRef(false);

  // The field (first time if asked, and after each switch), else what went wrong after an attempt.
  useEffect(() => {
    if (!focusField && !switched.current) return;
    form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [focusField, useRecovery]);
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-step-alert]')?.focus();
  }, [attempt]);

  const send = async (proof: CodeProof) => {
    setProblem(undefined);
    try {
      await onSubmit(proof);
    } catch (error) {
      const found = problemOf(error);
      if (onProblem?.(found)) return;
      const onField = found.fields.code ?? found.fields.recovery_code;
      if (onField) setFieldErrors(useRecovery ? { recovery_code: onField } : { code: onField });
      else setProblem(found.text);
      setAttempt((count) => count + 1);
    }
  };

  const submit = () => {
    const error = useRecovery ? invalid(recoveryCodeSchema, recoveryCode) : invalid(totpCodeSchema, code);
    if (error) {
      setFieldErrors(useRecovery ? { recovery_code: error } : { code: error });
      setAttempt((count) => count + 1);
      return;
    }
    void send(useRecovery ? { recovery_code: recoveryCode.trim() } : { code });
  };

  const toggle = () => {
    switched.current = true;
    setUseRecovery((current) => !current);
    setFieldErrors({});
    setProblem(undefined);
  };

  return (
    <form
      ref={form}
      noValidate
      data-testid={testId}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {useRecovery ? (
        <TextField
          key="recovery"
          label={m.second_step_recovery_label()}
          hint={recoveryIntro}
          name="recovery_code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          ltr
          className="font-mono"
          value={recoveryCode}
          onChange={(event) => {
            setRecoveryCode(event.target.value);
            setFieldErrors({});
          }}
          error={fieldErrors.recovery_code}
        />
      ) : (
        <CodeInput
          key="code"
          label={m.security_totp_code_label()}
          hint={appIntro}
          name="code"
          value={code}
          onChange={(value) => {
            setCode(value);
            setFieldErrors({});
          }}
          error={fieldErrors.code}
        />
      )}
      {withApp && (
        <button type="button" onClick={toggle} className="min-h-11 self-start text-start text-sm text-brand-700 underline">
          {useRecovery ? m.second_step_use_app() : m.second_step_use_recovery()}
        </button>
      )}
      <StepProblem text={problem} />
      <div className="flex flex-wrap justify-end gap-2">
        {otherActions}
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
