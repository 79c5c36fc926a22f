/**
 * Phone numbers as people in Iraq type them — 0750 123 4567, 750 123 4567, +964 750 123 4567, 00964 750…, with
 * spaces, dashes, dots or brackets, in Latin, Arabic-Indic (٠-٩) or Extended Arabic-Indic (۰-۹) digits — read as
 * Iraqi unless they start with + or 00, and normalised to E.164 (+9647501234567) by libphonenumber-js.
 *
 * The `mobile` metadata build: it knows the mobile ranges of every country, so it tells a mobile from a landline,
 * which the smaller `min` build cannot (docs/decisions/0027-phone-numbers-and-messenger.md). Shared with the client.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { toLatinDigits } from './fields.schemas';

/** Numbers without a country code are Iraqi. */
export const homeCountry = 'IQ';

/**
 * - `mobile`: a mobile number, the only kind that receives codes (sign-in, sign-up).
 * - `not_mobile`: a number of a possible length for its country but outside its mobile ranges (a landline, a
 *   service number).
 * - `invalid`: not a phone number, or a mistyped one.
 */
export type PhoneNumberReading = { status: 'mobile'; e164: string; country: string | null } | { status: 'not_mobile'; e164: string } | { status: 'invalid' };

// Longer than any number written with its separators: the rest is never handed to the parser.
const maxInputLength = 40;
// Separators people type or paste, and the direction marks that RTL text carries around numbers.
const separators = /[\s\u00A0\u2007\u202F().\-\u2010-\u2015\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g;
const digitsWithPlus = /^\+?[0-9]{4,20}$/;
const iraqCallingCode = '964';

export function readPhoneNumber(input: string): PhoneNumberReading {
  if (input.length > maxInputLength) return { status: 'invalid' };
  // libphonenumber-js would also find a number inside other text ("call 0750…") or read an extension: an
  // identity is the number alone.
  const compact = toLatinDigits(input).replace(separators, '');
  if (!digitsWithPlus.test(compact)) return { status: 'invalid' };

  const parsed = parsePhoneNumberFromString(compact, { defaultCountry: homeCountry });
  if (!parsed) return { status: 'invalid' };
  if (parsed.isValid()) return { status: 'mobile', e164: parsed.number, country: parsed.country ?? null };
  // Every Iraqi mobile starts with 7 after the country code: a 7… number that is not valid is a mistyped mobile,
  // not a landline, and saying "not a mobile" would mislead.
  const mistypedIraqiMobile = parsed.countryCallingCode === iraqCallingCode && parsed.nationalNumber.startsWith('7');
  if (parsed.isPossible() && !mistypedIraqiMobile) return { status: 'not_mobile', e164: parsed.number };
  return { status: 'invalid' };
}

/** An E.164 number grouped for reading (`+964 750 123 4567`); in RTL text, wrap it in an LTR isolate. */
export function formatPhoneNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
