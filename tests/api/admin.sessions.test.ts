// Admin sign-in (issue 14): `POST /auth/login` with `type: "admin"` under the same rules as every login (robot check
// after a failure, lockout), sessions that end after 30 idle minutes, and writes that ask for the password again
// when the last check is older than 10 minutes (the test clock moves time).
import { beforeAll, describe, expect, it } from 'vitest';
import { failuresBeforeLockout } from '../../worker/features/auth/login.service';
import { captcha, post, strongPassword } from '../support/auth-flow';
import { throughSecondStep } from '../support/second-factor';
import { type AdminWorld, adminEmail, adminLogin, adminWorld, auditRows, createAdmin, send, userIdOf } from './admin.support';

const minute = 60_000;
let world: AdminWorld;
let otherId = 0;
const grant = (token: string) => send(world.api, 'POST', `/admin/companies/${otherId}/credits`, { token, body: { amount: 1, reason: 'Goodwill' } });
const overview = async (token: string) => (await send(world.api, 'GET', '/admin/overview', { token })).status;

beforeAll(async () => {
  world = await adminWorld();
  otherId = await userIdOf(world, 'jobs@other.example');
}, 60_000);

describe('admin sign-in', () => {
  it('admins sign in as admin; seekers and companies cannot', async () => {
    const password = await post(world.api, '/auth/login', { email: adminEmail, password: strongPassword, type: 'admin' });
    expect(password.body.code).toBe('second_factor_required');
    const signedIn = await throughSecondStep(world.api, adminEmail, password, world.clock);
    expect(signedIn.body.data?.user).toMatchObject({ type: 'admin', email: adminEmail });
    const seeker = await post(world.api, '/auth/login', { email: 'seeker@example.com', password: strongPassword, type: 'admin' });
    expect(seeker.status).toBe(401);
    expect(seeker.body.code).toBe('invalid_credentials');
  });

  it('has the robot check and the lockout of every login', async () => {
    await createAdmin(world, 'second@kar.example');
    const wrong = () => post(world.api, '/auth/login', { email: 'second@kar.example', password: 'Wrong-Passw0rd!', type: 'admin' });
    expect((await wrong()).status).toBe(401);
    const noCheck = await wrong();
    expect(noCheck.body.code).toBe('captcha_failed');
    let last = noCheck;
    for (let attempt = 1; attempt < failuresBeforeLockout; attempt++) {
      last = await post(world.api, '/auth/login', {
        email: 'second@kar.example',
        password: 'Wrong-Passw0rd!',
        type: 'admin',
        captcha: await captcha(world.api),
      });
    }
    expect(last.status).toBe(423);
    expect(last.body.code).toBe('account_locked');
  });
});

describe('password re-check for writes', () => {
  it('writes within 10 minutes of the sign-in; after that 403 reauth_required until POST /admin/reauth', async () => {
    const token = await adminLogin(world);
    expect((await grant(token)).status).toBe(200);
    world.clock.advance(11 * minute);
    const refused = await grant(token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('reauth_required');
    expect(await overview(token)).toBe(200);

    const before = (await auditRows(world)).length;
    expect((await send(world.api, 'POST', '/admin/reauth', { token, body: { password: 'Wrong-Passw0rd!' } })).status).toBe(422);
    expect((await send(world.api, 'POST', '/admin/reauth', { token, body: {} })).status).toBe(422);
    expect((await grant(token)).status).toBe(403);
    expect((await auditRows(world)).length).toBe(before);
    expect((await send(world.api, 'POST', '/admin/reauth', { token, body: { password: strongPassword } })).status).toBe(200);
    expect((await grant(token)).status).toBe(200);
    world.clock.advance(9 * minute);
    expect((await grant(token)).status).toBe(200);
    world.clock.advance(2 * minute);
    expect((await grant(token)).body.code).toBe('reauth_required');
  });

  it('applies to tRPC writes too', async () => {
    const token = await adminLogin(world);
    world.clock.advance(11 * minute);
    const response = await world.api.request('/api/trpc/admin.grantCredits', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: otherId, amount: 1, reason: 'x' }),
    });
    expect(response.status).toBe(403);
    expect(JSON.stringify(await response.json())).toContain('reauth_required');
  });
});

describe('idle timeout', () => {
  it('keeps a session in use, and ends one idle for 30 minutes for good', async () => {
    const token = await adminLogin(world);
    for (let step = 0; step < 3; step++) {
      world.clock.advance(25 * minute);
      expect(await overview(token)).toBe(200);
    }
    world.clock.advance(31 * minute);
    expect(await overview(token)).toBe(401);
    // Ended, not merely asleep: another request a moment later is still refused.
    expect(await overview(token)).toBe(401);
    const me = await world.api.request('/api/trpc/auth.me', { headers: { authorization: `Bearer ${token}` } });
    expect(JSON.stringify(await me.json())).toContain('"data":null');
  });

  it('an unused session also ends 30 minutes after the sign-in', async () => {
    const token = await adminLogin(world);
    world.clock.advance(31 * minute);
    expect(await overview(token)).toBe(401);
  });

  it('does not touch the sessions of seekers and companies', async () => {
    world.clock.advance(2 * 60 * minute);
    expect((await send(world.api, 'GET', '/account/profile', { token: world.seeker })).status).toBe(200);
  });
});
