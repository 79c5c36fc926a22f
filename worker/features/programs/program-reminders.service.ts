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
 * seats reminded, a batch per queue message, so an event of any size is reminded whole. A second run, even at the same
 * time, reminds nobody twice (each seat is claimed before its mail).
 */
export async function sendProgramReminders(deps: Deps, at: Date = deps.clock.now()): Promise<{ items: number }> {
  const items = await programsRepo(deps.db).startingBetween(new Date(at.getTime() + 24 * hour), new Date(at.getTime() + 48 * hour));
  if (items.length > 0) await deps.queue.send(items.map((id): ReminderBatch => ({ kind: 'program_reminders', item_id: id, after_user_id: 0 })));
  return { items: items.length };
}

/**
 * One batch of an item's seats: claimed, then mailed in the registrant's language; a seat without an address (signed
 * up by phone) is claimed and not mailed. A full batch queues the next first. Mails that fail give their seats back
 * and the batch throws, so the queue tries it again for them alone. An item no longer published, or already started,
 * reminds nobody.
 */
export async function remindSeatBatch(deps: Deps, batch: ReminderBatch): Promise<{ item: number; sent: number; next: number | null }> {
  const repo = programsRepo(deps.db);
  const now = deps.clock.now();
  const item = await repo.byId(batch.item_id);
  if (!item || item.status !== 'published' || item.startsAt <= now) return { item: batch.item_id, sent: 0, next: null };
  const { claimed, seats, lastUserId } = await repo.claimReminders(item.id, batch.after_user_id, reminderBatchSize, now);
  const next = seats >= reminderBatchSize ? lastUserId : null;
  if (next !== null) await deps.queue.send([{ ...batch, after_user_id: next }]);

  const failed: number[] = [];
  let sent = 0;
  for (const seat of claimed) {
    if (!seat.email) continue;
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
    throw new Error(`${failed.length} of ${claimed.length} program reminders were not sent; the batch is retried for those`);
  }
  return { item: item.id, sent, next };
}
