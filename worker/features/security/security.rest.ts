import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { requestInfoOf } from '../../http/request-info';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { devicesService } from './devices.service';

const doc = routeDocs('Security');
const everyone = ['account', 'company', 'admin'] as const;

/** The signed-in devices of one's own account (docs/product.md#security-and-devices), for every account type. */
export const securityRest = new Hono<AppEnv>()
  .get(
    '/account/security/sessions',
    doc({
      summary: 'The devices signed in to this account',
      description:
        'Active sessions, most recently used first: the device and browser from its User-Agent, the city and country Cloudflare placed it in (null elsewhere), when it signed in and was last seen; `current` marks the one asking.',
      access: 'signed-in',
      reply: { code: 'sessions_loaded', data: ['sessions'] },
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), ...everyone);
      return reply(c, 'sessions_loaded', { sessions: await devicesService(requestInfoOf(c)).list(auth) });
    },
  )
  .delete(
    '/account/security/sessions/:id',
    doc({
      summary: 'Sign a device out',
      description: "Its token opens nothing from its next request on. Another account's session, or one already ended, answers 404.",
      access: 'signed-in',
      reply: { code: 'session_ended' },
      errors: [404],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), ...everyone);
      await devicesService(requestInfoOf(c)).end(auth, c.req.param('id'));
      return reply(c, 'session_ended');
    },
  )
  .post(
    '/account/security/sessions/end-others',
    doc({
      summary: 'Sign out everywhere else',
      description: 'Ends every session of the account but the one asking; `ended` counts them.',
      access: 'signed-in',
      reply: { code: 'other_sessions_ended', data: ['ended'] },
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), ...everyone);
      return reply(c, 'other_sessions_ended', { ended: await devicesService(requestInfoOf(c)).endOthers(auth) });
    },
  );
