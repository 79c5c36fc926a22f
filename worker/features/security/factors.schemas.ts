import { z } from 'zod';
import { webauthnCredentialSchema } from './passkeys.schemas';

/** A 6-digit authenticator code; spaces people type between the groups are dropped. */
export const totpCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s/g, '') : value),
  z.string({ error: 'v_code_required' }).regex(/^\d{6}$/, 'v_code_invalid'),
);
/** A recovery code as issued (`abcde-23456`), in any case, with or without the dash. */
export const recoveryCodeSchema = z
  .string({ error: 'v_recovery_code' })
  .trim()
  .min(10, 'v_recovery_code')
  .max(20, 'v_recovery_code')
  .regex(/^[A-Za-z0-9 -]+$/, 'v_recovery_code');

export const pendingTokenSchema = z.string({ error: 'invalid' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'invalid');

/** `POST /auth/second-factor`: the pending sign-in and one proof (an authenticator code, a recovery code or a passkey's answer). */
export const secondStepSchema = z
  .object({
    pending_token: pendingTokenSchema,
    code: totpCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
    webauthn: webauthnCredentialSchema.optional(),
  })
  .refine((input) => [input.code, input.recovery_code, input.webauthn].filter((proof) => proof !== undefined).length === 1, {
    message: 'v_second_factor_one',
    path: ['code'],
  });
export type SecondStepInput = z.infer<typeof secondStepSchema>;

export const pendingSignInSchema = z.object({ pending_token: pendingTokenSchema });

export const confirmTotpSchema = z.object({ code: totpCodeSchema });
/** Removing the authenticator app asks for a code from it (or a recovery code): an open laptop is not enough. */
export const removeTotpSchema = z
  .object({ code: totpCodeSchema.optional(), recovery_code: recoveryCodeSchema.optional() })
  .refine((input) => (input.code === undefined) !== (input.recovery_code === undefined), { message: 'v_second_factor_one', path: ['code'] });
export type CodeProof = z.infer<typeof removeTotpSchema>;

export const secondFactorRequiredSchema = z.object({ required: z.boolean({ error: 'invalid' }) });

/** The account's second steps as its security page shows them. */
export const secondFactorsSchema = z.object({
  totp_confirmed_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  passkeys: z.number().int(),
  /** The account cannot be entered with a password alone (admins always; companies that chose it). */
  required: z.boolean(),
  /** Whether the account may choose `required` itself (companies). */
  can_require: z.boolean(),
});
export type SecondFactors = z.infer<typeof secondFactorsSchema>;

/** What a new authenticator app is given: the QR code's URL and the same secret as text. */
export const totpSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;
