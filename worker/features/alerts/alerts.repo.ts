import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { alertDeliveries, alertRuns, jobAlerts, notificationChannels, telegramLinks } from '../../../db/schema';
import type { Locale } from '../../ports';
import type { AlertFrequency } from './alerts.schemas';

export type AlertRow = typeof jobAlerts.$inferSelect;

// Spelled as the partial index `job_alerts_live` is, so SQLite can use it (a bound `paused = ?` would not prove it).
const live = sql`${jobAlerts.paused} = 0 and ${jobAlerts.confirmedAt} is not null`;

export function alertsRepo(db: Database) {
  return {
    ofUser: (userId: number) => db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId)).orderBy(desc(jobAlerts.id)),

    byId: async (id: number) => (await db.select().from(jobAlerts).where(eq(jobAlerts.id, id)).limit(1))[0],

    countOfUser: async (userId: number) =>
      (
        await db
          .select({ n: sql<number>`count(*)` })
          .from(jobAlerts)
          .where(eq(jobAlerts.userId, userId))
      )[0]?.n ?? 0,

    countOfEmail: async (email: string) =>
      (
        await db
          .select({ n: sql<number>`count(*)` })
          .from(jobAlerts)
          .where(eq(jobAlerts.email, email))
      )[0]?.n ?? 0,

    insert: async (values: typeof jobAlerts.$inferInsert) => (await db.insert(jobAlerts).values(values).returning({ id: jobAlerts.id }))[0]?.id,

    update: async (id: number, userId: number, values: Partial<Pick<AlertRow, 'paused' | 'frequency' | 'updatedAt'>>) =>
      (
        await db
          .update(jobAlerts)
          .set(values)
          .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
          .returning({ id: jobAlerts.id })
      ).length > 0,

    removeOfUser: async (id: number, userId: number) =>
      (
        await db
          .delete(jobAlerts)
          .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
          .returning({ id: jobAlerts.id })
      ).length > 0,

    /** Unsubscribing: the alert goes, with its deliveries (a later mail of the same search needs a new alert). */
    remove: async (id: number) => (await db.delete(jobAlerts).where(eq(jobAlerts.id, id)).returning({ id: jobAlerts.id })).length > 0,

    pendingByToken: async (tokenHash: string) => (await db.select().from(jobAlerts).where(eq(jobAlerts.confirmTokenHash, tokenHash)).limit(1))[0],

    /** Confirms once: the token is cleared in the same statement, so a second click finds nothing to confirm. */
    confirm: async (tokenHash: string, now: Date) =>
      (
        await db
          .update(jobAlerts)
          .set({ confirmTokenHash: null, confirmedAt: now, updatedAt: now })
          .where(eq(jobAlerts.confirmTokenHash, tokenHash))
          .returning({ id: jobAlerts.id })
      )[0]?.id,

    /**
     * The fan-out's batch ends: every `size`-th id of the live alerts of a frequency (one read of the partial
     * index). Batches are then (0, b1], (b1, b2], …, (bk, ∞).
     */
    batchEnds: async (frequency: AlertFrequency, size: number) => {
      const ends = (
        await db.all<{ id: number }>(sql`select id from (
            select ${jobAlerts.id} as id, row_number() over (order by ${jobAlerts.id}) as n from ${jobAlerts}
            where ${jobAlerts.frequency} = ${frequency} and ${live}) where n % ${size} = 0 order by id`)
      ).map((row) => row.id);
      const last = ends[ends.length - 1];
      if (last === undefined) return ends;
      // A count that is a multiple of the size would leave an empty last batch: the last end then closes the list.
      const [after] = await db.all<{ one: number }>(
        sql`select 1 as one from ${jobAlerts} where ${jobAlerts.frequency} = ${frequency} and ${live} and ${jobAlerts.id} > ${last} limit 1`,
      );
      return after ? ends : ends.slice(0, -1);
    },

    /**
     * The live alerts of one batch with where each goes: the address and language to mail (a seeker's own, a visitor's
     * stored), or the seeker's linked Telegram chat when Telegram is on and they chose it for job alerts or have no
     * address (an account made with a phone number).
     */
    liveBatch: (frequency: AlertFrequency, afterId: number, upToId: number | null, telegramOn: boolean) =>
      db.all<{
        id: number;
        search: string;
        email: string;
        locale: Locale;
        seeker: number;
        userId: number | null;
        phone: string | null;
        telegramChatId: string | null;
      }>(sql`select a.id as id, a.search as search, a.user_id is not null as seeker, a.user_id as userId,
          coalesce(u.email, a.email) as email, coalesce(u.locale, a.locale) as locale, u.phone as phone,
          ${
            telegramOn
              ? sql`(select l.chat_id from ${telegramLinks} l where l.user_id = a.user_id and (u.email = '' or exists (select 1 from
                  ${notificationChannels} c where c.user_id = a.user_id and c.kind = 'job_alert' and c.channel = 'telegram')))`
              : sql`null`
          } as telegramChatId
        from ${jobAlerts} a left join users u on u.id = a.user_id
        where a.frequency = ${frequency} and a.paused = 0 and a.confirmed_at is not null and a.id > ${afterId}
          ${upToId === null ? sql`` : sql`and a.id <= ${upToId}`}
        order by a.id`),

    /** Records (alert, job) pairs not recorded before; answers only the pairs this call inserted. */
    recordDeliveries: async (pairs: ReadonlyArray<{ alertId: number; jobId: number }>, now: Date) =>
      pairs.length === 0
        ? []
        : db.all<{ alertId: number; jobId: number }>(sql`insert into ${alertDeliveries} (alert_id, job_id, delivered_at)
            select json_extract(value, '$[0]'), json_extract(value, '$[1]'), ${now.getTime()} from json_each(${JSON.stringify(pairs.map((pair) => [pair.alertId, pair.jobId]))}) where true
            on conflict do nothing returning alert_id as alertId, job_id as jobId`),

    /** A mail that could not be sent: its rows go, so the retried message mails those jobs. */
    forgetDeliveries: (alertId: number, jobIds: readonly number[]) =>
      db.run(sql`delete from ${alertDeliveries} where alert_id = ${alertId} and job_id in (select value from json_each(${JSON.stringify(jobIds)}))`),

    run: async (frequency: AlertFrequency, runKey: string) =>
      (
        await db
          .select()
          .from(alertRuns)
          .where(and(eq(alertRuns.frequency, frequency), eq(alertRuns.runKey, runKey)))
          .limit(1)
      )[0],

    latestRun: async (frequency: AlertFrequency) =>
      (await db.select().from(alertRuns).where(eq(alertRuns.frequency, frequency)).orderBy(desc(alertRuns.createdAt)).limit(1))[0],

    /** The first writer of a run's window wins; a concurrent or later rerun reads that one back. */
    startRun: (values: typeof alertRuns.$inferInsert) => db.insert(alertRuns).values(values).onConflictDoNothing(),
  };
}
