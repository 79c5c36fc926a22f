import { currentLocale, type Locale } from './i18n';

type Variant<Inputs> = (inputs: Inputs) => string;

/**
 * One message's choice of language, shared by every message: the build rewrites each of paraglide's message modules
 * to call it (compactMessages in vite.config.ts). Paraglide writes the same dispatch into each of its ~1,700 messages;
 * minified, every copy has its own variable names, so gzip found little to share between them (the dates' 40 words
 * went from 2.8 to 2.0 KiB). Same choice as paraglide's: `options.locale` first, then the page's language.
 */
export function localized<Inputs>(ckb: Variant<Inputs>, ar: Variant<Inputs>, en: Variant<Inputs>) {
  return (inputs = {} as Inputs, options: { locale?: Locale } = {}): string => {
    const locale = options.locale ?? currentLocale();
    return (locale === 'ckb' ? ckb : locale === 'ar' ? ar : en)(inputs);
  };
}
