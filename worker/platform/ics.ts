/**
 * An interview as an iCalendar object (RFC 5545, with iTIP's METHOD of RFC 5546): the seeker's `.ics` download and
 * the invitations mailed by the company's side (issue 13) are the same text, so a calendar that imported one
 * replaces it when the next arrives (same UID, higher SEQUENCE) or removes it (METHOD:CANCEL).
 * A pure function of its arguments: no clock, no database.
 */
import { translate } from '../http/i18n';
import type { Locale } from '../ports';
import type { InterviewMode } from '../../db/schema/application-values';

export interface CalendarInterview {
  /** interviews.uid: stable across every change of the interview. */
  uid: string;
  /** interviews.sequence: grows on every change, so calendars take the newest copy. */
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  mode: InterviewMode;
  location: string | null;
  meetingUrl: string | null;
  note: string | null;
  status: 'scheduled' | 'cancelled';
}

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarNames {
  jobTitle: string;
  companyName: string;
  /** The language of SUMMARY's words (the job title and company stay as written). */
  locale: Locale;
  /** iTIP wants both in a mailed REQUEST; a downloaded file may leave them out. */
  organizer?: CalendarPerson;
  attendee?: CalendarPerson;
}

const maxLineOctets = 75;
const encoder = new TextEncoder();

/** `YYYYMMDDTHHMMSSZ`: a DATE-TIME in UTC (RFC 5545 §3.3.5, form #2). */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values (§3.3.11): backslash, semicolon and comma escaped; every line break becomes `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** A URI or CAL-ADDRESS value is not escaped, but control characters could never be valid in one. */
const uriValue = (value: string) => value.replace(/[\u0000-\u0020\u007f]/g, '');

/** A parameter value (§3.2): quoted, with the characters a quoted value cannot hold removed. */
const paramValue = (value: string) => `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;

/**
 * Lines longer than 75 octets are folded (§3.1): a CRLF and one space before each further piece of at most 74 octets
 * (the space counts). A UTF-8 character is never split, so Sorani and Arabic text stays readable in every piece.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= maxLineOctets) return line;
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  let limit = maxLineOctets;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
      limit = maxLineOctets - 1;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

function person(property: 'ORGANIZER' | 'ATTENDEE', who: CalendarPerson, extra = ''): string {
  return `${property};CN=${paramValue(who.name)}${extra}:mailto:${uriValue(who.email)}`;
}

/**
 * The whole VCALENDAR text, CRLF line endings, folded. `stampedAt` is DTSTAMP: when this copy was made (the
 * caller's clock), not when the interview was created.
 */
export function interviewCalendar(interview: CalendarInterview, names: CalendarNames, stampedAt: Date): string {
  const cancelled = interview.status === 'cancelled';
  const endsAt = new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000);
  const summary = translate(names.locale, 'ics_interview_summary', { title: names.jobTitle, company: names.companyName });
  const description = [interview.note, interview.mode === 'online' ? interview.meetingUrl : null].filter(Boolean).join('\n\n');
  const where =
    interview.mode === 'online' && interview.meetingUrl
      ? [`URL:${uriValue(interview.meetingUrl)}`, `LOCATION:${escapeText(interview.meetingUrl)}`]
      : interview.location
        ? [`LOCATION:${escapeText(interview.location)}`]
        : [];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kar//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(interview.uid)}`,
    `SEQUENCE:${interview.sequence}`,
    `DTSTAMP:${utcDateTime(stampedAt)}`,
    `DTSTART:${utcDateTime(interview.startsAt)}`,
    `DTEND:${utcDateTime(endsAt)}`,
    `SUMMARY:${escapeText(summary)}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    ...where,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    ...(names.organizer ? [person('ORGANIZER', names.organizer)] : []),
    ...(names.attendee ? [person('ATTENDEE', names.attendee, ';ROLE=REQ-PARTICIPANT;RSVP=TRUE')] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The Content-Type of the text: iTIP's method is repeated as a parameter for mail clients. */
export const calendarContentType = (interview: Pick<CalendarInterview, 'status'>) =>
  `text/calendar; charset=utf-8; method=${interview.status === 'cancelled' ? 'CANCEL' : 'REQUEST'}`;
