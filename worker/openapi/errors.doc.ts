import type { OpenAPIV3_1 } from 'openapi-types';
import { AppError, errorCodes } from '../http/errors';

/** The error statuses a route may name; each has one shared response in `components.responses`. */
const errorResponses = {
  400: { name: 'BadRequest', about: 'The request could not be read (for example, a body that is not JSON).' },
  401: { name: 'Unauthenticated', about: 'No valid session: sign in, then send the cookie or `Authorization: Bearer <token>`.' },
  402: { name: 'PaymentRequired', about: 'The company has no credits left to publish a job: `code` is `no_credits`.' },
  403: {
    name: 'Forbidden',
    about:
      "Signed in with an account type this route does not serve, or a cookie-authenticated write from another site. The placeholder account of an unsigned apply (its e-mail not verified yet) reaches only that application's steps and its CV: `application_email_unverified` anywhere else.",
  },
  404: { name: 'NotFound', about: "Missing, or not yours: another user's object answers 404, never 403." },
  409: { name: 'Conflict', about: 'The request conflicts with the current state.' },
  410: { name: 'Gone', about: 'It was public and is no longer: a job an admin took down answers `job_unavailable`.' },
  412: {
    name: 'PreconditionFailed',
    about: "The `If-Match` version is no longer the CV's: `cv_changed`, with the CV as it is now (and its `version`) in `data.cv`.",
  },
  413: { name: 'PayloadTooLarge', about: 'The body or a file is larger than allowed.' },
  415: { name: 'UnsupportedMediaType', about: "A file's content is not one of the allowed types (checked by its bytes)." },
  422: { name: 'ValidationFailed', about: "A field breaks a rule: `errors` lists messages per field, in the request's language." },
  423: { name: 'Locked', about: 'The account is locked for a while after repeated failures.' },
  429: { name: 'TooManyRequests', about: 'Throttled: wait for `Retry-After` seconds.' },
  502: {
    name: 'BadGateway',
    about: 'The mail provider or every phone channel refused the message (`mail_failed`, `message_failed`); nothing was kept. Try again.',
  },
} as const;

export type ErrorStatus = keyof typeof errorResponses;

export function errorResponseRef(status: ErrorStatus): OpenAPIV3_1.ReferenceObject {
  return { $ref: `#/components/responses/${errorResponses[status].name}` };
}

// Made by the document, not at module scope: an AppError per code (each with its stack) is work no request needs.
function errorsByStatus(): Map<number, AppError[]> {
  const byStatus = new Map<number, AppError[]>();
  for (const code of errorCodes) {
    const error = new AppError(code);
    byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  }
  return byStatus;
}

/** One response per error status, listing the `code`s it can carry (from the one error catalogue, worker/http/errors.ts). */
export function errorComponents(): Record<string, OpenAPIV3_1.ResponseObject> {
  const components: Record<string, OpenAPIV3_1.ResponseObject> = {};
  const errorsOf = errorsByStatus();
  for (const [status, { name, about }] of Object.entries(errorResponses)) {
    const errors = errorsOf.get(Number(status)) ?? [];
    const codes = errors.map((error) => error.code);
    components[name] = {
      description: about,
      ...(Number(status) === 429 ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } } : {}),
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/ErrorEnvelope' },
              ...(codes.length ? [{ type: 'object' as const, properties: { code: { enum: codes } } }] : []),
            ],
          },
          ...(errors[0] ? { example: { status: 'error', message: errors[0].message, code: errors[0].code } } : {}),
        },
      },
    };
  }
  return components;
}
