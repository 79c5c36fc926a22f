import { describeError, log } from '../../http/logger';
import { mailsPerQueueMessage } from '../../platform/queue';
import type { Deps, QueueMessage } from '../../ports';
import { reminderMail } from './programs.mail';
import { programsRepo } from './programs.repo';

const hour = 3600_000;

/** Seats reminded per queue message. */
export const reminderBatchSize = mailsPerQueueMessage;

type ReminderBatch = Extract<QueueMessage, { kind: 'program_reminders' }>;

/**
 * The daily Cron job (worker/scheduled.ts, 05:00 UTC): each published item starting 24 to 48 hours from now has its
 * seats reminded in ranges of a hundred, a `program_reminders` message each, queued together, so an event of any size
 * is reminded whole. A second run, even at the same time, reminds nobody twice (each seat is claimed before its mail).
 */
export async function sendProgramReminders(deps: Deps, at: Date = deps.clock.now()): Promise<{ items: number; batches: number }> {
  const repo = programsRepo(deps.db);
  const items = await repo.startingBetween(new Date(at.getTime() + 24 * hour), new Date(at.getTime() + 48 * hour));
  const batches: ReminderBatch[] = [];
  for (const itemId of items) {
    for (const range of await repo.seatRanges(itemId, reminderBatchSize)) {
      batches.push({ kind: 'program_reminders', item_id: itemId, after_user_id: range.after, up_to_user_id: range.upTo });
    }
  }
  if (batches.length > 0) await deps.queue.send(batches);
  return { items: items.length, batches: batches.length };
}

/**
 * One range of an item's seats: those not yet reminded are read with their addresses, claimed, then mailed in the
 * registrant's language; a seat without an address (signed up by phone) is claimed and not mailed. Mails that fail give
 * their seats back and the batch throws, so the queue tries it again for them alone (no other message depends on it).
 * An item no longer published, or already started, reminds nobody.
 */
export async function remindSeatBatch(deps: Deps, batch: ReminderBatch): Promise<{ item: number; sent: number }> {
  const repo = programsRepo(deps.db);
  const now = deps.clock.now();
  const item = await repo.byId(batch.item_id);
  if (!item || item.status !== 'published' || item.startsAt <= now) return { item: batch.item_id, sent: 0 };
  const seats = await repo.seatsToRemind(item.id, { after: batch.after_user_id, upTo: batch.up_to_user_id });
  const claimed = new Set(
    seats.length > 0
      ? await repo.claimReminders(
          seats.map((seat) => seat.registrationId),
          now,
        )
      : [],
  );

  const failed: number[] = [];
  let sent = 0;
  for (const seat of seats.filter((candidate) => claimed.has(candidate.registrationId) && candidate.email)) {
    try {
      await deps.mailer.send(reminderMail(seat.email, seat.locale, item));
      sent += 1;
    } catch (error) {
      log.error('program reminder not sent', { registration: seat.registrationId, ...describeError(error) });
      failed.push(seat.registrationId);
    }
  }
  if (failed.length > 0) {
    await repo.releaseReminders(failed);
    throw new Error(`${failed.length} of ${claimed.size} program reminders were not sent; the batch is retried for those`);
  }
  return { item: item.id, sent };
}
