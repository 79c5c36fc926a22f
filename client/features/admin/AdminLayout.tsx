import { Link, Outlet } from '@tanstack/react-router';
import { m } from '../../paraglide/messages';
import { useSession } from '../auth/session';
import { ReauthProvider } from './ReauthProvider';

const links = [
  { to: '/admin', label: m.adm_nav_overview, exact: true },
  { to: '/admin/companies', label: m.adm_nav_companies, exact: false },
  { to: '/admin/jobs', label: m.adm_nav_jobs, exact: false },
  { to: '/admin/reports', label: m.adm_nav_reports, exact: false },
  { to: '/admin/users', label: m.adm_nav_users, exact: false },
  { to: '/admin/audit-log', label: m.adm_nav_audit, exact: false },
] as const;

/** The admin console's own frame: its sections beside (or, on phones, above) the page. */
export function AdminLayout() {
  const { user } = useSession();
  // Signed out (or not an admin): /admin shows its sign-in form alone; the other pages' guards send people there.
  if (user?.type !== 'admin') return <Outlet />;
  return (
    <ReauthProvider>
      <div className="flex flex-col gap-6 md:flex-row" data-testid="admin-layout">
        <nav aria-label={m.adm_nav_label()} className="md:w-48 md:shrink-0">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{m.adm_console()}</p>
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  activeOptions={{ exact: link.exact }}
                  className="flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                >
                  {link.label()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <Outlet />
        </div>
      </div>
    </ReauthProvider>
  );
}
