import { translate } from '../http/i18n';
import type { Locale } from '../ports';
import type { CalendarWords } from './dates.schemas';

/** Kar's calendar words on the server (e-mails, PDFs), from the same messages the client compiles. */
export function serverCalendarWords(locale: Locale): CalendarWords {
  return (key, params = {}) => translate(locale, key, params);
}
