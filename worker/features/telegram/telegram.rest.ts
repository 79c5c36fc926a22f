import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { readBody } from '../../http/validation';
import { requestInfoOf } from '../../http/request-info';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { telegramLinksService } from './telegram-links.service';
import { telegramUpdateSchema } from './telegram.schemas';

const doc = routeDocs('Telegram');
const seeker = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'account');
const service = (c: Context<AppEnv>) => telegramLinksService(requestInfoOf(c));

/** Issue 28: a seeker's Telegram chat linked to Kar's bot, and the bot's webhook. */
export const telegramRest = new Hono<AppEnv>()
  .get(
    '/account/telegram-link',
    doc({
      summary: "Whether the seeker's Telegram is linked",
      description: '`available` is false when Kar has no Telegram bot set up.',
      access: 'account',
      reply: { code: 'telegram_link_loaded', data: ['telegram'] },
    }),
    async (c) => reply(c, 'telegram_link_loaded', { telegram: await service(c).state(seeker(c)) }),
  )
  .post(
    '/account/telegram-link',
    doc({
      summary: 'A one-time link that connects Telegram',
      description:
        "Opening `url` in Telegram and pressing Start links that chat: Kar's bot then writes the seeker's notices there, in their language. The link works once, for 10 minutes; a new one replaces it. 409 `telegram_not_configured` when Kar has no bot.",
      access: 'account',
      reply: { code: 'telegram_link_started', data: ['url', 'expires_at'] },
      errors: [409],
    }),
    async (c) => reply(c, 'telegram_link_started', { ...(await service(c).start(seeker(c))) }),
  )
  .delete(
    '/account/telegram-link',
    doc({
      summary: 'Unlink Telegram',
      description: 'The bot says so in the chat. Sending the bot /stop does the same from Telegram. 404 when none is linked.',
      access: 'account',
      reply: { code: 'telegram_unlinked' },
      errors: [404],
    }),
    async (c) => {
      await service(c).unlink(seeker(c));
      return reply(c, 'telegram_unlinked');
    },
  )
  .post(
    '/telegram/webhook',
    doc({
      summary: "Telegram's updates for Kar's bot",
      description:
        'Called by Telegram (setWebhook with `secret_token`): the `X-Telegram-Bot-Api-Secret-Token` header must be TELEGRAM_WEBHOOK_SECRET (else 401). `/start <token>` links the chat, `/stop` unlinks it.',
      access: 'public',
      body: telegramUpdateSchema,
      reply: { code: 'telegram_update_received' },
      errors: [401, 409],
    }),
    async (c) => {
      const secret = c.req.header('x-telegram-bot-api-secret-token');
      const { fields } = await readBody(c, telegramUpdateSchema);
      await service(c).handleUpdate(secret, fields);
      return reply(c, 'telegram_update_received');
    },
  );
