import type { ReactNode } from 'react';
import type { AccountType } from '../../../worker/features/auth/fields.schemas';
import { Button } from '../../components/ui/Button';
import { m } from '../../paraglide/messages';
import { AuthStep } from './AuthStep';
import { EmailVerificationStep } from './EmailVerificationStep';
import { LockedSection } from './LockedSection';

export interface SignupFrameProps {
  type: AccountType;
  initialEmail?: string | undefined;
  verifiedEmail: string | undefined;
  onVerified: (email: string) => void;
  onCancel: () => void;
  onSubmit: () => Promise<unknown>;
  submitting: boolean;
  /** The server's message that belongs to no field. */
  error?: string | undefined;
  children: ReactNode;
}

/** What both sign-up forms share: the e-mail step, the rest locked until it is done, Cancel and Submit. */
export function SignupFrame({ type, initialEmail, verifiedEmail, onVerified, onCancel, onSubmit, submitting, error, children }: SignupFrameProps) {
  return (
    <AuthStep
      onSubmit={onSubmit}
      error={error}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {m.button_cancel()}
          </Button>
          <Button type="submit" busy={submitting} disabled={!verifiedEmail}>
            {m.button_submit()}
          </Button>
        </>
      }
    >
      <EmailVerificationStep type={type} initialEmail={initialEmail} onLeave={onCancel} onVerified={onVerified} />
      <LockedSection locked={!verifiedEmail}>{children}</LockedSection>
    </AuthStep>
  );
}
