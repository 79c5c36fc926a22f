import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { idParam, readBody } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { alertInputSchema, alertUpdateSchema, maxAlerts, visitorAlertSchema } from './alerts.schemas';
import { alertsService, visitorAlertsService } from './alerts.service';

const doc = routeDocs('Job alerts');
const seeker = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'account');
const service = (c: Context<AppEnv>) => alertsService(requestInfoOf(c));

const searchFields =
  "The search is `GET /jobs`'s: `q` and the filters by the same names (`city_id` a list, `job_type_id`, `sector_id`, `position_id`, `workplace`, `experience_level`, `salary_min` with `currency`); `frequency` is `instant` (each job as it is published), `daily` or `weekly` (08:00 Erbil time; weekly on Sundays).";

/** Issue 15's job alerts: a seeker's own (`/account/job-alerts`) and a visitor's by e-mail (`/job-alerts`). */
export const alertsRest = new Hono<AppEnv>()
  .get(
    '/account/job-alerts',
    doc({
      summary: "The seeker's job alerts",
      description: 'Newest first (at most 20).',
      access: 'account',
      reply: { code: 'alerts_loaded', data: ['alerts'] },
    }),
    async (c) => {
      const auth = seeker(c);
      return reply(c, 'alerts_loaded', { alerts: await service(c).list(auth) });
    },
  )
  .post(
    '/account/job-alerts',
    doc({
      summary: 'Save a search as a job alert',
      description: `${searchFields} At most ${maxAlerts} alerts (422 \`alert_limit_reached\`). The same search saved again (in any spelling the search folds together) answers 200 with that alert, resumed and at the frequency asked for.`,
      access: 'account',
      body: alertInputSchema,
      reply: { code: 'alert_created', data: ['alert'], status: 201 },
    }),
    async (c) => {
      const auth = seeker(c);
      const { fields } = await readBody(c, alertInputSchema);
      const { alert, created } = await service(c).create(auth, fields);
      return reply(c, created ? 'alert_created' : 'alert_updated', { alert }, created ? 201 : 200);
    },
  )
  .patch(
    '/account/job-alerts/:id{[0-9]+}',
    doc({
      summary: 'Pause, resume or change how often',
      description: "`paused` (true or false) and/or `frequency`. Another seeker's alert answers 404.",
      access: 'account',
      body: alertUpdateSchema,
      reply: { code: 'alert_updated', data: ['alert'] },
      errors: [404],
    }),
    async (c) => {
      const auth = seeker(c);
      const { fields } = await readBody(c, alertUpdateSchema);
      return reply(c, 'alert_updated', { alert: await service(c).update(auth, idParam(c), fields) });
    },
  )
  .delete(
    '/account/job-alerts/:id{[0-9]+}',
    doc({
      summary: 'Delete a job alert',
      description: "Another seeker's alert answers 404.",
      access: 'account',
      reply: { code: 'alert_deleted' },
      errors: [404],
    }),
    async (c) => {
      const auth = seeker(c);
      await service(c).remove(auth, idParam(c));
      return reply(c, 'alert_deleted');
    },
  )
  .post(
    '/job-alerts',
    doc({
      summary: 'A job alert by e-mail, without an account',
      description: `${searchFields} Needs a solved robot check (\`captcha\`). Mails a confirmation link (valid 7 days, in the request's language) to \`email\`; nothing is matched until it is followed. Answers the same whether or not the address has alerts; at most ${maxAlerts} an address (422 \`alert_limit_reached\`).`,
      access: 'public',
      body: visitorAlertSchema,
      reply: { code: 'alert_confirmation_sent', status: 201 },
    }),
    async (c) => {
      const { fields } = await readBody(c, visitorAlertSchema);
      await visitorAlertsService(requestInfoOf(c)).subscribe(fields);
      return reply(c, 'alert_confirmation_sent', undefined, 201);
    },
  );
