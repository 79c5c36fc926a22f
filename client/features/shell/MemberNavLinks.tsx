import { Link } from '@tanstack/react-router';
import { m } from '../../paraglide/messages';
import type { PublicUser } from '../../../worker/features/auth/auth.schemas';
import { MessagesNavLink } from '../messages/MessagesNavLink';

/**
 * The header's links that only someone signed in sees (a job seeker's applications, messages, an approved company's
 * jobs, interviews and profile). A chunk of its own, like AccountControls: a visitor's first page carries neither
 * these links, their names nor the unread-messages query.
 */
export function MemberNavLinks({ user, className }: { user: Pick<PublicUser, 'type' | 'company_status'>; className: string }) {
  const approvedCompany = user.type === 'company' && user.company_status === 'approved';
  /** Whose messages the link opens: job seekers' and approved companies' (nobody else has any). */
  const messagesSide = user.type === 'account' ? 'account' : approvedCompany ? 'company' : null;
  return (
    <>
      {user.type === 'account' && (
        <li>
          <Link to="/myApplications/applied-Jobs" className={className}>
            {m.page_applied_jobs()}
          </Link>
        </li>
      )}
      {messagesSide && (
        <li>
          <MessagesNavLink side={messagesSide} className={className} />
        </li>
      )}
      {approvedCompany && (
        <>
          <li>
            <Link to="/company/jobs" className={className}>
              {m.cj_nav_jobs()}
            </Link>
          </li>
          <li>
            <Link to="/company/interviews" className={className}>
              {m.iv_page_title()}
            </Link>
          </li>
          <li>
            <Link to="/company/profile" className={className}>
              {m.cp_nav()}
            </Link>
          </li>
        </>
      )}
    </>
  );
}
