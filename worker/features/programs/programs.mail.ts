import { translate } from '../../http/i18n';
import type { Locale, MailMessage } from '../../ports';
import { letter } from '../../http/letter';
import { baghdadTime } from '../../platform/baghdad-calendar';
import type { ProgramRow } from './programs.repo';

/** The day-before reminder, in the registrant's language, with the start on Baghdad's clock (zone named). */
export function reminderMail(to: string, locale: Locale, item: ProgramRow): MailMessage {
  const title = item.title;
  const start = baghdadTime(item.startsAt, locale);
  const paragraphs = [
    translate(locale, item.kind === 'event' ? 'pe_mail_reminder_event_body' : 'pe_mail_reminder_program_body', { title }),
    translate(locale, 'pe_mail_reminder_when', { day: start.day, time: start.time }),
    ...(item.place ? [translate(locale, 'pe_mail_reminder_place', { place: item.place })] : []),
    ...(item.onlineUrl ? [translate(locale, 'pe_mail_reminder_link', { url: item.onlineUrl })] : []),
    translate(locale, 'pe_mail_reminder_cancel'),
  ];
  return letter(to, locale, translate(locale, 'pe_mail_reminder_subject', { title }), paragraphs);
}
