import { useSyncExternalStore } from 'react';
import { getLocale, locales, setLocale as setParaglideLocale } from '../paraglide/runtime';

export type Locale = (typeof locales)[number];
export { locales };

export const localeLabels: Record<Locale, string> = { en: 'English', ckb: 'کوردی', ar: 'العربية' };

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'en' ? 'ltr' : 'rtl';
}

const listeners = new Set<() => void>();

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
  return getLocale();
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
