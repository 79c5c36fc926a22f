import { type MessageKey, translate } from '../../http/i18n';
import { baghdadTime } from '../../platform/baghdad-calendar';
import type { Locale, MailMessage } from '../../ports';
import { serverCalendarWords } from '../../shared/calendar-words';
import { formatDay } from '../../shared/dates.schemas';
import { type CalendarInterview, type CalendarPerson, calendarContentType, interviewCalendar } from '../../platform/ics';
import { letter } from '../../http/letter';

/*
 * What the seeker hears of the company's interviews and offers: each mail in the seeker's users.locale (right to
 * left for Sorani and Arabic), times on Baghdad's clock (UTC+3 all year, no DST) with the zone named, and for an
 * interview the `.ics` attached, the same text the seeker downloads, so calendars replace or remove the entry.
 */

export type InterviewChange = 'scheduled' | 'changed' | 'cancelled';

const interviewKeys = {
  scheduled: { subject: 'iv_mail_scheduled_subject', lead: 'iv_mail_scheduled_body' },
  changed: { subject: 'iv_mail_changed_subject', lead: 'iv_mail_changed_body' },
  cancelled: { subject: 'iv_mail_cancelled_subject', lead: 'iv_mail_cancelled_body' },
} as const satisfies Record<InterviewChange, { subject: MessageKey; lead: MessageKey }>;

export interface InterviewMailParties {
  job: string;
  company: string;
  /** The company: ORGANIZER of the `.ics`. */
  organizer: CalendarPerson;
  /** The seeker: ATTENDEE of the `.ics` and the mail's recipient. */
  attendee: CalendarPerson;
  locale: Locale;
}

export function interviewMail(change: InterviewChange, interview: CalendarInterview, parties: InterviewMailParties, now: Date): MailMessage {
  const { locale, job, company } = parties;
  const keys = interviewKeys[change];
  const start = baghdadTime(interview.startsAt, locale);
  const end = baghdadTime(new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000), locale);
  const when = translate(locale, 'iv_mail_when', { day: start.day, start: start.time, end: end.time });
  const where =
    interview.mode === 'online'
      ? translate(locale, 'iv_mail_online', { url: interview.meetingUrl ?? '' })
      : translate(locale, 'iv_mail_on_site', { location: interview.location ?? '' });
  const paragraphs =
    change === 'cancelled'
      ? [translate(locale, keys.lead, { job, company }), when, translate(locale, 'iv_mail_ics_cancel')]
      : [
          translate(locale, keys.lead, { job, company }),
          when,
          where,
          ...(interview.note ? [translate(locale, 'iv_mail_note', { note: interview.note })] : []),
          translate(locale, 'iv_mail_ics_request'),
        ];
  const mail = letter(parties.attendee.email, locale, translate(locale, keys.subject, { job, company }), [...paragraphs, translate(locale, 'iv_mail_open')]);
  const calendar = interviewCalendar(interview, { jobTitle: job, companyName: company, locale, organizer: parties.organizer, attendee: parties.attendee }, now);
  return { ...mail, attachments: [{ filename: 'interview.ics', content: calendar, contentType: calendarContentType(interview) }] };
}

export interface OfferMailFacts {
  job: string;
  company: string;
  title: string;
  salary: number;
  currency: string;
  startDate: string;
  expiresAt: Date;
  message: string;
}

export function offerMail(to: string, locale: Locale, offer: OfferMailFacts): MailMessage {
  const { job, company } = offer;
  const expires = baghdadTime(offer.expiresAt, locale);
  return letter(to, locale, translate(locale, 'iv_mail_offer_subject', { job, company }), [
    translate(locale, 'iv_mail_offer_body', { job, company, title: offer.title }),
    translate(locale, 'iv_mail_offer_salary', { amount: offer.salary.toLocaleString('en-US'), currency: offer.currency }),
    translate(locale, 'iv_mail_offer_start', { day: formatDay(offer.startDate, serverCalendarWords(locale)) }),
    translate(locale, 'iv_mail_offer_expires', { day: expires.day, time: expires.time }),
    offer.message,
    translate(locale, 'iv_mail_offer_open'),
  ]);
}

export function offerWithdrawnMail(to: string, locale: Locale, job: string, company: string): MailMessage {
  return letter(to, locale, translate(locale, 'iv_mail_offer_withdrawn_subject', { job, company }), [
    translate(locale, 'iv_mail_offer_withdrawn_body', { job, company }),
  ]);
}
