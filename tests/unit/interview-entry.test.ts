import { describe, expect, it } from 'vitest';
import { dayAfter, endOfDayUtc, todayIn, utcOf } from '../../client/lib/zoned-time-entry';
import { interviewInputSchema, offerInputSchema, placeProblem, startProblem } from '../../worker/features/interviews/interviews.schemas';

describe("entering interview times on a zone's clock", () => {
  it('turns a Baghdad wall time into UTC (+3 all year, summer and winter alike)', () => {
    expect(utcOf({ date: '2026-12-03', time: '10:00' }, 'Asia/Baghdad')).toBe('2026-12-03T07:00:00.000Z');
    expect(utcOf({ date: '2026-07-01', time: '00:30' }, 'Asia/Baghdad')).toBe('2026-06-30T21:30:00.000Z');
  });

  it("follows a zone with summer time too (the viewer's own zone may have it)", () => {
    expect(utcOf({ date: '2026-07-01', time: '10:00' }, 'Europe/Berlin')).toBe('2026-07-01T08:00:00.000Z');
    expect(utcOf({ date: '2026-01-15', time: '10:00' }, 'Europe/Berlin')).toBe('2026-01-15T09:00:00.000Z');
  });

  it("ends an offer's last day at Baghdad's midnight, and reads today and later days on that calendar", () => {
    expect(endOfDayUtc('2026-12-10', 'Asia/Baghdad')).toBe('2026-12-10T20:59:59.999Z');
    expect(todayIn('Asia/Baghdad', new Date('2026-12-10T21:30:00Z'))).toBe('2026-12-11');
    expect(dayAfter('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the shared interview and offer rules', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('needs an address on site and a link online, and only an https link', () => {
    expect(placeProblem({ mode: 'on_site', location: null, meeting_url: 'https://x.example' })).toEqual({ field: 'location', key: 'v_iv_location_required' });
    expect(placeProblem({ mode: 'online', location: 'Erbil', meeting_url: null })).toEqual({ field: 'meeting_url', key: 'v_iv_meeting_url_required' });
    const base = { starts_at: '2026-12-01T07:00:00Z', duration_minutes: 30, mode: 'online' };
    expect(interviewInputSchema.safeParse({ ...base, meeting_url: 'http://meet.example' }).success).toBe(false);
    expect(interviewInputSchema.parse({ ...base, meeting_url: 'meet.example/a' }).meeting_url).toBe('https://meet.example/a');
  });

  it('wants a start ahead of now and within a year', () => {
    expect(startProblem(new Date('2026-11-22T09:59:00Z'), now)).toBe('v_iv_starts_future');
    expect(startProblem(new Date('2027-12-01T00:00:00Z'), now)).toBe('v_iv_too_far');
    expect(startProblem(new Date('2026-11-23T09:00:00Z'), now)).toBeNull();
  });

  it('reads salaries typed in Eastern Arabic digits with separators', () => {
    const offer = {
      title: 'Accountant',
      salary: '١٬٥٠٠٬٠٠٠',
      salary_currency: 'IQD',
      start_date: '2027-01-10',
      expires_at: '2026-12-01T20:59:59Z',
      message: 'Welcome',
    };
    expect(offerInputSchema.parse(offer).salary).toBe(1_500_000);
  });
});
