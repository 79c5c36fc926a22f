// Two-step sign-in (issue 29): what the second step adds to a sign-in on this machine, in Node over libSQL. The
// password step now asks which factors the account has and opens a pending sign-in; the second request opens it,
// unseals the authenticator secret (AES-GCM), checks the code (HMAC-SHA-1, ±1 step), records its step and spends the
// pending sign-in. Argon2 and the session are the same with or without it, so they are left out. Goal: p95 ≤ 5 ms.
// Part `second-factor` of `npm run bench`; alone: `node tests/bench/second-factor.ts`.
import { eq } from 'drizzle-orm';
import './worker-in-node.ts';
import { markdownTable, medianP95, type Row, stats } from './figures.ts';
import { appOver } from './hiring-app.ts';
import { buildHiringWorld } from './hiring-world.ts';

const samples = Number(process.env.SECOND_FACTOR_BENCH_SAMPLES ?? 300);
const goalMs = 5;

export async function benchSecondFactor(): Promise<Row[]> {
  const { users } = await import('../../db/schema/index.ts');
  const { secondStepService } = await import('../../worker/features/security/second-step.service.ts');
  const { factorsService } = await import('../../worker/features/security/factors.service.ts');
  const { totpCodeAt } = await import('../../worker/features/security/totp.ts');
  const world = await buildHiringWorld({ applications: 200, jobs: 20, companies: 2, seekers: 50 });
  const { deps: base } = await appOver(world);
  // Each sign-in half a minute after the last: every code is a new step, as for a person signing in again.
  let now = world.now.getTime();
  const deps = { ...base, clock: { now: () => new Date(now) } };
  const request = { deps, locale: 'en' as const, ip: '127.0.0.1', userAgent: undefined, origin: 'http://127.0.0.1' };
  const company = world.companies[0];
  if (!company) throw new Error('the world has no company');
  const [user] = await world.db.select().from(users).where(eq(users.id, company.id));
  if (!user) throw new Error('no user row');
  const auth = { user, sessionId: 'bench', via: 'bearer' as const };
  const { secret } = await factorsService(request).startTotp(auth);
  await factorsService(request).confirmTotp(auth, totpCodeAt(secret, new Date(now)));

  const passwordStep: number[] = [];
  const secondStep: number[] = [];
  const total: number[] = [];
  for (let i = 0; i < samples + 20; i++) {
    now += 30_000;
    const service = secondStepService(request);
    const started = performance.now();
    const need = await service.needOf(user);
    const pending = await service.begin(user, need.kind === 'setup' ? 'setup' : 'second_factor');
    const afterPassword = performance.now();
    const open = await service.open(pending.token);
    const proof = await service.prove(open, { pending_token: pending.token, code: totpCodeAt(secret, new Date(now)) });
    if (!proof) throw new Error('the right code was refused');
    await service.spend(open);
    const done = performance.now();
    if (i < 20) continue; // warm-up
    passwordStep.push(afterPassword - started);
    secondStep.push(done - afterPassword);
    total.push(done - started);
  }
  const p95 = stats(total).p95;
  return [
    {
      figure: 'second step: added to the password request',
      value: medianP95(passwordStep),
      note: `factors read, pending sign-in written; ${samples} sign-ins, Node + libSQL`,
    },
    {
      figure: 'second step: the code request',
      value: medianP95(secondStep),
      note: 'pending opened, secret unsealed, code checked and recorded, pending spent',
    },
    { figure: 'second step: added to a sign-in', value: medianP95(total), note: `goal p95 ≤ ${goalMs} ms: ${p95 <= goalMs ? 'met' : 'not met'}` },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(markdownTable(await benchSecondFactor()));
