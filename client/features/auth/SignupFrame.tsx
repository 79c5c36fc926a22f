import { type ReactNode, useState } from 'react';
import type { AccountType } from '../../../worker/shared/fields.schemas';
import { Button } from '../../components/ui/Button';
import { m } from '../../paraglide/messages';
import { AuthStep } from './AuthStep';
import { EmailVerificationStep } from './EmailVerificationStep';
import { LockedSection } from './LockedSection';

export interface SignupFrameProps {
  type: AccountType;
  initialEmail?: string | undefined;
  /** The address is verified: the form takes it as its e-mail. */
  onVerified: (email: string) => void;
  onCancel: () => void;
  onSubmit: () => Promise<unknown>;
  submitting: boolean;
  /** The server's message that belongs to no field. */
  error?: string | undefined;
  children: ReactNode;
}

/** What both sign-up forms share: the e-mail step, the rest locked until it is done, Cancel and Submit. */
export function SignupFrame({ type, initialEmail, onVerified, onCancel, onSubmit, submitting, error, children }: SignupFrameProps) {
  const [verifiedEmail, setVerifiedEmail] = useState<string>();
  return (
    <AuthStep
      onSubmit={onSubmit}
      submitLabel={m.button_submit()}
      submitting={submitting}
      submitDisabled={!verifiedEmail}
      error={error}
      otherActions={
        <Button variant="secondary" onClick={onCancel}>
          {m.button_cancel()}
        </Button>
      }
    >
      <EmailVerificationStep
        type={type}
        initialEmail={initialEmail}
        onLeave={onCancel}
        onVerified={(email) => {
          setVerifiedEmail(email);
          onVerified(email);
        }}
      />
      <LockedSection locked={!verifiedEmail}>{children}</LockedSection>
    </AuthStep>
  );
}
