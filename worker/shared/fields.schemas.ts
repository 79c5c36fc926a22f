import { z } from 'zod';

/**
 * Field rules shared by the server and the client. Every message is a key of messages/*.json: the server answers
 * it in the request's language, the client shows it in the interface language.
 */

/**
 * "Enter at most {max} characters": a message key travels with its limit as `v_text_max:120`, since a schema issue
 * carries only a string. `fieldMessageParts` splits it again, on the server and in the client.
 */
export function atMost(max: number) {
  return { error: `v_text_max:${max}` };
}

/** A field message as its key and placeholder values (`v_text_max:120` → `v_text_max`, `{ max: 120 }`). */
export function fieldMessageParts(message: string): { key: string; params: Record<string, number> } {
  const limited = /^(v_text_max):(\d+)$/.exec(message);
  return limited ? { key: limited[1] as string, params: { max: Number(limited[2]) } } : { key: message, params: {} };
}

/**
 * A rich text (Quill HTML) is bounded in characters of HTML. The server stores it sanitised, which only drops or
 * escapes markup, so what is stored stays within a few times this bound and far below D1's 2 MB row.
 */
export const richTextMaxLength = 20_000;
export const richTextSchema = z.string().max(richTextMaxLength, atMost(richTextMaxLength));

const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic (٠-٩) and Persian/Kurdish (۰-۹) digits, as typed on a Kurdish keyboard, become 0-9. */
export function toLatinDigits(value: string): string {
  return value.replace(easternDigits, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/** What the phone input keeps: digits (any script, made 0-9) and +, at most 14 characters. */
export function filterPhoneInput(value: string): string {
  return toLatinDigits(value)
    .replace(/[^0-9+]/g, '')
    .slice(0, phoneMaxLength);
}

/**
 * What the name input keeps: letters and combining marks of any script, the zero-width non-joiner that Sorani and
 * Persian keyboards type inside words, and single spaces.
 */
export function filterNameInput(value: string): string {
  return value
    .replace(/[^\p{L}\p{M}\u200C\s]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^\s/, '');
}

export const phoneMaxLength = 14;

export const emailSchema = z
  .string({ error: 'v_email_required' })
  .trim()
  .min(1, { error: 'v_email_required' })
  .max(254, { error: 'v_email_invalid' })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'v_email_invalid' })
  .transform((email) => email.toLowerCase());

export const accountTypeSchema = z.enum(['account', 'company'], { error: 'v_account_type' });
export type AccountType = z.infer<typeof accountTypeSchema>;

export const fullNameSchema = z
  .string({ error: 'v_full_name_required' })
  .trim()
  .min(1, { error: 'v_full_name_required' })
  .max(100, { error: 'v_full_name_too_long' })
  .refine((name) => !/[\p{Nd}]/u.test(name), { error: 'v_full_name_digits' })
  .refine((name) => /^[\p{L}\p{M}\u200C\s'.-]+$/u.test(name), { error: 'v_full_name_letters' });

export const phoneSchema = z
  .string({ error: 'v_phone_required' })
  .transform((phone) => toLatinDigits(phone).replace(/[\s()-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'v_phone_required' })
      .regex(/^\+?[0-9]{7,13}$/, { error: 'v_phone_invalid' })
      .max(phoneMaxLength, { error: 'v_phone_invalid' }),
  );

/**
 * A verification code: six digits, typed in any digit script, sent as text or (the REST contract's verify_code) a number
 * (docs/product.md#where-kar-differs-from-specmd).
 */
export const verificationCodeSchema = z
  .union([z.string(), z.number()], { error: 'v_code_required' })
  // A number loses its leading zeros ("012345" arrives as 12345): put them back.
  .transform((code) => (typeof code === 'number' ? String(code).padStart(6, '0') : toLatinDigits(code).trim()))
  .pipe(
    z
      .string()
      .min(1, { error: 'v_code_required' })
      .regex(/^[0-9]{6}$/, { error: 'v_code_invalid' }),
  );

export const captchaSchema = z.string({ error: 'v_captcha_required' }).min(1, { error: 'v_captcha_required' }).max(4096);

/** An id chosen from a lookup; form posts send it as text. */
export function lookupIdSchema(requiredKey: string) {
  return z.coerce.number({ error: requiredKey }).int({ error: requiredKey }).positive({ error: requiredKey });
}

/** An optional lookup id: absent, null or '' (a select left on its placeholder) is none. */
export function optionalLookupIdSchema(invalidKey: string) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), lookupIdSchema(invalidKey).optional());
}

export function isoDateNotInFuture(requiredKey: string, futureKey: string, today: () => Date = () => new Date()) {
  return z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: requiredKey })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: requiredKey })
    .refine((value) => value >= '1900-01-01', { error: requiredKey })
    .refine((value) => value <= today().toISOString().slice(0, 10), { error: futureKey });
}

// People type "kar.krd" more often than "https://kar.krd": accept it as https.
const withScheme = (value: string) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
const webUrl = z.url({ protocol: /^https?$/, error: 'v_url_invalid' });

export const optionalUrlSchema = z
  .string()
  .trim()
  .max(2048, { error: 'v_url_invalid' })
  .optional()
  .transform((value) => (value ? withScheme(value) : undefined))
  .pipe(webUrl.optional());

/** A web address that must be given. */
export function requiredUrlSchema(requiredKey: string) {
  return z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(2048, { error: 'v_url_invalid' }).transform(withScheme).pipe(webUrl);
}

/** An instant in ISO 8601 with its offset (`…+03:00` or `…Z`); `key` is the message of a bad one. */
export const isoMoment = (key: string) => z.iso.datetime({ offset: true, error: key });

/** Optional free text: blank is the same as nothing (null, so that an edit can clear it). */
export const optionalText = (max: number) =>
  z
    .string({ error: 'v_invalid_value' })
    .trim()
    .max(max, atMost(max))
    .nullable()
    .optional()
    .transform((value) => value || null);

/**
 * An optional https link (a meeting or an online event): opened from mail and calendars, where http could be
 * altered. `key` is the message of anything else.
 */
export const optionalHttpsLink = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .max(2048, { error: key })
    .nullable()
    .optional()
    .transform((value) => (value ? withScheme(value) : null))
    .pipe(z.url({ protocol: /^https$/, error: key }).nullable());
