import { Link } from '@tanstack/react-router';
import { m } from '../../paraglide/messages';
import type { PublicUser } from '../../../worker/features/auth/auth.schemas';
import { MessagesNavLink } from '../../features/messages/MessagesNavLink';

const companyLinks = [
  { to: '/company/jobs', name: () => m.cj_nav_jobs() },
  { to: '/company/interviews', name: () => m.iv_page_title() },
  { to: '/company/profile', name: () => m.cp_nav() },
] as const;

/**
 * The header's links that only someone signed in sees (a job seeker's applications, messages, an approved company's
 * jobs, interviews and profile; a company not approved yet sees its jobs and profile). A chunk of its own, like
 * AccountControls: a visitor's first page carries neither these links, their names nor the unread-messages query.
 * Beside the header (the `-` keeps the folder out of the route tree) because it puts the messages feature's link
 * among the header's: only routes compose features.
 */
export function MemberNavLinks({ user, className }: { user: Pick<PublicUser, 'type' | 'company_status' | 'email_verified'>; className: string }) {
  const approvedCompany = user.type === 'company' && user.company_status === 'approved';
  // A company waiting for approval (or rejected and correcting) prepares its jobs and profile (issue 23).
  const preparingCompany = user.type === 'company' && (user.company_status === 'pending' || user.company_status === 'rejected');
  /** Whose messages the link opens: job seekers' and approved companies' (nobody else has any). */
  // The placeholder of an unsigned apply (e-mail not verified) has none, and the server refuses it (issue 23).
  const messagesSide = user.type === 'account' ? (user.email_verified ? 'account' : null) : approvedCompany ? 'company' : null;
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
      {(approvedCompany || preparingCompany) &&
        companyLinks
          .filter((link) => approvedCompany || link.to !== '/company/interviews')
          .map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={className}>
                {link.name()}
              </Link>
            </li>
          ))}
    </>
  );
}
