/**
 * The one error type of the worker. A code decides the HTTP status and the default English message; the client
 * shows its own localised text for the code (message key `error_<code>`), never parsing `message`.
 */
const catalogue = {
  validation_failed: { status: 422, message: 'The given data was invalid.' },
  // 400: the body cannot be read at all, as opposed to fields that break a rule (422).
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  invalid_body: { status: 400, message: 'The request body could not be read.' },
  unauthenticated: { status: 401, message: 'Unauthenticated.' },
  forbidden: { status: 403, message: 'This action is unauthorized.' },
  not_found: { status: 404, message: 'Not found.' },
  unknown_lookup: { status: 404, message: 'Unknown lookup.' },
  conflict: { status: 409, message: 'Conflict.' },
  payload_too_large: { status: 413, message: 'Attachment size is too big, select another one' },
  request_too_large: { status: 413, message: 'The request is too large.' },
  unsupported_file_type: { status: 415, message: 'This file type is not allowed.' },
  locked: { status: 423, message: 'Account is temporarily locked. Try again later.' },
  rate_limited: { status: 429, message: 'Too many requests. Please try again later.' },
  captcha_failed: { status: 422, message: 'please verify you are not a robot' },
  mail_failed: { status: 502, message: 'The e-mail could not be sent. Please try again.' },
  message_failed: { status: 502, message: 'The code could not be sent to this number. Please try again.' },
  telegram_not_configured: { status: 409, message: 'Telegram is not set up on this Kar.' },
  push_not_configured: { status: 409, message: 'Push notifications are not set up on this Kar.' },
  storage_failed: { status: 502, message: 'The file could not be stored. Please try again.' },
  database_unavailable: { status: 503, message: 'The service is unavailable. Please try again.' },
  internal: { status: 500, message: 'Something went wrong. Please try again.' },
  // Account flows: the English strings are the product's exact messages where it gives one (docs/product.md#accounts-and-sign-in).
  invalid_credentials: { status: 401, message: 'Invalid credentials. CAPTCHA verification will be required for next attempt.' },
  account_locked: { status: 423, message: 'Account is temporarily locked. Please try again later.' },
  account_email_unverified: { status: 403, message: 'account email needs to be verified' },
  company_email_unverified: { status: 403, message: 'company email needs to be verified' },
  email_exists_login: { status: 409, message: 'Email already exists, please login' },
  email_already_verified: { status: 409, message: 'Email is already verified' },
  email_in_use: { status: 409, message: 'The email has already been taken.' },
  // The same answers for a phone number (issue 28).
  phone_exists_login: { status: 409, message: 'This phone number already has an account. Please sign in.' },
  phone_in_use: { status: 409, message: 'This phone number is already used by another account.' },
  phone_not_verified_yet: { status: 422, message: 'Please enter the code we sent to your phone first.' },
  incorrect_code: { status: 422, message: 'incorrect code. Please try again.' },
  code_expired: { status: 422, message: 'The code has expired. Please request a new one.' },
  code_attempts_exceeded: { status: 429, message: 'Too many wrong codes. Please request a new one.' },
  code_not_requested: { status: 422, message: 'send verification code' },
  email_not_verified_yet: { status: 422, message: 'please verify your email first' },
  reset_token_invalid: { status: 422, message: 'This reset link is invalid or has expired. Please start again.' },
  current_password_wrong: { status: 422, message: 'The current password is incorrect.' },
  // Second factors (issue 29)
  second_factor_expired: { status: 401, message: 'This sign-in took too long or was already finished. Please sign in again.' },
  second_factor_incorrect: { status: 422, message: 'That code is not right. Check your authenticator app and try again.' },
  totp_already_set_up: { status: 409, message: 'An authenticator app is already set up. Remove it first to set up another.' },
  totp_not_started: { status: 409, message: 'Start setting up the authenticator app first.' },
  second_factor_missing: { status: 409, message: 'Set up a second step first.' },
  second_factor_needed: { status: 409, message: 'This account must keep a second step, so it cannot be removed.' },
  passkey_not_added: { status: 422, message: 'The passkey could not be added. Please try again.' },
  passkey_not_accepted: { status: 401, message: 'This passkey was not accepted. Try again, or sign in with your password.' },
  // CVs
  cv_pdf_unavailable: { status: 409, message: 'This CV is a Word file. Download it to read it.' },
  // A write that named the version it edits, after another device changed the CV (issue 27): the reply carries the CV now.
  cv_changed: { status: 412, message: 'This CV was changed on another device since this edit was made. Compare the two before saving again.' },
  // Applying without an account
  pending_application_missing: { status: 404, message: 'Your application was not found or has expired. Please start again.' },
  // The placeholder account of an unsigned apply may only finish that application until its e-mail code is entered.
  application_email_unverified: {
    status: 403,
    message: 'Enter the code we sent to your e-mail to finish your application first. Until then this account can only finish that application.',
  },
  // Jobs and credits
  company_not_approved: { status: 403, message: 'Your company account is waiting for approval. You can post jobs once it is approved.' },
  job_was_deleted: { status: 409, message: 'This job was deleted.' },
  job_not_editable: { status: 409, message: 'A closed or filled job can no longer be edited.' },
  job_move_not_allowed: { status: 409, message: "This job can't be changed that way in its current state." },
  job_not_draft: { status: 409, message: 'Only drafts can be deleted. Close the job instead.' },
  // Reopening publishes without a credit, so only a job filled while it was open (published or paused) is reopened (issue 23).
  job_reopen_needs_new_posting: {
    status: 409,
    message: 'This job was marked filled after it had closed or expired, so it cannot be reopened. Post a new job instead.',
  },
  // A job an admin took down (issue 23): gone for readers (410, neutral), frozen for its company.
  job_unavailable: { status: 410, message: 'This job is no longer available.' },
  job_taken_down: {
    status: 409,
    message: 'Kar took this job down after a review, so it can no longer be changed. Contact Kar support if you think this is a mistake.',
  },
  job_not_taken_down: { status: 409, message: 'This job was not taken down, so there is nothing to restore.' },
  // Applying
  already_applied: { status: 409, message: 'You have already applied to this job.' },
  job_not_open: { status: 409, message: 'This job is no longer accepting applications.' },
  application_not_withdrawable: { status: 409, message: 'This application can no longer be withdrawn.' },
  thread_closed: { status: 409, message: 'This application was withdrawn: its messages can be read but no longer answered.' },
  offer_not_open: { status: 409, message: 'This offer can no longer be answered: it was already answered or has expired.' },
  no_credits: { status: 402, message: 'You have no job credits left. Your job is kept as a draft: publish it once credits are added.' },
  // Hiring: the pipeline (issue 13)
  application_withdrawn: { status: 409, message: 'This applicant withdrew the application: it can no longer be moved.' },
  stage_unchanged: { status: 409, message: 'The applicant is already in this stage.' },
  application_moved: { status: 409, message: 'This applicant was just moved by someone else. Reload to see where they are.' },

  // Hiring: interviews and offers (issue 13)
  application_closed: { status: 409, message: 'This application is closed (withdrawn, not selected or hired): no interview or offer can be added.' },
  interview_not_open: { status: 409, message: 'This interview was cancelled or has already taken place, so it can no longer be changed.' },
  interview_changed: { status: 409, message: 'This interview was changed meanwhile. Reload it and try again.' },
  offer_already_pending: { status: 409, message: 'This applicant already has an open offer. Withdraw it before sending another.' },
  offer_not_pending: { status: 409, message: 'Only an open offer can be withdrawn: this one was already answered, withdrawn or has expired.' },

  // Hiring: the company dashboard (issue 13)

  // Company profile (issue 13)
  company_documents_full: { status: 409, message: 'You can keep at most 20 documents. Delete one to add another.' },

  // Admin console (issue 14)
  reauth_required: { status: 403, message: 'Enter your password again to continue.' },
  account_disabled: { status: 403, message: 'This account has been disabled. Contact Kar support.' },
  company_review_not_allowed: { status: 409, message: "This company's current status does not allow this action." },
  review_request_not_allowed: { status: 409, message: 'Only a rejected company can ask to be reviewed again.' },
  // Issue 23: asking again needs a change since the rejection; a waiting company prepares drafts but publishes none.
  review_request_unchanged: { status: 409, message: "Change your company's details (the profile, logo or documents) before asking to be reviewed again." },
  job_publish_needs_approval: { status: 403, message: 'Your draft is saved. You can publish it once Kar approves your company.' },
  report_exists: { status: 409, message: 'You have already reported this job.' },
  report_not_open: { status: 409, message: 'This report was already handled.' },
  credits_below_zero: { status: 409, message: "The company's credits cannot go below zero." },
  admin_target_not_allowed: { status: 409, message: 'Admin accounts cannot be changed here.' },

  // Programs and events (issue 14)
  full: { status: 409, message: 'There are no seats left.' },
  registration_closed: { status: 409, message: 'Registration has closed.' },
  already_registered: { status: 409, message: 'You are already registered.' },
  program_started: { status: 409, message: 'This has already started, so the registration can no longer be cancelled.' },

  // Job alerts (issue 15)
  alert_limit_reached: { status: 422, message: 'You can keep at most 20 job alerts. Delete one to add another.' },

  // Followed companies and notifications (issue 15)

  // Skill requests (issue 25): the first two name the skill, so the service sends them in the reader's language.
  skill_exists: { status: 409, message: 'This skill is already in the list. Pick it from the search.' },
  skill_request_exists: { status: 409, message: 'This skill has already been asked for and is waiting for review.' },
  skill_request_limit: { status: 422, message: 'You have 20 skill requests waiting for review. Wait for an answer before asking for more.' },
  skill_request_not_pending: { status: 409, message: 'This skill request has already been answered.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof catalogue;
export type FieldErrors = Record<string, string[]>;

export interface AppErrorOptions {
  message?: string;
  fields?: FieldErrors;
  retryAfterSeconds?: number;
  cause?: unknown;
  /** What the client may act on (the skill a requested name already is): REST's envelope `data`, tRPC's `data.details`. */
  details?: Record<string, unknown>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? catalogue[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = catalogue[code].status;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

export const errorCodes = Object.keys(catalogue) as ErrorCode[];

/** Anything thrown that is not an AppError is an internal error: its details stay in the logs. */
export function toAppError(error: unknown): AppError {
  return error instanceof AppError ? error : new AppError('internal', { cause: error });
}
