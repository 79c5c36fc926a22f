import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context';
import { errorEnvelope } from './envelope';
import { AppError, toAppError } from './errors';
import { describeError, log } from './logger';

/** Every failure leaves as the envelope; only internal errors are logged with their stack. */
export function handleError(error: unknown, c: Context<AppEnv>) {
  const appError = error instanceof HTTPException ? fromHttpException(error) : toAppError(error);
  if (appError.code === 'internal' || appError.status >= 500) {
    log.error('request failed', { request_id: c.get('requestId'), path: c.req.path, ...describeError(error) });
  }
  if (appError.retryAfterSeconds !== undefined) c.header('Retry-After', String(appError.retryAfterSeconds));
  return c.json(errorEnvelope(appError), appError.status as ContentfulStatusCode);
}

function fromHttpException(error: HTTPException): AppError {
  if (error.status === 413) return new AppError('payload_too_large', { cause: error });
  // hono's validator answers an unparsable JSON body with a 400.
  if (error.status === 400 && /json/i.test(error.message)) return new AppError('invalid_json', { cause: error });
  if (error.status === 401) return new AppError('unauthenticated', { cause: error });
  if (error.status === 404) return new AppError('not_found', { cause: error });
  if (error.status < 500) return new AppError('validation_failed', { message: error.message, cause: error });
  return new AppError('internal', { cause: error });
}

export function notFound(c: Context<AppEnv>) {
  return c.json(errorEnvelope(new AppError('not_found')), 404);
}
