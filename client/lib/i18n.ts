import { useSyncExternalStore } from 'react';
import { baseLocale, isLocale, locales, overwriteGetLocale, setLocale as setParaglideLocale } from '../paraglide/runtime';

export type Locale = (typeof locales)[number];
export { locales };

export const localeLabels: Record<Locale, string> = { en: 'English', ckb: 'کوردی', ar: 'العربية' };

/** The Intl locale for dates and numbers: Iraqi ckb/ar month names, with Latin digits as the rest of the app. */
export function intlLocaleOf(locale: Locale): string {
  return `${locale === 'ckb' ? 'ckb-IQ' : locale === 'ar' ? 'ar-IQ' : 'en-GB'}-u-nu-latn`;
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'en' ? 'ltr' : 'rtl';
}

const listeners = new Set<() => void>();

/**
 * <html lang> is the one source of the interface language: public/locale-boot.js sets it before first paint from
 * the stored choice or the browser's preferred languages (mapping `ku` to ckb, which paraglide cannot), and
 * changeLocale() updates it. Paraglide's messages read it through here.
 */
function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : baseLocale;
}
overwriteGetLocale(documentLocale);

function applyToDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** Switches language without a reload, so nothing typed into an open form is lost. */
export function changeLocale(locale: Locale): void {
  setParaglideLocale(locale, { reload: false });
  applyToDocument(locale);
  for (const listener of listeners) listener();
}

export function currentLocale(): Locale {
  return documentLocale();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders the caller when the language changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

export function onLocaleChange(listener: () => void): () => void {
  return subscribe(listener);
}
