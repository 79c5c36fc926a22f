import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  filterNameInput,
  filterPhoneInput,
  fullNameSchema,
  optionalUrlSchema,
  phoneSchema,
  toLatinDigits,
  verificationCodeSchema,
} from '../../worker/shared/fields.schemas';

const arabicIndic = [...'٠١٢٣٤٥٦٧٨٩'];
const persian = [...'۰۱۲۳۴۵۶۷۸۹'];
const latin = [...'0123456789'];
const easternToLatin = new Map([
  ...arabicIndic.map((digit, value) => [digit, String(value)] as const),
  ...persian.map((digit, value) => [digit, String(value)] as const),
]);

/** A digit with its value, typed in Latin, Arabic-Indic or Persian/Kurdish script. */
const anyScriptDigit = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom(latin, arabicIndic, persian)).map(([value, script]) => ({
  typed: script[value] ?? '',
  value: String(value),
}));
/** Text with no digit of any script and no plus sign. */
const nonDigitText = fc.string({ unit: 'binary', maxLength: 3 }).map((text) => text.replace(/[\p{Nd}+]/gu, ''));

const kurdishNames = ['ئاراس محەمەد', 'ژیلا ڕەزا', 'هێمن ئەحمەد', 'شەیدا عوسمان'];
const arabicNames = ['محمد علي', 'فاطمة الزهراء', 'عبد الله'];
const latinNames = ['John Smith', 'Zêrîn Xan', 'Aras Mohammed'];
const names = [...kurdishNames, ...arabicNames, ...latinNames];

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('toLatinDigits', () => {
  it('maps every Arabic-Indic and Persian digit to its value', () => {
    for (let value = 0; value <= 9; value += 1) {
      expect(toLatinDigits(String.fromCodePoint(0x0660 + value))).toBe(String(value));
      expect(toLatinDigits(String.fromCodePoint(0x06f0 + value))).toBe(String(value));
    }
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });

  it('changes Eastern digits and nothing else, for any text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ unit: 'binary', maxLength: 4 }),
            anyScriptDigit.map((digit) => digit.typed),
          ),
        ),
        (parts) => {
          const input = parts.join('');
          const expected = [...input].map((character) => easternToLatin.get(character) ?? character).join('');
          expect(toLatinDigits(input)).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('leaves text without Eastern digits alone, including Kurdish and Arabic letters and other digit scripts', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 40 }).filter((text) => ![...text].some((character) => easternToLatin.has(character))),
        (text) => {
          expect(toLatinDigits(text)).toBe(text);
        },
      ),
      { numRuns: 1000 },
    );
    expect(toLatinDigits('ئاراس ڕەزا، محمد — ߁२৩')).toBe('ئاراس ڕەزا، محمد — ߁२৩');
  });
});

describe('filterPhoneInput', () => {
  it('keeps only digits and plus, at most 14, for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const output = filterPhoneInput(text);
        expect(output).toMatch(/^[0-9+]{0,14}$/);
        expect(filterPhoneInput(output)).toBe(output);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps digits typed in Eastern scripts, as Latin digits, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(anyScriptDigit, nonDigitText), { maxLength: 20 }), (pairs) => {
        const input = pairs.map(([digit, junk]) => digit.typed + junk).join('');
        expect(filterPhoneInput(input)).toBe(
          pairs
            .map(([digit]) => digit.value)
            .join('')
            .slice(0, 14),
        );
      }),
      { numRuns: 1000 },
    );
    expect(filterPhoneInput('+964 (750) ١٢٣-۴۵۶۷')).toBe('+9647501234567');
    expect(filterPhoneInput('٠٧٥٠١٢٣٤٥٦٧٨٩٠١٢')).toBe('07501234567890');
  });
});

describe('filterNameInput', () => {
  it.each(names)('keeps %s', (name) => {
    expect(filterNameInput(name)).toBe(name);
  });

  it('strips digits of any script and punctuation, and collapses spaces', () => {
    expect(filterNameInput('John2 Smith!')).toBe('John Smith');
    expect(filterNameInput(' ئاراس  ١٢٣ محەمەد!')).toBe('ئاراس محەمەد');
    expect(filterNameInput('محمد۴ علي؟')).toBe('محمد علي');
    expect(filterNameInput('<script>alert(1)</script>')).toBe('scriptalertscript');
  });

  it('leaves only letters, marks and single inner spaces, and keeps every letter, for any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 40 }),
          fc.constantFrom(...names).map((name) => ` ${name}1 ! `),
        ),
        (text) => {
          const output = filterNameInput(text);
          expect(output).toMatch(/^(?:[\p{L}\p{M}]| (?! ))*$/u);
          expect(output.startsWith(' ')).toBe(false);
          expect(output.replace(/ /g, '')).toBe(text.replace(/[^\p{L}\p{M}]/gu, ''));
          expect(filterNameInput(output)).toBe(output);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('fullNameSchema', () => {
  it.each(names)('accepts %s', (name) => {
    expect(fullNameSchema.safeParse(`  ${name} `)).toEqual({ success: true, data: name });
  });

  it("rejects a name with a digit of any script with 'v_full_name_digits' first", () => {
    const digit = fc.constantFrom(...latin, ...arabicIndic, ...persian, '२', '৩');
    fc.assert(
      fc.property(fc.constantFrom(...names), digit, fc.nat(), (name, typed, at) => {
        const position = at % (name.length + 1);
        const withDigit = name.slice(0, position) + typed + name.slice(position);
        expect(firstMessage(fullNameSchema.safeParse(withDigit))).toBe('v_full_name_digits');
      }),
      { numRuns: 500 },
    );
    expect(firstMessage(fullNameSchema.safeParse('Aras 2'))).toBe('v_full_name_digits');
    expect(firstMessage(fullNameSchema.safeParse('ئاراس ٢'))).toBe('v_full_name_digits');
  });

  it('requires a name and caps its length', () => {
    expect(firstMessage(fullNameSchema.safeParse(''))).toBe('v_full_name_required');
    expect(firstMessage(fullNameSchema.safeParse('   '))).toBe('v_full_name_required');
    expect(firstMessage(fullNameSchema.safeParse(undefined))).toBe('v_full_name_required');
    expect(fullNameSchema.safeParse('ئ'.repeat(100)).success).toBe(true);
    expect(firstMessage(fullNameSchema.safeParse('ئ'.repeat(101)))).toBe('v_full_name_too_long');
  });

  it('accepts names written with a zero-width non-joiner', () => {
    expect(fullNameSchema.safeParse('عه\u200cلی').success).toBe(true);
    expect(filterNameInput('عه\u200cلی')).toBe('عه\u200cلی');
  });
});

describe('phoneSchema', () => {
  it.each([
    ['+964 750 123 4567', '+9647501234567'],
    ['٠٧٥٠١٢٣٤٥٦٧', '07501234567'],
    ['۰۷۵۰ ۱۲۳ ۴۵۶۷', '07501234567'],
    ['(0750) 123-4567', '07501234567'],
  ])('accepts %s as %s', (input, normalised) => {
    expect(phoneSchema.safeParse(input)).toEqual({ success: true, data: normalised });
  });

  it.each([
    ['', 'v_phone_required'],
    ['+', 'v_phone_invalid'],
    ['123456', 'v_phone_invalid'],
    ['+96475012345678', 'v_phone_invalid'],
    ['0750.123.4567', 'v_phone_invalid'],
    ['0750abc4567', 'v_phone_invalid'],
  ])('refuses %j with %s', (input, message) => {
    expect(firstMessage(phoneSchema.safeParse(input))).toBe(message);
  });
});

describe('verificationCodeSchema', () => {
  it('accepts six digits typed in any script, as text or as a number', () => {
    expect(verificationCodeSchema.safeParse('۱۲۳۴۵۶')).toEqual({ success: true, data: '123456' });
    expect(verificationCodeSchema.safeParse('١٢٣٤٥٦')).toEqual({ success: true, data: '123456' });
    expect(verificationCodeSchema.safeParse(123456)).toEqual({ success: true, data: '123456' });
    expect(verificationCodeSchema.safeParse(' 012345 ')).toEqual({ success: true, data: '012345' });
    fc.assert(
      fc.property(fc.array(anyScriptDigit, { minLength: 6, maxLength: 6 }), (digits) => {
        const typed = digits.map((digit) => digit.typed).join('');
        expect(verificationCodeSchema.safeParse(typed)).toEqual({ success: true, data: digits.map((digit) => digit.value).join('') });
      }),
      { numRuns: 500 },
    );
  });

  it("refuses any other number of digits with 'v_code_invalid'", () => {
    expect(firstMessage(verificationCodeSchema.safeParse('12345'))).toBe('v_code_invalid');
    // A number's leading zeros are lost in JSON, so 12345 is read as 012345; seven digits are still too many.
    expect(verificationCodeSchema.parse(12345)).toBe('012345');
    expect(firstMessage(verificationCodeSchema.safeParse(1234567))).toBe('v_code_invalid');
    expect(firstMessage(verificationCodeSchema.safeParse('1234567'))).toBe('v_code_invalid');
    expect(firstMessage(verificationCodeSchema.safeParse('12 3456'))).toBe('v_code_invalid');
    expect(firstMessage(verificationCodeSchema.safeParse('12345a'))).toBe('v_code_invalid');
    expect(firstMessage(verificationCodeSchema.safeParse(''))).toBe('v_code_required');
    fc.assert(
      fc.property(
        fc.array(anyScriptDigit, { minLength: 1, maxLength: 12 }).filter((digits) => digits.length !== 6),
        (digits) => {
          expect(firstMessage(verificationCodeSchema.safeParse(digits.map((digit) => digit.typed).join('')))).toBe('v_code_invalid');
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.safeParse('  Aras.Mohammed@Kar.KRD ')).toEqual({ success: true, data: 'aras.mohammed@kar.krd' });
    const email = fc
      .tuple(fc.stringMatching(/^[A-Za-z0-9._+-]{1,20}$/), fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/), fc.constantFrom('com', 'KRD', 'Iq', 'org'))
      .map(([local, domain, top]) => `${local}@${domain}.${top}`);
    fc.assert(
      fc.property(email, (value) => {
        expect(emailSchema.safeParse(value)).toEqual({ success: true, data: value.toLowerCase() });
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['', 'v_email_required'],
    ['aras', 'v_email_invalid'],
    ['aras@kar', 'v_email_invalid'],
    ['a ras@kar.krd', 'v_email_invalid'],
  ])('refuses %j with %s', (input, message) => {
    expect(firstMessage(emailSchema.safeParse(input))).toBe(message);
  });
});

describe('optionalUrlSchema', () => {
  it('takes a bare host as https and keeps full http(s) URLs', () => {
    expect(optionalUrlSchema.safeParse('kar.krd')).toEqual({ success: true, data: 'https://kar.krd' });
    expect(optionalUrlSchema.safeParse(' kar.krd/jobs?q=1 ')).toEqual({ success: true, data: 'https://kar.krd/jobs?q=1' });
    expect(optionalUrlSchema.safeParse('https://kar.krd')).toEqual({ success: true, data: 'https://kar.krd' });
    expect(optionalUrlSchema.safeParse('http://kar.krd/a')).toEqual({ success: true, data: 'http://kar.krd/a' });
  });

  it('treats nothing as no URL', () => {
    expect(optionalUrlSchema.safeParse(undefined)).toEqual({ success: true, data: undefined });
    expect(optionalUrlSchema.safeParse('')).toEqual({ success: true, data: undefined });
    expect(optionalUrlSchema.safeParse('   ')).toEqual({ success: true, data: undefined });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'javascript://%0Aalert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://kar.krd',
    'not a url',
    'https://',
    'x'.repeat(2049),
  ])("refuses %j with 'v_url_invalid'", (input) => {
    expect(firstMessage(optionalUrlSchema.safeParse(input))).toBe('v_url_invalid');
  });

  it('accepts only http and https URLs, whatever is typed', () => {
    const typed = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc
        .tuple(
          fc.constantFrom('javascript:', 'JAVASCRIPT:', 'java\tscript:', ' javascript:', 'data:', 'vbscript:', 'http:', 'https://', ''),
          fc.string({ maxLength: 20 }),
        )
        .map(([scheme, rest]) => scheme + rest),
    );
    fc.assert(
      fc.property(typed, (value) => {
        const result = optionalUrlSchema.safeParse(value);
        if (result.success && result.data !== undefined) expect(new URL(result.data).protocol).toMatch(/^https?:$/);
      }),
      { numRuns: 2000 },
    );
  });
});
