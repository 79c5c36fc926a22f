import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { passkeys, webauthnChallenges } from '../../../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

/** Passkeys and the WebAuthn challenges given out for them. Services decide; this reads and writes. */
export function passkeysRepo(db: Database) {
  return {
    ofUser: (userId: number) => db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt)).limit(50),
    byId: async (id: string) => (await db.select().from(passkeys).where(eq(passkeys.id, id)).limit(1))[0],
    insert: (values: typeof passkeys.$inferInsert) => db.insert(passkeys).values(values).onConflictDoNothing().returning({ id: passkeys.id }),
    rename: async (userId: number, id: string, name: string) =>
      (
        await db
          .update(passkeys)
          .set({ name })
          .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
          .returning({ id: passkeys.id })
      ).length > 0,
    remove: async (userId: number, id: string) =>
      (
        await db
          .delete(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
          .returning({ id: passkeys.id })
      ).length > 0,
    removeAllStatement: (userId: number) => db.delete(passkeys).where(eq(passkeys.userId, userId)),
    /**
     * Records a use with the authenticator's new counter, only if it moved forward (or the authenticator keeps none:
     * both zero); of two requests replaying one signature, one at most passes.
     */
    recordUse: async (id: string, counter: number, at: Date) =>
      (
        await db
          .update(passkeys)
          .set({ counter, lastUsedAt: at })
          .where(and(eq(passkeys.id, id), or(lt(passkeys.counter, counter), and(eq(passkeys.counter, 0), sql`${counter} = 0`))))
          .returning({ id: passkeys.id })
      ).length > 0,

    /** A new challenge; expired ones are swept on the way. */
    giveChallenge: (challenge: string, purpose: ChallengePurpose, userId: number | null, now: Date, expiresAt: Date) =>
      db.batch([
        db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now)),
        db.insert(webauthnChallenges).values({ challenge, purpose, userId, expiresAt }),
      ]),
    /** Spends a challenge given for this purpose (and account), unexpired and unused; false otherwise. */
    takeChallenge: async (challenge: string, purpose: ChallengePurpose, userId: number | null, now: Date) =>
      (
        await db
          .update(webauthnChallenges)
          .set({ usedAt: now })
          .where(
            and(
              eq(webauthnChallenges.challenge, challenge),
              eq(webauthnChallenges.purpose, purpose),
              userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
              isNull(webauthnChallenges.usedAt),
              gt(webauthnChallenges.expiresAt, now),
            ),
          )
          .returning({ challenge: webauthnChallenges.challenge })
      ).length > 0,
  };
}

export type PasskeysRepo = ReturnType<typeof passkeysRepo>;
