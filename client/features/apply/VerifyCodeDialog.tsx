import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import type { CodeChannel } from '../../../worker/features/auth/auth.schemas';
import { CodeInput, codeLength } from '../../components/ui/CodeInput';
import { CodeSentBy } from '../../components/ui/CodeSentBy';
import { Countdown } from '../../components/ui/Countdown';
import { Dialog } from '../../components/ui/Dialog';
import { fieldMessage } from '../../lib/field-messages';
import { m } from '../../paraglide/messages';
import { StepMessage } from './WizardFrame';

export interface VerifyCodeDialogProps {
  open: boolean;
  /** The e-mail address or, for a seeker applying with a mobile number, the number (E.164) the code went to. */
  email: string;
  /** The channel that took the code; a phone's names itself ("by WhatsApp to +964 …"). */
  channel: CodeChannel | undefined;
  /** When the code last sent stops being valid (3 minutes after sending): counted down in the dialog. */
  expiresAt: Date | undefined;
  onClose: () => void;
  /** Sends the code; resolves with the problem to show, or undefined when it was accepted. */
  onVerify: (code: string) => Promise<string | undefined>;
  /** Mails a new code; resolves with the problem to show, if any. */
  onResend: () => Promise<string | undefined>;
}

/**
 * The code that ends the unsigned wizard (docs/product.md#applying-without-an-account: then a code dialog opens),
 * mailed, or sent to the mobile number by the channel that took it.
 */
export function VerifyCodeDialog({ open, onClose, ...form }: VerifyCodeDialogProps) {
  const byPhone = form.channel !== undefined && form.channel !== 'email';
  return (
    <Dialog open={open} onClose={onClose} title={byPhone ? m.apply_verify_phone_title() : m.apply_verify_title()}>
      {open && <VerifyCodeForm {...form} />}
    </Dialog>
  );
}

function VerifyCodeForm({ email, channel, expiresAt, onVerify, onResend }: Omit<VerifyCodeDialogProps, 'open' | 'onClose'>) {
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLDivElement>(null);
  // The code is all this dialog asks for, so it starts in the code field. After a frame: the dialog's showModal()
  // runs in its own effect, after this one, and would move focus to its first button (the close button).
  useEffect(() => {
    const frame = requestAnimationFrame(() => codeField.current?.querySelector('input')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState<'verify' | 'resend'>();

  const verify = async (value = code) => {
    if (value.length !== codeLength) {
      setProblem(fieldMessage(value === '' ? 'v_code_required' : 'v_code_invalid'));
      return;
    }
    setBusy('verify');
    setProblem(await onVerify(value));
    setBusy(undefined);
  };
  const resend = async () => {
    setBusy('resend');
    setNotice(undefined);
    const failed = await onResend();
    setProblem(failed);
    if (!failed) setNotice(m.apply_code_resent());
    setBusy(undefined);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
    >
      {channel !== undefined && channel !== 'email' ? (
        <CodeSentBy channel={channel} phone={email} />
      ) : (
        <div className="text-sm text-slate-700">
          <p>{m.apply_verify_text()}</p>
          {/* An address reads left to right on its own line, kept whole where it can be. */}
          <p dir="ltr" className="font-semibold break-all text-slate-900 rtl:text-end">
            {email}
          </p>
        </div>
      )}
      {expiresAt && <Countdown expiresAt={expiresAt} label={m.apply_code_valid_for()} onExpire={() => setProblem(m.error_code_expired())} />}
      <div ref={codeField}>
        <CodeInput
          label={m.apply_verify_code()}
          value={code}
          onChange={(value) => {
            setProblem(undefined);
            setCode(value);
          }}
          onComplete={(value) => void verify(value)}
          disabled={busy !== undefined}
        />
      </div>
      <StepMessage text={problem} />
      <p role="status" className="text-sm text-emerald-800">
        {notice ?? ''}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" busy={busy === 'resend'} disabled={busy === 'verify'} onClick={() => void resend()}>
          {m.apply_code_resend()}
        </Button>
        <Button type="submit" busy={busy === 'verify'} disabled={busy === 'resend'}>
          {m.apply_verify_continue()}
        </Button>
      </div>
    </form>
  );
}
