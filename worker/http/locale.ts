import type { Locale } from '../ports';

export const locales = ['en', 'ckb', 'ar'] as const satisfies readonly Locale[];
export const defaultLocale: Locale = 'en';

/** Maps one language tag to a supported locale: `ku` and its variants are Sorani here. */
function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split('-')[0];
  if (primary === 'ckb' || primary === 'ku') return 'ckb';
  if (primary === 'ar') return 'ar';
  if (primary === 'en') return 'en';
  return null;
}

/** Picks the best supported locale from an Accept-Language header, honouring q-values; English otherwise. */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { locale: localeOfTag(tag), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry): entry is { locale: Locale; quality: number; index: number } => entry.locale !== null && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.locale ?? defaultLocale;
}
