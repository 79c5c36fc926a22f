/**
 * Applying without an account (the unsigned apply wizard and its job application form:
 * docs/product.md#applying-without-an-account), shared by the worker and the client. What is pending lives on the
 * server; the browser holds only the session.
 */
import { z } from 'zod';
import {
  atMost,
  captchaSchema,
  emailSchema,
  fullNameSchema,
  isoDateNotInFuture,
  lookupIdSchema,
  phoneSchema,
  verificationCodeSchema,
} from '../../shared/fields.schemas';
import { signInAddress, withSignInAddress } from '../auth/auth.schemas';
import { newPasswordSchema, passwordConfirmationSchema } from '../auth/password.schemas';
import { mobileNumberSchema } from '../../shared/phone-number.schemas';
import { screeningAnswersFieldSchema } from '../matching/match.schemas';
import { personalStatementMaxLength } from './applications.schemas';

/**
 * docs/product.md#applying-without-an-account: every field of the job application form is required, and an empty one
 * says 'Please fill all empty fields'.
 */
const fillMessage = 'v_fill_empty_fields';
const notBlank = (value: string | number) => String(value).trim() !== '';

/** An empty text gets the product's exact message (docs/product.md#applying-without-an-account); a filled one follows the field's own rules (and their messages). */
function filledText<Output>(rule: z.ZodType<Output, string>) {
  return z.string({ error: fillMessage }).refine(notBlank, { error: fillMessage }).pipe(rule);
}

/** An id sent as a number (JSON) or as text (a form), required in the same way. */
function filledId(invalidKey: string, emptyKey = fillMessage) {
  return z
    .union([z.string(), z.number()], { error: emptyKey })
    .refine(notBlank, { error: emptyKey })
    .transform(Number)
    .pipe(z.number({ error: invalidKey }).int({ error: invalidKey }).positive({ error: invalidKey }));
}

export const unsignedBioMaxLength = 2000;
/** How long a started application waits for its e-mail to be verified. */
export const pendingApplicationLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * `POST /nonsigned-accounts`: the unsigned-apply registration (docs/product.md#applying-without-an-account), the job,
 * and the robot check of a sign-up. The e-mail address may be left empty (issue 28): the mobile number is then the
 * account's address and receives the code; `address` (withStartAddress) is the one the account signs in with.
 */
export const unsignedStartFieldsSchema = z.object({
  full_name: filledText(fullNameSchema),
  email: z.preprocess((value) => (value === '' ? undefined : value), emailSchema.optional()),
  phone: filledText(phoneSchema),
  date_of_birth: filledText(isoDateNotInFuture('v_dob_required', 'v_dob_future')),
  gender_id: filledId('v_gender_required'),
  city_id: filledId('v_city_required'),
  position_id: filledId('v_position_required'),
  bio: filledText(z.string().trim().max(unsignedBioMaxLength, atMost(unsignedBioMaxLength))),
  job_id: filledId('v_invalid_value'),
  captcha: captchaSchema,
});

/** The e-mail address, or when it is empty the mobile number (which must then be a mobile), as `address`. */
export function withStartAddress<Body extends { email?: string | undefined; phone: string }>(schema: z.ZodType<Body>) {
  return schema.transform((body, context) => {
    if (body.email !== undefined) return { ...body, address: body.email };
    const mobile = mobileNumberSchema.safeParse(body.phone);
    if (mobile.success) return { ...body, address: mobile.data };
    context.addIssue({ code: 'custom', message: mobile.error.issues[0]?.message ?? 'v_phone_invalid', path: ['phone'] });
    return z.NEVER;
  });
}

export const unsignedStartSchema = withStartAddress(unsignedStartFieldsSchema);
export type UnsignedStartInput = z.output<typeof unsignedStartSchema>;

const requirementIdsSchema = z
  .union(
    [
      z.array(lookupIdSchema('v_invalid_value')),
      // A form sends one comma-separated value.
      z.string().transform((ids, context) => {
        const parsed = ids.split(',').filter(notBlank).map(Number);
        if (parsed.some((id) => !Number.isInteger(id) || id <= 0)) context.addIssue({ code: 'custom', message: 'v_invalid_value' });
        return parsed;
      }),
    ],
    { error: 'v_invalid_value' },
  )
  .pipe(z.array(z.number()).max(100, { error: 'v_invalid_value' }));

/** `PUT /nonsigned-accounts/cv`: the wizard's second step (a CV uploaded or made by this user), and what goes with it. */
export const unsignedCvSchema = z.object({
  cv_id: filledId('v_upload_or_create', 'v_upload_or_create'),
  /** Defaults to the bio of the first step. */
  personal_statement: z.string({ error: 'v_invalid_value' }).trim().max(personalStatementMaxLength, atMost(personalStatementMaxLength)).optional(),
  /** The job's requirements the applicant ticks (at least one when the job has some). */
  job_qualification_ids: requirementIdsSchema.optional(),
  /** Answers to the job's screening questions (a JSON text in a form body). */
  answers: screeningAnswersFieldSchema.optional(),
});
export type UnsignedCvInput = z.output<typeof unsignedCvSchema>;

/** `POST /nonsigned-accounts-signup`: the third step; the unsigned wizard's own mismatch message (docs/product.md#passwords). */
/** Step 3: the address (an e-mail address, or a mobile number: issue 28) and the password. */
export const unsignedSignupSchema = withSignInAddress(
  z.object({ ...signInAddress, password: newPasswordSchema, password_confirmation: passwordConfirmationSchema }),
).refine((fields) => fields.password === fields.password_confirmation, {
  error: 'v_password_does_not_match',
  path: ['password_confirmation'],
});
export type UnsignedSignupInput = z.output<typeof unsignedSignupSchema>;

/** `POST /nonsigned-accounts/verify`: the code mailed by the third step. */
export const unsignedVerifySchema = z.object({ code: verificationCodeSchema });

/** `data.pending_application`: where the unsigned wizard stands, so the client can resume after the CV maker. */
export interface PendingApplication {
  job_id: number;
  cv_id: number | null;
  personal_statement: string;
  job_qualification_ids: number[];
  /** The third step is done: a code was mailed and the password is kept for the account. */
  password_set: boolean;
  expires_at: string;
}
