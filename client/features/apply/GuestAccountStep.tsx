import { signInFieldsOf } from '../../../worker/features/auth/auth.schemas';
import { unsignedSignupSchema } from '../../../worker/features/applications/unsigned.schemas';
import { PasswordField } from '../../components/ui/PasswordField';
import { PasswordStrengthMeter } from '../../components/ui/PasswordStrengthMeter';
import { TextField } from '../../components/ui/TextField';
import { m } from '../../paraglide/messages';
import type { GuestAccount } from './guest-api';
import { issuesByField } from './issues';

export type AccountErrors = Partial<Record<keyof GuestAccount, string>>;

/** What step 3 sends: the box's address as `email` or `phone` (issue 28), and the password. */
export const signupFieldsOf = ({ email, ...passwords }: GuestAccount) => ({ ...signInFieldsOf(email), ...passwords });

/** docs/product.md#passwords, with the unsigned wizard's own mismatch message 'Password does not match'. */
export function accountProblems(account: GuestAccount): AccountErrors {
  const { phone, ...errors } = issuesByField<keyof GuestAccount | 'phone'>(unsignedSignupSchema.safeParse(signupFieldsOf(account)));
  // One box holds the address: a number's problem is the box's.
  return phone && !errors.email ? { ...errors, email: phone } : errors;
}

export interface GuestAccountStepProps {
  account: GuestAccount;
  onChange: (patch: Partial<GuestAccount>) => void;
  errors: AccountErrors;
  disabled: boolean;
}

/** Step 3 of the unsigned wizard, 'Track your progress': the account's e-mail and password. */
export function GuestAccountStep({ account, onChange, errors, disabled }: GuestAccountStepProps) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{m.apply_guest_account_intro()}</p>
      <TextField
        label={m.field_email_or_phone()}
        type="text"
        ltr
        autoComplete="username"
        value={account.email}
        disabled={disabled}
        onChange={(event) => onChange({ email: event.target.value })}
        error={errors.email}
      />
      <div className="flex flex-col gap-2">
        <PasswordField
          label={m.field_password()}
          autoComplete="new-password"
          value={account.password}
          disabled={disabled}
          onChange={(event) => onChange({ password: event.target.value })}
          error={errors.password}
        />
        <PasswordStrengthMeter password={account.password} />
      </div>
      <PasswordField
        label={m.field_password_confirmation()}
        autoComplete="new-password"
        value={account.password_confirmation}
        disabled={disabled}
        onChange={(event) => onChange({ password_confirmation: event.target.value })}
        error={errors.password_confirmation}
      />
    </div>
  );
}
