/**
 * One HTTP call to a messaging provider (Twilio, Telegram), bounded in time, answered as data rather than thrown:
 * the channel chooser records a failure and moves on to the next channel. Secrets never reach what is kept.
 */
export type ProviderAnswer =
  /** The provider answered: its status and body (parsed JSON, or null when it was not JSON). */
  | { reached: true; status: number; json: unknown; text: string }
  /** No answer: unreachable, refused, or slower than the timeout. */
  | { reached: false; reason: string };

export interface ProviderCallOptions {
  /** How long to wait before the next channel gets its turn. */
  timeoutMs: number;
  /** Tests hand in nothing: the fakes are loopback servers reached by the real fetch. */
  fetch?: typeof fetch;
  /** Strings to blank out of anything kept (a bot token is part of its URL). */
  secrets: readonly string[];
}

/** Provider messages are kept in `message_deliveries.error` and the logs: bounded. */
export const maxReasonLength = 300;

export async function callProvider(url: string, init: RequestInit, options: ProviderCallOptions): Promise<ProviderAnswer> {
  const fetchImpl = options.fetch ?? fetch;
  try {
    // A provider has no reason to redirect; following one would send the message and its credentials elsewhere.
    const response = await fetchImpl(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs) });
    const text = await response.text();
    return { reached: true, status: response.status, json: jsonOrNull(text), text };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { reached: false, reason: redacted(reason, options.secrets) };
  }
}

/**
 * Whether the same request later may be taken (no answer, 429, or a 5xx), and when to ask: the provider's own
 * `afterSeconds` when it named one (Telegram's `parameters.retry_after`), else null. Null: later is no better.
 */
export function laterMayHelp(answer: ProviderAnswer): { afterSeconds: number | null } | null {
  if (answer.reached && answer.status !== 429 && answer.status < 500) return null;
  const said = answer.reached ? fieldOf(fieldOf(answer.json, 'parameters'), 'retry_after') : undefined;
  return { afterSeconds: typeof said === 'number' && Number.isFinite(said) && said >= 0 ? Math.ceil(said) : null };
}

/** `text` without the secrets, bounded. */
export function redacted(text: string, secrets: readonly string[]): string {
  let kept = text;
  for (const secret of secrets) if (secret) kept = kept.replaceAll(secret, '[redacted]');
  return kept.slice(0, maxReasonLength);
}

/** The field of a JSON object, when the body is one. */
export function fieldOf(json: unknown, name: string): unknown {
  return json && typeof json === 'object' && name in json ? (json as Record<string, unknown>)[name] : undefined;
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
