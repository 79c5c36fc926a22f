/**
 * For the Messenger's tests, in Node and in workerd: messages to fresh numbers (tests share the fakes, so each uses
 * its own recipients), a failure scripted for one recipient, and what a fake accepted for it.
 */
import type { PhoneMessage } from '../../worker/ports';
import type { ScriptedAnswer } from './messenger-fake-accounts';

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
