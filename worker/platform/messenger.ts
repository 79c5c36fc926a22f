/**
 * The Messenger port over channel senders (Twilio's WhatsApp and SMS, Telegram, the dev outbox): the channels are
 * tried in order until one takes the message, and every attempt is recorded in `message_deliveries`.
 * docs/decisions/0027-phone-numbers-and-messenger.md
 */
import type { Database } from '../../db/client';
import { messageDeliveries } from '../../db/schema/messaging';
import { describeError, log } from '../http/logger';
import type { Clock, MessageChannel, Messenger, PhoneMessage } from '../ports';
import { maxReasonLength } from './provider-request';

/**
 * What one channel made of a message. `unsupported`: the channel cannot carry this message at all (a notice to
 * someone who never linked the Telegram bot), so it is skipped without an attempt.
 */
export type ChannelOutcome =
  | { status: 'sent'; providerId: string | null }
  /** `retry`: asking again later may be taken (the provider was unreachable, busy or failing), not before `afterSeconds`. */
  | { status: 'failed'; error: string; retry?: { afterSeconds: number | null } }
  | { status: 'unsupported' };

export interface ChannelSender {
  readonly channel: MessageChannel;
  /** Answers refusals and timeouts as `failed`, never by throwing. */
  send(message: PhoneMessage): Promise<ChannelOutcome>;
}

export function fallThroughMessenger(senders: readonly ChannelSender[], { db, clock }: { db: Database; clock: Clock }): Messenger {
  const byChannel = new Map(senders.map((sender) => [sender.channel, sender]));
  const channels = [...byChannel.keys()];

  return {
    channels,
    async send(message, options) {
      const sendId = crypto.randomUUID();
      const attempts: Array<typeof messageDeliveries.$inferInsert> = [];
      let taken: { channel: MessageChannel; providerId: string | null } | null = null;
      let retry: { afterSeconds: number | null } | null = null;

      for (const channel of options?.channels ?? channels) {
        const sender = byChannel.get(channel);
        if (!sender) continue;
        const outcome = await outcomeOf(sender, message);
        if (outcome.status === 'unsupported') continue;
        const sent = outcome.status === 'sent';
        attempts.push({
          sendId,
          kind: message.kind,
          channel,
          recipient: message.to,
          status: outcome.status,
          providerId: sent ? outcome.providerId : null,
          error: sent ? null : outcome.error,
          createdAt: clock.now(),
        });
        if (sent) {
          taken = { channel, providerId: outcome.providerId };
          break;
        }
        if (outcome.retry) retry = laterOf(retry, outcome.retry);
      }

      // One statement for the whole send, however many channels it took.
      if (attempts.length > 0) await db.insert(messageDeliveries).values(attempts);
      const tried = attempts.map((attempt) => attempt.channel);
      if (taken) return { ok: true, ...taken };
      log.warn('no channel took the message', { send_id: sendId, kind: message.kind, tried, retry: retry !== null });
      return { ok: false, tried, retry };
    },
  };
}

/** Of two channels that may take the message later, the later time either named (null: neither named one). */
function laterOf(known: { afterSeconds: number | null } | null, next: { afterSeconds: number | null }): { afterSeconds: number | null } {
  if (known?.afterSeconds == null) return next.afterSeconds == null ? (known ?? next) : next;
  return { afterSeconds: Math.max(known.afterSeconds, next.afterSeconds ?? 0) };
}

/** A sender that throws has a bug; the message still deserves the next channel, and the bug a log line. */
async function outcomeOf(sender: ChannelSender, message: PhoneMessage): Promise<ChannelOutcome> {
  try {
    return await sender.send(message);
  } catch (error) {
    log.error('channel sender threw', { channel: sender.channel, ...describeError(error) });
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { status: 'failed', error: reason.slice(0, maxReasonLength) };
  }
}
