import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { companies, emailCodes, resetTokens, sessions, throttles, usedCaptchas, users, verifiedEmails } from '../../../db/schema';
import { isPhoneAddress } from './phone-address';

export type EmailCodeRow = typeof emailCodes.$inferSelect;
export type CodePurpose = EmailCodeRow['purpose'];
export type CodeAccountType = EmailCodeRow['accountType'];

/** Every query the account flows make; services decide, this only reads and writes. */
export function authRepo(db: Database) {
  return {
    db,

    userByEmail: async (email: string) => (await db.select().from(users).where(eq(users.email, email)).limit(1))[0],
    /** The account an address signs in: by its e-mail address, or by its phone number (sign-in-address.ts). */
    userByAddress: async (address: string) =>
      (
        await db
          .select()
          .from(users)
          .where(isPhoneAddress(address) ? eq(users.phone, address) : eq(users.email, address))
          .limit(1)
      )[0],
    userById: async (id: number) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],
    companyOf: async (userId: number) => (await db.select().from(companies).where(eq(companies.userId, userId)).limit(1))[0],

    insertUser: (values: typeof users.$inferInsert) => db.insert(users).values(values).returning(),
    updateUser: (id: number, values: Partial<typeof users.$inferInsert>) => db.update(users).set(values).where(eq(users.id, id)),

    latestCode: async (email: string, accountType: CodeAccountType, purpose: CodePurpose) =>
      (
        await db
          .select()
          .from(emailCodes)
          .where(and(eq(emailCodes.email, email), eq(emailCodes.accountType, accountType), eq(emailCodes.purpose, purpose)))
          .orderBy(desc(emailCodes.id))
          .limit(1)
      )[0],
    insertCode: (values: typeof emailCodes.$inferInsert) => db.insert(emailCodes).values(values),
    /** Closes every open code of this address and purpose, so only the newest one works. */
    retireCodes: (email: string, accountType: CodeAccountType, purpose: CodePurpose, at: Date) =>
      db
        .update(emailCodes)
        .set({ consumedAt: at })
        .where(and(eq(emailCodes.email, email), eq(emailCodes.accountType, accountType), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt))),
    countCodeAttempt: (id: number) =>
      db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(eq(emailCodes.id, id)),
    consumeCode: (id: number, at: Date) =>
      db
        .update(emailCodes)
        .set({ consumedAt: at })
        .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
        .returning({ id: emailCodes.id }),

    verifiedEmail: async (email: string, accountType: CodeAccountType, now: Date) =>
      (
        await db
          .select()
          .from(verifiedEmails)
          .where(and(eq(verifiedEmails.email, email), eq(verifiedEmails.accountType, accountType), gt(verifiedEmails.expiresAt, now)))
          .limit(1)
      )[0],
    markEmailVerified: (email: string, accountType: CodeAccountType, verifiedAt: Date, expiresAt: Date) =>
      db
        .insert(verifiedEmails)
        .values({ email, accountType, verifiedAt, expiresAt })
        .onConflictDoUpdate({ target: [verifiedEmails.email, verifiedEmails.accountType], set: { verifiedAt, expiresAt } }),
    forgetVerifiedEmail: (email: string) => db.delete(verifiedEmails).where(eq(verifiedEmails.email, email)),

    insertSession: (values: typeof sessions.$inferInsert) => db.insert(sessions).values(values),
    activeSession: async (id: string, now: Date) =>
      (
        await db
          .select()
          .from(sessions)
          .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
          .limit(1)
      )[0],
    /** The User-Agents of the account's sessions begun since `since` (ended ones too), for "a new device". */
    userAgentsSince: async (userId: number, since: Date) =>
      (
        await db
          .select({ userAgent: sessions.userAgent })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), gt(sessions.createdAt, since)))
          .orderBy(desc(sessions.createdAt))
          .limit(50)
      ).map((row) => row.userAgent),
    touchSession: (id: string, at: Date) => db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id)),
    revokeSession: (id: string, at: Date) => db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, id)),
    revokeAllSessions: (userId: number, at: Date) =>
      db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),

    insertResetToken: (values: typeof resetTokens.$inferInsert) => db.insert(resetTokens).values(values),
    resetToken: async (tokenHash: string) => (await db.select().from(resetTokens).where(eq(resetTokens.tokenHash, tokenHash)).limit(1))[0],
    useResetToken: (tokenHash: string, at: Date) =>
      db
        .update(resetTokens)
        .set({ usedAt: at })
        .where(and(eq(resetTokens.tokenHash, tokenHash), isNull(resetTokens.usedAt))),

    /** true when the solution was not used before; expired entries are swept on the way. */
    rememberCaptcha: async (signature: string, now: Date, expiresAt: Date) => {
      await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
      const inserted = await db.insert(usedCaptchas).values({ signature, expiresAt }).onConflictDoNothing().returning();
      return inserted.length === 1;
    },

    /** Fixed-window counter; returns the count including this hit. */
    hitThrottle: async (key: string, now: Date, windowMs: number) => {
      const windowStart = new Date(now.getTime() - windowMs);
      const [row] = await db
        .insert(throttles)
        .values({ key, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: throttles.key,
          set: {
            count: sql`CASE WHEN ${throttles.windowStart} <= ${windowStart.getTime()} THEN 1 ELSE ${throttles.count} + 1 END`,
            windowStart: sql`CASE WHEN ${throttles.windowStart} <= ${windowStart.getTime()} THEN ${now.getTime()} ELSE ${throttles.windowStart} END`,
          },
        })
        .returning();
      return { count: row?.count ?? 1, windowStart: row?.windowStart ?? now };
    },
    peekThrottle: async (key: string) => (await db.select().from(throttles).where(eq(throttles.key, key)).limit(1))[0],
    clearThrottle: (key: string) => db.delete(throttles).where(eq(throttles.key, key)),
  };
}

export type AuthRepo = ReturnType<typeof authRepo>;
