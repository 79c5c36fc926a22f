import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyRange, formatSalaryRange, listSeparator } from '../../client/lib/formats';
import { formatDayTime, formatTimeRange, isolateNumberRuns } from '../../client/lib/text-runs';

// Unicode's isolates, spelled out so that each expected string shows where a unit starts and ends.
const lri = '\u2066';
const rli = '\u2067';
const pdi = '\u2069';

describe('amounts and ranges in each language (client/lib/formats.ts)', () => {
  it('writes an amount with its currency in the reader’s words, as one unit in the reader’s direction', () => {
    expect(formatMoney(750000, 'IQD', 'en')).toBe(`${lri}IQD 750,000${pdi}`);
    expect(formatMoney(2500, 'USD', 'en')).toBe(`${lri}US$2,500${pdi}`);
    expect(formatMoney(750000, 'IQD', 'ckb')).toBe(`${rli}750,000 دینار${pdi}`);
    expect(formatMoney(2500, 'USD', 'ckb')).toBe(`${rli}2,500 دۆلار${pdi}`);
    expect(formatMoney(750000, 'IQD', 'ar')).toBe(`${rli}750,000 دينار${pdi}`);
    expect(formatMoney(2500, 'USD', 'ar')).toBe(`${rli}2,500 دولار${pdi}`);
  });

  it('keeps a range’s numbers left to right in one isolate, the lower first, with one currency', () => {
    expect(formatMoneyRange(1500, 2500, 'USD', 'ar')).toBe(`${rli}${lri}1,500 – 2,500${pdi} دولار${pdi}`);
    expect(formatMoneyRange(750000, 1000000, 'IQD', 'ckb')).toBe(`${rli}${lri}750,000 – 1,000,000${pdi} دینار${pdi}`);
    expect(formatMoneyRange(750000, 1000000, 'IQD', 'en')).toBe(`${lri}IQD ${lri}750,000 – 1,000,000${pdi}${pdi}`);
    expect(formatMoneyRange(900, 900, 'USD', 'en')).toBe(`${lri}US$900${pdi}`);
  });

  it('says "from" and "up to" for a salary with one bound, and nothing for none', () => {
    expect(formatSalaryRange(800, null, 'USD', 'en')).toBe(`From ${lri}US$800${pdi}`);
    expect(formatSalaryRange(null, 800, 'USD', 'ar')).toBe(`حتى ${rli}800 دولار${pdi}`);
    expect(formatSalaryRange(800000, null, 'IQD', 'ckb')).toBe(`لە ${rli}800,000 دینار${pdi}ەوە`);
    expect(formatSalaryRange(null, null, 'IQD', 'en')).toBeNull();
  });
});

describe('days, times and lists in each language', () => {
  it('puts a comma between a day and its time: Latin in English, Arabic (،) in Sorani and Arabic', () => {
    expect(formatDayTime('4 Mar 2026', '10:00', 'en')).toBe('4 Mar 2026, 10:00');
    expect(formatDayTime('4 آذار 2026', '10:00', 'ar')).toBe('4 آذار 2026، 10:00');
    expect(formatDayTime('4 ئازار 2026', '10:00', 'ckb')).toBe('4 ئازار 2026، 10:00');
    expect(formatDayTime('4 آذار 2026', '10:00', 'ar')).not.toContain(',');
    expect([listSeparator('en'), listSeparator('ckb'), listSeparator('ar')]).toEqual([', ', '، ', '، ']);
  });

  it('keeps hours left to right', () => {
    expect(formatTimeRange('10:00', '10:45')).toBe(`${lri}10:00 – 10:45${pdi}`);
    expect(formatDayTime('4 آذار 2026', formatTimeRange('10:00', '16:00'), 'ar')).toBe(`4 آذار 2026، ${lri}10:00 – 16:00${pdi}`);
  });

  it('keeps a typed phone number in its typed order inside user text, and leaves words and lone numbers alone', () => {
    expect(isolateNumberRuns('رقمي 0750 123 4567 شكراً')).toBe(`رقمي ${lri}0750 123 4567${pdi} شكراً`);
    expect(isolateNumberRuns('call +964 750-123-4567')).toBe(`call ${lri}+964 750-123-4567${pdi}`);
    expect(isolateNumberRuns('5 ساڵ ئەزموون')).toBe('5 ساڵ ئەزموون');
  });
});
