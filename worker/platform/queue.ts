import type { QueueMessage, WorkQueue } from '../ports';

/** Cloudflare Queues take at most 100 messages a `sendBatch`. */
const perSend = 100;

/** The queue binding of wrangler.toml (`WORK_QUEUE`); consumed by the worker's own `queue()` handler. */
export function cloudflareWorkQueue(binding: Queue<QueueMessage>): WorkQueue {
  return {
    async send(messages) {
      for (let start = 0; start < messages.length; start += perSend) {
        await binding.sendBatch(messages.slice(start, start + perSend).map((body) => ({ body, contentType: 'json' as const })));
      }
    },
  };
}

/** Node tests and benchmarks: messages wait in `pending` until the test hands them to the consumer. */
export function memoryWorkQueue(): WorkQueue & { pending: QueueMessage[]; take(): QueueMessage[] } {
  const pending: QueueMessage[] = [];
  return {
    pending,
    async send(messages) {
      pending.push(...messages);
    },
    take: () => pending.splice(0, pending.length),
  };
}
