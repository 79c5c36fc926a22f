import { Button } from '../../components/ui/Button';
import { m } from '../../paraglide/messages';
import { openAuthModal } from '../../lib/auth-modals';
import { secondaryLinkClass } from '../../components/ui/link-styles';

/**
 * Shown instead of a page that needs an account (/sign-in?redirect=…&as=…). After logging in, routeAfterLogin
 * takes the person back to the page in `redirect`.
 */
export function SignInPrompt({ as }: { as: 'account' | 'company' }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-8 text-center">
      <h1 className="text-2xl font-bold">{m.signin_title()}</h1>
      <p className="text-slate-700">{as === 'company' ? m.signin_text_company() : m.signin_text_account()}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button data-auth-opener="login" onClick={() => openAuthModal({ name: 'login', type: as })}>
          {m.nav_login()}
        </Button>
        {as === 'account' ? (
          <a href="#signup" className={secondaryLinkClass}>
            {m.nav_signup()}
          </a>
        ) : (
          <Button variant="secondary" data-auth-opener="company-signup" onClick={() => openAuthModal({ name: 'company-signup' })}>
            {m.home_cta_company_signup()}
          </Button>
        )}
      </div>
    </section>
  );
}
