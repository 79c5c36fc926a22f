import { Link } from '@tanstack/react-router';
import { m } from '../paraglide/messages';
import { useSession } from '../lib/session';

/** The notice's text, which every publish button points at (aria-describedby) while publishing waits for approval. */
export const approvalNoticeId = 'approval-notice-text';

/**
 * Whether the signed-in company may publish (issue 23). A company waiting for approval, or rejected and correcting,
 * prepares its profile and drafts; publishing waits (the server answers 403 `job_publish_needs_approval`).
 */
export function useCanPublish(): boolean {
  const { user } = useSession();
  return user?.type === 'company' && user.company_status === 'approved';
}

/** On the company's jobs, job editor and profile pages while it is not approved: what it can do now, and what waits. */
export function ApprovalNotice() {
  const { user } = useSession();
  if (user?.type !== 'company' || user.company_status === 'approved') return null;
  const title = user.company_status === 'rejected' ? m.status_rejected_title() : m.status_pending_title();
  return (
    <section
      aria-labelledby="approval-notice-title"
      className="flex flex-col gap-1 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="approval-notice"
      data-status={user.company_status}
    >
      <h2 id="approval-notice-title" className="font-semibold">
        {title}
      </h2>
      <p id={approvalNoticeId}>{m.cj_approval_notice()}</p>
      <Link to="/status" className="inline-flex min-h-11 items-center self-start font-semibold text-amber-950 underline">
        {m.cj_approval_status_link()}
      </Link>
    </section>
  );
}
