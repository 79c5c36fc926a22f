import type { UserRow } from '../../../db/schema';
import type { Authenticated } from '../../http/context';
import { AppError } from '../../http/errors';
import type { RequestInfo } from '../../http/request-info';
import { log } from '../../http/logger';
import { toBase64Url } from '../../platform/crypto';
import { factorsRepo } from './factors.repo';
import { secondFactorRequiredFor } from './factors.service';
import type { PasskeyView, WebauthnCredential } from './passkeys.schemas';
import { type ChallengePurpose, type PasskeyRow, passkeysRepo } from './passkeys.repo';
import { relyingPartyOf } from './relying-party';
import { bytesOf, challengeIn, webauthnLibrary } from './webauthn';

/** A challenge is answered within this time (the browser's own timeout is one minute). */
const challengeMs = 2 * 60 * 1000;
const timeoutMs = 60 * 1000;

const toView = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  backed_up: row.backedUp,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * Passkeys (WebAuthn, decision 0023): made and named on the security page, used to sign in alone or as the second
 * step after the password. Challenges are single use and short lived; the signature counter must move forward.
 */
export function passkeysService(request: RequestInfo) {
  const { deps } = request;
  const repo = passkeysRepo(deps.db);
  const party = () => relyingPartyOf(deps, request.origin);

  async function giveChallenge(challenge: string, purpose: ChallengePurpose, userId: number | null) {
    const now = deps.clock.now();
    await repo.giveChallenge(challenge, purpose, userId, now, new Date(now.getTime() + challengeMs));
  }
  /** The library asks whether the answer's challenge is one Kar gave for this purpose: spent if so. */
  const takenChallenge = (purpose: ChallengePurpose, userId: number | null) => (challenge: string) =>
    repo.takeChallenge(challenge, purpose, userId, deps.clock.now());

  /** Checks an assertion against the passkey it names; the passkey when it holds, else null. */
  async function verifiedAssertion(credential: WebauthnCredential, purpose: ChallengePurpose, userId: number | null): Promise<PasskeyRow | null> {
    const passkey = await repo.byId(credential.id);
    if (!passkey || (userId !== null && passkey.userId !== userId)) {
      // Spend the challenge anyway: an answer naming an unknown passkey must not leave it open for another try.
      const challenge = challengeIn(credential.response.clientDataJSON);
      if (challenge) await repo.takeChallenge(challenge, purpose, userId, deps.clock.now());
      return null;
    }
    const { verifyAuthenticationResponse } = await webauthnLibrary();
    const { id, origins } = party();
    try {
      const result = await verifyAuthenticationResponse({
        response: credential as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        expectedChallenge: takenChallenge(purpose, userId),
        expectedOrigin: origins,
        expectedRPID: id,
        credential: {
          id: passkey.id,
          publicKey: bytesOf(passkey.publicKey),
          counter: passkey.counter,
          ...(passkey.transports ? { transports: passkey.transports as never } : {}),
        },
        // A passkey alone stands for the password too: the person must be verified on the device (PIN, face, finger).
        requireUserVerification: purpose === 'sign_in',
      });
      if (!result.verified) return null;
      return (await repo.recordUse(passkey.id, result.authenticationInfo.newCounter, deps.clock.now())) ? passkey : null;
    } catch (error) {
      log.info('passkey assertion refused', { reason: error instanceof Error ? error.message : String(error) });
      return null;
    }
  }

  return {
    async list(auth: Authenticated): Promise<PasskeyView[]> {
      return (await repo.ofUser(auth.user.id)).map(toView);
    },

    /** The options for `navigator.credentials.create()`: a discoverable credential, none the account already has. */
    async registrationOptions(auth: Authenticated) {
      const { generateRegistrationOptions } = await webauthnLibrary();
      const existing = await repo.ofUser(auth.user.id);
      const options = await generateRegistrationOptions({
        rpName: 'Kar',
        rpID: party().id,
        userName: auth.user.email,
        userDisplayName: auth.user.fullName ?? auth.user.email,
        userID: Uint8Array.from(new TextEncoder().encode(`kar-${auth.user.id}`)),
        timeout: timeoutMs,
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({ id: passkey.id, ...(passkey.transports ? { transports: passkey.transports as never } : {}) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await giveChallenge(options.challenge, 'register', auth.user.id);
      return options;
    },

    async add(auth: Authenticated, name: string, credential: WebauthnCredential): Promise<PasskeyView> {
      const { verifyRegistrationResponse } = await webauthnLibrary();
      const { id, origins } = party();
      const refused = () => new AppError('passkey_not_added');
      let info;
      try {
        const result = await verifyRegistrationResponse({
          response: credential as Parameters<typeof verifyRegistrationResponse>[0]['response'],
          expectedChallenge: takenChallenge('register', auth.user.id),
          expectedOrigin: origins,
          expectedRPID: id,
          requireUserVerification: false,
        });
        if (!result.verified) throw refused();
        info = result.registrationInfo;
      } catch (error) {
        if (error instanceof AppError) throw error;
        log.info('passkey registration refused', { reason: error instanceof Error ? error.message : String(error) });
        throw refused();
      }
      const now = deps.clock.now();
      const row = {
        id: info.credential.id,
        userId: auth.user.id,
        name,
        publicKey: toBase64Url(info.credential.publicKey),
        counter: info.credential.counter,
        transports: info.credential.transports ?? credential.response.transports ?? null,
        backedUp: info.credentialBackedUp,
        createdAt: now,
        lastUsedAt: null,
      };
      if ((await repo.insert(row)).length === 0) throw refused();
      return toView(row);
    },

    async rename(auth: Authenticated, id: string, name: string): Promise<void> {
      if (!(await repo.rename(auth.user.id, id, name))) throw new AppError('not_found');
    },

    /** An account that must keep a second step cannot remove its last one. */
    async remove(auth: Authenticated, id: string): Promise<void> {
      const owned = await repo.ofUser(auth.user.id);
      if (!owned.some((passkey) => passkey.id === id)) throw new AppError('not_found');
      const summary = await factorsRepo(deps.db).summaryOf(auth.user.id);
      if (secondFactorRequiredFor(auth.user) && owned.length === 1 && !summary.totp) throw new AppError('second_factor_needed');
      await repo.remove(auth.user.id, id);
    },

    /** Options for a sign-in with a passkey alone: any of the site's discoverable passkeys, no e-mail typed. */
    async signInOptions() {
      const { generateAuthenticationOptions } = await webauthnLibrary();
      const options = await generateAuthenticationOptions({ rpID: party().id, timeout: timeoutMs, userVerification: 'required' });
      await giveChallenge(options.challenge, 'sign_in', null);
      return options;
    },
    /** The account a passkey alone opens, or null. */
    async signInUser(credential: WebauthnCredential): Promise<number | null> {
      return (await verifiedAssertion(credential, 'sign_in', null))?.userId ?? null;
    },

    /** Options for the second step after the password: the account's own passkeys. */
    async secondStepOptions(user: Pick<UserRow, 'id'>) {
      const { generateAuthenticationOptions } = await webauthnLibrary();
      const owned = await repo.ofUser(user.id);
      const options = await generateAuthenticationOptions({
        rpID: party().id,
        timeout: timeoutMs,
        userVerification: 'preferred',
        allowCredentials: owned.map((passkey) => ({ id: passkey.id, ...(passkey.transports ? { transports: passkey.transports as never } : {}) })),
      });
      await giveChallenge(options.challenge, 'second_factor', user.id);
      return options;
    },
    async provesSecondStep(userId: number, credential: WebauthnCredential): Promise<boolean> {
      return (await verifiedAssertion(credential, 'second_factor', userId)) !== null;
    },
  };
}
