import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';

/** The bell and its count's query load only for someone signed in who has notifications: a visitor's first page carries neither. */
const Bell = lazy(() => import('./Bell'));

/**
 * The header's bell, for signed-in job seekers and approved companies (nobody else has notifications). Self-contained,
 * so the header holds one element for it: beside the menu button on a phone (never folded away), at the bar's end
 * from 768 px.
 */
export function NotificationsBell() {
  const { user } = useSession();
  // The placeholder account of an unsigned apply (e-mail not verified yet) has none: the server refuses it (issue 23).
  const member = (user?.type === 'account' && user.email_verified) || (user?.type === 'company' && user.company_status === 'approved');
  if (!member) return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="min-h-11 min-w-11 md:order-last" />}>
      <Bell />
    </Suspense>
  );
}
