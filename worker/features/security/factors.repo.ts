import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { passkeys, pendingSignIns, recoveryCodes, totpFactors, users } from '../../../db/schema';

export type TotpRow = typeof totpFactors.$inferSelect;
export type PendingSignInRow = typeof pendingSignIns.$inferSelect;

/** The second factors of one account and the sign-ins waiting for one. Services decide; this reads and writes. */
export function factorsRepo(db: Database) {
  return {
    db,
    totpOf: async (userId: number) => (await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1))[0],
    /** A new, unconfirmed secret, replacing an unconfirmed one; never a confirmed one (false then). */
    startTotp: async (userId: number, secretSealed: string, now: Date) =>
      (
        await db
          .insert(totpFactors)
          .values({ userId, secretSealed, createdAt: now })
          .onConflictDoUpdate({ target: totpFactors.userId, set: { secretSealed, createdAt: now, lastStep: null }, setWhere: isNull(totpFactors.confirmedAt) })
          .returning({ userId: totpFactors.userId })
      ).length > 0,
    /**
     * Records `step` as the last accepted code's, only if it is later than the last one: of two requests racing with
     * the same code, one wins. `confirmedAt` is set on the first.
     */
    acceptStep: async (userId: number, step: number, now: Date) =>
      (
        await db
          .update(totpFactors)
          .set({ lastStep: step, confirmedAt: sql`coalesce(${totpFactors.confirmedAt}, ${now.getTime()})` })
          .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))))
          .returning({ userId: totpFactors.userId })
      ).length > 0,
    deleteTotp: (userId: number) => db.delete(totpFactors).where(eq(totpFactors.userId, userId)),

    /** Whether the app is confirmed, how many recovery codes are left and how many passkeys: one statement (every sign-in asks). */
    summaryOf: async (userId: number) => {
      const [row] = await db
        .select({
          confirmed: sql<number>`(select count(*) from ${totpFactors} where ${totpFactors.userId} = ${userId} and ${totpFactors.confirmedAt} is not null)`,
          left: sql<number>`(select count(*) from ${recoveryCodes} where ${recoveryCodes.userId} = ${userId} and ${recoveryCodes.usedAt} is null)`,
          passkeys: sql<number>`(select count(*) from ${passkeys} where ${passkeys.userId} = ${userId})`,
        })
        .from(sql`(select 1)`);
      return { totp: Number(row?.confirmed ?? 0) > 0, recoveryCodes: Number(row?.left ?? 0), passkeys: Number(row?.passkeys ?? 0) };
    },
    recoveryCodesLeft: async (userId: number) =>
      (
        await db
          .select({ left: count() })
          .from(recoveryCodes)
          .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      )[0]?.left ?? 0,
    /** The statements that replace every recovery code of the account (for the caller's batch). */
    replaceRecoveryCodes: (userId: number, codeHashes: string[], now: Date) =>
      [
        db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
        db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now }))),
      ] as const,
    deleteRecoveryCodes: (userId: number) => db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    /** Spends the code if it is the account's and unused; false otherwise. */
    useRecoveryCode: async (userId: number, codeHash: string, now: Date) =>
      (
        await db
          .update(recoveryCodes)
          .set({ usedAt: now })
          .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
          .returning({ id: recoveryCodes.id })
      ).length > 0,

    setRequired: (userId: number, required: boolean, now: Date) =>
      db.update(users).set({ secondFactorRequired: required, updatedAt: now }).where(eq(users.id, userId)),

    insertPending: (values: typeof pendingSignIns.$inferInsert, now: Date) =>
      db.batch([db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now)), db.insert(pendingSignIns).values(values)]),
    openPending: async (tokenHash: string, now: Date) =>
      (
        await db
          .select()
          .from(pendingSignIns)
          .where(and(eq(pendingSignIns.tokenHash, tokenHash), isNull(pendingSignIns.usedAt), gt(pendingSignIns.expiresAt, now)))
          .limit(1)
      )[0],
    /** Spends the pending sign-in; false when another request spent it first. */
    usePending: async (tokenHash: string, now: Date) =>
      (
        await db
          .update(pendingSignIns)
          .set({ usedAt: now })
          .where(and(eq(pendingSignIns.tokenHash, tokenHash), isNull(pendingSignIns.usedAt)))
          .returning({ userId: pendingSignIns.userId })
      ).length > 0,
  };
}

export type FactorsRepo = ReturnType<typeof factorsRepo>;
