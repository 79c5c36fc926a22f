import { z } from 'zod';
import { alertFrequencies, type AlertFrequency } from '../../../db/schema/alert-values';
import { captchaSchema, emailSchema } from '../../shared/fields.schemas';
import { jobSearchFilterFields, salaryNeedsCurrency } from '../jobs/jobs.schemas';

export { alertFrequencies };
export type { AlertFrequency };

/** A seeker keeps at most this many alerts (and a visitor's address as many): 422 `alert_limit_reached` beyond. */
export const maxAlerts = 20;

const frequencySchema = z.enum(alertFrequencies, { error: 'v_alert_frequency' });

/** The search of an alert: `GET /jobs`'s words and filters by the same names (the page and the order are not kept). */
const alertSearchFields = {
  q: z.string({ error: 'v_invalid_value' }).trim().max(500, { error: 'v_search_too_long' }).default(''),
  ...jobSearchFilterFields,
};

/**
 * `POST /account/job-alerts`: `{q, frequency, …the filters of GET /jobs}`, or with `match_cv: true` the new jobs
 * within the filters that the seeker's default CV matches (the words are set aside): a seeker's alert only.
 */
export const alertInputSchema = z
  .object({ ...alertSearchFields, match_cv: z.boolean({ error: 'v_invalid_value' }).optional(), frequency: frequencySchema.default('daily') })
  .superRefine(salaryNeedsCurrency);
export type AlertInput = z.output<typeof alertInputSchema>;

/** `POST /job-alerts`: a visitor's alert, mailed to `email` once the mailed link confirms it. */
export const visitorAlertSchema = z
  .object({ ...alertSearchFields, frequency: frequencySchema.default('daily'), email: emailSchema, captcha: captchaSchema })
  .superRefine(salaryNeedsCurrency);
export type VisitorAlertInput = z.output<typeof visitorAlertSchema>;

/** `PATCH /account/job-alerts/{id}`: pause or resume, or another frequency (at least one of them). */
export const alertUpdateSchema = z
  .object({
    paused: z.boolean({ error: 'v_invalid_value' }).optional(),
    frequency: frequencySchema.optional(),
  })
  .refine((update) => update.paused !== undefined || update.frequency !== undefined, { error: 'v_alert_nothing_to_change', path: ['paused'] });
export type AlertUpdate = z.output<typeof alertUpdateSchema>;

/** The saved search of an alert (what `/explore-jobs` shows for it). */
export type AlertSearch = Omit<AlertInput, 'frequency'>;

/** A CV alert mails a new job when the seeker's default CV meets at least this share of what it asks (the score). */
export const cvAlertMinScore = 50;

/** `data.alert` and the items of `data.alerts`. */
export interface JobAlert extends AlertSearch {
  id: number;
  frequency: AlertFrequency;
  paused: boolean;
  created_at: string;
}
