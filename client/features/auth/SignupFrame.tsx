import type { ReactNode } from 'react';
import type { AccountType } from '../../../worker/features/auth/fields.schemas';
import { Button } from '../../components/ui/Button';
import { m } from '../../paraglide/messages';
import { EmailVerificationStep } from './EmailVerificationStep';
import { LockedSection } from './LockedSection';

export interface SignupFrameProps {
  type: AccountType;
  initialEmail?: string | undefined;
  verifiedEmail: string | undefined;
  onVerified: (email: string) => void;
  onCancel: () => void;
  onSubmit: () => void;
  submitting: boolean;
  children: ReactNode;
}

/** What both sign-up forms share: the e-mail step, the rest locked until it is done, Cancel and Submit. */
export function SignupFrame({ type, initialEmail, verifiedEmail, onVerified, onCancel, onSubmit, submitting, children }: SignupFrameProps) {
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <EmailVerificationStep type={type} initialEmail={initialEmail} onLeave={onCancel} onVerified={onVerified} />
      <LockedSection locked={!verifiedEmail}>{children}</LockedSection>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {m.button_cancel()}
        </Button>
        <Button type="submit" busy={submitting} disabled={!verifiedEmail}>
          {m.button_submit()}
        </Button>
      </div>
    </form>
  );
}
