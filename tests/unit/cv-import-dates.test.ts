import { describe, expect, it } from 'vitest';
import { findDateRange, knownMonthNames, parseDateRange, parseMonthDate, toIsoMonth } from '../../client/features/cv-import/parse/dates';

describe('one date', () => {
  it.each([
    ['03/2021', { year: 2021, month: 3 }],
    ['3/2021', { year: 2021, month: 3 }],
    ['15/03/2021', { year: 2021, month: 3 }],
    ['2021-03', { year: 2021, month: 3 }],
    ['2021/03', { year: 2021, month: 3 }],
    ['2021-03-15', { year: 2021, month: 3 }],
    ['March 2021', { year: 2021, month: 3 }],
    ['Mar 2021', { year: 2021, month: 3 }],
    ['Mar. 2021', { year: 2021, month: 3 }],
    ['SEPT 2019', { year: 2019, month: 9 }],
    ['ئازاری 2021', { year: 2021, month: 3 }],
    ['ئازار ٢٠٢١', { year: 2021, month: 3 }],
    ['کانوونی دووەمی ۲۰۲۰', { year: 2020, month: 1 }],
    ['تەمموزی 2018', { year: 2018, month: 7 }],
    ['تشرینی یەکەم 2017', { year: 2017, month: 10 }],
    ['آذار ٢٠٢١', { year: 2021, month: 3 }],
    ['اذار 2021', { year: 2021, month: 3 }],
    ['كانون الثاني ٢٠٢٢', { year: 2022, month: 1 }],
    ['كانون ثاني 2022', { year: 2022, month: 1 }],
    ['تشرين الأول 2016', { year: 2016, month: 10 }],
    ['مارس 2021', { year: 2021, month: 3 }],
    ['أغسطس 2015', { year: 2015, month: 8 }],
    ['يونيو ۲۰۱۹', { year: 2019, month: 6 }],
    ['2021 ئازار', { year: 2021, month: 3 }],
    ['2019', { year: 2019 }],
    ['٢٠١٩', { year: 2019 }],
  ])('reads %s', (text, date) => {
    expect(parseMonthDate(text)).toEqual(date);
  });

  it.each(['13/2021', '1949', '0750 123 4567', 'Marketing 2021 plan', 'Maybe'])('does not take %s for a date', (text) => {
    expect(parseMonthDate(text)).toBeNull();
  });

  it("knows Kar's own month words and the Egyptian ones", () => {
    const names = knownMonthNames();
    for (const name of ['ئازار', 'کانوونی دووەم', 'آذار', 'كانون الثاني', 'Mar', 'مارس', 'يناير']) expect(names).toContain(name);
  });

  it('writes months as the CV maker stores them', () => {
    expect(toIsoMonth({ year: 2021, month: 3 })).toBe('2021-03-01');
    expect(toIsoMonth({ year: 2021 })).toBe('2021-01-01');
  });
});

describe('ranges', () => {
  it.each([
    ['2019 - 2021', { from: { year: 2019 }, to: { year: 2021 }, present: false }],
    ['2019-2021', { from: { year: 2019 }, to: { year: 2021 }, present: false }],
    ['2019 – 2021', { from: { year: 2019 }, to: { year: 2021 }, present: false }],
    ['03/2019 - 05/2021', { from: { year: 2019, month: 3 }, to: { year: 2021, month: 5 }, present: false }],
    ['03/2019-05/2021', { from: { year: 2019, month: 3 }, to: { year: 2021, month: 5 }, present: false }],
    ['Mar 2019 to Jun 2021', { from: { year: 2019, month: 3 }, to: { year: 2021, month: 6 }, present: false }],
    ['2021 - Present', { from: { year: 2021 }, to: null, present: true }],
    ['March 2021 – present', { from: { year: 2021, month: 3 }, to: null, present: true }],
    ['Jan 2020 - Current', { from: { year: 2020, month: 1 }, to: null, present: true }],
    ['2021 – ئێستا', { from: { year: 2021 }, to: null, present: true }],
    ['ئازاری ٢٠٢١ تا ئێستا', { from: { year: 2021, month: 3 }, to: null, present: true }],
    ['٢٠١٨ - ٢٠٢٠', { from: { year: 2018 }, to: { year: 2020 }, present: false }],
    ['۲۰۱۸ تا ۲۰۲۰', { from: { year: 2018 }, to: { year: 2020 }, present: false }],
    ['آذار ٢٠٢١ - حتى الآن', { from: { year: 2021, month: 3 }, to: null, present: true }],
    ['2020 حتى الآن', { from: { year: 2020 }, to: null, present: true }],
    ['من 2017 إلى 2019', { from: { year: 2017 }, to: { year: 2019 }, present: false }],
    ['مارس 2021 - الآن', { from: { year: 2021, month: 3 }, to: null, present: true }],
    ['منذ 2020', { from: { year: 2020 }, to: null, present: true }],
    ['Since 2020', { from: { year: 2020 }, to: null, present: true }],
    // Ranges read from right-to-left lines come end first (docs/product.md#cv-import): from ≤ to all the same.
    ['2021 - 2019', { from: { year: 2019 }, to: { year: 2021 }, present: false }],
    ['٢٠٢١ - ٢٠١٨', { from: { year: 2018 }, to: { year: 2021 }, present: false }],
    ['ئێستا - 2021', { from: { year: 2021 }, to: null, present: true }],
    ['الآن - 2020', { from: { year: 2020 }, to: null, present: true }],
    ['حزيران 2021 - آذار 2019', { from: { year: 2019, month: 3 }, to: { year: 2021, month: 6 }, present: false }],
    ['تا ئێستا', { from: null, to: null, present: true }],
    ['حتى الآن', { from: null, to: null, present: true }],
    ['الآن', { from: null, to: null, present: true }],
    ['2020', { from: { year: 2020 }, to: null, present: false }],
  ])('reads %s', (text, range) => {
    expect(parseDateRange(text)).toEqual(range);
  });

  it('finds a range inside a line and says where it is', () => {
    const line = 'Software Engineer | Zain | Mar 2019 - Present';
    const found = findDateRange(line);
    expect(found).toMatchObject({ from: { year: 2019, month: 3 }, to: null, present: true });
    expect(line.slice(found?.start, found?.end)).toBe('Mar 2019 - Present');
    const sorani = 'ئەندازیاری تۆڕ (٢٠١٩ - ٢٠٢١)';
    const range = findDateRange(sorani);
    expect(sorani.slice(range?.start, range?.end)).toBe('٢٠١٩ - ٢٠٢١');
  });

  it('has no date in text without one', () => {
    expect(parseDateRange('Responsible for the network of 40 sites')).toBeNull();
  });
});
