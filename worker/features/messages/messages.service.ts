import { AppError } from '../../http/errors';
import { afterReply, type RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { companyGate } from '../companies/company-gate.service';
import { notificationStatements, readMessageNotices } from '../notifications/notices.service';
import { noticeMailRecipient } from '../push/notice-channels.service';
import { noticesAfterReply } from '../push/notice-delivery.service';
import { newMessageMail } from './messages.mail';
import { messagesRepo } from './messages.repo';
import {
  type InboxPage,
  type MessageInput,
  type MessagesPage,
  type MessagesPageQuery,
  previewLength,
  type ThreadMessage,
  type ThreadSide,
} from './messages.schemas';

const readCursor = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { m } = value as Record<string, unknown>;
  return typeof m === 'number' && Number.isInteger(m) && m > 0 ? m : undefined;
};

type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesRepo>['messages']>>[number];

const toMessage = (row: MessageRow, reader: ThreadSide): ThreadMessage => ({
  id: row.id,
  sender_side: row.senderSide,
  mine: row.senderSide === reader,
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

const preview = (body: string) => {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > previewLength ? `${line.slice(0, previewLength)}…` : line;
};

/** A seeker may no longer write once they withdrew; the company may write to any application of its jobs. */
const canWrite = (side: ThreadSide, stage: string) => side === 'company' || stage !== 'withdrawn';

/** Both sides of the one thread per application: the rules, the read markers and the 15-minute notice. */
export function messagesService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = messagesRepo(deps.db);

  /** The signed-in user as a side of threads: companies only once approved (the jobs' rule). */
  async function sideOf(auth: Authenticated): Promise<ThreadSide> {
    if (auth.user.type === 'account') return 'account';
    await companyGate(deps.db).approved(auth);
    return 'company';
  }

  async function ownThread(side: ThreadSide, auth: Authenticated, applicationId: number) {
    const thread = await repo.thread(side, auth.user.id, applicationId);
    if (!thread) throw new AppError('not_found');
    return thread;
  }

  return {
    /** A page of the thread, newest page first; reading it marks the thread read up to its newest message. */
    async list(auth: Authenticated, applicationId: number, query: MessagesPageQuery): Promise<MessagesPage> {
      const side = await sideOf(auth);
      const thread = await ownThread(side, auth, applicationId);
      const beforeId = query.cursor ? decodeCursor(query.cursor, locale, readCursor) : undefined;
      const rows = await repo.messages(applicationId, beforeId, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const newest = page[0];
      if (newest)
        await deps.db.batch([repo.markRead(applicationId, side, newest.id), readMessageNotices(deps.db, auth.user.id, applicationId, deps.clock.now())]);
      const oldest = page[page.length - 1];
      return {
        messages: page.reverse().map((row) => toMessage(row, side)),
        next_cursor: rows.length > query.limit && oldest ? encodeCursor({ m: oldest.id }) : null,
        can_write: canWrite(side, thread.stage),
      };
    },

    /** Writes a message; the other side hears of it by e-mail at most once per thread per 15 minutes, after the reply. */
    async send(auth: Authenticated, applicationId: number, input: MessageInput): Promise<ThreadMessage> {
      const side = await sideOf(auth);
      const thread = await ownThread(side, auth, applicationId);
      if (!canWrite(side, thread.stage)) throw new AppError('thread_closed');
      const now = deps.clock.now();
      const [inserted, , notice, written] = await deps.db.batch([
        ...repo.writeStatements(applicationId, side, auth.user.id, input.body, now),
        ...notificationStatements(deps.db, {
          kind: 'message',
          to: side === 'company' ? 'seeker' : 'company',
          about: applicationId,
          at: now,
          onceUntilRead: true,
        }),
      ]);
      const row = inserted[0];
      if (!row) throw new AppError('internal', { message: 'The message just saved could not be read back.' });
      await noticesAfterReply(request, written);
      if (notice.length > 0) {
        const recipientId = side === 'company' ? thread.seekerId : thread.companyId;
        const from = side === 'company' ? thread.companyName : thread.applicantName;
        const mail = async () => {
          const recipient = await noticeMailRecipient(deps, recipientId, 'message');
          if (recipient) await deps.mailer.send(newMessageMail(recipient.email, recipient.locale, thread.jobTitle, from, input.body));
        };
        await afterReply(request, 'message notice not sent', mail, { application_id: applicationId });
      }
      return toMessage(row, side);
    },

    /** Threads with messages, the most recently active first. */
    async inbox(auth: Authenticated, query: MessagesPageQuery): Promise<InboxPage> {
      const side = await sideOf(auth);
      const beforeLastId = query.cursor ? decodeCursor(query.cursor, locale, readCursor) : undefined;
      const rows = await repo.inbox(side, auth.user.id, beforeLastId, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        threads: page.map((row) => ({
          application_id: row.id,
          applicant_name: row.applicantName,
          job_title: row.jobTitle,
          company_name: row.companyName,
          last_message: { preview: preview(row.last.body), sender_side: row.last.senderSide, created_at: row.last.createdAt.toISOString() },
          unread: Number(row.unread),
        })),
        next_cursor: rows.length > query.limit && last ? encodeCursor({ m: last.lastId }) : null,
      };
    },

    async unread(auth: Authenticated): Promise<number> {
      const side = await sideOf(auth);
      return Number(await repo.unreadTotal(side, auth.user.id));
    },
  };
}
