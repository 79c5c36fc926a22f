import { describe, expect, inject, it } from 'vitest';
import { type TelegramConfig, telegramSender } from '../../worker/platform/telegram';
import { fakeTelegramTokens, type SentTelegramMessage } from '../support/fake-telegram';
import { codeMessage, noticeMessage, scriptAnswer, sentTo } from '../support/messenger-fakes';
import { closedPortUrl } from '../support/fake-http';

const baseUrl = inject('telegramBaseUrl');
const config: TelegramConfig = {
  gatewayToken: fakeTelegramTokens.gateway,
  botToken: fakeTelegramTokens.bot,
  codeTtlSeconds: 180,
  gatewayBaseUrl: baseUrl,
  botBaseUrl: baseUrl,
};
const telegram = telegramSender(config);

const sent = (recipient: string) => sentTo<SentTelegramMessage>(baseUrl, recipient);
const freshChatId = () => String(100_000_000 + Math.floor(Math.random() * 1e8));

describe('Telegram codes through the Gateway API (fake)', () => {
  it("checks that the number can be reached, then sends Kar's code with the check's request_id and the code's lifetime", async () => {
    const message = codeMessage(undefined, '591027');
    const outcome = await telegram.send(message);

    expect(outcome).toEqual({ status: 'sent', providerId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const [delivered, ...more] = await sent(message.to);
    expect(more).toEqual([]);
    expect(delivered).toEqual({
      recipient: message.to,
      via: 'gateway',
      parameters: { phone_number: message.to, request_id: outcome.status === 'sent' ? outcome.providerId : '', code: '591027', ttl: '180' },
    });
  });

  it('reports a number Telegram cannot reach as failed, in the Gateway’s words, and sends nothing', async () => {
    const message = codeMessage();
    await scriptAnswer(baseUrl, { recipient: message.to, status: 200, error: 'PHONE_NUMBER_NOT_FOUND' });
    expect(await telegram.send(message)).toEqual({ status: 'failed', error: 'Telegram Gateway checkSendAbility answered 200: PHONE_NUMBER_NOT_FOUND' });
    expect(await sent(message.to)).toEqual([]);
  });

  it('reports a wrong token and a failing Gateway as failed', async () => {
    const wrongToken = telegramSender({ ...config, gatewayToken: 'revoked-gateway-token' });
    expect(await wrongToken.send(codeMessage())).toEqual({ status: 'failed', error: 'Telegram Gateway checkSendAbility answered 200: ACCESS_TOKEN_INVALID' });

    const message = codeMessage();
    await scriptAnswer(baseUrl, { recipient: message.to, status: 502 });
    expect(await telegram.send(message)).toEqual({ status: 'failed', error: 'Telegram Gateway checkSendAbility answered 502: INTERNAL_ERROR' });
  });

  it('gives up on a Gateway that does not answer once its timeout has passed, and on one that cannot be reached', async () => {
    const message = codeMessage();
    await scriptAnswer(baseUrl, { recipient: message.to, hang: true });
    const started = performance.now();
    expect(await telegramSender({ ...config, timeoutMs: 300 }).send(message)).toEqual({
      status: 'failed',
      error: expect.stringMatching(/^Telegram Gateway checkSendAbility unreachable: TimeoutError/),
    });
    expect(performance.now() - started).toBeLessThan(1300);

    const unreachable = telegramSender({ ...config, gatewayBaseUrl: await closedPortUrl() });
    expect(await unreachable.send(codeMessage())).toEqual({
      status: 'failed',
      error: expect.stringMatching(/^Telegram Gateway checkSendAbility unreachable: /),
    });
  });

  it('leaves codes to other channels without a Gateway token', async () => {
    const message = codeMessage();
    expect(await telegramSender({ ...config, gatewayToken: undefined }).send(message)).toEqual({ status: 'unsupported' });
    expect(await sent(message.to)).toEqual([]);
  });
});

describe('Telegram notices through the bot (fake Bot API)', () => {
  it('sends the text to the chat the user linked and gives back the message id', async () => {
    const chatId = freshChatId();
    const message = noticeMessage(undefined, chatId);
    const outcome = await telegram.send(message);

    expect(outcome).toEqual({ status: 'sent', providerId: expect.stringMatching(/^\d+$/) });
    expect(await sent(chatId)).toEqual([{ recipient: chatId, via: 'bot', parameters: { chat_id: chatId, text: message.text } }]);
  });

  it('leaves notices to other channels for a user who never linked the bot, or without a bot token', async () => {
    expect(await telegram.send(noticeMessage())).toEqual({ status: 'unsupported' });
    const chatId = freshChatId();
    expect(await telegramSender({ ...config, botToken: undefined }).send(noticeMessage(undefined, chatId))).toEqual({ status: 'unsupported' });
    expect(await sent(chatId)).toEqual([]);
  });

  it('reports a user who blocked the bot as failed, in the Bot API’s words', async () => {
    const chatId = freshChatId();
    await scriptAnswer(baseUrl, { recipient: chatId, status: 403 });
    expect(await telegram.send(noticeMessage(undefined, chatId))).toEqual({
      status: 'failed',
      error: 'Telegram Bot API sendMessage answered 403: Forbidden: bot was blocked by the user',
    });
  });

  it('says when Telegram asks to be tried again later (429 with retry_after, a 5xx), and not after a refusal', async () => {
    const busy = freshChatId();
    await scriptAnswer(baseUrl, { recipient: busy, status: 429, retryAfter: 37, times: 1 });
    expect(await telegram.send(noticeMessage(undefined, busy))).toEqual({
      status: 'failed',
      error: 'Telegram Bot API sendMessage answered 429: Too Many Requests: retry after 37',
      retry: { afterSeconds: 37 },
    });
    const failing = freshChatId();
    await scriptAnswer(baseUrl, { recipient: failing, status: 502, times: 1 });
    expect(await telegram.send(noticeMessage(undefined, failing))).toMatchObject({ status: 'failed', retry: { afterSeconds: null } });
    expect(await telegram.send(noticeMessage(undefined, failing))).toMatchObject({ status: 'sent' });
    const blocked = freshChatId();
    await scriptAnswer(baseUrl, { recipient: blocked, status: 403 });
    expect(await telegram.send(noticeMessage(undefined, blocked))).not.toHaveProperty('retry');
  });

  it('never lets the bot token, which is part of the URL, into a failure', async () => {
    const botToken = '987654321:a-revoked-bot-token-XYZ';
    const wrongToken = await telegramSender({ ...config, botToken }).send(noticeMessage(undefined, freshChatId()));
    expect(wrongToken).toEqual({ status: 'failed', error: 'Telegram Bot API sendMessage answered 401: Unauthorized' });

    const unreachable = await telegramSender({ ...config, botToken, botBaseUrl: await closedPortUrl() }).send(noticeMessage(undefined, freshChatId()));
    expect(unreachable.status).toBe('failed');
    expect(JSON.stringify(unreachable)).not.toContain('a-revoked-bot-token');
  });
});
