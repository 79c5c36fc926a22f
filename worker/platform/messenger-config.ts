/**
 * The Messenger from the environment. `MESSENGER_CHANNELS` orders the channels; each is served by its provider when
 * that is configured (Twilio for WhatsApp and SMS, Telegram's Gateway and bot), by the dev outbox in development
 * and tests, and left out in production. A partial or malformed provider setting stops the worker, naming the
 * setting and never repeating a secret. docs/decisions/0027-phone-numbers-and-messenger.md
 */
import type { Database } from '../../db/client';
import { log } from '../http/logger';
import type { Clock, Deps, Locale, MessageChannel, Messenger } from '../ports';
import { type ChannelSender, fallThroughMessenger } from './messenger';
import { outboxChannelSenders } from './outbox';
import { telegramSender } from './telegram';
import { type TwilioConfig, type TwilioWhatsAppConfig, twilioSmsSender, twilioWhatsAppSender } from './twilio';

export interface MessengerEnvironment {
  MESSENGER_CHANNELS?: string;
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_BASE_URL?: string;
  TWILIO_SMS_FROM?: string;
  TWILIO_WHATSAPP_FROM?: string;
  TWILIO_WHATSAPP_CODE_TEMPLATES?: string;
  TELEGRAM_GATEWAY_TOKEN?: string;
  TELEGRAM_GATEWAY_BASE_URL?: string;
  TELEGRAM_BOT_TOKEN?: string;
  TELEGRAM_BOT_BASE_URL?: string;
}

export interface MessengerContext {
  db: Database;
  clock: Clock;
  environment: Deps['environment'];
  /** The lifetime of a one-time code, which Telegram's Gateway is told so that an unread code goes with it. */
  codeTtlSeconds: number;
}

const allChannels: readonly MessageChannel[] = ['whatsapp', 'telegram', 'sms'];
const locales: readonly Locale[] = ['en', 'ckb', 'ar'];

export function messengerOf(env: MessengerEnvironment, context: MessengerContext): Messenger {
  const order = channelOrderOf(env.MESSENGER_CHANNELS);
  const providers = providerSendersOf(env, context.codeTtlSeconds);
  const captured = context.environment === 'production' ? [] : outboxChannelSenders(context.db, context.clock, order);
  const senders = order.flatMap((channel) => providers.find((sender) => sender.channel === channel) ?? captured.filter((sender) => sender.channel === channel));
  if (senders.length === 0) log.warn('no phone channel is configured: codes and notices cannot reach phones', { channels: order });
  return fallThroughMessenger(senders, context);
}

/** `whatsapp,telegram,sms` by default; each name once, none unknown. */
export function channelOrderOf(setting: string | undefined): MessageChannel[] {
  const names = (setting ?? allChannels.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const channels = names.filter((name): name is MessageChannel => (allChannels as readonly string[]).includes(name));
  if (channels.length !== names.length || new Set(channels).size !== channels.length) {
    throw new Error(`MESSENGER_CHANNELS must list some of ${allChannels.join(', ')}, each once, separated by commas`);
  }
  return channels;
}

function providerSendersOf(env: MessengerEnvironment, codeTtlSeconds: number): ChannelSender[] {
  const senders: ChannelSender[] = [];
  const twilio = twilioConfigOf(env);
  const smsFrom = value(env.TWILIO_SMS_FROM);
  const whatsappFrom = value(env.TWILIO_WHATSAPP_FROM);
  if ((smsFrom || whatsappFrom) && !twilio) throw new Error('TWILIO_SMS_FROM and TWILIO_WHATSAPP_FROM need TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
  if (twilio && whatsappFrom)
    senders.push(twilioWhatsAppSender(twilio, { from: whatsappFrom, codeTemplates: codeTemplatesOf(env.TWILIO_WHATSAPP_CODE_TEMPLATES) }));
  if (twilio && smsFrom) senders.push(twilioSmsSender(twilio, { from: smsFrom }));

  const gatewayToken = value(env.TELEGRAM_GATEWAY_TOKEN);
  const botToken = value(env.TELEGRAM_BOT_TOKEN);
  if (gatewayToken || botToken) {
    senders.push(
      telegramSender({
        gatewayToken,
        botToken,
        codeTtlSeconds,
        gatewayBaseUrl: value(env.TELEGRAM_GATEWAY_BASE_URL),
        botBaseUrl: value(env.TELEGRAM_BOT_BASE_URL),
      }),
    );
  }
  return senders;
}

function twilioConfigOf(env: MessengerEnvironment): TwilioConfig | undefined {
  const accountSid = value(env.TWILIO_ACCOUNT_SID);
  const authToken = value(env.TWILIO_AUTH_TOKEN);
  if (!accountSid && !authToken) return undefined;
  if (!accountSid || !authToken) throw new Error('Twilio needs both TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
  if (!/^AC[0-9a-f]{32}$/i.test(accountSid)) throw new Error('TWILIO_ACCOUNT_SID must be an account SID (AC and 32 hex digits)');
  return { accountSid, authToken, baseUrl: value(env.TWILIO_BASE_URL) };
}

/** `en=HX…,ckb=HX…,ar=HX…`: English's is required, since it stands in for a language without one. */
export function codeTemplatesOf(setting: string | undefined): TwilioWhatsAppConfig['codeTemplates'] {
  const templates: Partial<Record<Locale, string>> = {};
  for (const pair of (setting ?? '').split(',').filter((part) => part.trim())) {
    const [locale, sid] = pair.split('=').map((part) => part.trim());
    const known = locales.find((name) => name === locale);
    if (!known || !sid || !/^HX[0-9a-f]{32}$/i.test(sid)) {
      throw new Error('TWILIO_WHATSAPP_CODE_TEMPLATES must read like en=HX…,ckb=HX…,ar=HX… (Content SIDs of approved templates)');
    }
    templates[known] = sid;
  }
  const { en } = templates;
  if (!en) throw new Error('TWILIO_WHATSAPP_CODE_TEMPLATES needs an English template (en=HX…) when TWILIO_WHATSAPP_FROM is set');
  return { ...templates, en };
}

/** A setting, or undefined when it is absent or blank. */
function value(setting: string | undefined): string | undefined {
  return setting?.trim() || undefined;
}
