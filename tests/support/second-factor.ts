import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { totpFactors, users } from '../../db/schema';
import { totpCodeAt } from '../../worker/features/security/totp';
import { type Api, post, type Reply } from './auth-flow';

const stepMs = 30_000;
/** The secrets the tests' authenticator app holds, per app under test and account. */
const secrets = new WeakMap<Api, Map<string, string>>();

export const rememberSecret = (api: Api, email: string, secret: string) => {
  const held = secrets.get(api) ?? new Map<string, string>();
  held.set(email, secret);
  secrets.set(api, held);
};
export const secretOf = (api: Api, email: string) => secrets.get(api)?.get(email);

/**
 * A code the server has not accepted yet, as a person with the app would type it. The server takes each time step
 * once and one step ahead, so a third sign-in within one step moves the test clock on (when it can be moved).
 */
export async function nextCode(api: Api, email: string, clock?: { advance(ms: number): void }): Promise<string> {
  const secret = secretOf(api, email);
  if (!secret) throw new Error(`no authenticator app for ${email} in this test`);
  const [row] = await api.deps.db
    .select({ lastStep: totpFactors.lastStep })
    .from(totpFactors)
    .innerJoin(users, eq(users.id, totpFactors.userId))
    .where(eq(users.email, email));
  let current = Math.floor(api.deps.clock.now().getTime() / stepMs);
  if (row?.lastStep != null && row.lastStep >= current + 1 && clock) {
    clock.advance(stepMs * (row.lastStep - current));
    current = row.lastStep;
  }
  const step = row?.lastStep != null ? Math.max(current, row.lastStep + 1) : current;
  return totpCodeAt(secret, new Date(step * stepMs));
}

/** Sets the app up during a sign-in that asks for it (`second_factor_setup_required`); returns the reply that signs in. */
export async function setUpAtSignIn(api: Api, email: string, pendingToken: string) {
  const setup = await post(api, '/auth/second-factor/setup', { pending_token: pendingToken });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  rememberSecret(api, email, setup.body.data?.secret as string);
  return post(api, '/auth/second-factor', { pending_token: pendingToken, code: await nextCode(api, email) });
}

/**
 * Finishes any password sign-in reply the way its account needs: as it is, with the app's code, or by setting the app
 * up first. Returns the final reply (with the token).
 */
export async function throughSecondStep(api: Api, email: string, login: { status: number; body: Reply }, clock?: { advance(ms: number): void }) {
  const pendingToken = login.body.data?.pending_token as string | undefined;
  if (login.body.code === 'second_factor_setup_required' && pendingToken) return setUpAtSignIn(api, email, pendingToken);
  if (login.body.code === 'second_factor_required' && pendingToken)
    return post(api, '/auth/second-factor', { pending_token: pendingToken, code: await nextCode(api, email, clock) });
  return login;
}
