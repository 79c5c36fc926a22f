import { currentLocale } from './i18n';

/** Headers every request to our API carries: the interface language picks lookup names and e-mail language. */
export function apiHeaders(): Record<string, string> {
  return { 'Accept-Language': currentLocale() };
}
