import type { SecondFactorKind } from '../../../db/schema';
import { open } from '../../platform/secret-box';
import { AppError } from '../../http/errors';
import { translate } from '../../http/i18n';
import type { Deps, Locale } from '../../ports';
import type { CodeProof } from './factors.schemas';
import type { FactorsRepo, TotpRow } from './factors.repo';
import { recoveryCodeHash } from './recovery-codes';

/** A wrong code, said in the reader's language on the field that holds it. */
export function incorrectCodeError(locale: Locale, field: 'code' | 'recovery_code' = 'code'): AppError {
  const message = translate(locale, 'error_second_factor_incorrect');
  return new AppError('second_factor_incorrect', { message, fields: { [field]: [message] } });
}

/** The sealed secret is bound to its account: copied onto another row, it does not open. */
export const totpContext = (userId: number) => `totp:${userId}`;

/** Whether `code` is the app's code for now (±1 step) and newer than the last one accepted; records it if so. */
export async function acceptTotpCode(deps: Pick<Deps, 'clock' | 'factorKey'>, repo: FactorsRepo, totp: TotpRow, code: string): Promise<boolean> {
  // otpauth is loaded by the first code, not evaluated by every isolate at start.
  const { acceptedStep } = await import('./totp');
  const secret = await open(deps.factorKey, totp.secretSealed, totpContext(totp.userId));
  const now = deps.clock.now();
  const step = acceptedStep(secret, code, now, totp.lastStep);
  // The conditional write is the replay guard: two requests racing with one code cannot both pass it.
  return step !== null && (await repo.acceptStep(totp.userId, step, now));
}

/**
 * Checks a confirmed factor's code: an authenticator code or an unused recovery code (spent here). The kind that
 * proved it, or null.
 */
export async function proveWithCode(
  deps: Pick<Deps, 'clock' | 'factorKey' | 'codeHmacKey'>,
  repo: FactorsRepo,
  userId: number,
  proof: CodeProof,
): Promise<SecondFactorKind | null> {
  if (proof.recovery_code !== undefined) {
    const hash = await recoveryCodeHash(deps.codeHmacKey, userId, proof.recovery_code);
    return (await repo.useRecoveryCode(userId, hash, deps.clock.now())) ? 'recovery_code' : null;
  }
  const totp = await repo.totpOf(userId);
  if (!totp?.confirmedAt || proof.code === undefined) return null;
  return (await acceptTotpCode(deps, repo, totp, proof.code)) ? 'totp' : null;
}
