import { AppError } from '../../http/errors';
import { type MessageKey, translate } from '../../http/i18n';
import type { RequestInfo } from '../../http/request-info';
import { constantTimeEqual, randomToken, sha256Hex } from '../../platform/crypto';
import type { Locale } from '../../ports';
import type { Authenticated } from '../auth/sessions.service';
import { telegramLinksRepo } from './telegram-links.repo';
import type { TelegramLinkStart, TelegramLinkState, TelegramUpdate } from './telegram.schemas';

/** A link token works this long: enough to open Telegram and press Start, not enough to lie around. */
export const linkTokenLifetimeMs = 10 * 60 * 1000;
// 24 random bytes in base64url: 32 characters of [A-Za-z0-9_-], within the 64 Telegram allows a `start` parameter.
const tokenBytes = 24;

const telegramLocale = (code: string | undefined): Locale => (code === 'ckb' || code === 'ku' ? 'ckb' : code === 'ar' ? 'ar' : 'en');

/** Linking a seeker's Telegram chat to Kar's bot (issue 28): the start link, the bot's webhook, unlinking. */
export function telegramLinksService(request: RequestInfo) {
  const { deps } = request;
  const repo = telegramLinksRepo(deps.db);

  function bot() {
    if (!deps.telegramBot) throw new AppError('telegram_not_configured');
    return deps.telegramBot;
  }

  /** The bot's answer in the chat, in the reader's language; a chat the bot cannot write to is only logged by the Messenger. */
  async function say(chatId: string, locale: Locale, key: MessageKey, to = '') {
    await deps.messenger.send({ kind: 'notice', to, locale, text: translate(locale, key), telegramChatId: chatId }, { channels: ['telegram'] });
  }

  return {
    async state(auth: Authenticated): Promise<TelegramLinkState> {
      const link = await repo.linkOf(auth.user.id);
      return { available: deps.telegramBot !== null, linked: Boolean(link), linked_at: link ? link.linkedAt.toISOString() : null };
    },

    /** A new one-time link (the older ones stop working). */
    async start(auth: Authenticated): Promise<TelegramLinkStart> {
      const { username } = bot();
      const token = randomToken(tokenBytes);
      const expiresAt = new Date(deps.clock.now().getTime() + linkTokenLifetimeMs);
      await repo.replaceTokens(auth.user.id, await sha256Hex(token), expiresAt);
      return { url: `https://t.me/${encodeURIComponent(username)}?start=${token}`, expires_at: expiresAt.toISOString() };
    },

    async unlink(auth: Authenticated): Promise<void> {
      const [removed] = await repo.unlinkUser(auth.user.id);
      if (!removed) throw new AppError('not_found');
      await say(removed.chatId, auth.user.locale, 'telegram_unlinked_text', auth.user.phone ?? '');
    },

    /**
     * One update from Telegram. `/start <token>` links the chat to the token's account; `/stop` unlinks it. Anything
     * else is answered with how to link. A person who blocks the bot is unlinked without a word (the bot can no longer
     * write there), so what they chose for Telegram is mailed again. Telegram is always answered 200, or it sends the
     * update again.
     */
    async handleUpdate(secret: string | undefined, update: TelegramUpdate): Promise<void> {
      const { webhookSecret } = bot();
      if (secret === undefined || !constantTimeEqual(secret, webhookSecret)) throw new AppError('unauthenticated');
      const member = update.my_chat_member;
      if (member?.chat.type === 'private' && member.new_chat_member.status === 'kicked') {
        await repo.unlinkChat(String(member.chat.id));
        return;
      }
      const message = update.message;
      if (!message || message.chat.type !== 'private') return;
      const chatId = String(message.chat.id);
      const fallback = telegramLocale(message.from?.language_code);
      const [command, argument] = (message.text ?? '').trim().split(/\s+/, 2);
      if (command === '/stop') {
        const [removed] = await repo.unlinkChat(chatId);
        return say(chatId, fallback, removed ? 'telegram_unlinked_text' : 'telegram_not_linked_text');
      }
      if (command !== '/start' || !argument) return say(chatId, fallback, 'telegram_how_to_link_text');
      const holder = await repo.holderOfToken(await sha256Hex(argument), deps.clock.now());
      if (!holder) return say(chatId, fallback, 'telegram_link_expired_text');
      await repo.link(holder.userId, chatId, deps.clock.now());
      await say(chatId, holder.locale, 'telegram_linked_text', holder.phone ?? '');
    },
  };
}
