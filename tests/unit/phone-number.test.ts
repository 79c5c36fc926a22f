import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, readPhoneNumber } from '../../worker/shared/phone-number';
import { mobileNumberSchema } from '../../worker/shared/phone-number.schemas';

// Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹, what Sorani keyboards type) digits of a Latin-digit text.
const arabicIndic = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCodePoint(0x0660 + Number(digit)));
const extendedArabicIndic = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCodePoint(0x06f0 + Number(digit)));

const iraqiMobiles: Array<[typed: string, e164: string]> = [
  ['07501234567', '+9647501234567'],
  ['0750 123 4567', '+9647501234567'],
  ['750 123 4567', '+9647501234567'],
  ['+964 750 123 4567', '+9647501234567'],
  ['+964 0750 123 4567', '+9647501234567'],
  ['00964 750 123 4567', '+9647501234567'],
  ['964 750 123 4567', '+9647501234567'],
  ['0750-123-4567', '+9647501234567'],
  ['(0750) 123.4567', '+9647501234567'],
  ['0750\u00a0123\u00a04567', '+9647501234567'],
  // Korek (075), Asiacell (077), Zain (078, 079), and the 076 range.
  ['07701234567', '+9647701234567'],
  ['0780 987 6543', '+9647809876543'],
  ['0790 000 1111', '+9647900001111'],
  ['0760 555 4444', '+9647605554444'],
];

const foreignMobiles: Array<[typed: string, e164: string, country: string]> = [
  ['+44 7400 123456', '+447400123456', 'GB'],
  ['0044 7400 123456', '+447400123456', 'GB'],
  ['+44 7911 123456', '+447911123456', 'GG'],
  ['+49 151 23456789', '+4915123456789', 'DE'],
  ['+90 532 123 45 67', '+905321234567', 'TR'],
  ['+98 912 345 6789', '+989123456789', 'IR'],
  ['+962 79 123 4567', '+962791234567', 'JO'],
  ['+966 50 123 4567', '+966501234567', 'SA'],
  ['+1 202 555 0143', '+12025550143', 'US'],
];

const landlines: Array<[typed: string, e164: string]> = [
  ['066 222 3344', '+964662223344'], // Erbil
  ['053 318 1234', '+964533181234'], // Sulaymaniyah
  ['+964 1 555 1234', '+96415551234'], // Baghdad
  ['+44 20 7946 0958', '+442079460958'], // London
];

const notNumbers = [
  '',
  '+',
  'abc',
  '123',
  // One digit short and one too many: mistyped mobiles, not landlines.
  '0750 123 456',
  '0750 123 45678',
  '+964 750 123 456',
  '07501234567 ext. 2',
  '07501234567x2',
  'call 07501234567',
  '07501234567 / 07701234567',
  '+44 7400 1234',
  '9'.repeat(41),
];

describe('readPhoneNumber', () => {
  it.each(iraqiMobiles)('reads the Iraqi mobile %j as %s, in Latin and both Arabic-Indic digit sets', (typed, e164) => {
    for (const written of [typed, arabicIndic(typed), extendedArabicIndic(typed)]) {
      expect(readPhoneNumber(written), written).toEqual({ status: 'mobile', e164, country: 'IQ' });
    }
  });

  it.each(foreignMobiles)('reads the foreign mobile %j as %s (%s), in Latin and Arabic-Indic digits', (typed, e164, country) => {
    for (const written of [typed, arabicIndic(typed), extendedArabicIndic(typed)]) {
      expect(readPhoneNumber(written), written).toEqual({ status: 'mobile', e164, country });
    }
  });

  it.each(landlines)('tells the landline %j (%s) from a mobile', (typed, e164) => {
    expect(readPhoneNumber(typed)).toEqual({ status: 'not_mobile', e164 });
    expect(readPhoneNumber(extendedArabicIndic(typed))).toEqual({ status: 'not_mobile', e164 });
  });

  it.each(notNumbers)('refuses %j', (typed) => {
    expect(readPhoneNumber(typed)).toEqual({ status: 'invalid' });
  });

  it('reads digits of mixed scripts and ignores the direction marks RTL text puts around a number', () => {
    expect(readPhoneNumber('٠٧٥٠-123-۴۵۶۷')).toEqual({ status: 'mobile', e164: '+9647501234567', country: 'IQ' });
    for (const marked of ['\u200f0750 123 4567', '\u2066+964 750 123 4567\u2069', '\u202a07501234567\u202c', '\u200e+964\u200e7501234567']) {
      expect(readPhoneNumber(marked), JSON.stringify(marked)).toEqual({ status: 'mobile', e164: '+9647501234567', country: 'IQ' });
    }
  });

  it('reads a number written without + or 00 as Iraqi', () => {
    // A German mobile in its national form is no Iraqi number; a British one happens to be an Iraqi mobile.
    expect(readPhoneNumber('0151 23456789')).toEqual({ status: 'invalid' });
    expect(readPhoneNumber('07911 123456')).toEqual({ status: 'mobile', e164: '+9647911123456', country: 'IQ' });
  });
});

describe('formatPhoneNumber', () => {
  it('groups an E.164 number for reading', () => {
    expect(formatPhoneNumber('+9647501234567')).toBe('+964 750 123 4567');
    expect(formatPhoneNumber('+447400123456')).toBe('+44 7400 123456');
  });
});

describe('mobileNumberSchema', () => {
  it('gives E.164 for a mobile typed in any digits', () => {
    expect(mobileNumberSchema.parse(' ۰۷۵۰ ۱۲۳ ۴۵۶۷ ')).toBe('+9647501234567');
    expect(mobileNumberSchema.parse('+44 7400 123456')).toBe('+447400123456');
  });

  it.each([
    [undefined, 'v_phone_required'],
    ['   ', 'v_phone_required'],
    ['0750 123 456', 'v_phone_invalid'],
    ['hello', 'v_phone_invalid'],
    ['066 222 3344', 'v_phone_not_mobile'],
    ['+44 20 7946 0958', 'v_phone_not_mobile'],
  ])('refuses %j with the message key %s', (value, key) => {
    const result = mobileNumberSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([key]);
  });
});
