import { describe, expect, it } from 'vitest';
import { type CalendarInterview, calendarContentType, escapeText, foldLine, interviewCalendar, utcDateTime } from '../../worker/platform/ics';

const octets = (text: string) => new TextEncoder().encode(text).length;

const interview: CalendarInterview = {
  uid: 'interview-7f3a@kar.example',
  sequence: 2,
  startsAt: new Date('2026-12-01T07:30:00Z'),
  durationMinutes: 45,
  mode: 'on_site',
  location: 'Zagros Tech, 100m Street; Floor 3, Erbil',
  meetingUrl: null,
  note: 'Bring your ID.\nAsk for Shilan at the desk.',
  status: 'scheduled',
};
const names = { jobTitle: 'Senior Backend Developer', companyName: 'Zagros Tech', locale: 'en' as const };
const stampedAt = new Date('2026-11-23T10:00:00.123Z');

/** The logical lines: folding undone (RFC 5545 §3.1: a CRLF followed by one space or tab is removed). */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('interviewCalendar', () => {
  it('ends every line with CRLF, never a bare LF or CR, and ends with one', () => {
    const text = interviewCalendar(interview, names, stampedAt);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is a REQUEST with the stable UID, the SEQUENCE, UTC times, the summary and the place', () => {
    const lines = unfolded(interviewCalendar(interview, names, stampedAt));
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Kar//Interviews//EN', 'CALSCALE:GREGORIAN', 'METHOD:REQUEST']);
    expect(lines).toContain('UID:interview-7f3a@kar.example');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('DTSTAMP:20261123T100000Z');
    expect(lines).toContain('DTSTART:20261201T073000Z');
    expect(lines).toContain('DTEND:20261201T081500Z');
    expect(lines).toContain('SUMMARY:Interview: Senior Backend Developer at Zagros Tech');
    expect(lines).toContain('LOCATION:Zagros Tech\\, 100m Street\\; Floor 3\\, Erbil');
    expect(lines).toContain('DESCRIPTION:Bring your ID.\\nAsk for Shilan at the desk.');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.filter((line) => line.startsWith('BEGIN:') || line.startsWith('END:'))).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(calendarContentType(interview)).toBe('text/calendar; charset=utf-8; method=REQUEST');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED under the same UID', () => {
    const cancelled = { ...interview, status: 'cancelled' as const, sequence: 3 };
    const lines = unfolded(interviewCalendar(cancelled, names, stampedAt));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('UID:interview-7f3a@kar.example');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).not.toContain('METHOD:REQUEST');
    expect(calendarContentType(cancelled)).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });

  it('gives an online interview its link as URL and LOCATION, and no place', () => {
    const online = { ...interview, mode: 'online' as const, location: null, meetingUrl: 'https://meet.example/kar-abc?x=1,2', note: null };
    const lines = unfolded(interviewCalendar(online, names, stampedAt));
    expect(lines).toContain('URL:https://meet.example/kar-abc?x=1,2');
    expect(lines).toContain('LOCATION:https://meet.example/kar-abc?x=1\\,2');
    expect(lines).toContain('DESCRIPTION:https://meet.example/kar-abc?x=1\\,2');
  });

  it("writes the summary in the reader's language, with the title and company as written", () => {
    const lines = unfolded(interviewCalendar(interview, { jobTitle: 'گەشەپێدەری باکێند', companyName: 'زاگرۆس تێک', locale: 'ckb' }, stampedAt));
    expect(lines).toContain('SUMMARY:چاوپێکەوتن: گەشەپێدەری باکێند لە زاگرۆس تێک');
  });

  it('names the organizer and the attendee when a mail carries it (issue 13)', () => {
    const lines = unfolded(
      interviewCalendar(
        interview,
        { ...names, organizer: { name: 'Zagros "HR"', email: 'hr@zagros.example' }, attendee: { name: 'Aras', email: 'aras@example.com' } },
        stampedAt,
      ),
    );
    expect(lines).toContain('ORGANIZER;CN="Zagros HR":mailto:hr@zagros.example');
    expect(lines).toContain('ATTENDEE;CN="Aras";ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:aras@example.com');
  });

  it('folds long Sorani and Arabic lines at 75 octets without splitting a character, and unfolds to the same text', () => {
    const note = 'تکایە ناسنامەکەت لەگەڵ خۆت بهێنە و پێش کاتی خۆی بە دە خولەک بگە، ئێمە لە نهۆمی سێیەمین. '.repeat(4);
    const text = interviewCalendar({ ...interview, note }, { ...names, jobTitle: 'مطور برمجيات أول للأنظمة الخلفية في أربيل' }, stampedAt);
    const physical = text.split('\r\n').filter(Boolean);
    expect(physical.every((line) => octets(line) <= 75)).toBe(true);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    // Every piece is valid UTF-8 on its own: no character was cut in two.
    for (const line of physical) expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
    expect(unfolded(text)).toContain(`DESCRIPTION:${escapeText(note)}`);
  });
});

describe('foldLine', () => {
  it('leaves a line of exactly 75 octets alone and folds one of 76', () => {
    expect(foldLine('A'.repeat(75))).toBe('A'.repeat(75));
    expect(foldLine('A'.repeat(76))).toBe(`${'A'.repeat(75)}\r\n A`);
  });

  it('keeps continuation lines at 75 octets with their leading space', () => {
    const folded = foldLine('B'.repeat(75 + 74 + 10));
    expect(folded.split('\r\n').map(octets)).toEqual([75, 75, 11]);
  });

  it('moves a two-octet letter that would cross the limit to the next line', () => {
    const folded = foldLine(`${'A'.repeat(74)}ێ`);
    expect(folded).toBe(`${'A'.repeat(74)}\r\n ێ`);
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and turns every line break into \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('bell\u0007gone\ttab kept')).toBe('bellgone\ttab kept');
  });
});

describe('utcDateTime', () => {
  it('writes a UTC DATE-TIME without separators or milliseconds', () => {
    expect(utcDateTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
