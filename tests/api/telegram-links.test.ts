// Linking a seeker's Telegram to Kar's bot (issue 28; worker/features/telegram): a one-time start link, the bot's
// webhook (Telegram's secret header), /start and /stop, and the bot's answers in the person's language, sent through
// the real Telegram adapter to the local fake of the Bot API.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { telegramLinks } from '../../db/schema';
import { fallThroughMessenger } from '../../worker/platform/messenger';
import { telegramSender } from '../../worker/platform/telegram';
import { type Api, get, post, signedUpAccount, signedUpCompany } from '../support/auth-flow';
import { fakeTelegramTokens } from '../support/fake-telegram';
import { sentTo } from '../support/messenger-fakes';
import { testApp, testClock } from '../support/node-deps';

const telegramUrl = inject('telegramBaseUrl');
const bot = { username: 'KarJobsBot', webhookSecret: 'webhook-Secret_42' };
let api: Api;
let clock: ReturnType<typeof testClock>;

beforeEach(async () => {
  clock = testClock();
  const first = await testApp({ clock });
  const sender = telegramSender({ botToken: fakeTelegramTokens.bot, botBaseUrl: telegramUrl, codeTtlSeconds: 180, timeoutMs: 1000 });
  api = await testApp({ clock, telegramBot: bot, messenger: fallThroughMessenger([sender], { db: first.deps.db, clock }) });
});

const freshChat = () => 7_000_000_000 + Math.floor(Math.random() * 1e9);
const send = (method: 'GET' | 'POST' | 'DELETE', path: string, token?: string, language = 'en') =>
  method === 'GET' ? get(api, path, { ...(token ? { token } : {}), language }) : post(api, path, {}, { method, ...(token ? { token } : {}), language });
/** What Telegram posts to the webhook when someone writes to the bot. */
const update = (chat: number, text: string, languageCode = 'en', secret: string | null = bot.webhookSecret) =>
  post(
    api,
    '/telegram/webhook',
    {
      update_id: Math.floor(Math.random() * 1e9),
      message: { message_id: 1, chat: { id: chat, type: 'private' }, from: { id: chat, language_code: languageCode }, date: 0, text },
    },
    { headers: secret === null ? {} : { 'X-Telegram-Bot-Api-Secret-Token': secret } },
  );
const botSaid = async (chat: number) => (await sentTo<{ parameters: { text: string } }>(telegramUrl, String(chat))).map((entry) => entry.parameters.text);

describe('linking Telegram', () => {
  it("gives a one-time start link; /start with it links the chat and the bot says so in the seeker's language", async () => {
    const seeker = await signedUpAccount(api, 'tg.seeker@example.com');
    expect((await send('GET', '/account/telegram-link', seeker)).body.data?.telegram).toEqual({ available: true, linked: false, linked_at: null });
    const started = await send('POST', '/account/telegram-link', seeker, 'ckb');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const url = new URL(started.body.data?.url as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://t.me/KarJobsBot');
    const token = url.searchParams.get('start') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{1,64}$/);

    const chat = freshChat();
    expect((await update(chat, `/start ${token}`, 'ckb')).status).toBe(200);
    const state = (await send('GET', '/account/telegram-link', seeker)).body.data?.telegram as { linked: boolean };
    expect(state.linked).toBe(true);
    const [row] = await api.deps.db.select().from(telegramLinks);
    expect(row?.chatId).toBe(String(chat));
    // The seeker signed up in English (accountForm's request): the bot writes in the account's language.
    expect(await botSaid(chat)).toEqual([expect.stringContaining('Your Telegram is now linked to Kar')]);

    // The link works once.
    const other = freshChat();
    await update(other, `/start ${token}`, 'ar');
    expect(await botSaid(other)).toEqual(['انتهت صلاحية هذا الرابط أو استُخدم من قبل. افتح صفحة الإشعارات في كار واضغط "ربط تيليجرام" مرة أخرى.']);
  });

  it("refuses an expired link, and an update without Telegram's secret (401)", async () => {
    const seeker = await signedUpAccount(api, 'tg.expired@example.com');
    const token = new URL((await send('POST', '/account/telegram-link', seeker)).body.data?.url as string).searchParams.get('start') ?? '';
    clock.advance(10 * 60 * 1000 + 1);
    const chat = freshChat();
    await update(chat, `/start ${token}`, 'ckb');
    expect(await botSaid(chat)).toEqual([expect.stringContaining('بەسەرچووە')]);
    expect(await api.deps.db.select().from(telegramLinks)).toEqual([]);

    expect((await update(freshChat(), `/start ${token}`, 'en', 'wrong')).status).toBe(401);
    expect((await update(freshChat(), `/start ${token}`, 'en', null)).status).toBe(401);
    expect((await post(api, '/telegram/webhook', { update_id: 'x' }, { headers: { 'X-Telegram-Bot-Api-Secret-Token': bot.webhookSecret } })).status).toBe(422);
  });

  it('unlinks from Kar (404 when nothing is linked) or with /stop in Telegram, one tap either way', async () => {
    const seeker = await signedUpAccount(api, 'tg.stop@example.com');
    const link = async (chat: number) => {
      const token = new URL((await send('POST', '/account/telegram-link', seeker)).body.data?.url as string).searchParams.get('start') ?? '';
      await update(chat, `/start ${token}`);
    };
    const chat = freshChat();
    await link(chat);
    expect((await send('DELETE', '/account/telegram-link', seeker)).status).toBe(200);
    expect((await send('DELETE', '/account/telegram-link', seeker)).status).toBe(404);
    expect((await botSaid(chat)).at(-1)).toContain('no longer linked');

    await link(chat);
    await update(chat, '/stop');
    expect(
      await api.deps.db
        .select()
        .from(telegramLinks)
        .where(eq(telegramLinks.chatId, String(chat))),
    ).toEqual([]);
    await update(chat, '/stop');
    expect((await botSaid(chat)).at(-1)).toBe('This chat is not linked to a Kar account.');
    await update(chat, 'hello');
    expect((await botSaid(chat)).at(-1)).toContain('Link Telegram');
  });

  it('unlinks a chat whose person blocked the bot, without writing to it; a chat unblocked stays unlinked', async () => {
    const seeker = await signedUpAccount(api, 'tg.blocked@example.com');
    const chat = freshChat();
    const token = new URL((await send('POST', '/account/telegram-link', seeker)).body.data?.url as string).searchParams.get('start') ?? '';
    await update(chat, `/start ${token}`);
    expect((await send('GET', '/account/telegram-link', seeker)).body.data?.telegram).toMatchObject({ linked: true });
    const said = (await botSaid(chat)).length;
    // What Telegram posts when the person blocks the bot, then unblocks it.
    const membership = (status: string, secret = bot.webhookSecret) =>
      post(
        api,
        '/telegram/webhook',
        {
          update_id: Math.floor(Math.random() * 1e9),
          my_chat_member: {
            chat: { id: chat, type: 'private' },
            from: { id: chat },
            date: 0,
            old_chat_member: { status: status === 'kicked' ? 'member' : 'kicked', user: { id: 1 } },
            new_chat_member: { status, user: { id: 1 } },
          },
        },
        { headers: { 'X-Telegram-Bot-Api-Secret-Token': secret } },
      );
    expect((await membership('kicked', 'not-the-secret')).status).toBe(401);
    expect((await send('GET', '/account/telegram-link', seeker)).body.data?.telegram).toMatchObject({ linked: true });
    expect((await membership('kicked')).status).toBe(200);
    expect((await send('GET', '/account/telegram-link', seeker)).body.data?.telegram).toMatchObject({ linked: false });
    expect(await botSaid(chat)).toHaveLength(said);
    expect((await membership('member')).status).toBe(200);
    expect((await send('GET', '/account/telegram-link', seeker)).body.data?.telegram).toMatchObject({ linked: false });
  });

  it('answers 401 signed out, 403 to a company, and 409 when Kar has no bot', async () => {
    expect((await send('GET', '/account/telegram-link')).status).toBe(401);
    expect((await send('POST', '/account/telegram-link')).status).toBe(401);
    const company = await signedUpCompany(api, 'tg.company@example.com');
    expect((await send('POST', '/account/telegram-link', company)).status).toBe(403);
    expect((await send('DELETE', '/account/telegram-link', company)).status).toBe(403);

    api = await testApp({ clock });
    const seeker = await signedUpAccount(api, 'tg.nobot@example.com');
    expect((await send('GET', '/account/telegram-link', seeker)).body.data?.telegram).toMatchObject({ available: false });
    const started = await send('POST', '/account/telegram-link', seeker);
    expect(started.status).toBe(409);
    expect(started.body.code).toBe('telegram_not_configured');
    expect((await update(freshChat(), '/start x')).status).toBe(409);
  });
});
