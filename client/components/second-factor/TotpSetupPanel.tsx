import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type TotpSetup, totpCodeSchema } from '../../../worker/features/security/factors.schemas';
import { Button } from '../ui/Button';
import { CodeInput } from '../ui/CodeInput';
import { Spinner } from '../ui/Spinner';
import { fieldMessage } from '../../lib/field-messages';
import { problemOf, type ServerProblem } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { useCopyText } from './copy-text';
import { QrCode } from './QrCode';
import { type HeadingLevel, StepHeading, StepProblem } from './StepHeading';

/** The setup key in groups of four, as it is easiest to read out and type (apps ignore the spaces). */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export interface TotpSetupPanelProps {
  /** The secret to add to the app; undefined while it is being made. */
  setup: TotpSetup | undefined;
  title: string;
  intro?: string | undefined;
  headingLevel: HeadingLevel;
  submitLabel: string;
  busy: boolean;
  /** Sends the first code; a server problem it throws is shown on the field, or as the panel's message. */
  onConfirm: (code: string) => Promise<unknown>;
  /** A problem the caller takes over (a sign-in that expired): true when handled. */
  onProblem?: (problem: ServerProblem) => boolean;
  /** A problem making the secret (shown in place of the QR code). */
  loadProblem?: string | undefined;
  otherActions?: ReactNode;
}

/**
 * Adding Kar to an authenticator app: the QR code of the `otpauth://` address, the same secret as text to type in,
 * and the app's first code, which confirms it. Used at a sign-in that must set it up and on the security page.
 */
export function TotpSetupPanel({ setup, title, intro, headingLevel, submitLabel, busy, onConfirm, onProblem, loadProblem, otherActions }: TotpSetupPanelProps) {
  const copy = useCopyText();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-step-alert]')?.focus();
  }, [attempt]);

  const submit = async () => {
    setProblem(undefined);
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(fieldMessage(parsed.error.issues[0]?.message));
      setAttempt((count) => count + 1);
      return;
    }
    try {
      await onConfirm(code);
    } catch (error) {
      const found = problemOf(error);
      if (onProblem?.(found)) return;
      if (found.fields.code) setCodeError(found.fields.code);
      else setProblem(found.text);
      setAttempt((count) => count + 1);
    }
  };

  return (
    <section className="flex flex-col gap-4" data-testid="totp-setup" aria-labelledby={titleId}>
      <StepHeading level={headingLevel} id={titleId} focusOnMount>
        {title}
      </StepHeading>
      {intro && <p className="text-sm text-slate-700">{intro}</p>}
      <p className="text-sm text-slate-700">{m.security_totp_scan()}</p>
      {loadProblem ? (
        <StepProblem text={loadProblem} />
      ) : !setup ? (
        <Spinner label={m.loading()} />
      ) : (
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <QrCode value={setup.otpauth_url} alt={m.security_totp_qr_alt()} />
          <div className="flex w-full min-w-0 flex-col gap-2">
            <dl className="flex flex-col gap-1">
              <dt className="text-sm font-medium text-slate-800">{m.security_totp_key_label()}</dt>
              <dd
                dir="ltr"
                data-testid="totp-key"
                className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-base break-words text-slate-900 select-all rtl:text-end"
              >
                {groupedKey(setup.secret)}
              </dd>
            </dl>
            <Button variant="secondary" className="self-start" onClick={() => void copy(setup.secret)}>
              {m.security_totp_copy_key()}
            </Button>
          </div>
        </div>
      )}
      <form
        ref={form}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <CodeInput
          label={m.security_totp_code_label()}
          name="code"
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
          error={codeError}
        />
        <StepProblem text={problem} />
        <div className="flex flex-wrap justify-end gap-2">
          {otherActions}
          <Button type="submit" busy={busy} disabled={!setup}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
