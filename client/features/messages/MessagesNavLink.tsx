import { Link } from '@tanstack/react-router';
import { m } from '../../paraglide/messages';
import { useUnreadCount } from './unread-count';

/** "Messages" in the navigation with the count of unread messages (asked each minute while the tab is visible). */
export function MessagesNavLink({ side, className }: { side: 'company' | 'account'; className: string }) {
  const unread = useUnreadCount(true).data ?? 0;
  return (
    <Link to={side === 'company' ? '/company/messages' : '/messages'} className={`${className} gap-2`} data-testid="messages-nav">
      {unread > 0 ? (
        <>
          <span aria-hidden="true">{m.messages_title()}</span>
          <span className="sr-only">{m.messages_badge_label({ count: unread })}</span>
          <span aria-hidden="true" className="rounded-full bg-red-700 px-2 text-xs font-bold leading-5 text-white" data-testid="unread-badge">
            {unread}
          </span>
        </>
      ) : (
        m.messages_title()
      )}
    </Link>
  );
}
