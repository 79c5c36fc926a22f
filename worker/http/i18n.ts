import ar from '../../messages/ar.json';
import ckb from '../../messages/ckb.json';
import en from '../../messages/en.json';
import { fieldMessageParts } from '../shared/fields.schemas';
import type { Locale } from '../ports';

const catalogues: Record<Locale, Record<string, string>> = { en, ckb, ar };

export type MessageKey = keyof typeof en;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key) && !key.startsWith('$');
}

/**
 * The same messages the client shows, for what the server writes to people: field errors and e-mails.
 * `{name}` placeholders are filled from `params`.
 */
export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = catalogues[locale][key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Field errors carry message keys. Anything else is a library's own English text (zod's "expected string, received
 * null" for a wrong type): the reader gets the general message in their language instead.
 */
export function translateFieldMessage(locale: Locale, message: string): string {
  const { key, params } = fieldMessageParts(message);
  // Besides a length limit, the one placeholder is the current year (the product's exact message, docs/product.md#cv-field-rules:
  // 'Enter a year between 1950 and {year}').
  return translate(locale, isMessageKey(key) ? key : 'v_invalid_value', { year: new Date().getUTCFullYear(), ...params });
}
