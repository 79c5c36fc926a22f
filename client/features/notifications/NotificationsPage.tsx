import { Link } from '@tanstack/react-router';
import type { AppNotification } from '../../../worker/features/notifications/notifications.schemas';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { formatRelativeTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { problemOf } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { useSession } from '../../lib/session';
import { ListStates } from '../../components/ListStates';
import { notificationLink, notificationText } from './notification-view';
import { useMarkRead, useNotifications } from './notifications-api';
import { useUnreadNotifications } from './unread-count';

function NotificationRow({ notice, reader, onOpen }: { notice: AppNotification; reader: 'account' | 'company'; onOpen: () => void }) {
  const locale = useLocale();
  const unread = notice.read_at === null;
  return (
    <li>
      <Link
        {...notificationLink(notice, reader)}
        onClick={onOpen}
        className={`flex items-start gap-3 rounded-xl border p-3 hover:bg-slate-50 ${unread ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'}`}
        data-testid="notification-row"
      >
        <span aria-hidden="true" className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-brand-700' : 'bg-transparent'}`} />
        <span className="flex min-w-0 flex-col gap-1">
          <span className={`text-sm text-slate-900 ${unread ? 'font-semibold' : ''}`}>
            {unread && <span className="sr-only">{`${m.nt_unread()}: `}</span>}
            {notificationText(notice, reader, locale)}
          </span>
          <time className="text-xs text-slate-600" dateTime={notice.created_at}>
            {formatRelativeTime(notice.created_at, locale)}
          </time>
        </span>
      </Link>
    </li>
  );
}

/** /notifications: the reader's notifications, newest first; opening one marks it read, or all at once. */
export function NotificationsPage() {
  const { user } = useSession();
  const reader = user?.type === 'company' ? 'company' : 'account';
  const list = useNotifications();
  const { one, all } = useMarkRead();
  const toast = useToast();
  const notices = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  // The bell's count: marking read sets it from the server's answer at once, before the list is fetched again.
  const unread = useUnreadNotifications(true).data ?? list.data?.pages[0]?.unread ?? 0;

  const markAll = () =>
    all.mutate(undefined, {
      onSuccess: () => toast.show('success', m.nt_all_read_done()),
      onError: (error) => toast.show('error', problemOf(error).text),
    });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{m.nt_title()}</h1>
        <Button variant="secondary" onClick={markAll} busy={all.isPending} disabled={unread === 0} data-testid="mark-all-read">
          {m.nt_mark_all()}
        </Button>
      </div>
      <ListStates query={list} empty={notices.length === 0} emptyText={m.nt_empty()} rows={3}>
        <ul className="flex flex-col gap-2" aria-label={m.nt_title()}>
          {notices.map((notice) => (
            <NotificationRow key={notice.id} notice={notice} reader={reader} onOpen={() => notice.read_at === null && one.mutate({ id: notice.id })} />
          ))}
        </ul>
        {list.hasNextPage && (
          <Button variant="secondary" className="self-center" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {m.nt_load_more()}
          </Button>
        )}
      </ListStates>
    </div>
  );
}
