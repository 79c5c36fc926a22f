import en from '../../messages/en.json';
import { fieldMessageParts } from '../shared/fields.schemas';
import type { Locale } from '../ports';

export type MessageKey = keyof typeof en;
type Catalogue = Record<string, string>;

/**
 * Sorani and Arabic are loaded when first needed, not with the script: together they were a quarter of what an isolate
 * evaluated at start (docs/decisions/0024), and a read answers in one language. English, the fallback and the API
 * document's examples, comes with the script.
 */
const importers: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  ckb: () => import('../../messages/ckb.json', { with: { type: 'json' } }),
  ar: () => import('../../messages/ar.json', { with: { type: 'json' } }),
};
const loaded: Partial<Record<Locale, Catalogue>> = { en };
export const allLocales: readonly Locale[] = ['en', 'ckb', 'ar'];

/** Makes `translate` ready for these languages; a language already loaded costs nothing. */
export async function loadCatalogues(locales: readonly Locale[]): Promise<void> {
  await Promise.all(
    locales.map(async (locale) => {
      if (locale !== 'en') loaded[locale] ??= (await importers[locale]()).default;
    }),
  );
}

function catalogue(locale: Locale): Catalogue {
  const found = loaded[locale];
  // A bug in the caller, never a reader's problem: every entry point loads what it writes in.
  if (!found) throw new Error(`messages for ${locale} are not loaded (loadCatalogues)`);
  return found;
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key) && !key.startsWith('$');
}

/**
 * The same messages the client shows, for what the server writes to people: field errors and e-mails.
 * `{name}` placeholders are filled from `params`.
 */
export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = catalogue(locale)[key] ?? en[key];
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
