import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context';
import { AppError } from './errors';

const kib = 1024;

/** Multipart bodies carry files: a 10 MB CV upload plus its framing. */
export const maxUploadBodyBytes = 11 * 1024 * 1024;

/**
 * Bodies without files (JSON, plain forms) are sized by what they carry: a rich text is at most 20,000 characters
 * (`richTextMaxLength`), up to 3 bytes each in UTF-8. Most writes carry one and a few short fields.
 */
export const maxTextBodyBytes = 128 * kib;

/** A company's profile carries nine rich texts (description, mission and values in three languages). */
export const maxCompanyTextBodyBytes = 640 * kib;

const companyProfileWrites = /^\/api\/(v1\/(company\/|companies\/update-additional-info$|auth\/register-company$)|trpc\/[^/]*\bcompany\.)/;

/** 413 in the envelope before the body is parsed: uploads against the file limit, everything else against its content. */
export function bodyLimits(): MiddlewareHandler<AppEnv> {
  const uploads = bodyLimit({ maxSize: maxUploadBodyBytes, onError: () => { throw new AppError('payload_too_large'); } });
  const tooLarge = () => { throw new AppError('request_too_large'); };
  const companyTexts = bodyLimit({ maxSize: maxCompanyTextBodyBytes, onError: tooLarge });
  const texts = bodyLimit({ maxSize: maxTextBodyBytes, onError: tooLarge });
  return (c, next) => {
    if ((c.req.header('content-type') ?? '').toLowerCase().includes('multipart/form-data')) return uploads(c, next);
    return (companyProfileWrites.test(c.req.path) ? companyTexts : texts)(c, next);
  };
}
