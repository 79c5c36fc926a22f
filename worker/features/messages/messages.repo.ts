import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { applicationMessages, applications, companies, jobs, threadStates } from '../../../db/schema';
import type { ThreadSide } from './messages.schemas';

export const noticeIntervalMs = 15 * 60_000;

/** The applications a side may see: the company's jobs' applications, or the seeker's own. */
const ownedBy = (side: ThreadSide, userId: number) => (side === 'company' ? eq(jobs.companyId, userId) : eq(applications.seekerId, userId));

const otherSide = (side: ThreadSide): ThreadSide => (side === 'company' ? 'account' : 'company');

/** Messages of `side`'s threads written by the other side after what `side` last read. */
const unreadOf = (side: ThreadSide) => sql<number>`(
  select count(*) from ${applicationMessages} m
  where m.application_id = ${applications.id} and m.sender_side = ${otherSide(side)}
    and m.id > coalesce((select s.last_read_message_id from ${threadStates} s where s.application_id = ${applications.id} and s.side = ${side}), 0)
)`;

export function messagesRepo(db: Database) {
  return {
    /** The application if `side`'s user may see it, with what a thread needs to know of it. */
    thread: async (side: ThreadSide, userId: number, applicationId: number) =>
      (
        await db
          .select({
            id: applications.id,
            stage: applications.stage,
            seekerId: applications.seekerId,
            companyId: jobs.companyId,
            applicantName: applications.fullName,
            jobTitle: jobs.title,
            companyName: companies.legalName,
          })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .innerJoin(companies, eq(companies.userId, jobs.companyId))
          .where(and(eq(applications.id, applicationId), ownedBy(side, userId)))
          .limit(1)
      )[0],

    /** The newest `limit` messages before `beforeId`, newest first. */
    messages: (applicationId: number, beforeId: number | undefined, limit: number) =>
      db
        .select()
        .from(applicationMessages)
        .where(and(eq(applicationMessages.applicationId, applicationId), beforeId ? lt(applicationMessages.id, beforeId) : undefined))
        .orderBy(desc(applicationMessages.id))
        .limit(limit),

    /** Raises `side`'s read marker to `messageId` (never lowers it: an older page read later changes nothing). */
    markRead: (applicationId: number, side: ThreadSide, messageId: number) =>
      db
        .insert(threadStates)
        .values({ applicationId, side, lastReadMessageId: messageId })
        .onConflictDoUpdate({
          target: [threadStates.applicationId, threadStates.side],
          set: { lastReadMessageId: sql`max(${threadStates.lastReadMessageId}, excluded.last_read_message_id)` },
        }),

    /**
     * The statements of one write: the message, the sender's read marker at it, and the recipient's notice time
     * claimed only when the last notice is 15 minutes old (returning a row means: send the mail). One batch, so of
     * two messages at once only one claims the notice.
     */
    writeStatements: (applicationId: number, side: ThreadSide, senderId: number, body: string, now: Date) =>
      [
        db.insert(applicationMessages).values({ applicationId, senderSide: side, senderId, body, createdAt: now }).returning(),
        db
          .insert(threadStates)
          .values({
            applicationId,
            side,
            lastReadMessageId: sql`(select max(id) from ${applicationMessages} where application_id = ${applicationId})`,
          })
          .onConflictDoUpdate({
            target: [threadStates.applicationId, threadStates.side],
            set: { lastReadMessageId: sql`(select max(id) from ${applicationMessages} where application_id = ${applicationId})` },
          }),
        db
          .insert(threadStates)
          .values({ applicationId, side: otherSide(side), lastReadMessageId: 0, lastNoticeAt: now })
          .onConflictDoUpdate({
            target: [threadStates.applicationId, threadStates.side],
            set: { lastNoticeAt: now },
            setWhere: sql`${threadStates.lastNoticeAt} is null or ${threadStates.lastNoticeAt} <= ${now.getTime() - noticeIntervalMs}`,
          })
          .returning({ applicationId: threadStates.applicationId }),
      ] as const,

    /** One page of threads with messages, by last activity (the newest message id), newest first. */
    inbox: async (side: ThreadSide, userId: number, beforeLastId: number | undefined, limit: number) => {
      const lastId = sql<number>`max(${applicationMessages.id})`;
      const heads = await db
        .select({ applicationId: applicationMessages.applicationId, lastId })
        .from(applicationMessages)
        .innerJoin(applications, eq(applications.id, applicationMessages.applicationId))
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(ownedBy(side, userId))
        .groupBy(applicationMessages.applicationId)
        .having(beforeLastId ? lt(lastId, beforeLastId) : undefined)
        .orderBy(desc(lastId))
        .limit(limit);
      if (heads.length === 0) return [];
      const ids = heads.map((head) => head.applicationId);
      const [details, lasts] = await Promise.all([
        db
          .select({
            id: applications.id,
            applicantName: applications.fullName,
            jobTitle: jobs.title,
            companyName: companies.legalName,
            unread: unreadOf(side),
          })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .innerJoin(companies, eq(companies.userId, jobs.companyId))
          .where(inArray(applications.id, ids)),
        db
          .select()
          .from(applicationMessages)
          .where(
            inArray(
              applicationMessages.id,
              heads.map((head) => head.lastId),
            ),
          ),
      ]);
      const detailOf = new Map(details.map((row) => [row.id, row]));
      const lastOf = new Map(lasts.map((row) => [row.applicationId, row]));
      return heads.flatMap((head) => {
        const detail = detailOf.get(head.applicationId);
        const last = lastOf.get(head.applicationId);
        return detail && last ? [{ ...detail, lastId: head.lastId, last }] : [];
      });
    },

    /** Messages from the other side not yet read, over all of `side`'s threads (the navigation badge). */
    unreadTotal: async (side: ThreadSide, userId: number) =>
      (
        await db
          .select({ count: sql<number>`count(*)` })
          .from(applicationMessages)
          .innerJoin(applications, eq(applications.id, applicationMessages.applicationId))
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .leftJoin(threadStates, and(eq(threadStates.applicationId, applications.id), eq(threadStates.side, side)))
          .where(
            and(
              ownedBy(side, userId),
              ne(applicationMessages.senderSide, side),
              gt(applicationMessages.id, sql`coalesce(${threadStates.lastReadMessageId}, 0)`),
            ),
          )
      )[0]?.count ?? 0,
  };
}
