import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  newPasswordSchema,
  passwordMaxLength,
  passwordSpecialCharacters,
  passwordStrength,
  strengthSpecialCharacters,
} from '../../worker/features/auth/password.schemas';

// The classes exactly as docs/product.md#passwords names them; the special characters are its reset/company set.
const classes = {
  capital: { key: 'v_password_capital', characters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' },
  small: { key: 'v_password_small', characters: 'abcdefghijklmnopqrstuvwxyz' },
  number: { key: 'v_password_number', characters: '0123456789' },
  special: { key: 'v_password_special', characters: '!@#$%^&*(),.?":{}|<>' },
} as const;
type ClassName = keyof typeof classes;
const classNames = Object.keys(classes) as ClassName[];

/** The order of password messages in docs/product.md#passwords (the length cap, Kar's own addition, sits after the minimum). */
const messageOrder = [
  'v_password_required',
  'v_password_min',
  'v_password_max',
  'v_password_capital',
  'v_password_small',
  'v_password_number',
  'v_password_special',
];

const messagesOf = (value: unknown): string[] => {
  const result = newPasswordSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** zod 4 measures string lengths in code points, so an emoji is one character. */
const codePoints = (value: string) => [...value].length;

const oneOf = (characters: string) => fc.constantFrom(...characters);
/**
 * Filler that belongs to no class. It holds only characters whose class nobody could dispute (no cased letters
 * outside ASCII, no digits of other scripts), so these tests do not decide that question.
 */
const neutralFiller = (minLength: number, maxLength: number) =>
  fc.string({
    unit: fc.constantFrom(' ', '-', '_', '~', '+', '=', '/', '\\', "'", ';', '[', ']', '`', 'ئ', 'ژ', 'ڕ', 'ع', 'ە', '😀', '\u200c'),
    minLength,
    maxLength,
  });

/** A password with at least one character of each class named, shuffled, 8 to 128 UTF-16 units long. */
function passwordWith(included: readonly ClassName[], filler: fc.Arbitrary<string>) {
  return fc.tuple(fc.tuple(...included.map((name) => oneOf(classes[name].characters))), filler).chain(([required, extra]) => {
    const characters = [...required, ...extra];
    return fc.shuffledSubarray(characters, { minLength: characters.length, maxLength: characters.length }).map((shuffled) => shuffled.join(''));
  });
}

describe('newPasswordSchema', () => {
  it('accepts any 8+ character password with a capital, a small letter, a number and a special character', () => {
    // Any filler at all, including lone surrogates and other scripts: 4 classes + up to 2 * 60 units <= 128.
    const password = passwordWith(classNames, fc.string({ unit: 'binary', minLength: 4, maxLength: 60 }));
    fc.assert(
      fc.property(password, (value) => {
        expect(value.length).toBeGreaterThanOrEqual(8);
        expect(newPasswordSchema.safeParse(value)).toEqual({ success: true, data: value });
      }),
      { numRuns: 500 },
    );
  });

  it.each(classNames)('fails with that class’s key, and only it, when there is no %s character', (missing) => {
    const present = classNames.filter((name) => name !== missing);
    const password = passwordWith(present, neutralFiller(5, 60)).filter((value) => value.length >= 8);
    fc.assert(
      fc.property(password, (value) => {
        expect(messagesOf(value)).toEqual([classes[missing].key]);
      }),
      { numRuns: 300 },
    );
  });

  it('takes every character of the product’s special set, and no other, as special', () => {
    expect([...passwordSpecialCharacters].sort()).toEqual([...classes.special.characters].sort());
    for (const special of classes.special.characters) expect(messagesOf(`Abcdefg1${special}`)).toEqual([]);
    for (const other of "-_~+=/\\';[]`") expect(messagesOf(`Abcdefg1${other}`)).toEqual(['v_password_special']);
  });

  it("fails with 'v_password_min' first for any 1 to 7 characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 7 }), (value) => {
        expect(messagesOf(value)[0]).toBe('v_password_min');
      }),
    );
    expect(messagesOf('Ab1!xyz')).toEqual(['v_password_min']);
  });

  it('counts characters, not UTF-16 units: seven characters with an emoji are too short', () => {
    expect(messagesOf('Aa1$😀ab')).toEqual(['v_password_min']);
    expect(messagesOf('Aa1$😀abc')).toEqual([]);
  });

  it("fails with 'v_password_required' for nothing at all, and 'v_password_max' past 128 characters", () => {
    expect(messagesOf('')[0]).toBe('v_password_required');
    expect(messagesOf(undefined)).toEqual(['v_password_required']);
    expect(messagesOf(null)).toEqual(['v_password_required']);
    expect(messagesOf(12345678)).toEqual(['v_password_required']);
    const longest = `Aa1!${'x'.repeat(passwordMaxLength - 4)}`;
    expect(messagesOf(longest)).toEqual([]);
    expect(messagesOf(`${longest}x`)).toEqual(['v_password_max']);
  });

  it('reports failures in the order of docs/product.md#passwords, the first being the first rule broken', () => {
    const reference = (value: string): string[] => {
      const failures: string[] = [];
      const length = codePoints(value);
      if (length === 0) failures.push('v_password_required');
      if (length < 8) failures.push('v_password_min');
      if (length > passwordMaxLength) failures.push('v_password_max');
      for (const name of classNames) {
        if (![...value].some((character) => classes[name].characters.includes(character))) failures.push(classes[name].key);
      }
      return failures;
    };
    const candidate = fc.oneof(
      fc.string({ unit: 'grapheme-ascii', maxLength: 140 }),
      fc.string({ unit: oneOf('aA1!xZ9#-'), maxLength: 12 }),
      neutralFiller(0, 20),
    );
    fc.assert(
      fc.property(candidate, (value) => {
        const messages = messagesOf(value);
        expect(messages).toEqual(reference(value));
        const positions = messages.map((message) => messageOrder.indexOf(message));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('passwordStrength', () => {
  const percents = [12.5, 25, 50, 75, 100];
  // Characters of the Basic Multilingual Plane only: past it the meter and the schema disagree (the known bug below).
  const bmpCharacter = fc.integer({ min: 0x20, max: 0xd7ff }).map((code) => String.fromCharCode(code));
  const strengthInput = fc.oneof(fc.string({ unit: bmpCharacter, maxLength: 20 }), fc.string({ unit: oneOf('aZ5$@#&!%x ئ'), maxLength: 12 }));

  const criteriaMet = (value: string) =>
    [
      codePoints(value) >= 8,
      /[a-z]/.test(value),
      /[A-Z]/.test(value),
      /[0-9]/.test(value),
      [...value].some((character) => strengthSpecialCharacters.includes(character)),
    ].filter(Boolean).length;

  it('counts the product’s five criteria with the meter’s own special set $@#&!', () => {
    expect([...strengthSpecialCharacters].sort()).toEqual([...'$@#&!'].sort());
    fc.assert(
      fc.property(strengthInput, (value) => {
        const strength = passwordStrength(value);
        expect(strength.met).toBe(criteriaMet(value));
        expect(strength.percent).toBe([12.5, 12.5, 25, 50, 75, 100][strength.met]);
      }),
      { numRuns: 1000 },
    );
  });

  it('always gives one of 12.5, 25, 50, 75 and 100 percent', () => {
    fc.assert(
      fc.property(strengthInput, (value) => {
        expect(percents).toContain(passwordStrength(value).percent);
      }),
      { numRuns: 1000 },
    );
  });

  it('never falls when characters are added, and rises when a missing criterion is added', () => {
    const criteria: [character: string, holds: (value: string) => boolean][] = [
      ['a', (value) => /[a-z]/.test(value)],
      ['Z', (value) => /[A-Z]/.test(value)],
      ['7', (value) => /[0-9]/.test(value)],
      ...[...'$@#&!'].map((special): [string, (value: string) => boolean] => [special, (value) => /[$@#&!]/.test(value)]),
    ];
    fc.assert(
      fc.property(strengthInput, strengthInput, fc.constantFrom(...criteria), (value, more, [added, holds]) => {
        const before = passwordStrength(value);
        expect(passwordStrength(value + more).percent).toBeGreaterThanOrEqual(before.percent);
        const after = passwordStrength(value + added);
        expect(after.percent).toBeGreaterThanOrEqual(before.percent);
        if (!holds(value)) {
          expect(after.met).toBeGreaterThan(before.met);
          // 0 and 1 criteria both show 12.5: the bar's first step.
          if (before.met >= 1) expect(after.percent).toBeGreaterThan(before.percent);
        }
      }),
      { numRuns: 1000 },
    );
    // Reaching eight characters is a criterion too.
    expect(passwordStrength('abcdefgh').percent).toBeGreaterThan(passwordStrength('abcdefg').percent);
  });

  it('colours by the thresholds: 26 or less red, 51 or less amber, 76 or less blue, else green', () => {
    const expected = (percent: number) => (percent <= 26 ? 'red' : percent <= 51 ? 'amber' : percent <= 76 ? 'blue' : 'green');
    fc.assert(
      fc.property(strengthInput, (value) => {
        const { percent, color } = passwordStrength(value);
        expect(color).toBe(expected(percent));
      }),
      { numRuns: 1000 },
    );
    expect(['a', 'aB', 'aB1', 'aB1$', 'aB1$5678'].map((value) => [passwordStrength(value).percent, passwordStrength(value).color])).toEqual([
      [12.5, 'red'],
      [25, 'red'],
      [50, 'amber'],
      [75, 'blue'],
      [100, 'green'],
    ]);
  });

  it('agrees with the schema on the length criterion for passwords with emoji', () => {
    expect(passwordStrength('Aa1$😀ab').met).toBe(4);
  });

  it('starts at 12.5 red for nothing and reaches 100 green for "Abcdef1$"', () => {
    expect(passwordStrength('')).toEqual({ met: 0, percent: 12.5, color: 'red' });
    expect(passwordStrength('Abcdef1$')).toEqual({ met: 5, percent: 100, color: 'green' });
    // % is special for the form but not for the meter.
    expect(passwordStrength('Abcdef1%')).toEqual({ met: 4, percent: 75, color: 'blue' });
  });
});
