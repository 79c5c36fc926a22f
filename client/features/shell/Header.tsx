import { Link, useNavigate } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { replyText } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { openAuthModal } from '../auth/auth-modals';
import { useLogout, useSession } from '../auth/session';
import { LanguageSwitcher } from './LanguageSwitcher';

export function Header() {
  const { user } = useSession();
  const logout = useLogout();
  const toast = useToast();
  const navigate = useNavigate();
  const home = user?.type === 'company' ? (user.company_status === 'approved' ? '/company/dashboard' : '/status') : '/dashboard';

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-brand-700">
          <img src="/favicon.svg" alt="" className="size-8" />
          {m.app_name()}
        </Link>
        <nav aria-label={m.nav_main_label()} className="order-3 flex w-full gap-4 text-sm font-medium sm:order-none sm:w-auto">
          <Link to="/explore-jobs" className="text-slate-700 hover:text-brand-700 [&.active]:text-brand-700">
            {m.nav_explore_jobs()}
          </Link>
          {user?.type !== 'company' && (
            <Link to="/cv-maker" className="text-slate-700 hover:text-brand-700 [&.active]:text-brand-700">
              {m.nav_cv_maker()}
            </Link>
          )}
          <Link to={home} className="text-slate-700 hover:text-brand-700 [&.active]:text-brand-700">
            {m.nav_dashboard()}
          </Link>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          {user ? (
            <>
              <span className="hidden max-w-40 truncate text-sm text-slate-700 md:inline" data-testid="signed-in-name">
                {user.full_name ?? user.email}
              </span>
              <Button
                variant="secondary"
                busy={logout.isPending}
                onClick={() =>
                  logout.mutate(undefined, {
                    onSuccess: (result) => {
                      toast.show('success', replyText(result.code) ?? '');
                      void navigate({ to: '/' });
                    },
                  })
                }
              >
                {m.nav_logout()}
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => openAuthModal({ name: 'login', type: 'account' })}>
                {m.nav_login()}
              </Button>
              <a href="#signup" className="hidden min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 sm:inline-flex">
                {m.nav_signup()}
              </a>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
