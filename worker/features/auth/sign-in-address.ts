import { translate } from '../../http/i18n';
import { AppError } from '../../http/errors';
import type { RequestInfo } from '../../http/request-info';
import { type CodeChannel, type CodeChannelRequest, isPhoneAddress } from './auth.schemas';
import { codeMail } from './auth.mail';

const phoneCodeTexts = { signup: 'phone_code_text', change_email: 'phone_code_text', reset: 'phone_reset_code_text' } as const;

/**
 * Sends a code to an address in the request's language: an e-mail, or a message over the Messenger's first channel
 * that takes it (WhatsApp, Telegram, SMS), or only `requested` ("send by SMS instead"). Throws when nothing took it;
 * the caller withdraws the code.
 */
export async function deliverCode(
  request: RequestInfo,
  address: string,
  purpose: keyof typeof phoneCodeTexts,
  code: string,
  requested?: CodeChannelRequest,
): Promise<CodeChannel> {
  const { deps, locale } = request;
  if (!isPhoneAddress(address)) {
    await deps.mailer.send(codeMail(address, locale, purpose, code));
    return 'email';
  }
  const text = translate(locale, phoneCodeTexts[purpose], { code });
  const sent = await deps.messenger.send({ to: address, locale, kind: 'code', code, text }, requested ? { channels: [requested] } : undefined);
  if (!sent.ok) throw new AppError('message_failed');
  return sent.channel;
}
