import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { AppError, type ErrorCode, type FieldErrors, toAppError } from '../http/errors';
import { fieldErrorsOf } from '../http/validation';
import type { Authenticated } from '../http/context';
import { requireApplyingAuth, requireAuth } from '../features/auth/auth.middleware';
import type { RequestInfo } from '../http/request-info';
import type { Deps, Locale } from '../ports';

export interface TrpcContext {
  deps: Deps;
  locale: Locale;
  requestId: string;
  auth: Authenticated | undefined;
  request: RequestInfo;
  /** Starts (token) or ends (null) the web session cookie on this reply. */
  setSessionCookie(token: string | null): void;
}

const trpcCodeByStatus: Record<number, TRPC_ERROR_CODE_KEY> = {
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  // tRPC has no "gone": a job taken down reads as not found, its appCode (`job_unavailable`) tells the client why.
  410: 'NOT_FOUND',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  423: 'FORBIDDEN',
  429: 'TOO_MANY_REQUESTS',
};

/** AppError keeps its meaning through tRPC: the client reads `data.appCode` and `data.fields`. */
export function toTrpcError(error: unknown): TRPCError {
  const appError = toAppError(error);
  return new TRPCError({
    code: trpcCodeByStatus[appError.status] ?? 'INTERNAL_SERVER_ERROR',
    message: appError.message,
    cause: appError,
  });
}

function appErrorOf(error: TRPCError, locale: Locale): { appCode: ErrorCode; fields?: FieldErrors; details?: Record<string, unknown> } {
  if (error.cause instanceof AppError) return { appCode: error.cause.code, fields: error.cause.fields, details: error.cause.details };
  if (error.cause instanceof ZodError) return { appCode: 'validation_failed', fields: fieldErrorsOf(error.cause.issues, locale) };
  if (error.code === 'NOT_FOUND') return { appCode: 'not_found' };
  return { appCode: 'internal' };
}

export const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error, ctx }) {
    const { appCode, fields, details } = appErrorOf(error, ctx?.locale ?? 'en');
    const message = appCode === 'internal' ? new AppError('internal').message : shape.message;
    return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, appCode, fields, details } };
  },
});

/** A service's AppError becomes a TRPCError with the matching code, so tRPC answers the same HTTP status as REST. */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) throw toTrpcError(result.error.cause);
  return result;
});

/**
 * Procedures for a signed-in user of the given types: REST's requireAuth (401 without a session, 403 for the
 * placeholder of an unsigned apply and for another type).
 */
export function protectedProcedure(...types: Authenticated['user']['type'][]) {
  return publicProcedure.use(({ ctx, next }) => next({ ctx: { ...ctx, auth: requireAuth(ctx.auth, ...types) } }));
}

/** protectedProcedure that also serves the placeholder of an unsigned apply: only for what finishes that application. */
export function applyingProcedure(...types: Authenticated['user']['type'][]) {
  return publicProcedure.use(({ ctx, next }) => next({ ctx: { ...ctx, auth: requireApplyingAuth(ctx.auth, ...types) } }));
}
