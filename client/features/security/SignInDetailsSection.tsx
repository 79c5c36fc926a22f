import { type ReactNode, useState } from 'react';
import { formatPhoneNumber } from '../../../worker/shared/phone-number';
import { Button } from '../../components/ui/Button';
import { useSession } from '../../lib/session';
import { m } from '../../paraglide/messages';
import { type AddressKind, SignInAddressForm } from './SignInAddressForm';

/** The password form (client/features/auth), given by the route: it files the password under `signInName`. */
export type PasswordFormSlot = (signInName: string) => ReactNode;

/**
 * /account/security's first section: the e-mail address and (for a seeker) the mobile number the person signs in
 * with, each added or changed with the password and a code; and for a seeker the password. A seeker who signed up
 * with a mobile number adds an e-mail here, and one who signed up with an e-mail a number (issue 28).
 */
export function SignInDetailsSection({ passwordForm }: { passwordForm: PasswordFormSlot }) {
  const { user } = useSession();
  const [editing, setEditing] = useState<AddressKind | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  if (!user) return null;
  const signInName = user.email || user.phone || '';
  const seeker = user.type === 'account';

  const changeButton = (kind: AddressKind, has: boolean) =>
    editing === kind ? (
      <SignInAddressForm kind={kind} current={signInName} onDone={() => setEditing(null)} />
    ) : (
      <Button variant="secondary" className="self-start" onClick={() => setEditing(kind)}>
        {kind === 'email' ? (has ? m.security_change_email() : m.security_add_email()) : has ? m.security_change_phone() : m.security_add_phone()}
      </Button>
    );

  return (
    <section
      aria-labelledby="sign-in-details-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="sign-in-details"
    >
      <h2 id="sign-in-details-title" className="text-lg font-bold">
        {m.security_sign_in_title()}
      </h2>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{m.field_email()}</h3>
        <p className="text-sm text-slate-700">
          {user.email ? (
            <span dir="ltr" className="break-all">
              {user.email}
            </span>
          ) : (
            m.security_no_email()
          )}
        </p>
        {changeButton('email', Boolean(user.email))}
      </div>
      {seeker && (
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
          <h3 className="text-sm font-semibold text-slate-900">{m.security_phone_label()}</h3>
          <p className="text-sm text-slate-700">
            {user.phone ? (
              <span dir="ltr" className="inline-block">
                {formatPhoneNumber(user.phone)}
              </span>
            ) : (
              m.security_no_phone()
            )}
          </p>
          {changeButton('phone', Boolean(user.phone))}
        </div>
      )}
      {seeker &&
        (changingPassword ? (
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
            <h3 className="font-semibold">{m.cp_change_password()}</h3>
            {passwordForm(signInName)}
          </div>
        ) : (
          <div className="border-t border-slate-200 pt-3">
            <Button variant="secondary" onClick={() => setChangingPassword(true)}>
              {m.cp_change_password()}
            </Button>
          </div>
        ))}
    </section>
  );
}
