import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminAuditLog, users } from '../../db/schema';
import { listOutbox } from '../../worker/platform/outbox';
import { post, strongPassword } from '../support/auth-flow';
import { throughSecondStep } from '../support/second-factor';
import { addCredits, type JobWorld, jobWorld, publishedJob, send } from './jobs.support';

export const adminEmail = 'boss@kar.example';

export interface AdminWorld extends JobWorld {
  admin: string;
  adminId: number;
}

/** The job world (two approved companies, a pending one, a seeker) and an admin as `npm run admin -- create-admin` makes one. */
export async function adminWorld(): Promise<AdminWorld> {
  const world = await jobWorld();
  const admin = await createAdmin(world, adminEmail);
  const [row] = await world.api.deps.db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  return { ...world, admin, adminId: row?.id ?? 0 };
}

export async function createAdmin(world: JobWorld, email: string): Promise<string> {
  const now = world.clock.now();
  const passwordHash = await world.api.deps.passwords.hash(strongPassword);
  await world.api.deps.db.insert(users).values({ type: 'admin', email, emailVerifiedAt: now, passwordHash, createdAt: now, updatedAt: now });
  return adminLogin(world, email);
}

/** Signs the admin in as a person would: the password, then the authenticator app (set up at the first sign-in). */
export async function adminLogin(world: JobWorld, email = adminEmail): Promise<string> {
  const login = await post(world.api, '/auth/login', { email, password: strongPassword, type: 'admin' });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const reply = await throughSecondStep(world.api, email, login, world.clock);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data?.token as string;
}

export const userIdOf = async (world: JobWorld, email: string) =>
  (await world.api.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;

export const companyStatusOf = async (world: JobWorld, email: string) =>
  (await world.api.deps.db.all<{ status: string }>(sql`select status from companies where user_id = (select id from users where email = ${email})`))[0]?.status;

/** The newest audit rows, newest first. */
export const auditRows = (world: JobWorld) =>
  world.api.deps.db
    .select()
    .from(adminAuditLog)
    .orderBy(sql`${adminAuditLog.id} desc`);

export const mailsTo = async (world: JobWorld, to: string) => (await listOutbox(world.api.deps.db, 500)).filter((mail) => mail.to === to);

/** A published job of a company, with credits enough. */
export async function jobOf(world: JobWorld, email: string, token: string, title = 'Site Engineer'): Promise<number> {
  await addCredits(world, email, 1);
  return publishedJob(world, { title }, token);
}

export { send };
