import { eq, sql } from 'drizzle-orm';
import { applicationEvents, applicationRequirements, applications, interviews, offers, users } from '../../db/schema';
import type { ApplicationStage } from '../../worker/features/applications/applications.schemas';
import { signedUpAccount } from '../support/auth-flow';
import { addCredits, jobWorld, type JobWorld, publishedJob, send } from './jobs.support';

/**
 * Applications are made by the apply call (another part of issue 12) and moved by companies (issue 13); the seeker's
 * side is tested on rows written here directly, as those calls would write them.
 */
export interface SeekerWorld extends JobWorld {
  seekerId: number;
  otherSeeker: string;
  otherSeekerId: number;
}

const userIdOf = async (world: JobWorld, email: string) =>
  (await world.api.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1))[0]?.id ?? 0;

/** jobWorld's companies and seeker, a second seeker, and credits to publish jobs with. */
export async function seekerWorld(overrides: Parameters<typeof jobWorld>[0] = {}): Promise<SeekerWorld> {
  const world = await jobWorld(overrides);
  const otherSeeker = await signedUpAccount(world.api, 'other.seeker@example.com');
  await addCredits(world, 'hr@zagros.example', 50);
  return { ...world, seekerId: await userIdOf(world, 'seeker@example.com'), otherSeeker, otherSeekerId: await userIdOf(world, 'other.seeker@example.com') };
}

/** A published job and its requirement ids. */
export async function jobWithRequirements(world: JobWorld, overrides: Record<string, unknown> = {}): Promise<{ jobId: number; requirementIds: number[] }> {
  const jobId = await publishedJob(world, overrides);
  const job = await send(world.api, 'GET', `/jobs/${jobId}`);
  return { jobId, requirementIds: (job.body.data?.job as { requirements: Array<{ id: number }> }).requirements.map((item) => item.id) };
}

export interface ApplicationRows {
  jobId: number;
  seekerId: number;
  /** The stages the application went through, first `applied`; the last is its stage. */
  path?: readonly ApplicationStage[];
  ticked?: readonly number[];
  kind?: 'made' | 'uploaded';
  /** A made CV's PDF not rendered yet. */
  rendered?: boolean;
  at: Date;
}

const minute = 60_000;

/** An application row with its ticked requirements and one event per stage of its path, a minute apart. */
export async function insertApplication(world: JobWorld, rows: ApplicationRows): Promise<number> {
  const { db } = world.api.deps;
  const path = rows.path ?? ['applied'];
  const stage = path[path.length - 1] ?? 'applied';
  const kind = rows.kind ?? 'made';
  const [inserted] = await db
    .insert(applications)
    .values({
      jobId: rows.jobId,
      seekerId: rows.seekerId,
      stage,
      personalStatement: 'I build APIs in Erbil.',
      fullName: 'ئاراس محەمەد',
      email: 'seeker@example.com',
      phone: '+9647501234567',
      cvTitle: kind === 'made' ? 'Backend CV' : 'My uploaded CV',
      cvKind: kind,
      cvLanguage: 'ckb',
      cvFileKey: kind === 'uploaded' || rows.rendered !== false ? `applications/test/${rows.jobId}-${rows.seekerId}.pdf` : null,
      cvFileName: 'cv.pdf',
      cvFileType: 'application/pdf',
      cvFileSize: 1000,
      requirementsTicked: rows.ticked?.length ?? 0,
      requirementsTotal: 2,
      stageChangedAt: new Date(rows.at.getTime() + (path.length - 1) * minute),
      createdAt: rows.at,
      updatedAt: rows.at,
    })
    .returning({ id: applications.id });
  const id = inserted?.id ?? 0;
  if (rows.ticked?.length) await db.insert(applicationRequirements).values(rows.ticked.map((requirementId) => ({ applicationId: id, requirementId })));
  await db.insert(applicationEvents).values(
    path.map((toStage, index) => ({
      applicationId: id,
      fromStage: index === 0 ? null : (path[index - 1] ?? null),
      toStage,
      createdAt: new Date(rows.at.getTime() + index * minute),
    })),
  );
  return id;
}

export async function insertInterview(
  world: JobWorld,
  applicationId: number,
  startsAt: Date,
  overrides: Partial<typeof interviews.$inferInsert> = {},
): Promise<number> {
  const [row] = await world.api.deps.db
    .insert(interviews)
    .values({
      applicationId,
      startsAt,
      durationMinutes: 60,
      mode: 'on_site',
      location: 'Zagros Tech, 100m Street, Erbil',
      uid: `interview-${applicationId}-${startsAt.getTime()}@kar.test`,
      sequence: 1,
      createdAt: world.clock.now(),
      updatedAt: world.clock.now(),
      ...overrides,
    })
    .returning({ id: interviews.id });
  return row?.id ?? 0;
}

export async function insertOffer(
  world: JobWorld,
  applicationId: number,
  expiresAt: Date,
  overrides: Partial<typeof offers.$inferInsert> = {},
): Promise<number> {
  const [row] = await world.api.deps.db
    .insert(offers)
    .values({
      applicationId,
      title: 'Senior Backend Developer',
      salary: 2000,
      salaryCurrency: 'USD',
      startDate: '2027-01-10',
      expiresAt,
      message: 'We would be glad to have you.',
      createdAt: world.clock.now(),
      updatedAt: world.clock.now(),
      ...overrides,
    })
    .returning({ id: offers.id });
  return row?.id ?? 0;
}

/** What the database holds for an application: its stage and its events' target stages, oldest first. */
export async function stored(world: JobWorld, applicationId: number) {
  const { db } = world.api.deps;
  const [row] = await db.select({ stage: applications.stage }).from(applications).where(eq(applications.id, applicationId));
  const events = await db.all<{ to_stage: string; from_stage: string | null; actor_id: number | null }>(
    sql`select to_stage, from_stage, actor_id from application_events where application_id = ${applicationId} order by id`,
  );
  return { stage: row?.stage, events };
}

export const offerStatusOf = async (world: JobWorld, offerId: number) =>
  (await world.api.deps.db.select({ status: offers.status }).from(offers).where(eq(offers.id, offerId)))[0]?.status;
