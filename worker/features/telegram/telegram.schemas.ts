import { z } from 'zod';

/** `GET|POST /account/telegram-link` (issue 28): whether the seeker's Telegram is linked, and the link that starts it. */
export interface TelegramLinkState {
  /** false when Kar has no Telegram bot set up: the page then offers nothing. */
  available: boolean;
  linked: boolean;
  linked_at: string | null;
}

export interface TelegramLinkStart {
  /** `https://t.me/<bot>?start=<token>`: opening it in Telegram and pressing Start links the chat. */
  url: string;
  expires_at: string;
}

/**
 * The part of a Telegram Update the webhook reads (Bot API `Update`): a private chat's `message` (its text, and the
 * language Telegram's app is in), and `my_chat_member`, which says the person blocked the bot (`kicked`). Everything
 * else in the update is ignored.
 */
export const telegramUpdateSchema = z.object({
  update_id: z.number().int(),
  my_chat_member: z
    .object({
      chat: z.object({ id: z.number().int(), type: z.string() }),
      new_chat_member: z.object({ status: z.string().max(32) }),
    })
    .optional(),
  message: z
    .object({
      chat: z.object({ id: z.number().int(), type: z.string() }),
      text: z.string().max(4096).optional(),
      from: z.object({ language_code: z.string().max(35).optional() }).optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;
