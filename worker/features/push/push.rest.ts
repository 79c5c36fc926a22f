import { type Context, Hono } from 'hono';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { requestInfoOf } from '../../http/request-info';
import { readBody } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { noticeChannels, noticeChannelsInputSchema, pushEndpointSchema, pushSubscriptionSchema } from './push.schemas';
import { pushService } from './push.service';

const doc = routeDocs('Push notifications');
const member = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'account', 'company');
const service = (c: Context<AppEnv>) => pushService(requestInfoOf(c));

const publicKey: OpenAPIV3_1.SchemaObject = {
  type: 'object',
  properties: { enabled: { type: 'boolean' }, public_key: { type: ['string', 'null'] } },
  required: ['enabled', 'public_key'],
};
const channelMap: OpenAPIV3_1.SchemaObject = { type: 'object', additionalProperties: { type: 'string', enum: [...noticeChannels] } };
const noticeChannelsObject: OpenAPIV3_1.SchemaObject = {
  type: 'object',
  properties: {
    channels: channelMap,
    choices: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string', enum: [...noticeChannels] } } },
    push: {
      type: 'object',
      properties: { enabled: { type: 'boolean' }, subscriptions: { type: 'integer', minimum: 0 } },
      required: ['enabled', 'subscriptions'],
    },
    telegram: {
      type: 'object',
      properties: { enabled: { type: 'boolean' }, linked: { type: 'boolean' } },
      required: ['enabled', 'linked'],
    },
  },
  required: ['channels', 'choices', 'push', 'telegram'],
};
const kindsNote =
  'Kinds: for a job seeker `message`, `interview_scheduled`, `interview_changed`, `interview_cancelled`, `offer_received`, `offer_withdrawn`, `stage_changed`, and `job_alert` (the mails of their job alerts: `telegram` or `email` only); for a company `message`, `new_applicant`, `offer_accepted`, `offer_declined`. Channels besides the bell (which always has the notice): `push` (the browsers subscribed here; e-mail as by `email` while there is none), `telegram` (seekers: the chat linked at /account/telegram-link, in their language; e-mail as by `email` while none is linked; 409 `telegram_not_configured` when Kar has no bot), `email` (the mail Kar sends for that notice, with its own rules: a message at most every 15 minutes a conversation, a stage mail for interview, offer, hired and not selected), `none`. `email` is offered only for notices Kar mails (`choices`); a kind with no choice goes by its default: `email` where Kar mails it, else `none`.';

/** Issue 28: notices on the phone (Web Push), and the channel of each kind of notice. */
export const pushRest = new Hono<AppEnv>()
  .get(
    '/push/public-key',
    doc({
      summary: "Kar's key for Web Push",
      description:
        'The `applicationServerKey` a browser subscribes with (`pushManager.subscribe`). When this Kar has no VAPID keys, push is off: `enabled` is false and `public_key` null (200, so that a page asks once and hides the offer).',
      access: 'public',
      reply: { code: 'push_public_key_loaded', data: publicKey },
    }),
    (c) => reply(c, 'push_public_key_loaded', { ...service(c).publicKey() }),
  )
  .post(
    '/account/push-subscriptions',
    doc({
      summary: 'Push notices to this browser',
      description:
        "The body is the browser's `PushSubscription.toJSON()` (`endpoint`, `keys.p256dh`, `keys.auth`; `expirationTime` is ignored). Saved for the caller whoever had this endpoint before (a shared phone changes hands); a person keeps their 10 newest browsers. The endpoint must be `https:` (422 otherwise), the keys a 65-byte P-256 point and a 16-byte secret. Job seekers and approved companies; 409 `push_not_configured` when push is off.",
      access: 'signed-in',
      body: pushSubscriptionSchema,
      reply: { code: 'push_subscribed', data: ['subscribed'] },
      errors: [409],
    }),
    async (c) => {
      const auth = member(c);
      const { fields } = await readBody(c, pushSubscriptionSchema);
      return reply(c, 'push_subscribed', { ...(await service(c).subscribe(auth, fields)) });
    },
  )
  .delete(
    '/account/push-subscriptions',
    doc({
      summary: 'Stop pushing to this browser',
      description: "`{endpoint}` as the browser subscribed it. Only the caller's own: another person's endpoint, or one not subscribed, answers 404.",
      access: 'signed-in',
      body: pushEndpointSchema,
      reply: { code: 'push_unsubscribed' },
      errors: [404],
    }),
    async (c) => {
      const auth = member(c);
      const { fields } = await readBody(c, pushEndpointSchema);
      await service(c).unsubscribe(auth, fields);
      return reply(c, 'push_unsubscribed');
    },
  )
  .get(
    '/account/notification-channels',
    doc({
      summary: 'How each kind of notice reaches me',
      description: `Every kind the caller receives with its channel (\`channels\`), the channels each offers (\`choices\`), whether push is on here and how many of the caller's browsers are subscribed. ${kindsNote}`,
      access: 'signed-in',
      reply: { code: 'notification_channels_loaded', data: noticeChannelsObject },
    }),
    async (c) => reply(c, 'notification_channels_loaded', { ...(await service(c).channels(member(c))) }),
  )
  .put(
    '/account/notification-channels',
    doc({
      summary: 'Choose how kinds of notice reach me',
      description: `\`{channels: {<kind>: <channel>}}\`: some or all of the caller's kinds. A kind the caller never receives, an unknown kind or channel, or \`email\` for a kind Kar does not mail is 422 (nothing is saved); \`push\` when push is off is 409 \`push_not_configured\`. Replies as the GET. ${kindsNote}`,
      access: 'signed-in',
      body: noticeChannelsInputSchema,
      reply: { code: 'notification_channels_saved', data: noticeChannelsObject },
      errors: [409],
    }),
    async (c) => {
      const auth = member(c);
      const { fields } = await readBody(c, noticeChannelsInputSchema);
      return reply(c, 'notification_channels_saved', { ...(await service(c).saveChannels(auth, fields)) });
    },
  );
