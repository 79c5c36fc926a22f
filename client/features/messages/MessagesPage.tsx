import { Link } from '@tanstack/react-router';
import type { ThreadSide, ThreadSummary } from '../../../worker/features/messages/messages.schemas';
import { Button } from '../../components/ui/Button';
import { formatRelativeTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { problemOf } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { useInbox } from './messages-api';
import { MessageThread } from './MessageThread';

const paths = { company: '/company/messages', account: '/messages' } as const;

/** The name of the other side of a thread, as the reader knows them. */
const otherOf = (thread: ThreadSummary, side: ThreadSide) => (side === 'company' ? thread.applicant_name : thread.company_name);

function ThreadRow({ thread, side, current }: { thread: ThreadSummary; side: ThreadSide; current: boolean }) {
  const locale = useLocale();
  return (
    <li>
      <Link
        to={paths[side]}
        search={{ thread: thread.application_id }}
        aria-current={current ? 'page' : undefined}
        className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 hover:bg-slate-50 aria-[current=page]:border-brand-700"
        data-testid="thread-row"
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-semibold text-slate-900" dir="auto">
            {otherOf(thread, side)}
          </span>
          {thread.unread > 0 && (
            <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">{m.messages_unread({ count: thread.unread })}</span>
          )}
        </span>
        <span className="truncate text-sm text-slate-700" dir="auto">
          {thread.job_title}
        </span>
        <span className="truncate text-sm text-slate-600" dir="auto">
          {thread.last_message.preview}
        </span>
        <time className="text-xs text-slate-600" dateTime={thread.last_message.created_at}>
          {formatRelativeTime(thread.last_message.created_at, locale)}
        </time>
      </Link>
    </li>
  );
}

/** The inbox and, when one is chosen, its thread beside it (on a phone, instead of it, with a way back). */
export function MessagesPage({ side, threadId }: { side: ThreadSide; threadId: number | undefined }) {
  const inbox = useInbox();
  const threads = inbox.data?.pages.flatMap((page) => page.threads) ?? [];
  const chosen = threads.find((thread) => thread.application_id === threadId);

  let list;
  if (inbox.isPending) {
    list = (
      <p role="status" className="text-sm text-slate-700">
        {m.messages_loading()}
      </p>
    );
  } else if (inbox.error) {
    list = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{problemOf(inbox.error).text}</p>
        <Button variant="secondary" onClick={() => void inbox.refetch()}>
          {m.cv_retry()}
        </Button>
      </div>
    );
  } else if (threads.length === 0) {
    list = <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">{m.messages_empty()}</p>;
  } else {
    list = (
      <>
        <ul className="flex flex-col gap-2">
          {threads.map((thread) => (
            <ThreadRow key={thread.application_id} thread={thread} side={side} current={thread.application_id === threadId} />
          ))}
        </ul>
        {inbox.hasNextPage && (
          <Button variant="secondary" busy={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
            {m.messages_more_threads()}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{m.messages_title()}</h1>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <nav aria-label={m.messages_title()} className={`flex flex-col gap-2 ${threadId ? 'max-md:hidden' : ''}`}>
          {list}
        </nav>
        {threadId && (
          <div className="flex flex-col gap-3">
            <Link to={paths[side]} search={{}} className="self-start text-sm font-semibold text-brand-800 underline md:hidden">
              {m.messages_back()}
            </Link>
            {chosen && (
              <h2 className="text-lg font-bold" dir="auto">
                {m.messages_thread_about({ job: chosen.job_title })}
              </h2>
            )}
            <MessageThread key={threadId} applicationId={threadId} side={side} otherName={chosen ? otherOf(chosen, side) : ''} />
          </div>
        )}
      </div>
    </div>
  );
}
