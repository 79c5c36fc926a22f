// A company with more followers than one queue message tells (issue 30): publishing queues the work, the consumer
// tells them a batch at a time, each exactly once, mail only to those with an address; a retried or late batch tells
// nobody twice, and a job no longer public tells nobody.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyFollowers, notifications, users } from '../../db/schema';
import { followerBatchSize } from '../../worker/features/notifications/followers.service';
import { listOutbox } from '../../worker/platform/outbox';
import type { QueueMessage } from '../../worker/ports';
import { handleQueueMessage } from '../../worker/queue';
import { drainQueue, memoryQueueOf } from '../support/work-queue';
import { addCredits, type JobWorld, jobWorld, publishedJob, send } from './jobs.support';

let world: JobWorld;
let companyId = 0;
/** 230 followers: every tenth has only a phone number, and every third reads Sorani. */
const followerCount = 2 * followerBatchSize + 30;
const phoneOnly = (index: number) => index % 10 === 0;

const newJobNotices = async (jobId: number) =>
  (
    await world.api.deps.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.kind, 'new_job'), sql`json_extract(${notifications.payload}, '$.job_id') = ${jobId}`))
  ).map((row) => row.userId);
const mailsAbout = async (title: string) => (await listOutbox(world.api.deps.db, 5000)).filter((mail) => mail.subject.includes(title));

beforeAll(async () => {
  world = await jobWorld();
  await addCredits(world, 'hr@zagros.example', 10);
  const { db } = world.api.deps;
  const [company] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'hr@zagros.example'));
  companyId = company?.id ?? 0;
  const now = world.clock.now();
  const followers = await db
    .insert(users)
    .values(
      Array.from({ length: followerCount }, (_, index) => ({
        type: 'account' as const,
        email: phoneOnly(index) ? '' : `follower${index}@example.com`,
        phone: phoneOnly(index) ? `+96475000${String(index).padStart(5, '0')}` : null,
        passwordHash: 'not used',
        locale: index % 3 === 0 ? ('ckb' as const) : ('en' as const),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: users.id });
  await db.insert(companyFollowers).values(followers.map(({ id }) => ({ userId: id, companyId, createdAt: now })));
}, 60_000);

describe("a company's followers, told by the queue a batch at a time", () => {
  it('publishing queues the work; the batches tell each follower once and mail those with an address', async () => {
    const queue = memoryQueueOf(world.api.deps);
    queue.take();
    const jobId = await publishedJob(world, { title: 'Warehouse Supervisor' });
    // The request told nobody itself: its one message is the job's.
    expect(queue.pending).toEqual([{ kind: 'job_published', job_id: jobId }]);
    expect(await newJobNotices(jobId)).toEqual([]);

    // The job's message queues the followers in ranges of a hundred, together; no batch queues another.
    expect(await handleQueueMessage(world.api.deps, queue.take()[0] as QueueMessage)).toMatchObject({ frequency: 'instant' });
    const ranges = queue.pending.filter((message): message is Extract<QueueMessage, { kind: 'follower_batch' }> => message.kind === 'follower_batch');
    expect(ranges).toHaveLength(3);
    expect(ranges[0]).toMatchObject({ after_user_id: 0 });
    expect(ranges.map((range) => range.up_to_user_id === null)).toEqual([false, false, true]);
    expect(ranges[1]?.after_user_id).toBe(ranges[0]?.up_to_user_id);

    const results = await drainQueue(world.api.deps);
    const batches = results.filter((result): result is { told: number; mailed: number } => 'told' in result);
    expect(batches.map(({ told }) => told)).toEqual([followerBatchSize, followerBatchSize, 30]);
    expect(batches.map(({ mailed }) => mailed)).toEqual([90, 90, 27]);
    expect(queue.pending.filter((message) => message.kind === 'follower_batch')).toEqual([]);

    const told = await newJobNotices(jobId);
    expect(told).toHaveLength(followerCount);
    expect(new Set(told).size).toBe(followerCount);
    const mails = await mailsAbout('Warehouse Supervisor');
    expect(mails).toHaveLength(followerCount - followerCount / 10);
    expect(mails.some((mail) => mail.to === '')).toBe(false);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(mails.length);
    const sorani = mails.find((mail) => mail.to === 'follower3@example.com');
    expect(sorani?.html).toMatch(/lang="ckb" dir="rtl"/);
    expect(sorani?.html).toContain(`href="http://kar.test/jobs/${jobId}"`);

    // A batch delivered again (the queue retries) tells nobody twice, and queues nothing.
    for (const range of ranges) expect(await handleQueueMessage(world.api.deps, range)).toMatchObject({ told: 0, mailed: 0 });
    expect(queue.pending).toEqual([]);
    expect(await newJobNotices(jobId)).toHaveLength(followerCount);
    expect(await mailsAbout('Warehouse Supervisor')).toHaveLength(mails.length);
  });

  it('a job paused before its batch runs tells nobody; reopened, its followers are told then', async () => {
    const queue = memoryQueueOf(world.api.deps);
    const jobId = await publishedJob(world, { title: 'Night Pharmacist' });
    expect((await send(world.api, 'POST', `/company/jobs/${jobId}/pause`, { token: world.company })).status).toBe(200);
    // No longer public when its message runs: no followers are queued.
    const results = await drainQueue(world.api.deps);
    expect(results.filter((result) => 'told' in result)).toEqual([]);
    expect(await newJobNotices(jobId)).toEqual([]);

    expect((await send(world.api, 'POST', `/company/jobs/${jobId}/reopen`, { token: world.company })).status).toBe(200);
    expect(queue.pending.filter((message) => message.kind === 'follower_batch')).toHaveLength(3);
    await drainQueue(world.api.deps);
    expect(await newJobNotices(jobId)).toHaveLength(followerCount);
    expect(await mailsAbout('Night Pharmacist')).toHaveLength(followerCount - followerCount / 10);
  });
});
