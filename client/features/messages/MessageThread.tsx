import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ThreadMessage, ThreadSide } from '../../../worker/features/messages/messages.schemas';
import { messageBodyMaxLength } from '../../../worker/features/messages/messages.schemas';
import { Button } from '../../components/ui/Button';
import { formatRelativeTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { physicalKeyboardLikely, useMediaQuery } from '../../lib/media-query';
import { problemOf } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { useSendMessage, useThread } from './messages-api';
import { MessageText } from './MessageText';

export interface MessageThreadProps {
  applicationId: number;
  /** Whose screen this is: the reader's own messages sit at the inline end. */
  side: ThreadSide;
}

function Bubble({ message, otherName }: { message: ThreadMessage; otherName: string }) {
  const locale = useLocale();
  const pending = message.id < 0;
  return (
    <li className={`flex flex-col gap-1 ${message.mine ? 'items-end' : 'items-start'}`} data-testid="message" data-mine={message.mine} data-pending={pending}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm ${
          message.mine
            ? 'rounded-ee-sm bg-brand-700 text-white [&_a]:text-white'
            : 'rounded-es-sm border border-slate-200 bg-white text-slate-900 [&_a]:text-brand-800'
        } ${pending ? 'opacity-70' : ''}`}
      >
        <MessageText body={message.body} />
      </div>
      <p className="text-xs text-slate-600">
        <span className="font-semibold">{message.mine ? m.messages_you() : otherName}</span>
        {' · '}
        {pending ? m.messages_sending() : <time dateTime={message.created_at}>{formatRelativeTime(message.created_at, locale)}</time>}
      </p>
    </li>
  );
}

/** One application's thread: older pages on demand, the bubbles, and the box to answer in (Ctrl+Enter or the button). */
export function MessageThread({ applicationId, side, otherName }: MessageThreadProps & { otherName?: string }) {
  const thread = useThread(applicationId);
  const send = useSendMessage(applicationId, side);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const hintId = useId();
  const showHint = useMediaQuery(physicalKeyboardLikely);
  const errorId = useId();

  const pages = thread.data?.pages ?? [];
  const messages = [...pages].reverse().flatMap((page) => page.messages);
  const canWrite = pages[0]?.can_write ?? false;
  const them = otherName ?? '';

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const body = draft.trim();
    if (!body) {
      setProblem(m.v_message_required());
      return;
    }
    setProblem(null);
    setDraft('');
    send.mutate(
      { application_id: applicationId, body },
      {
        onError: (error) => {
          setDraft(body);
          const found = problemOf(error);
          setProblem(found.fields.body ?? (found.code === 'thread_closed' ? found.text : m.messages_failed()));
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  }

  if (thread.isPending) {
    return (
      <p role="status" className="p-4 text-sm text-slate-700">
        {m.messages_loading()}
      </p>
    );
  }
  if (thread.error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{problemOf(thread.error).text}</p>
        <Button variant="secondary" onClick={() => void thread.refetch()}>
          {m.cv_retry()}
        </Button>
      </div>
    );
  }

  return (
    <section className="flex flex-col gap-4" data-testid="message-thread">
      {thread.hasNextPage && (
        <Button variant="ghost" className="self-center" busy={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
          {m.messages_older()}
        </Button>
      )}
      {messages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-700">{m.messages_empty_thread()}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-live="polite">
          {messages.map((message) => (
            <Bubble key={message.id} message={message} otherName={them} />
          ))}
        </ol>
      )}
      {canWrite ? (
        <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
          <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800">
            {m.messages_write_label()}
          </label>
          <textarea
            id={fieldId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            rows={3}
            maxLength={messageBodyMaxLength}
            dir="auto"
            aria-describedby={[showHint && hintId, problem && errorId].filter(Boolean).join(' ') || undefined}
            aria-invalid={problem ? true : undefined}
            className="w-full rounded-lg border border-slate-400 p-3 text-base focus:outline-2 focus:outline-brand-700"
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            {/* The shortcut needs a keyboard: not said on phones and touch tablets, where it cannot be pressed. */}
            {showHint && (
              <p id={hintId} className="text-xs text-slate-600">
                {m.messages_send_hint()}
              </p>
            )}
            <Button type="submit" busy={send.isPending} className="ms-auto">
              {m.messages_send()}
            </Button>
          </div>
          {problem && (
            <p id={errorId} role="alert" className="text-sm text-red-800">
              {problem}
            </p>
          )}
        </form>
      ) : (
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">{m.messages_closed()}</p>
      )}
    </section>
  );
}
