import { describe, expect, it } from 'vitest';
import { interviewTime, zonedDay, zonedMoment } from '../../client/lib/zoned-time';
import { serverCalendarWords } from '../../worker/shared/calendar-words';

describe("interview times on the viewer's clock", () => {
  it('reads a UTC instant on Baghdad’s clock (UTC+3 all year, no daylight saving)', () => {
    expect(zonedMoment('2026-12-01T07:30:00Z', 'Asia/Baghdad')).toEqual({ date: '2026-12-01', time: '10:30' });
    expect(zonedMoment('2026-07-01T07:30:00Z', 'Asia/Baghdad')).toEqual({ date: '2026-07-01', time: '10:30' });
    // Late evening in UTC is already the next day in Baghdad.
    expect(zonedMoment('2026-03-20T22:15:00Z', 'Asia/Baghdad')).toEqual({ date: '2026-03-21', time: '01:15' });
    expect(zonedMoment('2026-03-20T22:15:00Z', 'Europe/Berlin')).toEqual({ date: '2026-03-20', time: '23:15' });
  });

  it("writes the day in Kar's Sorani words with Latin digits, and the hours and duration", () => {
    const ckb = serverCalendarWords('ckb');
    const time = interviewTime('2026-03-04T07:00:00Z', 45, 'Asia/Baghdad', 'ckb', ckb);
    // The hours are one left-to-right isolate (LRI … PDI): right to left they would otherwise read "10:45 – 10:00".
    expect(time).toEqual({ day: '4 ئازار 2026', hours: '\u206610:00 – 10:45\u2069', duration: '45 خولەک' });
    expect(`${time.day} ${time.hours} ${time.duration}`).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    expect(zonedDay('2026-03-20T22:15:00Z', 'Asia/Baghdad', ckb)).toBe('21 ئازار 2026');
  });

  it('names the end’s day when an interview runs past midnight, and counts minutes in Arabic’s plural forms', () => {
    const ar = serverCalendarWords('ar');
    const late = interviewTime('2026-03-04T20:30:00Z', 60, 'Asia/Baghdad', 'ar', ar);
    expect(late.hours).toBe(`23:30 – ${zonedDay('2026-03-04T21:30:00Z', 'Asia/Baghdad', ar)}، 00:30`);
    expect(interviewTime('2026-03-04T07:00:00Z', 2, 'Asia/Baghdad', 'ar', ar).duration).toBe(ar('time_minute_two', { count: 2 }));
    expect(interviewTime('2026-03-04T07:00:00Z', 30, 'Asia/Baghdad', 'en', serverCalendarWords('en')).duration).toBe('30 minutes');
  });
});
