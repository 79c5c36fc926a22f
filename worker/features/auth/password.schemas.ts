import { z } from 'zod';

/** The special characters the product accepts in passwords (reset and company forms; docs/product.md#passwords). */
export const passwordSpecialCharacters = '!@#$%^&*(),.?":{}|<>';
/** The ones the strength meter counts (docs/product.md#passwords). */
export const strengthSpecialCharacters = '$@#&!';

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

const hasOneOf = (characters: string) => (value: string) => [...value].some((character) => characters.includes(character));

/**
 * A new password, checked in the order docs/product.md#passwords lists its messages; each message is a key of
 * messages/*.json. As in the product's rules, capital and small mean A-Z and a-z, and a number is 0-9.
 */
export const newPasswordSchema = z
  .string({ error: 'v_password_required' })
  .min(1, { error: 'v_password_required' })
  .min(passwordMinLength, { error: 'v_password_min' })
  .max(passwordMaxLength, { error: 'v_password_max' })
  .refine((value) => /[A-Z]/.test(value), { error: 'v_password_capital' })
  .refine((value) => /[a-z]/.test(value), { error: 'v_password_small' })
  .refine((value) => /[0-9]/.test(value), { error: 'v_password_number' })
  .refine(hasOneOf(passwordSpecialCharacters), { error: 'v_password_special' });

/** A password being checked (login, current password): only presence and the length cap. */
export const existingPasswordSchema = z
  .string({ error: 'v_password_required' })
  .min(1, { error: 'v_password_required' })
  .max(passwordMaxLength, { error: 'v_password_max' });

export const passwordConfirmationSchema = z
  .string({ error: 'v_password_confirm_required' })
  .min(1, { error: 'v_password_confirm_required' })
  .max(passwordMaxLength, { error: 'v_password_max' });

/** Adds the mismatch check to an object that has `password` and `password_confirmation`. */
export function withPasswordConfirmation<Schema extends z.ZodType<{ password: string; password_confirmation: string }, unknown>>(schema: Schema) {
  return schema.refine((value) => value.password === value.password_confirmation, {
    error: 'v_password_mismatch',
    path: ['password_confirmation'],
  });
}

export type StrengthColor = 'red' | 'amber' | 'blue' | 'green';

export interface PasswordStrength {
  /** How many of the five criteria hold (length, small, capital, digit, one of $@#&!). */
  met: number;
  percent: 12.5 | 25 | 50 | 75 | 100;
  color: StrengthColor;
}

const percentByMet = [12.5, 12.5, 25, 50, 75, 100] as const;

/** The product's meter (docs/product.md#passwords): five criteria mapped to 12.5/25/50/75/100 percent, coloured by thresholds 26/51/76. */
export function passwordStrength(password: string): PasswordStrength {
  const met = [
    // Characters, not UTF-16 units, as zod counts them for the minimum length.
    [...password].length >= passwordMinLength,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /[0-9]/.test(password),
    hasOneOf(strengthSpecialCharacters)(password),
  ].filter(Boolean).length;
  const percent = percentByMet[met] ?? 12.5;
  const color: StrengthColor = percent <= 26 ? 'red' : percent <= 51 ? 'amber' : percent <= 76 ? 'blue' : 'green';
  return { met, percent, color };
}
