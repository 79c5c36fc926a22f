import { describeError, log } from './logger';
import type { Deps, Locale } from '../ports';

/** What a request tells the account services besides its body. */
export interface RequestInfo {
  deps: Deps;
  locale: Locale;
  /** Client address for throttling (cf-connecting-ip on Cloudflare). */
  ip: string;
  userAgent: string | undefined;
  /** Where Cloudflare placed the client's address (`request.cf`); nothing outside Cloudflare. */
  place?: ClientPlace | undefined;
  /** Where the app is served (`https://kar.example`): the start of the links in mails. */
  origin: string;
  /**
   * Keeps the Worker running for work finished after the reply (the platform's `ctx.waitUntil`); absent where
   * there is no execution context (Node tests), and then callers do that work before answering.
   */
  waitUntil?: ((task: Promise<unknown>) => void) | undefined;
}

export interface ClientPlace {
  city: string | undefined;
  country: string | undefined;
}

const placeText = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 80) : undefined);

function placeOf(raw: unknown): ClientPlace {
  const cf = (raw as { cf?: { city?: unknown; country?: unknown } } | undefined)?.cf;
  return { city: placeText(cf?.city), country: placeText(cf?.country) };
}

interface ExecutionContextLike {
  waitUntil(task: Promise<unknown>): void;
}

function waitUntilOf(c: { readonly executionCtx?: ExecutionContextLike }): RequestInfo['waitUntil'] {
  try {
    const context = c.executionCtx;
    return context ? (task) => context.waitUntil(task) : undefined;
  } catch {
    // Hono's getter throws when the request came without an execution context.
    return undefined;
  }
}

export function requestInfoOf(c: {
  get(key: 'deps'): Deps;
  get(key: 'locale'): Locale;
  req: { header(name: string): string | undefined; url: string; raw?: unknown };
  readonly executionCtx?: ExecutionContextLike;
}): RequestInfo {
  return {
    deps: c.get('deps'),
    locale: c.get('locale'),
    ip: c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? 'local',
    userAgent: c.req.header('user-agent'),
    place: placeOf(c.req.raw),
    origin: new URL(c.req.url).origin,
    waitUntil: waitUntilOf(c),
  };
}

/**
 * Work the reply need not wait for (mail, mostly): kept alive by `waitUntil` on the platform, awaited where there is
 * none (Node tests). A failure is logged, never thrown: what the request did has already happened.
 */
export async function afterReply(request: RequestInfo, what: string, task: () => Promise<void>, details: Record<string, unknown> = {}): Promise<void> {
  const run = () => task().catch((error: unknown) => log.error(what, { ...details, ...describeError(error) }));
  if (request.waitUntil) request.waitUntil(run());
  else await run();
}
