/**
 * D1's own numbers for every statement the worker runs, read where D1 hands them over.
 *
 * Drizzle's D1 driver reads most selects with `stmt.raw()`, and the binding's `raw()` keeps only the rows: the
 * `meta` D1 sent with them (`rows_read`, `rows_written`: what Cloudflare bills) is dropped before the worker sees it.
 * Below the statement API, workerd's `D1Database` class is a thin client: every `first`/`all`/`raw`/`run`/`batch`,
 * and every `withSession` session, is one POST to the binding's `fetcher`, whose JSON answer is an array with one
 * entry (results and `meta`) per statement. So the test builds a second `D1Database` (the binding's own class, from
 * `binding.constructor`) over a fetcher that passes each call through to the real one unchanged and reads a clone of
 * the answer. Nothing runs twice, the worker's code is the production code, and every statement is counted however
 * it was issued. If a workerd upgrade changes this shape, `meteredD1` throws, and an answer without `meta` is counted
 * in `unmetered` (the budget test requires zero), so the metering cannot silently stop counting.
 */

export interface D1Usage {
  /** Statements D1 executed (a batch of n counts n). */
  statements: number;
  rowsRead: number;
  rowsWritten: number;
  /** Calls to D1 (one per statement, one per batch): each a round trip from the worker. */
  roundTrips: number;
  /** Statements whose answer carried no `meta.rows_read`/`rows_written`: must stay 0. */
  unmetered: number;
}

export interface MeteredStatement {
  sql: string;
  rowsRead: number;
  rowsWritten: number;
}

interface D1Fetcher {
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
}

interface D1Answer {
  meta?: { rows_read?: unknown; rows_written?: unknown };
}

export interface D1Meter {
  /** A `D1Database` that behaves exactly as the binding does and records what each statement cost. */
  binding: D1Database;
  usage(): D1Usage;
  /** Each statement since the last reset with its rows: what a failing budget prints. */
  statements(): MeteredStatement[];
  reset(): void;
}

const emptyUsage = (): D1Usage => ({ statements: 0, rowsRead: 0, rowsWritten: 0, roundTrips: 0, unmetered: 0 });

/** The SQL of each statement a call carried: one `{sql}` or a batch's array of them. */
function sqlOf(body: unknown): string[] {
  if (typeof body !== 'string') return [];
  try {
    const parsed = JSON.parse(body) as { sql?: unknown } | Array<{ sql?: unknown }>;
    return (Array.isArray(parsed) ? parsed : [parsed]).map((entry) => (typeof entry.sql === 'string' ? entry.sql : ''));
  } catch {
    return [];
  }
}

const countOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function meteredD1(real: D1Database): D1Meter {
  const fetcher = (real as unknown as { fetcher?: D1Fetcher }).fetcher;
  const D1DatabaseClass = real.constructor as new (fetcher: D1Fetcher) => D1Database;
  if (typeof fetcher?.fetch !== 'function' || typeof real.withSession !== 'function') {
    throw new Error('The D1 binding no longer exposes `fetcher` (workerd changed its D1 client): the budget test cannot meter D1.');
  }
  let usage = emptyUsage();
  let log: MeteredStatement[] = [];

  const metering: D1Fetcher = {
    async fetch(input, init) {
      const response = await fetcher.fetch(input, init);
      const answer = (await response
        .clone()
        .json()
        .catch(() => null)) as D1Answer | D1Answer[] | null;
      const entries = answer === null ? [] : Array.isArray(answer) ? answer : [answer];
      const sql = sqlOf(init?.body);
      usage.roundTrips += 1;
      entries.forEach((entry, index) => {
        const rowsRead = countOf(entry.meta?.rows_read);
        const rowsWritten = countOf(entry.meta?.rows_written);
        usage.statements += 1;
        if (rowsRead === null || rowsWritten === null) usage.unmetered += 1;
        usage.rowsRead += rowsRead ?? 0;
        usage.rowsWritten += rowsWritten ?? 0;
        log.push({ sql: (sql[index] ?? '').replace(/\s+/g, ' ').slice(0, 240), rowsRead: rowsRead ?? 0, rowsWritten: rowsWritten ?? 0 });
      });
      if (entries.length === 0) usage.unmetered += 1;
      return response;
    },
  };

  return {
    binding: new D1DatabaseClass(metering),
    usage: () => ({ ...usage }),
    statements: () => [...log],
    reset() {
      usage = emptyUsage();
      log = [];
    },
  };
}
