import { and, eq, exists, isNull } from 'drizzle-orm';
import { resetTokens, sessions, type UserRow, users } from '../../../db/schema';
import { AppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import { invalidFields } from '../../http/validation';
import { randomToken, sha256Hex } from '../../platform/crypto';
import type { MailMessage } from '../../ports';
import { authRepo, type CodeAccountType } from './auth.repo';
import { passwordChangedMail } from './auth.mail';
import { isPhoneAddress } from './auth.schemas';
import { deliverCode } from './sign-in-address';
import { captchaService } from './captcha.service';
import type { RequestInfo } from '../../http/request-info';
import { emailCodesService } from './email-codes.service';
import { type Authenticated, sessionsService } from './sessions.service';
import { codeResendCooldownMs, throttleRules, throttleService } from './throttle.service';

/** docs/product.md#forgot-and-reset-password: 32 random bytes, stored as SHA-256, 60 minutes, single use. */
const resetTokenLifetimeMs = 60 * 60 * 1000;

const signsInWith = (user: UserRow, address: string) => (isPhoneAddress(address) ? user.phone === address : user.email === address);
const holdsAccount = (user: UserRow | undefined, type: CodeAccountType): user is UserRow => Boolean(user && (user.type === type || user.type === 'admin'));

export function passwordService(request: RequestInfo) {
  const { deps, ip, locale } = request;
  const repo = authRepo(deps.db);
  const codes = emailCodesService(deps, repo);
  const throttle = throttleService(deps, repo);

  /** A notice about something already done: its failure is logged, never turned into a failed request. */
  async function notify(message: MailMessage) {
    try {
      await deps.mailer.send(message);
    } catch (error) {
      log.warn('notice e-mail not sent', describeError(error));
    }
  }

  /** New hash, no forced change, no lockout; every session of the user ends. `extra` joins the same batch. */
  async function replacePassword(user: UserRow, password: string, guard?: ReturnType<typeof exists>) {
    const now = deps.clock.now();
    const passwordHash = await deps.passwords.hash(password);
    const condition = guard ? and(eq(users.id, user.id), guard) : eq(users.id, user.id);
    return {
      now,
      statements: [
        deps.db.update(users).set({ passwordHash, passwordChangeRequired: false, failedLogins: 0, lockedUntil: null, updatedAt: now }).where(condition),
        deps.db
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt))),
      ] as const,
    };
  }

  return {
    /** The same reply whether or not the address has an account. */
    async forgotPassword(input: { address: string; type: CodeAccountType; captcha: string }): Promise<void> {
      await throttle.hit(throttleRules.resetPerIp, ip);
      await captchaService(deps, repo).require(input.captcha);
      const user = await repo.userByAddress(input.address);
      if (!holdsAccount(user, input.type)) return;
      const previous = await repo.latestCode(input.address, input.type, 'reset');
      if (previous && deps.clock.now().getTime() - previous.createdAt.getTime() < codeResendCooldownMs) return;
      await throttle.hit(throttleRules.codeSendPerAddress, `reset:${input.address}`);
      const target = { email: input.address, accountType: input.type, purpose: 'reset' } as const;
      const { code } = await codes.issue(target);
      try {
        await deliverCode(request, input.address, 'reset', code);
      } catch (error) {
        await codes.withdraw(target);
        throw error instanceof AppError ? error : new AppError('mail_failed', { cause: error });
      }
    },

    /** A right code becomes a reset token; for an unknown address every code is simply incorrect. */
    async verifyResetCode(input: { address: string; type: CodeAccountType; verification_code: string }) {
      await throttle.hit(throttleRules.codeCheckPerIp, ip);
      const user = await repo.userByAddress(input.address);
      try {
        await codes.consume({ email: input.address, accountType: input.type, purpose: 'reset' }, input.verification_code);
      } catch (error) {
        if (error instanceof AppError && error.code === 'code_not_requested') throw new AppError('incorrect_code');
        throw error;
      }
      if (!holdsAccount(user, input.type)) throw new AppError('incorrect_code');
      const token = randomToken(32);
      await repo.insertResetToken({
        tokenHash: await sha256Hex(token),
        userId: user.id,
        expiresAt: new Date(deps.clock.now().getTime() + resetTokenLifetimeMs),
      });
      return { token };
    },

    async resetPassword(input: { token: string; address: string; type: CodeAccountType; password: string }) {
      await throttle.hit(throttleRules.codeCheckPerIp, ip);
      const tokenHash = await sha256Hex(input.token);
      const row = await repo.resetToken(tokenHash);
      const user = row ? await repo.userById(row.userId) : undefined;
      const now = deps.clock.now();
      if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime() || !user || !signsInWith(user, input.address) || !holdsAccount(user, input.type)) {
        throw new AppError('reset_token_invalid');
      }
      // The password changes only while the token is unused, in the batch that uses it up: a token works once.
      const unused = exists(
        deps.db
          .select()
          .from(resetTokens)
          .where(and(eq(resetTokens.tokenHash, tokenHash), isNull(resetTokens.usedAt))),
      );
      const { statements } = await replacePassword(user, input.password, unused);
      const [changed] = await deps.db.batch([...statements, repo.useResetToken(tokenHash, now)]);
      if (rowsChanged(changed) === 0) throw new AppError('reset_token_invalid');
      await notify(passwordChangedMail(user.email, locale));
    },

    async changePassword(auth: Authenticated, input: { current_password: string; password: string }) {
      if (!(await deps.passwords.verify(auth.user.passwordHash, input.current_password))) {
        throw invalidFields(locale, { current_password: 'v_current_password_wrong' });
      }
      const { statements } = await replacePassword(auth.user, input.password);
      await deps.db.batch([...statements]);
      await notify(passwordChangedMail(auth.user.email, locale));
      // Every other device is signed out; this one gets a fresh session.
      return sessionsService(deps, repo).start(auth.user, request);
    },
  };
}

/** Rows changed by an UPDATE, from D1's `meta.changes` or libSQL's `rowsAffected`. */
export function rowsChanged(result: unknown): number {
  if (typeof result !== 'object' || result === null) return 0;
  if ('rowsAffected' in result && typeof result.rowsAffected === 'number') return result.rowsAffected;
  if ('meta' in result && typeof result.meta === 'object' && result.meta && 'changes' in result.meta) {
    return Number(result.meta.changes);
  }
  return 0;
}
