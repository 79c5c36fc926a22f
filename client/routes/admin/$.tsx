import { createFileRoute } from '@tanstack/react-router';
import { AdminPages } from '../../features/admin/AdminSection';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

/**
 * The admin console (issue 14), every page under one route: /admin, /admin/companies, /admin/jobs, /admin/reports,
 * /admin/users, /admin/users/{id}, /admin/skill-requests, /admin/audit-log. Each route costs every visitor's first
 * page about 0.25 KiB of the entry chunk (tests/e2e/first-load.ts), and only admins open these; anyone else gets the
 * admins' sign-in form in the page's own chunk, so no guard is needed here.
 */
export const Route = createFileRoute('/admin/$')({
  component: function AdminRoute() {
    usePageTitle(m.adm_console);
    return <AdminPages path={Route.useParams()._splat ?? ''} />;
  },
});
