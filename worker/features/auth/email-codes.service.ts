import { AppError } from '../../http/errors';
import { constantTimeEqual, hmacSha256Hex, randomDigits } from '../../platform/crypto';
import type { Deps } from '../../ports';
import { type AuthRepo, authRepo, type CodeAccountType, type CodePurpose } from './auth.repo';

/**
 * docs/product.md#sign-up-and-e-mail-codes: a code lives 3 minutes; Kar adds at most 5 wrong tries, stored as an HMAC,
 * single use (docs/product.md#where-kar-differs-from-specmd).
 */
export const codeLifetimeMs = 3 * 60 * 1000;
export const maxCodeAttempts = 5;

interface CodeTarget {
  email: string;
  accountType: CodeAccountType;
  purpose: CodePurpose;
}

/** `repo` is passed by auth's own flows, which share one; other features leave it out. */
export function emailCodesService(deps: Pick<Deps, 'clock' | 'codeHmacKey' | 'db'>, repo: AuthRepo = authRepo(deps.db)) {
  // The purpose and address are part of the MAC: a code sent for one flow or address is useless for another.
  const digest = (target: CodeTarget, code: string) => hmacSha256Hex(deps.codeHmacKey, `${target.purpose}\n${target.accountType}\n${target.email}\n${code}`);

  return {
    /** Makes a new code (the previous ones stop working) and returns it for the e-mail. */
    async issue(target: CodeTarget): Promise<{ code: string; expiresAt: Date }> {
      const now = deps.clock.now();
      const code = randomDigits(6);
      const expiresAt = new Date(now.getTime() + codeLifetimeMs);
      await repo.db.batch([
        repo.retireCodes(target.email, target.accountType, target.purpose, now),
        repo.insertCode({ ...target, codeHash: await digest(target, code), expiresAt, createdAt: now }),
      ]);
      return { code, expiresAt };
    },

    /** Withdraws the newest code, when its e-mail could not be sent. */
    async withdraw(target: CodeTarget): Promise<void> {
      await repo.retireCodes(target.email, target.accountType, target.purpose, deps.clock.now());
    },

    /** Accepts the newest open code once; a wrong one counts toward the limit. */
    async consume(target: CodeTarget, code: string): Promise<void> {
      const now = deps.clock.now();
      const latest = await repo.latestCode(target.email, target.accountType, target.purpose);
      if (!latest || latest.consumedAt) throw new AppError('code_not_requested');
      if (latest.attempts >= maxCodeAttempts) throw new AppError('code_attempts_exceeded');
      if (latest.expiresAt.getTime() <= now.getTime()) throw new AppError('code_expired');
      if (!constantTimeEqual(latest.codeHash, await digest(target, code))) {
        await repo.countCodeAttempt(latest.id);
        throw new AppError(latest.attempts + 1 >= maxCodeAttempts ? 'code_attempts_exceeded' : 'incorrect_code');
      }
      // Two requests racing with the same right code: only the one that flips consumed_at wins.
      const consumed = await repo.consumeCode(latest.id, now);
      if (consumed.length !== 1) throw new AppError('code_not_requested');
    },
  };
}
