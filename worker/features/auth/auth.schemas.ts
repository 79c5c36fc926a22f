import { z } from 'zod';
import type { CompanyStatus } from '../../../db/schema/accounts';
import type { MessageChannel } from '../../ports';
import {
  accountTypeSchema,
  atMost,
  captchaSchema,
  emailSchema,
  fullNameSchema,
  isoDateNotInFuture,
  lookupIdSchema,
  optionalUrlSchema,
  phoneSchema,
  richTextSchema,
  verificationCodeSchema,
} from '../../shared/fields.schemas';
import { mobileNumberSchema } from '../../shared/phone-number.schemas';
import { isPhoneAddress } from './phone-address';
import { existingPasswordSchema, newPasswordSchema, passwordConfirmationSchema, withPasswordConfirmation } from './password.schemas';

/** Request bodies of the account flows (docs/product.md#accounts-and-sign-in). */

/**
 * The address an account signs in with: an e-mail address or, for job seekers, a mobile number instead (issue 28).
 * Exactly one of the two; the number is read as people type it and given on in E.164.
 */
export const signInAddress = { email: emailSchema.optional(), phone: mobileNumberSchema.optional() };

/**
 * Exactly one address, checked whatever else is wrong (so an empty form names every field), and handed on as
 * `address`: the e-mail address in lower case, or the number in E.164 (which starts with +, and has no @).
 */
export function withSignInAddress<Body extends { email?: string | undefined; phone?: string | undefined }>(schema: z.ZodType<Body>) {
  const always = { when: () => true };
  return schema
    .refine((body) => body.email !== undefined || body.phone !== undefined, { error: 'v_email_required', path: ['email'], ...always })
    .refine((body) => body.email === undefined || body.phone === undefined, { error: 'v_email_or_phone', path: ['phone'], ...always })
    .transform((body) => ({ ...body, address: body.email ?? body.phone ?? '' }));
}

/** Kept here too: the sign-up form reads it with the schemas. */
export { isPhoneAddress };

/**
 * A job seeker's sign-in field (the login and forgot-password dialogs): an e-mail address or a mobile number in one
 * box, told apart by the @, each checked by its own rule.
 */
export const signInIdentifierSchema = z
  .string({ error: 'v_email_or_phone_required' })
  .trim()
  .min(1, { error: 'v_email_or_phone_required' })
  .superRefine((value, context) => {
    const parsed = (value.includes('@') ? emailSchema : mobileNumberSchema).safeParse(value);
    if (!parsed.success) context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'v_email_invalid' });
  });

/** The request's field for what was typed in the sign-in box: `email` or `phone` (the server reads and checks it). */
export const signInFieldsOf = (identifier: string): { email: string } | { phone: string } =>
  isPhoneAddress(identifier) ? { phone: identifier.trim() } : { email: identifier.trim() };

/** How a code reached the person: by e-mail, or the phone channel that took it (the screen names it). */
export type CodeChannel = 'email' | MessageChannel;

/** "Send by SMS instead": a code sent again may name the channel (issue 28); otherwise the first that takes it. */
export const codeChannelRequests = ['sms'] as const;
export type CodeChannelRequest = (typeof codeChannelRequests)[number];

export const sendVerificationCodeSchema = withSignInAddress(
  z.object({
    ...signInAddress,
    type: accountTypeSchema,
    captcha: captchaSchema,
    channel: z.enum(codeChannelRequests, { error: 'v_invalid_value' }).optional(),
  }),
);

export const verifyEmailSchema = withSignInAddress(
  z
    .object({
      ...signInAddress,
      type: accountTypeSchema,
      verification_code: verificationCodeSchema.optional(),
      // One of the REST contract's forms sends `verify_code` as a number (docs/product.md#where-kar-differs-from-specmd).
      verify_code: verificationCodeSchema.optional(),
    })
    .transform(({ verify_code, verification_code, ...rest }) => ({ ...rest, code: verification_code ?? verify_code }))
    .refine((body) => body.code !== undefined, { error: 'v_code_required', path: ['verification_code'] }),
);

const passwordPair = {
  password: newPasswordSchema,
  password_confirmation: passwordConfirmationSchema,
};

export const registerAccountSchema = withPasswordConfirmation(
  withSignInAddress(
    z.object({
      full_name: fullNameSchema,
      ...signInAddress,
      phone_number: phoneSchema,
      ...passwordPair,
      dob: isoDateNotInFuture('v_dob_required', 'v_dob_future'),
      gender_id: lookupIdSchema('v_gender_required'),
      city_id: lookupIdSchema('v_city_required'),
      position_id: lookupIdSchema('v_position_required').optional(),
    }),
  ),
);
export type RegisterAccountInput = z.infer<typeof registerAccountSchema>;

const richText = richTextSchema.optional();

export const companyProfileTextsSchema = z.object({
  description: richText,
  description_ckb: richText,
  description_ar: richText,
  mission: richText,
  mission_ckb: richText,
  mission_ar: richText,
  values: richText,
  values_ckb: richText,
  values_ar: richText,
  linkedin_url: optionalUrlSchema,
});

export const companyDetailsSchema = z.object({
  legal_name: z.string({ error: 'v_required_fields' }).trim().min(1, { error: 'v_required_fields' }).max(150, atMost(150)),
  sector_id: lookupIdSchema('v_required_fields'),
  website_url: optionalUrlSchema,
  employees_num_id: lookupIdSchema('v_employees_required'),
  company_type_id: lookupIdSchema('v_company_type_required'),
  headquarter_location_id: lookupIdSchema('v_headquarters_required'),
  phone_number: phoneSchema,
});

export const registerCompanySchema = withPasswordConfirmation(
  companyDetailsSchema.extend({ email: emailSchema, ...passwordPair }).extend(companyProfileTextsSchema.shape),
);
export type RegisterCompanyInput = z.infer<typeof registerCompanySchema>;

export const loginSchema = withSignInAddress(
  z.object({
    ...signInAddress,
    password: existingPasswordSchema,
    // Admins sign in at /admin with `admin` (issue 14); they may also sign in under the other types.
    type: z.enum(['account', 'company', 'admin'], { error: 'v_account_type' }),
    captcha: z.string().max(4096).optional(),
  }),
);
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = withSignInAddress(
  z.object({
    ...signInAddress,
    type: accountTypeSchema,
    captcha: captchaSchema,
  }),
);

/** The REST contract's verify-code call may name the code `code` (in its query string; docs/product.md#where-kar-differs-from-specmd). */
const acceptCodeName = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return value;
  const { code, ...rest } = value as Record<string, unknown>;
  return { verification_code: code, ...rest };
};

export const verifyResetCodeSchema = z.preprocess(
  acceptCodeName,
  withSignInAddress(
    z.object({
      ...signInAddress,
      type: accountTypeSchema,
      verification_code: z
        .union([z.string(), z.number()], { error: 'v_reset_code_required' })
        .refine((code) => String(code).trim() !== '', { error: 'v_reset_code_required' })
        .pipe(verificationCodeSchema),
    }),
  ),
);

/**
 * The REST contract's reset call names the new password `new_password` in one client and `password` in another
 * (docs/product.md#where-kar-differs-from-specmd).
 */
const acceptNewPasswordNames = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return value;
  const { new_password, new_password_confirmation, ...rest } = value as Record<string, unknown>;
  return { password: new_password, password_confirmation: new_password_confirmation, ...rest };
};

export const resetPasswordSchema = z.preprocess(
  acceptNewPasswordNames,
  withPasswordConfirmation(
    withSignInAddress(
      z.object({
        token: z.string({ error: 'v_reset_token_invalid' }).min(16, { error: 'v_reset_token_invalid' }).max(256),
        ...signInAddress,
        type: accountTypeSchema,
        ...passwordPair,
      }),
    ),
  ),
);

export const changePasswordSchema = withPasswordConfirmation(z.object({ current_password: existingPasswordSchema, ...passwordPair }));

export const changeEmailRequestSchema = z.object({
  password: existingPasswordSchema,
  new_email: emailSchema,
});

export const changeEmailVerifySchema = z.object({
  new_email: emailSchema,
  verification_code: verificationCodeSchema,
});

/** A job seeker's sign-in mobile number, added or changed as an e-mail address is (issue 28). */
export const changePhoneRequestSchema = z.object({
  password: existingPasswordSchema,
  new_phone: mobileNumberSchema,
});

export const changePhoneVerifySchema = z.object({
  new_phone: mobileNumberSchema,
  verification_code: verificationCodeSchema,
});

export const updateAccountContactSchema = z.object({
  phone_number: phoneSchema,
  city_id: lookupIdSchema('v_city_required').optional(),
});

export const updateAccountProfileSchema = z.object({
  full_name: fullNameSchema,
  dob: isoDateNotInFuture('v_dob_required', 'v_dob_future'),
  gender_id: lookupIdSchema('v_gender_required'),
  city_id: lookupIdSchema('v_city_required'),
  position_id: lookupIdSchema('v_position_required').optional(),
  bio: z.string().trim().max(2000, atMost(2000)).optional(),
});

export const deleteAccountSchema = z.object({ password: existingPasswordSchema });

/** What the client receives about the signed-in user (login, register, profile). */
export interface PublicUser {
  id: number;
  type: 'account' | 'company' | 'admin';
  /** '' for a job seeker who signed up with a phone number and added no address (issue 28). */
  email: string;
  /** The mobile number the account signs in with (E.164), or null. */
  phone: string | null;
  full_name: string | null;
  phone_number: string | null;
  dob: string | null;
  gender_id: number | null;
  city_id: number | null;
  position_id: number | null;
  bio: string | null;
  locale: 'en' | 'ckb' | 'ar';
  email_verified: boolean;
  /** The account signs in with a mobile number it proved (issue 28). */
  phone_verified: boolean;
  is_password_change_by_admin: 0 | 1;
  company_status: CompanyStatus | null;
}
