/**
 * The one error type of the worker. A code decides the HTTP status and the default English message; the client
 * shows its own localised text for the code (message key `error_<code>`), never parsing `message`.
 */
const catalogue = {
  validation_failed: { status: 422, message: 'The given data was invalid.' },
  unauthenticated: { status: 401, message: 'Unauthenticated.' },
  forbidden: { status: 403, message: 'This action is unauthorized.' },
  not_found: { status: 404, message: 'Not found.' },
  unknown_lookup: { status: 404, message: 'Unknown lookup.' },
  conflict: { status: 409, message: 'Conflict.' },
  payload_too_large: { status: 413, message: 'Attachment size is too big, select another one' },
  unsupported_file_type: { status: 415, message: 'This file type is not allowed.' },
  locked: { status: 423, message: 'Account is temporarily locked. Try again later.' },
  rate_limited: { status: 429, message: 'Too many requests. Please try again later.' },
  captcha_failed: { status: 422, message: 'please verify you are not a robot' },
  mail_failed: { status: 502, message: 'The e-mail could not be sent. Please try again.' },
  storage_failed: { status: 502, message: 'The file could not be stored. Please try again.' },
  database_unavailable: { status: 503, message: 'The service is unavailable. Please try again.' },
  internal: { status: 500, message: 'Something went wrong. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof catalogue;
export type FieldErrors = Record<string, string[]>;

export interface AppErrorOptions {
  message?: string;
  fields?: FieldErrors;
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? catalogue[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = catalogue[code].status;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const errorCodes = Object.keys(catalogue) as ErrorCode[];

/** Anything thrown that is not an AppError is an internal error: its details stay in the logs. */
export function toAppError(error: unknown): AppError {
  return error instanceof AppError ? error : new AppError('internal', { cause: error });
}
