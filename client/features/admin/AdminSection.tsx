import { EmptyState } from '../../components/ui/EmptyState';
import { m } from '../../paraglide/messages';
import { useSession } from '../../lib/session';
import { AdminFrame } from './AdminLayout';
import { AdminSignIn } from './AdminSignIn';
import { AuditLogPage } from './AuditLogPage';
import { CompaniesPage } from './CompaniesPage';
import { JobsPage } from './JobsPage';
import { OverviewPage } from './OverviewPage';
import { ReportsPage } from './ReportsPage';
import { SkillRequestsPage } from './SkillRequestsPage';
import { UserProfilePage } from './UserProfilePage';
import { UsersPage } from './UsersPage';

/** The admin page an address names below /admin/ (one route serves them all). */
function AdminSection({ path }: { path: string }) {
  const [section = '', id] = path.split('/').filter(Boolean);
  if (section === '') return <OverviewPage />;
  if (section === 'companies') return <CompaniesPage />;
  if (section === 'jobs') return <JobsPage />;
  if (section === 'reports') return <ReportsPage />;
  if (section === 'skill-requests') return <SkillRequestsPage />;
  if (section === 'audit-log') return <AuditLogPage />;
  if (section === 'users' && id && /^\d+$/.test(id)) return <UserProfilePage key={id} id={Number(id)} />;
  if (section === 'users' && !id) return <UsersPage />;
  return <EmptyState title={m.not_found_title()} />;
}

/**
 * Every /admin address: the admins' sign-in for anyone else (the page asked for opens once they are signed in as
 * an admin), the console's frame and the page for admins.
 */
export function AdminPages({ path }: { path: string }) {
  const { user, isLoading } = useSession();
  if (isLoading) return null;
  if (user?.type !== 'admin') return <AdminSignIn signedInAsOther={user !== null} />;
  return (
    <AdminFrame>
      <AdminSection path={path} />
    </AdminFrame>
  );
}
