import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Button } from '../../components/ui/Button';
import { primaryLinkClass } from '../../components/ui/link-styles';
import { NotificationsBell } from '../../features/notifications/NotificationsBell';
import { useDisclosure } from '../../features/shell/useDisclosure';
import { openAuthModal } from '../../lib/auth-modals';
import { homeOf } from '../../lib/destinations';
import { useSession } from '../../lib/session';
import { m } from '../../paraglide/messages';

const AccountControls = lazy(() => import('../../features/shell/AccountControls').then((module) => ({ default: module.AccountControls })));
const HeldCvEditsSender = lazy(() => import('../../features/cvs/HeldCvEditsSender').then((module) => ({ default: module.HeldCvEditsSender })));
const HeldApplicationsPrompt = lazy(() => import('../../features/apply/HeldApplicationsPrompt').then((module) => ({ default: module.HeldApplicationsPrompt })));
/** A chunk loaded only for someone signed in: a visitor's first page carries neither these links nor the unread count. */
const MemberNavLinks = lazy(() => import('./MemberNavLinks').then((module) => ({ default: module.MemberNavLinks })));

const navLinkClass = 'flex min-h-11 items-center text-slate-700 hover:text-brand-700 [&.active]:font-bold [&.active]:text-brand-700 md:min-h-0';

function SignupLink({ className }: { className: string }) {
  return (
    <a href="#signup" className={`${primaryLinkClass} ${className}`}>
      {m.nav_signup()}
    </a>
  );
}

/**
 * The shared header. Below 768 px its links, language switcher and account buttons fold into a disclosure menu, so
 * the bar holds at large text sizes too; a signed-out visitor keeps a sign-up button beside the menu button.
 *
 * It lives beside the root route because it composes features (the shell's account controls, the notifications
 * bell, the messages link among the member links): only routes do. Handing those in as props from __root.tsx instead
 * costs every first page ~45 bytes of gzip in the entry chunk, which /jobs/{id} cannot spare under its budget
 * (tests/e2e/first-load.ts).
 */
export function Header() {
  const { user } = useSession();
  const menu = useDisclosure<HTMLElement>();

  return (
    <header ref={menu.containerRef} className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 md:gap-x-6">
        <Link to="/" className="me-auto flex items-center gap-2 text-xl font-extrabold text-brand-700 md:me-0">
          <img src="/favicon.svg" alt="" className="size-8" />
          {m.app_name()}
        </Link>
        {!user && <SignupLink className="md:hidden" />}
        <NotificationsBell />
        <button
          {...menu.buttonProps}
          aria-controls="site-menu"
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 md:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {menu.open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          {/* On the narrowest screens the icon alone, so the bar stays one line even with large text. */}
          <span className="max-[25rem]:sr-only">{m.nav_menu()}</span>
        </button>
        <div
          id="site-menu"
          {...menu.regionProps}
          className={`${menu.open ? 'flex' : 'hidden'} w-full flex-col gap-4 pb-2 md:flex md:w-auto md:flex-1 md:flex-row md:flex-wrap md:items-center md:justify-between md:pb-0`}
        >
          <nav aria-label={m.nav_main_label()}>
            <ul className="flex flex-col text-sm font-medium md:flex-row md:flex-wrap md:gap-4">
              <li>
                <Link to="/explore-jobs" className={navLinkClass}>
                  {m.nav_explore_jobs()}
                </Link>
              </li>
              <li>
                <Link to="/events" className={navLinkClass}>
                  {m.pe_nav()}
                </Link>
              </li>
              {user?.type !== 'company' && (
                <li>
                  <Link to="/cv-maker" className={navLinkClass}>
                    {m.nav_cv_maker()}
                  </Link>
                </li>
              )}
              {user && (
                <Suspense fallback={null}>
                  <MemberNavLinks user={user} className={navLinkClass} />
                </Suspense>
              )}
              <li>
                <Link to={user ? homeOf(user) : '/dashboard'} className={navLinkClass}>
                  {m.nav_dashboard()}
                </Link>
              </li>
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitcher />
            {user ? (
              <Suspense fallback={null}>
                <AccountControls user={user} onLoggedOut={menu.close} />
                {user.type === 'account' && (
                  <>
                    <HeldCvEditsSender userId={user.id} />
                    <HeldApplicationsPrompt userId={user.id} />
                  </>
                )}
              </Suspense>
            ) : (
              <>
                <Button
                  variant="secondary"
                  data-auth-opener="login"
                  onClick={() => {
                    menu.close();
                    openAuthModal({ name: 'login', type: 'account' });
                  }}
                >
                  {m.nav_login()}
                </Button>
                <SignupLink className="max-md:hidden" />
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
