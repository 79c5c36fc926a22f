import { describe, expect, it } from 'vitest';
import { serverCalendarWords } from '../../worker/shared/calendar-words';
import { type DateLocale, formatDay, formatDuration, formatMonth, formatRelativeTimeWith, monthNames, pluralForm } from '../../worker/shared/dates.schemas';
import { monthsBetween } from '../../worker/shared/work-months';

const words = (locale: DateLocale) => serverCalendarWords(locale);
const intl = { en: 'en-GB-u-nu-latn', ckb: 'ckb-IQ-u-nu-latn', ar: 'ar-IQ-u-nu-latn' } as const;
const relative = (locale: DateLocale, date: string, now = '2026-11-23T12:00:00Z') =>
  formatRelativeTimeWith(new Date(date), new Date(now), locale, words(locale), intl[locale]);

describe("Kar's calendar words", () => {
  it('names the months from the messages the PDF uses, in every language', () => {
    expect(monthNames(words('ckb'))[2]).toBe('ئازار');
    expect(monthNames(words('ckb'))[0]).toBe('کانوونی دووەم');
    expect(monthNames(words('en'))).toHaveLength(12);
    expect(formatMonth('2021-03-01', words('ckb'))).toBe('ئازار 2021');
    expect(formatMonth('2024-01', words('en'))).toBe('Jan 2024');
    expect(formatDay('2023-03-04', words('ckb'))).toBe('4 ئازار 2023');
    expect(formatMonth(null, words('ckb'))).toBe('');
    expect(formatMonth('soon', words('ckb'))).toBe('soon');
  });

  it("follows Arabic's plural rules (1, 2, 3–10, 11–99, 100+) and keeps Sorani nouns singular", () => {
    expect([1, 2, 3, 10, 11, 99, 100, 102, 103, 111].map((count) => pluralForm(count, 'ar'))).toEqual([
      'one',
      'two',
      'few',
      'few',
      'many',
      'many',
      'other',
      'other',
      'few',
      'many',
    ]);
    expect([1, 2, 5].map((count) => pluralForm(count, 'ckb'))).toEqual(['one', 'other', 'other']);
    expect([1, 2, 5].map((count) => pluralForm(count, 'en'))).toEqual(['one', 'other', 'other']);
  });

  it('writes a work duration in words: 35 months is 2 years 11 months', () => {
    expect(monthsBetween('2021-03-01', '2024-01-01')).toBe(35);
    expect(formatDuration(35, 'en', words('en'))).toBe('2 years 11 months');
    expect(formatDuration(35, 'ckb', words('ckb'))).toBe('2 ساڵ و 11 مانگ');
    expect(formatDuration(35, 'ar', words('ar'))).toBe('سنتان و11 شهرًا');
    expect(formatDuration(12, 'ar', words('ar'))).toBe('سنة واحدة');
    expect(formatDuration(1, 'en', words('en'))).toBe('1 month');
    expect(formatDuration(5, 'ar', words('ar'))).toBe('5 أشهر');
    expect(formatDuration(26, 'ar', words('ar'))).toBe('سنتان وشهران');
    expect(formatDuration(0, 'ckb', words('ckb'))).toBe('0 مانگ');
  });

  it('says "3 days ago" in Kar’s Sorani words, and lets Intl speak English and Arabic', () => {
    expect(relative('ckb', '2026-11-20T12:00:00Z')).toBe('3 ڕۆژ لەمەوبەر');
    expect(relative('ckb', '2026-11-23T11:59:30Z')).toBe('ئێستا');
    expect(relative('ckb', '2026-12-07T12:00:00Z')).toBe('دوای 2 هەفتە');
    expect(relative('ckb', '2024-11-01T12:00:00Z')).toBe('2 ساڵ لەمەوبەر');
    expect(relative('en', '2026-11-20T12:00:00Z')).toBe('3 days ago');
    expect(relative('ar', '2026-11-20T12:00:00Z')).toBe('قبل 3 أيام');
    expect(relative('ckb', '2026-11-20T12:00:00Z')).not.toMatch(/[a-z]/i);
  });
});
