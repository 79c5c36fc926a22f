import { Link } from '@tanstack/react-router';
import { m } from '../../paraglide/messages';
import { useUnreadNotifications } from './unread-count';

/** Above this the badge says "99+": the count is for noticing, not for counting. */
const badgeMax = 99;

/** The bell itself, for someone who has notifications: a link to /notifications with the unread count. */
export default function Bell() {
  const unread = useUnreadNotifications(true).data ?? 0;
  return (
    <Link
      to="/notifications"
      aria-label={unread > 0 ? m.nt_bell_unread({ count: unread }) : m.nt_title()}
      className="relative inline-flex md:order-last min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-brand-700 [&.active]:text-brand-700"
      data-testid="notifications-bell"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 end-0 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white"
          data-testid="notifications-badge"
        >
          {unread > badgeMax ? `${badgeMax}+` : unread}
        </span>
      )}
    </Link>
  );
}
