import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppError, FieldErrors } from './errors';
import { type MessageKey, translate } from './i18n';

/** The one JSON shape of every REST reply (docs/product.md#replies-and-error-codes). */
export interface Envelope<Data = Record<string, unknown>> {
  status: 'success' | 'error';
  message: string;
  code?: string;
  data?: Data;
  errors?: FieldErrors;
}

export function success<Data extends Record<string, unknown>>(c: Context, message: string, data?: Data, status: ContentfulStatusCode = 200): Response {
  const body: Envelope<Data> = { status: 'success', message, ...(data ? { data } : {}) };
  return c.json(body, status);
}

export function errorEnvelope(error: AppError): Envelope {
  return {
    status: 'error',
    message: error.message,
    code: error.code,
    ...(error.fields ? { errors: error.fields } : {}),
    ...(error.details ? { data: error.details } : {}),
  };
}

type ReplyKey = Extract<MessageKey, `reply_${string}`>;
export type ReplyCode = ReplyKey extends `reply_${infer Code}` ? Code : never;

/**
 * A success with a named outcome: `code` for clients (ours shows `reply_<code>` in the reader's language) and
 * the product's English sentence as `message` (docs/product.md#replies-and-error-codes).
 */
export function reply<Data extends Record<string, unknown>>(c: Context, code: ReplyCode, data?: Data, status: ContentfulStatusCode = 200): Response {
  const body: Envelope<Data> = { status: 'success', message: translate('en', `reply_${code}`), code, ...(data ? { data } : {}) };
  return c.json(body, status);
}
