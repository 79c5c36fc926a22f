import type { SecondFactorKind, UserRow } from '../../../db/schema';
import { AppError } from '../../http/errors';
import type { RequestInfo } from '../../http/request-info';
import { randomToken, sha256Hex } from '../../platform/crypto';
import { proveWithCode } from './factor-proofs';
import { passkeysService } from './passkeys.service';

export { incorrectCodeError } from './factor-proofs';
import type { SecondStepInput, TotpSetup } from './factors.schemas';
import { type PendingSignInRow, factorsRepo } from './factors.repo';
import { announceRecoveryCodeUse, confirmTotp, confirmedFactorsOf, secondFactorRequiredFor, startTotp } from './factors.service';

/** A password sign-in waits this long for its second step. */
export const pendingSignInMs = 5 * 60 * 1000;

export type SecondStepFactor = 'passkey' | 'totp' | 'recovery_code';
/** What a right password leads to: straight in, a second step, or setting one up first. */
export type SecondStepNeed = { kind: 'none' } | { kind: 'second_factor'; factors: SecondStepFactor[] } | { kind: 'setup' };

export interface PendingSignIn {
  token: string;
  expiresAt: Date;
}

/** What the second step proved, and the recovery codes made when it was the first authenticator set-up. */
export interface SecondStepProof {
  factor: SecondFactorKind;
  recoveryCodes?: string[];
}

/**
 * The sign-in side of second factors (docs/product.md#two-step-sign-in): which accounts need one, the pending sign-in
 * between the password and the code, and checking the code. Signing in itself stays with the auth feature.
 */
export function secondStepService(request: RequestInfo) {
  const { deps } = request;
  const repo = factorsRepo(deps.db);
  const expired = () => new AppError('second_factor_expired');

  return {
    async needOf(user: UserRow): Promise<SecondStepNeed> {
      const summary = await confirmedFactorsOf(repo, user.id);
      // Passkeys first; recovery codes left over from a removed app still open the account (they were issued to its owner).
      const factors: SecondStepFactor[] = [
        ...(summary.passkeys > 0 ? (['passkey'] as const) : []),
        ...(summary.totp ? (['totp'] as const) : []),
        ...(summary.recoveryCodes > 0 ? (['recovery_code'] as const) : []),
      ];
      if (factors.length > 0) return { kind: 'second_factor', factors };
      return secondFactorRequiredFor(user) ? { kind: 'setup' } : { kind: 'none' };
    },

    async begin(user: UserRow, purpose: PendingSignInRow['purpose']): Promise<PendingSignIn> {
      const token = randomToken(32);
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + pendingSignInMs);
      await repo.insertPending({ tokenHash: await sha256Hex(token), userId: user.id, purpose, createdAt: now, expiresAt }, now);
      return { token, expiresAt };
    },

    /** The open pending sign-in the token names; a wrong, used or expired one is told apart from nothing. */
    async open(token: string): Promise<PendingSignInRow> {
      const pending = await repo.openPending(await sha256Hex(token), deps.clock.now());
      if (!pending) throw expired();
      return pending;
    },

    /** The authenticator secret of an account that must set one up before it is let in. */
    async setup(pending: PendingSignInRow, user: UserRow): Promise<TotpSetup> {
      if (pending.purpose !== 'setup') throw expired();
      return startTotp(deps, repo, user);
    },

    /** The options for the passkey ceremony of a pending sign-in's second step. */
    async passkeyOptions(pending: PendingSignInRow) {
      if (pending.purpose !== 'second_factor') throw expired();
      return passkeysService(request).secondStepOptions({ id: pending.userId });
    },

    /** Checks the code against the pending sign-in: the proof, or null for a wrong code (the caller counts it). */
    async prove(pending: PendingSignInRow, input: SecondStepInput): Promise<SecondStepProof | null> {
      if (pending.purpose === 'setup') {
        if (input.code === undefined) return null;
        try {
          return { factor: 'totp', recoveryCodes: await confirmTotp(deps, repo, pending.userId, input.code, request.locale) };
        } catch (error) {
          if (error instanceof AppError && error.code === 'second_factor_incorrect') return null;
          throw error;
        }
      }
      if (input.webauthn) return (await passkeysService(request).provesSecondStep(pending.userId, input.webauthn)) ? { factor: 'passkey' } : null;
      const factor = await proveWithCode(deps, repo, pending.userId, input);
      return factor ? { factor } : null;
    },

    /** Spends the pending sign-in: of two requests finishing it, only one signs in. */
    async spend(pending: PendingSignInRow): Promise<void> {
      if (!(await repo.usePending(pending.tokenHash, deps.clock.now()))) throw expired();
    },

    announceRecoveryCodeUse: (user: UserRow) => announceRecoveryCodeUse(request, repo, user),
  };
}
