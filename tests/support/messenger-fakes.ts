/**
 * For the Messenger's tests, in Node and in workerd: messages to fresh numbers (tests share the fakes, so each uses
 * its own recipients), a failure scripted for one recipient, and what a fake accepted for it.
 */
import type { ChannelSender } from '../../worker/platform/messenger';
import { telegramSender } from '../../worker/platform/telegram';
import { twilioSmsSender, twilioWhatsAppSender } from '../../worker/platform/twilio';
import type { PhoneMessage } from '../../worker/ports';
import { fakeTelegramTokens, fakeTwilioAccount, type ScriptedAnswer } from './messenger-fake-accounts';

/** A valid Korek mobile no other test uses: +96475 and eight random digits. */
export function freshMobile(): string {
  return `+96475${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export function codeMessage(to = freshMobile(), code = '482913'): PhoneMessage & { kind: 'code' } {
  return { kind: 'code', to, locale: 'ckb', code, text: `کۆدی چوونەژوورەوەی کار: ${code}` };
}

export function noticeMessage(to = freshMobile(), telegramChatId?: string): PhoneMessage & { kind: 'notice' } {
  return { kind: 'notice', to, locale: 'ar', text: 'لديك دعوة لمقابلة عمل في كار', ...(telegramChatId ? { telegramChatId } : {}) };
}

/** The fake at `baseUrl` answers `answer` instead of its usual answer for the recipient. */
export async function scriptAnswer(baseUrl: string, answer: ScriptedAnswer): Promise<void> {
  const response = await fetch(`${baseUrl}/__answers`, { method: 'POST', body: JSON.stringify(answer) });
  if (!response.ok) throw new Error(`scripting the fake failed: ${response.status}`);
}

export async function sentTo<Sent>(baseUrl: string, recipient: string): Promise<Sent[]> {
  return (await (await fetch(`${baseUrl}/__sent?recipient=${encodeURIComponent(recipient)}`)).json()) as Sent[];
}

/** The real adapters of the three channels (WhatsApp, Telegram, SMS), each pointed at its local fake. */
export function fakeChannelSenders(twilioBaseUrl: string, telegramBaseUrl: string, timeoutMs: number): ChannelSender[] {
  const twilio = { ...fakeTwilioAccount, baseUrl: twilioBaseUrl, timeoutMs };
  return [
    twilioWhatsAppSender(twilio, { from: '+15550001111', codeTemplates: { en: `HX${'e'.repeat(32)}` } }),
    telegramSender({
      gatewayToken: fakeTelegramTokens.gateway,
      botToken: fakeTelegramTokens.bot,
      codeTtlSeconds: 180,
      gatewayBaseUrl: telegramBaseUrl,
      botBaseUrl: telegramBaseUrl,
      timeoutMs,
    }),
    twilioSmsSender(twilio, { from: 'Kar' }),
  ];
}
