import { Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { m } from '../../paraglide/messages';
import { openAuthModal } from '../../lib/auth-modals';
import { useSession } from '../../lib/session';
import { primaryLinkClass, secondaryLinkClass } from '../../components/ui/link-styles';

/** The landing page's calls to act: sign up and make a CV, or register a company. Hidden from whom they do not fit. */
export function GetStarted() {
  const { user } = useSession();
  if (user && user.type !== 'account') return null;

  return (
    <section className="grid gap-4 md:grid-cols-2">
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 className="text-xl font-bold">{m.home_cta_seeker_title()}</h2>
        <p className="text-slate-700">{m.home_cta_seeker_text()}</p>
        <div className="mt-auto flex flex-wrap gap-3">
          {!user && (
            <a href="#signup" className={primaryLinkClass}>
              {m.nav_signup()}
            </a>
          )}
          <Link to="/cv-maker" className={user ? primaryLinkClass : secondaryLinkClass}>
            {m.home_cta_make_cv()}
          </Link>
        </div>
      </div>
      {!user && (
        <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-bold">{m.home_cta_company_title()}</h2>
          <p className="text-slate-700">{m.home_cta_company_text()}</p>
          <div className="mt-auto">
            <Button variant="secondary" data-auth-opener="company-signup" onClick={() => openAuthModal({ name: 'company-signup' })}>
              {m.home_cta_company_signup()}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
