// The day-before reminders of an event bigger than one queue message (issue 30): the cron queues the item, the
// consumer reminds its seats a batch at a time, each once, mail only to seats with an address; a mail that fails gives
// its seat back and the batch is tried again for it alone; an item archived or started reminds nobody.
import { eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { programItems, programRegistrations, users } from '../../db/schema';
import { reminderBatchSize, remindSeatBatch } from '../../worker/features/programs/program-reminders.service';
import { allLocales, loadCatalogues } from '../../worker/http/i18n';
import { listOutbox } from '../../worker/platform/outbox';
import type { MailMessage, Mailer, QueueMessage } from '../../worker/ports';
import { scheduledJobs } from '../../worker/scheduled';
import type { Api } from '../support/auth-flow';
import { testApp, testClock } from '../support/node-deps';
import { drainQueue, memoryQueueOf } from '../support/work-queue';

const hour = 3600_000;
/** 230 seats: every tenth registrant signed up with a phone number only, every fifth cancelled. */
const seatCount = 2 * reminderBatchSize + 30;
const phoneOnly = (index: number) => index % 10 === 0;
const cancelled = (index: number) => index % 5 === 4;
const mailedSeats = Array.from({ length: seatCount }, (_, index) => index).filter((index) => !phoneOnly(index) && !cancelled(index)).length;

let api: Api;
let clock: ReturnType<typeof testClock>;
/** The test's mailer: the real dev outbox, or a refusal for the addresses in `refused`. */
const refused = new Set<string>();

const reminderJob = () => {
  const job = scheduledJobs['program and event reminders'];
  if (!job) throw new Error('the reminder job is not in worker/scheduled.ts');
  return job(api.deps, clock.now());
};
const remindersAbout = async (title: string) => (await listOutbox(api.deps.db, 5000)).filter((mail) => mail.subject.includes(title));

/** A published event starting in `hoursAhead` with `seatCount` seats taken. */
async function eventWithSeats(title: string, hoursAhead: number): Promise<number> {
  const { db } = api.deps;
  const now = clock.now();
  const startsAt = new Date(now.getTime() + hoursAhead * hour);
  const [item] = await db
    .insert(programItems)
    .values({
      kind: 'event',
      category: 'job_fair',
      title,
      language: 'ckb',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 6 * hour),
      place: 'Erbil International Fair Ground',
      status: 'published',
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: programItems.id });
  const itemId = item?.id ?? 0;
  const registrants = await db
    .insert(users)
    .values(
      Array.from({ length: seatCount }, (_, index) => ({
        type: 'account' as const,
        email: phoneOnly(index) ? '' : `${title.replace(/\W/g, '').toLowerCase()}-${index}@example.com`,
        phone: phoneOnly(index) ? `+9647${String(itemId).padStart(3, '0')}${String(index).padStart(6, '0')}` : null,
        passwordHash: 'not used',
        locale: index % 3 === 0 ? ('ar' as const) : ('ckb' as const),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: users.id });
  await db
    .insert(programRegistrations)
    .values(registrants.map(({ id }, index) => ({ itemId, userId: id, createdAt: now, cancelledAt: cancelled(index) ? now : null })));
  return itemId;
}

beforeAll(async () => {
  clock = testClock();
  api = await testApp({ clock });
  const outbox = api.deps.mailer;
  const refusing: Mailer = {
    send: async (message: MailMessage) => {
      if (refused.has(message.to)) throw new Error('the mail API refused it');
      await outbox.send(message);
    },
  };
  api.deps.mailer = refusing;
  // As worker/index.ts's queue() does before a batch is handed over (drainQueue does it too).
  await loadCatalogues(allLocales);
}, 60_000);

type ReminderBatch = Extract<QueueMessage, { kind: 'program_reminders' }>;
const queuedBatches = () =>
  memoryQueueOf(api.deps)
    .take()
    .filter((message): message is ReminderBatch => message.kind === 'program_reminders');

describe("an event's day-before reminders, a batch at a time", () => {
  it('the cron queues the seats in ranges; each range reminds its active seats once and mails those with an address', async () => {
    const itemId = await eventWithSeats('Kurdistan Job Fair', 30);
    expect(await reminderJob()).toEqual({ items: 1, batches: 3 });
    const batches = queuedBatches();
    expect(batches.map((batch) => batch.item_id)).toEqual([itemId, itemId, itemId]);
    expect(batches[0]?.after_user_id).toBe(0);
    expect(batches[1]?.after_user_id).toBe(batches[0]?.up_to_user_id);
    expect(batches[2]?.up_to_user_id).toBeNull();

    const results: Array<{ sent: number }> = [];
    for (const batch of batches) results.push(await remindSeatBatch(api.deps, batch));
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(mailedSeats);
    // No batch queues another: a retried one cannot start a second chain.
    expect(memoryQueueOf(api.deps).pending).toEqual([]);
    const mails = await remindersAbout('Kurdistan Job Fair');
    expect(mails).toHaveLength(mailedSeats);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(mailedSeats);
    expect(mails.some((mail) => mail.to === '')).toBe(false);
    expect(mails.find((mail) => mail.to === 'kurdistanjobfair-3@example.com')?.html).toMatch(/lang="ar" dir="rtl"/);
    // Every active seat is marked reminded, those without an address too; cancelled ones are left alone.
    const reminded = await api.deps.db.select({ id: programRegistrations.id }).from(programRegistrations).where(isNotNull(programRegistrations.remindedAt));
    expect(reminded).toHaveLength(seatCount - seatCount / 5);

    // The cron run again the same day, and a batch delivered twice: nobody is reminded twice.
    await reminderJob();
    await drainQueue(api.deps);
    for (const batch of batches) expect(await remindSeatBatch(api.deps, batch)).toEqual({ item: itemId, sent: 0 });
    expect(await remindersAbout('Kurdistan Job Fair')).toHaveLength(mailedSeats);
  });

  it('a mail that fails gives its seat back and only its batch is tried again, for it alone', async () => {
    clock.advance(24 * hour);
    await eventWithSeats('Duhok Careers Day', 30);
    refused.add('duhokcareersday-1@example.com');
    await reminderJob();
    const batches = queuedBatches();
    const outcomes = await Promise.allSettled(batches.map((batch) => remindSeatBatch(api.deps, batch)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/1 of \d+ program reminders were not sent/);
    expect(await remindersAbout('Duhok Careers Day')).toHaveLength(mailedSeats - 1);
    // The queue's retry of that batch, once the address takes mail again.
    refused.clear();
    expect(await remindSeatBatch(api.deps, batches[0] as ReminderBatch)).toMatchObject({ sent: 1 });
    expect((await remindersAbout('Duhok Careers Day')).filter((mail) => mail.to === 'duhokcareersday-1@example.com')).toHaveLength(1);
    expect(await remindersAbout('Duhok Careers Day')).toHaveLength(mailedSeats);
  });

  it('an item archived, or started, before its batches run reminds nobody', async () => {
    clock.advance(24 * hour);
    const itemId = await eventWithSeats('Zakho Trade Week', 30);
    await reminderJob();
    const batches = queuedBatches();
    await api.deps.db.update(programItems).set({ status: 'archived' }).where(eq(programItems.id, itemId));
    for (const batch of batches) expect(await remindSeatBatch(api.deps, batch)).toEqual({ item: itemId, sent: 0 });
    await api.deps.db.update(programItems).set({ status: 'published' }).where(eq(programItems.id, itemId));
    clock.advance(31 * hour);
    for (const batch of batches) expect(await remindSeatBatch(api.deps, batch)).toEqual({ item: itemId, sent: 0 });
    expect(await remindersAbout('Zakho Trade Week')).toEqual([]);
  });
});
