import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { m } from '../../paraglide/messages';

export type AccountType = 'account' | 'company';

export interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  onSignup: () => void;
}

/** The login modal's frame: account and company variants, the promo panel, and the partner logo slot. */
export function LoginModal({ open, onClose, onSignup }: LoginModalProps) {
  const [type, setType] = useState<AccountType>('account');
  return (
    <Dialog open={open} onClose={onClose} title={m.login_title()} size="lg">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <div role="tablist" aria-label={m.login_account_type()} className="grid grid-cols-2 rounded-lg bg-slate-100 p-1">
            {(['account', 'company'] as const).map((variant) => (
              <button
                key={variant}
                type="button"
                role="tab"
                aria-selected={type === variant}
                onClick={() => setType(variant)}
                className={`min-h-10 rounded-md text-sm font-semibold ${type === variant ? 'bg-white text-brand-700 shadow' : 'text-slate-600'}`}
              >
                {variant === 'account' ? m.login_as_job_seeker() : m.login_as_company()}
              </button>
            ))}
          </div>
          <form className="flex flex-col gap-3" onSubmit={(event) => event.preventDefault()}>
            <TextField label={m.field_email()} type="email" name="email" autoComplete="email" ltr required />
            <TextField label={m.field_password()} type="password" name="password" autoComplete="current-password" required />
            <Button type="submit">{m.login_submit()}</Button>
          </form>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <a href="#forgot-password" className="text-brand-700 underline">
              {m.login_forgot_password()}
            </a>
            <button type="button" onClick={onSignup} className="text-brand-700 underline">
              {type === 'account' ? m.login_signup_link() : m.login_business_signup_link()}
            </button>
          </div>
        </div>
        <aside className="flex flex-col justify-between gap-4 rounded-xl bg-brand-50 p-5">
          <ul className="flex flex-col gap-3 text-sm font-medium text-brand-800">
            {[m.login_promo_track(), m.login_promo_interviews(), m.login_promo_apply()].map((line) => (
              <li key={line} className="flex items-start gap-2">
                <span aria-hidden="true">✓</span>
                {line}
              </li>
            ))}
          </ul>
          <figure className="flex flex-col items-center gap-1 text-center">
            <img src="/partner-logo.svg" alt={m.login_partner_logo_alt()} className="h-12 w-auto" data-testid="partner-logo" />
            <figcaption className="text-xs text-slate-600">{m.login_partner_caption()}</figcaption>
          </figure>
        </aside>
      </div>
    </Dialog>
  );
}
