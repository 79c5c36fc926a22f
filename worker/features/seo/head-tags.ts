import { escapeHtml } from '../../platform/html-text';
import type { Locale } from '../../ports';

/**
 * Language variants of public pages (hreflang): a page's own language is its plain URL, the others add
 * `?lang=ckb|ar|en`. A job's own language is the one it is written in; a company page's is English. The plain URL is
 * also x-default. A variant's head names the city, job type and site in its language; the job's text stays as written.
 */
export const languageParam = 'lang';

export function variantUrl(origin: string, path: string, locale: Locale, own: Locale): string {
  return locale === own ? `${origin}${path}` : `${origin}${path}?${languageParam}=${locale}`;
}

export const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
export const link = (rel: string, href: string, hreflang?: string) =>
  `<link rel="${rel}" href="${escapeHtml(href)}"${hreflang ? ` hreflang="${hreflang}"` : ''} />`;
