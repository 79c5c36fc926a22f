import { m } from '../paraglide/messages';
import { translateKey } from './messages';

/** A failed call, ready to show: a code, its text in the interface language, and per-field messages. */
export interface ServerProblem {
  code: string;
  text: string;
  fields: Record<string, string>;
  status: number;
  /** What the server gave to act on (the CV as it is now, for a 412 `cv_changed`). */
  details?: Record<string, unknown> | undefined;
}

function textForCode(code: string, fallback: string | undefined): string {
  return translateKey(`error_${code}`) ?? fallback ?? m.error_internal();
}

function firstOfEach(fields: Record<string, string[]> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(fields ?? {}).flatMap(([name, list]) => (list[0] ? [[name, list[0]]] : [])));
}

interface TrpcErrorData {
  appCode?: string;
  fields?: Record<string, string[]>;
  httpStatus?: number;
  details?: Record<string, unknown>;
}

/** No answer: offline, the action needs Kar's server and says so (issue 27); online, the connection failed. */
const networkProblem = (status: number): ServerProblem => ({
  code: 'network',
  text: typeof navigator !== 'undefined' && !navigator.onLine ? m.error_offline() : m.error_network(),
  fields: {},
  status,
});

/**
 * From a tRPC call (tRPC's client error, or procedures.ts's of the same shape): the server sends the app code and
 * already-localised field messages. Anything without an app code never reached the server's rules: "network".
 */
export function problemOf(error: unknown): ServerProblem {
  const data = error instanceof Error && 'data' in error ? ((error.data ?? {}) as TrpcErrorData) : {};
  if (!data.appCode) return networkProblem(0);
  return {
    code: data.appCode,
    text: textForCode(data.appCode, (error as Error).message),
    fields: firstOfEach(data.fields),
    status: data.httpStatus ?? 500,
    details: data.details,
  };
}

export interface EnvelopeBody {
  status?: string;
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
  data?: Record<string, unknown>;
}

/** From a REST reply in the envelope. */
export function problemOfEnvelope(status: number, body: EnvelopeBody | null): ServerProblem {
  if (!body || status === 0) return networkProblem(status);
  const code = body.code ?? 'internal';
  return { code, text: textForCode(code, body.message), fields: firstOfEach(body.errors), status, details: body.data };
}

/** The localised confirmation for a success code (`reply_<code>`). */
export function replyText(code: string): string | undefined {
  return translateKey(`reply_${code}`);
}
