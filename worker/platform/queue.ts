import type { QueueMessage, WorkQueue } from '../ports';

/**
 * Mails one queue message sends when a fan-out (a job's followers, an event's seats) is split into batches: each mail
 * is a fetch, and an invocation may make 10,000 subrequests on Workers Paid (50 on Free); a request's `waitUntil` ends
 * 30 seconds after its reply, a queue invocation's work does not. Small batches also retry cheaply.
 */
export const mailsPerQueueMessage = 100;

/** Cloudflare Queues take at most 100 messages a `sendBatch`, and hold a message back at most 12 hours. */
const perSend = 100;
export const maxDelaySeconds = 12 * 60 * 60;

/** The queue binding of wrangler.toml (`WORK_QUEUE`); consumed by the worker's own `queue()` handler. */
export function cloudflareWorkQueue(binding: Queue<QueueMessage>): WorkQueue {
  return {
    async send(messages, options) {
      const delay = options?.delaySeconds ? { delaySeconds: Math.min(maxDelaySeconds, Math.ceil(options.delaySeconds)) } : {};
      for (let start = 0; start < messages.length; start += perSend) {
        await binding.sendBatch(messages.slice(start, start + perSend).map((body) => ({ body, contentType: 'json' as const, ...delay })));
      }
    },
  };
}

/**
 * Node tests and benchmarks: messages wait in `pending` until the test hands them to the consumer, whatever their
 * delay; `delayOf` tells what it was.
 */
export function memoryWorkQueue(): WorkQueue & { pending: QueueMessage[]; take(): QueueMessage[]; delayOf(message: QueueMessage): number } {
  const pending: QueueMessage[] = [];
  const delays = new WeakMap<QueueMessage, number>();
  return {
    pending,
    async send(messages, options) {
      for (const message of messages) delays.set(message, options?.delaySeconds ?? 0);
      pending.push(...messages);
    },
    delayOf: (message) => delays.get(message) ?? 0,
    take: () => pending.splice(0, pending.length),
  };
}
