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

/**
 * The writes that carry several of a company profile's rich texts, and nothing else does: messages, notes, bulk moves
 * and jobs keep the common limit (issue 23: the larger one once covered every `/company/*` path).
 */
const companyProfilePaths = /^\/api\/v1\/(company\/profile(\/mission|\/values)?|companies\/update-additional-info|auth\/register-company)$/;
const companyProfileProcedures = new Set(['company.updateAdditionalInfo', 'company.updateMission', 'company.updateValues']);
const trpcPrefix = '/api/trpc/';

/** A tRPC batch gets the larger limit only when every call in it is a profile write. */
function isCompanyProfileWrite(path: string): boolean {
  if (!path.startsWith(trpcPrefix)) return companyProfilePaths.test(path);
  return path
    .slice(trpcPrefix.length)
    .split(',')
    .every((name) => companyProfileProcedures.has(name));
}

/** 413 in the envelope before the body is parsed: uploads against the file limit, everything else against its content. */
export function bodyLimits(): MiddlewareHandler<AppEnv> {
  const uploads = bodyLimit({
    maxSize: maxUploadBodyBytes,
    onError: () => {
      throw new AppError('payload_too_large');
    },
  });
  const tooLarge = () => {
    throw new AppError('request_too_large');
  };
  const companyTexts = bodyLimit({ maxSize: maxCompanyTextBodyBytes, onError: tooLarge });
  const texts = bodyLimit({ maxSize: maxTextBodyBytes, onError: tooLarge });
  return (c, next) => {
    if ((c.req.header('content-type') ?? '').toLowerCase().includes('multipart/form-data')) return uploads(c, next);
    return (isCompanyProfileWrite(c.req.path) ? companyTexts : texts)(c, next);
  };
}
