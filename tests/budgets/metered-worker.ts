/**
 * The worker exactly as deployed (worker/index.ts: the edge cache in front of the app, the queue consumer, the cron's
 * jobs) over an env whose bindings count what Cloudflare bills: D1 statements and rows (d1-meter.ts), R2 operations
 * by class at the bucket binding, Queue messages at the producer binding, mails at the mail API, and the wall time of
 * each invocation in workerd (an upper bound of its CPU time: it includes waiting on D1, R2 and the mail API).
 *
 * What stands in for the outside world: mail goes through the Resend adapter to the loopback fake Resend, so no mail
 * lands in D1's dev outbox (none does in production); Queue messages are kept here rather than reaching Miniflare's
 * consumer, which would run them unmetered whenever it chose, and `deliverQueued` hands them to the worker's own
 * `queue()` in batches of 10, as wrangler.toml's consumer takes them.
 */
import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { inject } from 'vitest';
import { buildDeps } from '../../worker/deps';
import worker from '../../worker/index';
import type { QueueMessage } from '../../worker/ports';
import { scheduledJobs } from '../../worker/scheduled';
import { meteredD1, type MeteredStatement } from './d1-meter';

/** What one measured step cost. */
export interface StepFigure {
  /** Worker invocations: HTTP requests, queue batches, cron runs. */
  requests: number;
  statements: number;
  rowsRead: number;
  rowsWritten: number;
  r2ClassA: number;
  r2ClassB: number;
  queueMessages: number;
  mails: number;
  /** Wall time in workerd from the call to the end of its `waitUntil` work. */
  wallMs: number;
  unmetered: number;
}

export interface Reply {
  status: number;
  /** The edge cache's word on the answer (`hit`, `miss`), if it had one. */
  cache: string | null;
  body: { code?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}

/** What the mail API was asked to send. */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

type Counts = Omit<StepFigure, 'statements' | 'rowsRead' | 'rowsWritten' | 'unmetered'>;
const zero = (): Counts => ({ requests: 0, r2ClassA: 0, r2ClassB: 0, queueMessages: 0, mails: 0, wallMs: 0 });

// R2's price list: writes and listings are class A, reads class B; deletes are free.
const r2ClassA = new Set(['put', 'list', 'createMultipartUpload']);
const r2ClassB = new Set(['get', 'head']);
/** wrangler.toml: `max_batch_size` of the `kar-work` consumer. */
const queueBatchSize = 10;

function countingBucket(bucket: R2Bucket, counts: () => Counts): R2Bucket {
  return new Proxy(bucket, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const name = String(property);
        if (r2ClassA.has(name)) counts().r2ClassA += 1;
        if (r2ClassB.has(name)) counts().r2ClassB += 1;
        return (value as (...parameters: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/**
 * Counts the mails the Resend adapter posts. The adapter takes the global `fetch` when the worker builds its ports
 * (worker/platform/resend.ts), which happens on the first call below, so the count must be in place before it.
 */
function countingMailApi(resendBaseUrl: string, sent: (mail: SentMail) => void): void {
  const original = globalThis.fetch;
  const mailUrl = `${resendBaseUrl}/emails`;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === mailUrl && typeof init?.body === 'string') {
      const body = JSON.parse(init.body) as { to: string | string[]; subject: string; text: string };
      sent({ to: Array.isArray(body.to) ? body.to.join(',') : body.to, subject: body.subject, text: body.text });
    }
    return original(input, init);
  };
}

export function meteredWorker() {
  const d1 = meteredD1(env.DB);
  let counts = zero();
  const queued: QueueMessage[] = [];
  const mails: SentMail[] = [];
  const resendBaseUrl = inject('resendBaseUrl');
  countingMailApi(resendBaseUrl, (mail) => {
    mails.push(mail);
    counts.mails += 1;
  });
  const producer = {
    async send(body: QueueMessage) {
      queued.push(body);
      counts.queueMessages += 1;
    },
    async sendBatch(messages: Iterable<{ body: QueueMessage }>) {
      for (const message of messages) await producer.send(message.body);
    },
  };
  const meteredEnv = Object.create(env, {
    DB: { value: d1.binding },
    FILES: { value: countingBucket(env.FILES, () => counts) },
    WORK_QUEUE: { value: producer },
    RESEND_API_KEY: { value: 're_budgets_test' },
    RESEND_BASE_URL: { value: resendBaseUrl },
    // The per-address limiter is not D1 and would answer a burst of test calls with 429.
    API_RATE_LIMIT: { value: 'off' },
  }) as Env;

  async function timed<T>(run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } finally {
      counts.requests += 1;
      counts.wallMs += performance.now() - started;
    }
  }

  let nextMessage = 1;

  return {
    meter: d1,
    /** Mails sent so far (a sign-up reads its code from here). */
    mails,
    /** Messages queued and not yet delivered. */
    queued: () => [...queued],

    /** One HTTP request to `/api/v1${path}`, its `waitUntil` work awaited. */
    call(path: string, init: { method?: string; json?: unknown; form?: FormData; token?: string } = {}): Promise<Reply> {
      const headers: Record<string, string> = { 'Accept-Language': 'ckb' };
      if (init.json !== undefined) headers['Content-Type'] = 'application/json';
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      const request = new Request(`http://kar.test/api/v1${path}`, {
        method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
        headers,
        body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
      });
      return timed(async () => {
        const ctx = createExecutionContext();
        const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, meteredEnv, ctx);
        const body = (await response.json()) as Reply['body'];
        await waitOnExecutionContext(ctx);
        return { status: response.status, cache: response.headers.get('x-kar-cache'), body };
      });
    },

    /**
     * The messages queued so far (or only those of one kind, the others left waiting), handed to the worker's
     * `queue()` in batches as the consumer takes them.
     */
    async deliverQueued(kind?: QueueMessage['kind']): Promise<void> {
      const messages = kind ? queued.filter((message) => message.kind === kind) : [...queued];
      const waiting = queued.filter((message) => !messages.includes(message));
      queued.splice(0, queued.length, ...waiting);
      for (let start = 0; start < messages.length; start += queueBatchSize) {
        const batch = createMessageBatch<QueueMessage>(
          'kar-work',
          messages.slice(start, start + queueBatchSize).map((body) => ({ id: `message-${nextMessage++}`, timestamp: new Date(), attempts: 1, body })),
        );
        const result = await timed(async () => {
          const ctx = createExecutionContext();
          await worker.queue(batch, meteredEnv);
          return getQueueResult(batch, ctx);
        });
        if (result.retryMessages.length > 0) throw new Error(`queue messages failed and would be retried: ${JSON.stringify(result.retryMessages)}`);
      }
    },

    /**
     * One job of worker/scheduled.ts, as the Cron Trigger runs it (worker/index.ts `scheduled()` runs each on its
     * own) over ports built from the same metered bindings; the other jobs of the 05:00 cron are not its cost.
     */
    cron(name: string, at: Date): Promise<object> {
      const job = scheduledJobs[name];
      if (!job) throw new Error(`worker/scheduled.ts has no job "${name}"`);
      return timed(() => job(buildDeps(meteredEnv), at));
    },

    /** What `run` cost, from D1's own numbers and the counters above. */
    async measure<T>(run: () => Promise<T>): Promise<{ result: T; figure: StepFigure; statements: MeteredStatement[] }> {
      d1.reset();
      counts = zero();
      const result = await run();
      const usage = d1.usage();
      const figure = { ...counts, statements: usage.statements, rowsRead: usage.rowsRead, rowsWritten: usage.rowsWritten, unmetered: usage.unmetered };
      return { result, figure, statements: d1.statements() };
    },
  };
}

export type MeteredWorker = ReturnType<typeof meteredWorker>;
