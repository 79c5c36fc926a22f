import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema';
import type { Authenticated } from '../../http/context';
import { AppError } from '../../http/errors';
import { afterReply, type RequestInfo } from '../../http/request-info';
import { seal } from '../../platform/secret-box';
import type { Deps, Locale } from '../../ports';
import { acceptTotpCode, incorrectCodeError, proveWithCode, totpContext } from './factor-proofs';
import type { CodeProof, SecondFactors, TotpSetup } from './factors.schemas';
import { type FactorsRepo, factorsRepo } from './factors.repo';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { factorsRemovedMail, recoveryCodeUsedMail } from './security.mail';
import { passkeysRepo } from './passkeys.repo';

type FactorDeps = Pick<Deps, 'clock' | 'db' | 'factorKey' | 'codeHmacKey'>;

/** Admins are never let in on a password alone; a company may choose the same for itself. */
export const secondFactorRequiredFor = (user: Pick<UserRow, 'type' | 'secondFactorRequired'>) => user.type === 'admin' || user.secondFactorRequired;

/** The account's set-up second steps: what sign-in asks for. */
export interface FactorSummary {
  totp: boolean;
  recoveryCodes: number;
  passkeys: number;
}
export const confirmedFactorsOf = (repo: FactorsRepo, userId: number): Promise<FactorSummary> => repo.summaryOf(userId);
/** A factor that proves a sign-in by itself (recovery codes are only the way back to one). */
const hasStrongFactor = (summary: FactorSummary) => summary.totp || summary.passkeys > 0;

/** A new authenticator secret for the account (replacing one never confirmed): shown once, sealed at rest. */
export async function startTotp(deps: FactorDeps, repo: FactorsRepo, user: Pick<UserRow, 'id' | 'email'>): Promise<TotpSetup> {
  // otpauth is loaded by the first setup, not evaluated by every isolate at start.
  const { newTotpSecret, otpauthUrl } = await import('./totp');
  const secret = newTotpSecret();
  const started = await repo.startTotp(user.id, await seal(deps.factorKey, secret, totpContext(user.id)), deps.clock.now());
  if (!started) throw new AppError('totp_already_set_up');
  return { secret, otpauth_url: otpauthUrl(secret, user.email) };
}

/** The first right code confirms the app; ten recovery codes are made with it and shown once. */
export async function confirmTotp(deps: FactorDeps, repo: FactorsRepo, userId: number, code: string, locale: Locale): Promise<string[]> {
  const totp = await repo.totpOf(userId);
  if (!totp) throw new AppError('totp_not_started');
  if (totp.confirmedAt) throw new AppError('totp_already_set_up');
  if (!(await acceptTotpCode(deps, repo, totp, code))) throw incorrectCodeError(locale);
  return replaceRecoveryCodes(deps, repo, userId);
}

async function replaceRecoveryCodes(deps: FactorDeps, repo: FactorsRepo, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => recoveryCodeHash(deps.codeHmacKey, userId, code)));
  await repo.db.batch(repo.replaceRecoveryCodes(userId, hashes, deps.clock.now()));
  return codes;
}

/** After a recovery code opened the account: the mail that says so, sent once the reply has gone. */
export async function announceRecoveryCodeUse(request: RequestInfo, repo: FactorsRepo, user: UserRow): Promise<void> {
  const left = await repo.recoveryCodesLeft(user.id);
  const mail = recoveryCodeUsedMail(user.email, request.locale, left, request.deps.siteUrl);
  await afterReply(request, 'recovery-code mail', () => request.deps.mailer.send(mail), { userId: user.id });
}

/** The second steps of one's own account on the security page (docs/product.md#security-and-devices). */
export function factorsService(request: RequestInfo) {
  const { deps } = request;
  const repo = factorsRepo(deps.db);

  return {
    async status(auth: Authenticated): Promise<SecondFactors> {
      const [totp, summary] = await Promise.all([repo.totpOf(auth.user.id), repo.summaryOf(auth.user.id)]);
      return {
        totp_confirmed_at: totp?.confirmedAt?.toISOString() ?? null,
        recovery_codes_left: summary.recoveryCodes,
        passkeys: summary.passkeys,
        required: secondFactorRequiredFor(auth.user),
        can_require: auth.user.type === 'company',
      };
    },
    startTotp: (auth: Authenticated) => startTotp(deps, repo, auth.user),
    confirmTotp: (auth: Authenticated, code: string) => confirmTotp(deps, repo, auth.user.id, code, request.locale),

    /** Needs a code from the app (or a recovery code): someone at an open laptop cannot take the factor away. */
    async removeTotp(auth: Authenticated, proof: CodeProof): Promise<void> {
      if (secondFactorRequiredFor(auth.user) && (await confirmedFactorsOf(repo, auth.user.id)).passkeys === 0) throw new AppError('second_factor_needed');
      const kind = await proveWithCode(deps, repo, auth.user.id, proof);
      if (!kind) throw incorrectCodeError(request.locale, proof.recovery_code === undefined ? 'code' : 'recovery_code');
      await repo.db.batch([repo.deleteTotp(auth.user.id), repo.deleteRecoveryCodes(auth.user.id)]);
    },

    async regenerateRecoveryCodes(auth: Authenticated): Promise<string[]> {
      if (!hasStrongFactor(await confirmedFactorsOf(repo, auth.user.id))) throw new AppError('second_factor_missing');
      return replaceRecoveryCodes(deps, repo, auth.user.id);
    },

    /** A company's own rule: from now on every sign-in needs its second step (one must be set up first). */
    async setRequired(auth: Authenticated, required: boolean): Promise<void> {
      if (required && !hasStrongFactor(await confirmedFactorsOf(repo, auth.user.id))) throw new AppError('second_factor_missing');
      await repo.setRequired(auth.user.id, required, deps.clock.now());
    },
  };
}

/** The account's app, recovery codes left and passkeys (the admin console shows them). */
export const factorSummaryOf = (db: Database, userId: number) => confirmedFactorsOf(factorsRepo(db), userId);

/**
 * An admin helps a locked-out owner who has lost every factor: the statements that remove all of them (for the
 * caller's batch with its audit entry). A company's own "required" rule stays, so its next sign-in sets a new one up.
 */
export function removeAllFactorsStatements(db: Database, userId: number) {
  const repo = factorsRepo(db);
  return [repo.deleteTotp(userId), repo.deleteRecoveryCodes(userId), passkeysRepo(db).removeAllStatement(userId)] as const;
}

/** Said to the account, in its language, once its factors were removed by an admin. */
export async function tellFactorsRemoved(request: RequestInfo, user: Pick<UserRow, 'id' | 'email' | 'locale'>): Promise<void> {
  const mail = factorsRemovedMail(user.email, user.locale, request.deps.siteUrl);
  await afterReply(request, 'factors-removed mail', () => request.deps.mailer.send(mail), { userId: user.id });
}
