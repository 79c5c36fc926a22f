import { and, asc, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { programItems, programRegistrations, users } from '../../../db/schema';
import { type IdRange, idRanges, withinRange } from '../../platform/id-ranges';
import type { ProgramKind, ProgramStatus } from './programs.schemas';

export type ProgramRow = typeof programItems.$inferSelect;

export interface UpcomingCursor {
  startsAt: number;
  id: number;
}

/** The JSON list form of ids, for `json_each` (D1 binds at most 100 parameters a statement). */
const idList = (ids: readonly number[]) => JSON.stringify(ids);

/** Active seats: a cancelled registration frees its seat. */
const active = isNull(programRegistrations.cancelledAt);

export function programsRepo(db: Database) {
  return {
    insert: async (values: typeof programItems.$inferInsert) => (await db.insert(programItems).values(values).returning())[0] as ProgramRow,

    one: async (kind: ProgramKind, id: number) =>
      (
        await db
          .select()
          .from(programItems)
          .where(and(eq(programItems.id, id), eq(programItems.kind, kind)))
          .limit(1)
      )[0],

    /** The update as a statement, for a batch with its audit row. */
    updateStatement: (kind: ProgramKind, id: number, set: Partial<typeof programItems.$inferInsert>) =>
      db
        .update(programItems)
        .set(set)
        .where(and(eq(programItems.id, id), eq(programItems.kind, kind)))
        .returning(),

    /** Only a draft is ever removed: published items have registrations and links pointing at them. */
    deleteDraft: async (kind: ProgramKind, id: number) =>
      (
        await db
          .delete(programItems)
          .where(and(eq(programItems.id, id), eq(programItems.kind, kind), eq(programItems.status, 'draft')))
          .returning({ id: programItems.id, imageKey: programItems.imageKey })
      )[0],

    /** The admin list of a kind, newest first, keyset on id. */
    adminPage: (kind: ProgramKind, status: ProgramStatus | undefined, beforeId: number | undefined, limit: number) =>
      db
        .select()
        .from(programItems)
        .where(and(eq(programItems.kind, kind), status ? eq(programItems.status, status) : undefined, beforeId ? lt(programItems.id, beforeId) : undefined))
        .orderBy(desc(programItems.id))
        .limit(limit),

    /** Published items of a kind that have not ended, soonest first, keyset on (starts_at, id). */
    upcomingPage: (kind: ProgramKind, now: Date, after: UpcomingCursor | undefined, limit: number) =>
      db
        .select()
        .from(programItems)
        .where(
          and(
            eq(programItems.kind, kind),
            eq(programItems.status, 'published'),
            gt(programItems.endsAt, now),
            after
              ? or(gt(programItems.startsAt, new Date(after.startsAt)), and(eq(programItems.startsAt, new Date(after.startsAt)), gt(programItems.id, after.id)))
              : undefined,
          ),
        )
        .orderBy(asc(programItems.startsAt), asc(programItems.id))
        .limit(limit),

    /** Active seats per item. */
    seatCounts: async (itemIds: readonly number[]): Promise<Map<number, number>> => {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({ itemId: programRegistrations.itemId, count: sql<number>`count(*)` })
        .from(programRegistrations)
        .where(and(sql`${programRegistrations.itemId} in (select value from json_each(${idList(itemIds)}))`, active))
        .groupBy(programRegistrations.itemId);
      return new Map(rows.map((row) => [row.itemId, Number(row.count)]));
    },

    /** Which of the items the user holds a seat for. */
    heldBy: async (userId: number, itemIds: readonly number[]): Promise<Set<number>> => {
      if (itemIds.length === 0) return new Set();
      const rows = await db
        .select({ itemId: programRegistrations.itemId })
        .from(programRegistrations)
        .where(and(eq(programRegistrations.userId, userId), sql`${programRegistrations.itemId} in (select value from json_each(${idList(itemIds)}))`, active));
      return new Set(rows.map((row) => row.itemId));
    },

    /**
     * Takes a seat in one statement, so capacity holds under any number of requests at once: the row is written
     * (or a cancelled one revived) only while the item is published, registration is open and a seat is free.
     * Nothing returned means one of those failed, or the user already holds a seat.
     */
    register: async (itemId: number, userId: number, now: Date) => {
      const at = now.getTime();
      const rows = await db.all<{ id: number; created_at: number }>(sql`
        insert into program_registrations (item_id, user_id, created_at)
        select ${itemId}, ${userId}, ${at}
        where exists (
          select 1 from program_items i
          where i.id = ${itemId} and i.status = 'published' and coalesce(i.registration_deadline, i.starts_at) > ${at}
            and (i.capacity is null or i.capacity > (select count(*) from program_registrations r where r.item_id = i.id and r.cancelled_at is null))
        )
        on conflict (item_id, user_id) do update set cancelled_at = null, reminded_at = null, created_at = excluded.created_at
          where program_registrations.cancelled_at is not null
        returning id, created_at`);
      const row = rows[0];
      return row ? { id: Number(row.id), createdAt: new Date(Number(row.created_at)) } : undefined;
    },

    cancel: async (itemId: number, userId: number, now: Date) =>
      (
        await db
          .update(programRegistrations)
          .set({ cancelledAt: now })
          .where(and(eq(programRegistrations.itemId, itemId), eq(programRegistrations.userId, userId), active))
          .returning({ id: programRegistrations.id })
      )[0],

    /** The user's active seats for items of a kind (any status but draft), soonest first. */
    registrationsOf: (userId: number, kind: ProgramKind) =>
      db
        .select({ registrationId: programRegistrations.id, registeredAt: programRegistrations.createdAt, item: programItems })
        .from(programRegistrations)
        .innerJoin(programItems, eq(programItems.id, programRegistrations.itemId))
        .where(and(eq(programRegistrations.userId, userId), active, eq(programItems.kind, kind), sql`${programItems.status} <> 'draft'`))
        .orderBy(asc(programItems.startsAt), asc(programItems.id))
        .limit(200),

    /** Published items starting within [from, to): the ones whose seats the day-before reminder is for. */
    startingBetween: async (from: Date, to: Date) =>
      (
        await db
          .select({ id: programItems.id })
          .from(programItems)
          .where(and(eq(programItems.status, 'published'), gte(programItems.startsAt, from), lt(programItems.startsAt, to)))
          .orderBy(asc(programItems.id))
      ).map((row) => row.id),

    byId: async (id: number) => (await db.select().from(programItems).where(eq(programItems.id, id)).limit(1))[0],

    /** An item's seats in ranges of `perRange` by user id (one queue message each). */
    seatRanges: (itemId: number, perRange: number) => idRanges(db, sql`select user_id as id from ${programRegistrations} where item_id = ${itemId}`, perRange),

    /** The active seats of a range not yet reminded, each with its registrant's address ('' for a phone account). */
    seatsToRemind: (itemId: number, range: IdRange) =>
      db
        .select({ registrationId: programRegistrations.id, email: users.email, locale: users.locale })
        .from(programRegistrations)
        .innerJoin(users, eq(users.id, programRegistrations.userId))
        .where(
          and(
            eq(programRegistrations.itemId, itemId),
            withinRange(sql`${programRegistrations.userId}`, range),
            active,
            isNull(programRegistrations.remindedAt),
          ),
        ),

    /** Claims seats before their mail, in one statement: two runs at once never both remind a seat. */
    claimReminders: async (registrationIds: readonly number[], at: Date) =>
      (
        await db
          .update(programRegistrations)
          .set({ remindedAt: at })
          .where(
            and(sql`${programRegistrations.id} in (select value from json_each(${idList(registrationIds)}))`, active, isNull(programRegistrations.remindedAt)),
          )
          .returning({ registrationId: programRegistrations.id })
      ).map((row) => row.registrationId),

    /** Seats whose mail failed are claimed again by the batch's retry. */
    releaseReminders: (registrationIds: readonly number[]) =>
      db
        .update(programRegistrations)
        .set({ remindedAt: null })
        .where(sql`${programRegistrations.id} in (select value from json_each(${idList(registrationIds)}))`),
  };
}

export type ProgramsRepo = ReturnType<typeof programsRepo>;
