import { queryOptions } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../worker/trpc/router';
import { apiHeaders } from './api';

type Outputs = inferRouterOutputs<AppRouter>;

/**
 * The public pages' reads (the session here; lookups, job search, a job, saved jobs, the unread badge in their
 * features, each in the chunk of the page that reads it) over plain `fetch`, on tRPC's own wire format and under
 * tRPC's own query keys. The tRPC client and its React Query proxy (~15 KiB gzip) then load
 * with the pages that write (dialogs, the CV maker, the company's jobs), not with every first page; both share one
 * cache, so an invalidation through `trpc.auth.me.queryKey()` reaches what these options fetched, and the other way
 * round. tests/api/public-procedures.test.ts holds the keys equal to tRPC's.
 */

/** A refusal, shaped as tRPC's client error is where server-errors.ts reads it (`data.appCode`, `fields`, `httpStatus`). */
export class ProcedureError extends Error {
  constructor(
    message: string,
    readonly data: { appCode?: string; fields?: Record<string, string[]>; httpStatus?: number } | undefined,
  ) {
    super(message);
    this.name = 'ProcedureError';
  }
}

type Reply = { result: { data: unknown } } | { error: { message?: string; data?: ProcedureError['data'] } };

interface Call {
  path: string;
  input: unknown;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
}

let queued: Call[] = [];

/** Calls made in one tick go out as one batched GET, as tRPC's httpBatchLink sends them. */
async function send(calls: Call[]): Promise<void> {
  const inputs = JSON.stringify(Object.fromEntries(calls.map((call, index) => [index, call.input])));
  const url = `/api/trpc/${calls.map((call) => call.path).join(',')}?batch=1&input=${encodeURIComponent(inputs)}`;
  let replies: Reply[];
  try {
    const response = await fetch(url, { headers: apiHeaders(), credentials: 'same-origin' });
    replies = (await response.json()) as Reply[];
    if (!Array.isArray(replies)) throw new TypeError('not a batch reply');
  } catch (error) {
    // Unreachable server, or a reply that is not tRPC's (a proxy's error page): no app code, so "network".
    for (const call of calls) call.reject(new ProcedureError(error instanceof Error ? error.message : 'fetch failed', undefined));
    return;
  }
  calls.forEach((call, index) => {
    const reply = replies[index];
    if (reply && 'result' in reply) call.resolve(reply.result.data);
    else call.reject(new ProcedureError(reply?.error.message ?? 'no reply', reply?.error.data));
  });
}

/** A write: one POST of its own, as tRPC sends a mutation that is not batched. */
export async function mutation<Output>(path: string, input: unknown): Promise<Output> {
  const response = await fetch(`/api/trpc/${path}`, {
    method: 'POST',
    headers: { ...apiHeaders(), 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(input),
  }).catch((error: unknown) => {
    throw new ProcedureError(error instanceof Error ? error.message : 'fetch failed', undefined);
  });
  const reply = (await response.json().catch(() => null)) as Reply | null;
  if (reply && 'result' in reply) return reply.result.data as Output;
  throw new ProcedureError(reply?.error.message ?? `HTTP ${response.status}`, reply?.error.data);
}

/** A read, batched with the others of the same tick. Exported for features whose reads load with their own chunk. */
export function query<Output>(path: string, input: unknown): Promise<Output> {
  return new Promise<unknown>((resolve, reject) => {
    queued.push({ path, input, resolve, reject });
    if (queued.length > 1) return;
    setTimeout(() => {
      const calls = queued;
      queued = [];
      void send(calls);
    });
  }) as Promise<Output>;
}

/** tRPC's query key for a procedure (`[path, {input?, type}]`; an infinite query's key leaves the cursor out). */
export function procedureKey(path: string, input: unknown, type: 'query' | 'infinite') {
  let keyed = input;
  if (type === 'infinite' && typeof input === 'object' && input !== null && 'cursor' in input) {
    const { cursor: _cursor, ...rest } = input as Record<string, unknown>;
    keyed = rest;
  }
  return [path.split('.'), { ...(keyed === undefined ? {} : { input: keyed }), type }] as const;
}

const fiveMinutes = 5 * 60_000;

/** The signed-in user, or null (the session is an httpOnly cookie: nothing is kept in storage). */
export const sessionQuery = () =>
  queryOptions({
    queryKey: procedureKey('auth.me', undefined, 'query'),
    queryFn: () => query<Outputs['auth']['me']>('auth.me', undefined),
    staleTime: fiveMinutes,
  });

/** The HTTP status of a refusal from the server's rules (404 for a job that is not there), or 0 (never reached them). */
export function refusalStatus(error: unknown): number {
  return error instanceof ProcedureError && error.data?.appCode ? (error.data.httpStatus ?? 500) : 0;
}

/** The server's code of a refusal (`job_unavailable`, …), or undefined for no reply at all. */
export function refusalCode(error: unknown): string | undefined {
  return error instanceof ProcedureError ? error.data?.appCode : undefined;
}
