import { AppError } from '../../http/errors';
import type { Deps } from '../../ports';
import { type AuthRepo, authRepo } from './auth.repo';

export interface ThrottleRule {
  /** Name of the counted action, part of the key. */
  action: string;
  limit: number;
  windowMs: number;
}

/** Limits of the account flows and of costly calls (OWASP authentication and forgot-password cheat sheets). */
export const throttleRules = {
  codeSendPerAddress: { action: 'code-send-address', limit: 5, windowMs: 60 * 60 * 1000 },
  codeSendPerIp: { action: 'code-send-ip', limit: 30, windowMs: 60 * 60 * 1000 },
  codeCheckPerIp: { action: 'code-check-ip', limit: 60, windowMs: 10 * 60 * 1000 },
  loginPerIp: { action: 'login-ip', limit: 30, windowMs: 10 * 60 * 1000 },
  resetPerIp: { action: 'reset-ip', limit: 20, windowMs: 60 * 60 * 1000 },
  // A CV PDF costs about 100 ms of CPU: enough for a person trying every language, not for a loop.
  cvPdfPerUser: { action: 'cv-pdf-user', limit: 30, windowMs: 10 * 60 * 1000 },
} as const satisfies Record<string, ThrottleRule>;

/** The least time between two codes sent to one address: the resend link waits this long. */
export const codeResendCooldownMs = 30 * 1000;

/** `repo` is passed by auth's own flows, which share one; other features leave it out. */
export function throttleService(deps: Pick<Deps, 'clock' | 'db'>, repo: AuthRepo = authRepo(deps.db)) {
  const keyOf = (rule: ThrottleRule, subject: string) => `${rule.action}:${subject}`;

  return {
    /** Counts one hit and refuses with 429 and Retry-After once the window's limit is passed. */
    async hit(rule: ThrottleRule, subject: string): Promise<void> {
      const now = deps.clock.now();
      const { count, windowStart } = await repo.hitThrottle(keyOf(rule, subject), now, rule.windowMs);
      if (count > rule.limit) {
        const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
        throw new AppError('rate_limited', { retryAfterSeconds });
      }
    },
    async reset(rule: ThrottleRule, subject: string): Promise<void> {
      await repo.clearThrottle(keyOf(rule, subject));
    },
  };
}
