import { useSyncExternalStore } from 'react';
import type { Locale as ParaglideLocale } from '../paraglide/runtime';

/**
 * Kar's languages. Not imported from paraglide's runtime: its locale strategies (URL patterns, cookies, custom
 * strategies) are ~1.3 KiB of every first page, and Kar reads and stores the language itself (below and in
 * public/locale-boot.js). The check under it fails to compile if project.inlang's list changes without this one.
 */
export const locales = ['en', 'ckb', 'ar'] as const;
export type Locale = (typeof locales)[number];
const sameLocales: [Locale, ParaglideLocale] extends [ParaglideLocale, Locale] ? true : never = true;
void sameLocales;
const baseLocale: Locale = 'en';
/** Where paraglide's localStorage strategy and public/locale-boot.js keep the reader's choice. */
const storageKey = 'PARAGLIDE_LOCALE';

function isLocale(value: unknown): value is Locale {
  return locales.some((locale) => locale === value);
}

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
 * changeLocale() updates it. The messages read it through here (client/lib/localized.ts).
 */
function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : baseLocale;
}

function applyToDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** Switches language without a reload, so nothing typed into an open form is lost. */
export function changeLocale(locale: Locale): void {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Storage refused (a private window's quota): the choice holds for this visit.
  }
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
