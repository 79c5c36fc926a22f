import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { m } from '../../paraglide/messages';
import { ReauthProvider } from '../../components/ReauthProvider';

const sections = [
  { splat: 'companies', label: m.adm_nav_companies },
  { splat: 'jobs', label: m.adm_nav_jobs },
  { splat: 'reports', label: m.adm_nav_reports },
  { splat: 'users', label: m.adm_nav_users },
  { splat: 'skill-requests', label: m.adm_nav_skill_requests },
  { splat: 'audit-log', label: m.adm_nav_audit },
] as const;

const linkClass =
  'flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/** A link to an admin page below /admin/ ("users/12"). */
export function AdminLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <Link to="/admin/$" params={{ _splat: to }} className={className}>
      {children}
    </Link>
  );
}

/** The admin console's own frame: its sections beside (or, on phones, above) the page. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <ReauthProvider>
      <div className="flex flex-col gap-6 md:flex-row" data-testid="admin-layout">
        <nav aria-label={m.adm_nav_label()} className="md:w-48 md:shrink-0">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{m.adm_console()}</p>
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            <li>
              <Link to="/admin/$" params={{ _splat: '' }} activeOptions={{ exact: true }} className={linkClass}>
                {m.adm_nav_overview()}
              </Link>
            </li>
            {sections.map((section) => (
              <li key={section.splat}>
                <AdminLink to={section.splat} className={linkClass}>
                  {section.label()}
                </AdminLink>
              </li>
            ))}
            <li>
              <Link to="/admin/programs" className={linkClass}>
                {m.adm_nav_programs()}
              </Link>
            </li>
            <li>
              <Link to="/admin/events" className={linkClass}>
                {m.adm_nav_events()}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex min-w-0 flex-1 flex-col gap-4">{children}</div>
      </div>
    </ReauthProvider>
  );
}
