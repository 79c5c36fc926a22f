import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppError, FieldErrors } from './errors';

/** The one JSON shape of every REST reply (DESIGN.md, "REST contract"). */
export interface Envelope<Data = Record<string, unknown>> {
  status: 'success' | 'error';
  message: string;
  code?: string;
  data?: Data;
  errors?: FieldErrors;
}

export function success<Data extends Record<string, unknown>>(
  c: Context,
  message: string,
  data?: Data,
  status: ContentfulStatusCode = 200,
): Response {
  const body: Envelope<Data> = { status: 'success', message, ...(data ? { data } : {}) };
  return c.json(body, status);
}

export function errorEnvelope(error: AppError): Envelope<never> {
  return {
    status: 'error',
    message: error.message,
    code: error.code,
    ...(error.fields ? { errors: error.fields } : {}),
  };
}
