import { AppError } from '../../http/errors';
import type { Locale, Passwords } from '../../ports';
import { isDisabled } from '../admin/disabled-accounts.service';
import { authRepo } from './auth.repo';
import { hasProvenAddress } from './pending-applicant.service';
import type { SecondFactorKind, UserRow } from '../../../db/schema';
import type { SecondStepInput } from '../security/factors.schemas';
import type { WebauthnCredential } from '../security/passkeys.schemas';
import { passkeysService } from '../security/passkeys.service';
import { incorrectCodeError, type PendingSignIn, type SecondStepFactor, secondStepService } from '../security/second-step.service';
import type { LoginInput } from './auth.schemas';
import { captchaService } from './captcha.service';
import { afterReply, type RequestInfo } from '../../http/request-info';
import { deviceOf, sameKindOfDevice } from '../../shared/user-agent';
import { newDeviceMail } from './auth.mail';
import { type Authenticated, sessionsService } from './sessions.service';
import { throttleRules, throttleService } from './throttle.service';

/** Failed logins in a row before the account is locked; each lockout lasts twice the one before. */
export const failuresBeforeLockout = 5;
const firstLockoutMs = 5 * 60 * 1000;
const longestLockoutMs = 24 * 60 * 60 * 1000;
/** After a failed login, the next one for the address needs the robot check during this time. */
const robotCheckAfterFailureMs = 60 * 60 * 1000;
/** A kind of device (browser and system) the account signed in from within this many days is not "new". */
const knownDeviceDays = 90;

// Unknown addresses are checked against this hash so that they cost the same time as known ones.
const dummyHashes = new WeakMap<Passwords, Promise<string>>();
function dummyHash(passwords: Passwords): Promise<string> {
  let hash = dummyHashes.get(passwords);
  if (!hash) {
    hash = passwords.hash(`dummy-${crypto.randomUUID()}`);
    dummyHashes.set(passwords, hash);
  }
  return hash;
}

export function lockoutDurationMs(previousLockouts: number): number {
  return Math.min(firstLockoutMs * 2 ** previousLockouts, longestLockoutMs);
}

function lockedError(lockedUntil: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError('account_locked', {
    message: `Account is temporarily locked. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds: seconds,
  });
}

/** What a right password leads to (docs/product.md#two-step-sign-in). */
export type LoginOutcome =
  | { kind: 'signed_in'; user: UserRow; token: string; sessionId: string; suggestSecondFactor: boolean }
  | { kind: 'second_factor'; pending: PendingSignIn; factors: SecondStepFactor[] }
  | { kind: 'setup'; pending: PendingSignIn };

const canLogInAs = (user: UserRow, type: LoginInput['type']) => user.type === type || user.type === 'admin';

export function loginService(request: RequestInfo) {
  const { deps, ip } = request;
  const repo = authRepo(deps.db);
  const throttle = throttleService(deps, repo);
  const secondStep = secondStepService(request);
  const failureKey = (email: string) => `login-failed:${email}`;

  async function robotCheckRequired(email: string): Promise<boolean> {
    const failed = await repo.peekThrottle(failureKey(email));
    return Boolean(failed && deps.clock.now().getTime() - failed.windowStart.getTime() < robotCheckAfterFailureMs);
  }

  /** A wrong password, or a wrong second-step code: both count toward the account's lockout. */
  async function recordFailure(email: string, user: UserRow | undefined, wrong = () => new AppError('invalid_credentials')): Promise<AppError> {
    const now = deps.clock.now();
    await repo.hitThrottle(failureKey(email), now, robotCheckAfterFailureMs);
    if (!user) return wrong();
    const failures = user.failedLogins + 1;
    if (failures >= failuresBeforeLockout) {
      const lockedUntil = new Date(now.getTime() + lockoutDurationMs(user.lockouts));
      await repo.updateUser(user.id, { failedLogins: 0, lockouts: user.lockouts + 1, lockedUntil, updatedAt: now });
      return lockedError(lockedUntil, now);
    }
    await repo.updateUser(user.id, { failedLogins: failures, updatedAt: now });
    return wrong();
  }

  /** Whether the account has signed in before, but never from this kind of device (browser and system) lately. */
  async function newKindOfDevice(userId: number, now: Date): Promise<boolean> {
    const earlier = await repo.userAgentsSince(userId, new Date(now.getTime() - knownDeviceDays * 24 * 60 * 60 * 1000));
    const device = deviceOf(request.userAgent);
    return earlier.length > 0 && !earlier.some((userAgent) => sameKindOfDevice(deviceOf(userAgent), device));
  }

  /** Lets the user in: the sign-in's language kept, a session begun, a new kind of device told by mail. */
  async function signIn(user: UserRow, secondFactor: SecondFactorKind | null) {
    const now = deps.clock.now();
    // The language of the last sign-in is the one mail that no request causes (notices, alerts) is written in.
    const changes = { failedLogins: 0, lockouts: 0, lockedUntil: null, locale: request.locale, updatedAt: now };
    await repo.updateUser(user.id, changes);
    const signedIn: UserRow = { ...user, ...changes };
    const firstOfItsKind = await newKindOfDevice(user.id, now);
    const session = await sessionsService(deps, repo).start(signedIn, request, secondFactor);
    if (firstOfItsKind) {
      const place = [request.place?.city, request.place?.country].filter(Boolean).join(', ') || undefined;
      const mail = newDeviceMail(user.email, request.locale, {
        device: deviceOf(request.userAgent),
        place,
        securityUrl: `${request.origin}/account/security`,
      });
      await afterReply(request, 'new-device mail', () => deps.mailer.send(mail), { userId: user.id });
    }
    return { user: signedIn, ...session };
  }

  /** The account behind an open pending sign-in, refused when it was locked or disabled meanwhile. */
  async function pendingAccount(pendingToken: string) {
    const pending = await secondStep.open(pendingToken);
    const user = await repo.userById(pending.userId);
    if (!user) throw new AppError('second_factor_expired');
    const now = deps.clock.now();
    if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) throw lockedError(user.lockedUntil, now);
    if (await isDisabled(deps.db, user.id)) throw new AppError('account_disabled');
    return { pending, user };
  }

  return {
    robotCheckRequired,

    /**
     * The password step. An account with a second factor (or one that must set one up) gets a pending sign-in to
     * finish with `finishSecondStep`; any other is signed in.
     */
    async login(input: LoginInput): Promise<LoginOutcome> {
      await throttle.hit(throttleRules.loginPerIp, ip);
      if (await robotCheckRequired(input.address)) await captchaService(deps, repo).require(input.captcha);

      const user = await repo.userByAddress(input.address);
      const now = deps.clock.now();
      if (user?.lockedUntil && user.lockedUntil.getTime() > now.getTime()) throw lockedError(user.lockedUntil, now);

      const passwordOk = await deps.passwords.verify(user?.passwordHash ?? (await dummyHash(deps.passwords)), input.password);
      if (!user || !passwordOk || !canLogInAs(user, input.type)) throw await recordFailure(input.address, user);
      if (!hasProvenAddress(user)) throw new AppError(user.type === 'company' ? 'company_email_unverified' : 'account_email_unverified');
      if (await isDisabled(deps.db, user.id)) throw new AppError('account_disabled');
      await repo.clearThrottle(failureKey(input.address));

      const need = await secondStep.needOf(user);
      if (need.kind === 'none') return { kind: 'signed_in', suggestSecondFactor: user.type === 'company', ...(await signIn(user, null)) };
      const pending = await secondStep.begin(user, need.kind === 'setup' ? 'setup' : 'second_factor');
      return need.kind === 'setup' ? { kind: 'setup', pending } : { kind: 'second_factor', pending, factors: need.factors };
    },

    /** Options for a sign-in with a passkey alone (a discoverable credential: no e-mail typed). */
    async passkeyOptions() {
      await throttle.hit(throttleRules.loginPerIp, ip);
      return passkeysService(request).signInOptions();
    },

    /** A passkey alone signs in: it is the device and the person on it (user verification), so no second step follows. */
    async passkeySignIn(credential: WebauthnCredential) {
      await throttle.hit(throttleRules.loginPerIp, ip);
      const userId = await passkeysService(request).signInUser(credential);
      const user = userId === null ? undefined : await repo.userById(userId);
      if (!user) throw new AppError('passkey_not_accepted');
      const now = deps.clock.now();
      if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) throw lockedError(user.lockedUntil, now);
      if (await isDisabled(deps.db, user.id)) throw new AppError('account_disabled');
      return signIn(user, 'passkey');
    },

    /** The passkey ceremony's options for a pending sign-in's second step. */
    async secondStepPasskeyOptions(pendingToken: string) {
      const { pending } = await pendingAccount(pendingToken);
      return secondStep.passkeyOptions(pending);
    },

    /** An account that must set a factor up before it is let in: its authenticator secret. */
    async setupSecondStep(pendingToken: string) {
      const { pending, user } = await pendingAccount(pendingToken);
      return secondStep.setup(pending, user);
    },

    /** The second step: a right code signs in (once); a wrong one counts toward the lockout as a wrong password does. */
    async finishSecondStep(input: SecondStepInput) {
      const { pending, user } = await pendingAccount(input.pending_token);
      const proof = await secondStep.prove(pending, input);
      if (!proof)
        throw await recordFailure(user.email, user, () => incorrectCodeError(request.locale, input.recovery_code === undefined ? 'code' : 'recovery_code'));
      await secondStep.spend(pending);
      const signedIn = await signIn(user, proof.factor);
      if (proof.factor === 'recovery_code') await secondStep.announceRecoveryCodeUse(signedIn.user);
      return { ...signedIn, recoveryCodes: proof.recoveryCodes };
    },

    /** The reader switched language while signed in: mail that no request causes follows it. */
    async rememberLanguage(auth: Authenticated): Promise<Locale> {
      if (auth.user.locale !== request.locale) await repo.updateUser(auth.user.id, { locale: request.locale, updatedAt: deps.clock.now() });
      return request.locale;
    },
  };
}
