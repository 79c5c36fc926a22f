import { z } from 'zod';
import { readPhoneNumber } from './phone-number';

/**
 * A mobile number that identifies an account or receives a code, typed as people type it (worker/shared/phone-number.ts)
 * and given on as E.164. Messages are keys of messages/*.json: `v_phone_required`, `v_phone_invalid`, and
 * `v_phone_not_mobile` for a landline or service number, which cannot receive a code.
 */
export const mobileNumberSchema = z
  .string({ error: 'v_phone_required' })
  .trim()
  .min(1, { error: 'v_phone_required' })
  .transform((value, context) => {
    const reading = readPhoneNumber(value);
    if (reading.status === 'mobile') return reading.e164;
    context.addIssue({ code: 'custom', message: reading.status === 'not_mobile' ? 'v_phone_not_mobile' : 'v_phone_invalid' });
    return z.NEVER;
  });
