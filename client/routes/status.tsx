import { createFileRoute, Link } from '@tanstack/react-router';
import { Button } from '../components/ui/Button';
import { EmptyState } from '../components/ui/EmptyState';
import { Spinner } from '../components/ui/Spinner';
import { CompanyReviewPanel } from '../features/admin/CompanyReviewPanel';
import { openAuthModal } from '../lib/auth-modals';
import { useSession } from '../lib/session';
import { m } from '../paraglide/messages';
import { usePageTitle } from '../lib/page-titles';

export const Route = createFileRoute('/status')({
  component: StatusPage,
});

const prepareLinkClass = 'inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100';

/** Where a company waits until it is approved (docs/product.md#company-status). */
function StatusPage() {
  usePageTitle(m.page_status);
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner label={m.loading()} />;
  if (!user || user.type !== 'company') {
    return (
      <EmptyState
        title={m.page_status()}
        description={m.status_login_required()}
        action={
          <Button data-auth-opener="login" onClick={() => openAuthModal({ name: 'login', type: 'company' })}>
            {m.nav_login()}
          </Button>
        }
      />
    );
  }
  const status = user.company_status ?? 'pending';
  const title =
    status === 'approved'
      ? m.status_approved_title()
      : status === 'rejected'
        ? m.status_rejected_title()
        : status === 'suspended'
          ? m.adm_status_suspended_title()
          : m.status_pending_title();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-8 text-center"
      data-testid="company-status"
      data-status={status}
    >
      <h1 className="text-2xl font-bold">{title}</h1>
      {status === 'pending' && (
        <>
          <p className="text-slate-700">{m.status_pending_text()}</p>
          <p className="text-slate-700">{m.cj_approval_notice()}</p>
          {/* Waiting is no reason to sit idle: the profile and draft jobs can be ready the day Kar approves (issue 23). */}
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="/company/profile" className={prepareLinkClass}>
              {m.status_prepare_profile()}
            </Link>
            <Link to="/company/jobs/new" className={prepareLinkClass}>
              {m.status_prepare_jobs()}
            </Link>
          </div>
        </>
      )}
      {status === 'rejected' && <p className="text-slate-700">{m.status_rejected_text()}</p>}
      {(status === 'rejected' || status === 'suspended') && <CompanyReviewPanel />}
      {status === 'approved' && (
        <Link to="/company/dashboard" className="font-semibold text-brand-700 underline">
          {m.status_go_dashboard()}
        </Link>
      )}
      <p className="text-sm text-slate-500" dir="ltr">
        {user.email}
      </p>
    </section>
  );
}
