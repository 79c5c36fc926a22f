import { describe, expect, inject, it } from 'vitest';
import { twilioSmsSender, twilioWhatsAppSender, type TwilioConfig } from '../../worker/platform/twilio';
import { fakeTwilioAccount, type SentTwilioMessage } from '../support/fake-twilio';
import { codeMessage, freshMobile, noticeMessage, scriptAnswer, sentTo } from '../support/messenger-fakes';
import { closedPortUrl } from '../support/fake-http';

const baseUrl = inject('twilioBaseUrl');
const twilio: TwilioConfig = { ...fakeTwilioAccount, baseUrl };
const templates = { en: `HX${'e'.repeat(32)}`, ar: `HX${'a'.repeat(32)}`, ckb: `HX${'c'.repeat(32)}` };
const whatsappFrom = '+15550001111';
const messagingService = `MG${'5'.repeat(32)}`;

const sent = (recipient: string) => sentTo<SentTwilioMessage>(baseUrl, recipient);

describe('twilioSmsSender against the fake Twilio', () => {
  it("posts Twilio's documented form with HTTP Basic and gives back the message's SID", async () => {
    const message = codeMessage();
    const outcome = await twilioSmsSender(twilio, { from: 'Kar' }).send(message);

    expect(outcome).toEqual({ status: 'sent', providerId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    expect(await sent(message.to)).toEqual([
      { recipient: message.to, sid: outcome.status === 'sent' ? outcome.providerId : '', fields: { To: message.to, From: 'Kar', Body: message.text } },
    ]);
  });

  it('sends a notice as its text, and names a Messaging Service in its own field', async () => {
    const message = noticeMessage();
    expect((await twilioSmsSender(twilio, { from: messagingService }).send(message)).status).toBe('sent');
    expect((await sent(message.to)).map((one) => one.fields)).toEqual([{ To: message.to, MessagingServiceSid: messagingService, Body: message.text }]);
  });

  const later = { retry: { afterSeconds: null } };
  it.each([
    [400, "Twilio answered 400: 21612 The 'To' phone number is not currently reachable using the 'From' phone number.", {}],
    [429, 'Twilio answered 429: 20429 Too Many Requests', later],
    [500, 'Twilio answered 500: 20500 An internal server error has occurred', later],
    [503, 'Twilio answered 503: 20503 Service Unavailable', later],
  ])("reports a refusal (%i) as failed, with Twilio's code and message, and whether later may help", async (status, error, retry) => {
    const message = codeMessage();
    await scriptAnswer(baseUrl, { recipient: message.to, status });
    expect(await twilioSmsSender(twilio, { from: 'Kar' }).send(message)).toStrictEqual({ status: 'failed', error, ...retry });
    expect(await sent(message.to)).toEqual([]);
  });

  it('reports a wrong auth token as failed, without repeating the token', async () => {
    const authToken = 'a-revoked-token-0123456789abcdef';
    const outcome = await twilioSmsSender({ ...twilio, authToken }, { from: 'Kar' }).send(codeMessage());
    expect(outcome).toEqual({ status: 'failed', error: 'Twilio answered 401: 20003 Authenticate' });
  });

  it('reports an unreachable Twilio as failed', async () => {
    const outcome = await twilioSmsSender({ ...twilio, baseUrl: await closedPortUrl() }, { from: 'Kar' }).send(codeMessage());
    expect(outcome).toEqual({ status: 'failed', error: expect.stringMatching(/^Twilio unreachable: /), retry: { afterSeconds: null } });
  });

  it('gives up on a Twilio that does not answer once its timeout has passed', async () => {
    const message = codeMessage();
    await scriptAnswer(baseUrl, { recipient: message.to, hang: true });
    const started = performance.now();
    const outcome = await twilioSmsSender({ ...twilio, timeoutMs: 300 }, { from: 'Kar' }).send(message);
    expect(outcome).toEqual({ status: 'failed', error: expect.stringMatching(/^Twilio unreachable: TimeoutError/), retry: { afterSeconds: null } });
    expect(performance.now() - started).toBeLessThan(1300);
  });
});

describe('twilioWhatsAppSender against the fake Twilio', () => {
  const whatsapp = twilioWhatsAppSender(twilio, { from: whatsappFrom, codeTemplates: templates });

  it("sends a code through the language's approved template, the code as its variable 1, whatsapp: on both ends", async () => {
    const message = codeMessage(freshMobile(), '073915');
    const outcome = await whatsapp.send(message);

    expect(outcome).toEqual({ status: 'sent', providerId: expect.stringMatching(/^MM[0-9a-f]{32}$/) });
    expect((await sent(`whatsapp:${message.to}`)).map((one) => one.fields)).toEqual([
      { To: `whatsapp:${message.to}`, From: `whatsapp:${whatsappFrom}`, ContentSid: templates.ckb, ContentVariables: '{"1":"073915"}' },
    ]);
  });

  it("uses English's template for a language without one", async () => {
    const onlyEnglish = twilioWhatsAppSender(twilio, { from: messagingService, codeTemplates: { en: templates.en } });
    const message = codeMessage();
    expect((await onlyEnglish.send(message)).status).toBe('sent');
    expect((await sent(`whatsapp:${message.to}`)).map((one) => [one.fields.ContentSid, one.fields.MessagingServiceSid])).toEqual([
      [templates.en, messagingService],
    ]);
  });

  it('leaves notices to other channels: WhatsApp takes no free text from Kar', async () => {
    const message = noticeMessage();
    expect(await whatsapp.send(message)).toEqual({ status: 'unsupported' });
    expect(await sent(`whatsapp:${message.to}`)).toEqual([]);
  });

  it('reports a refusal for the WhatsApp address as failed, while SMS to the same number still goes', async () => {
    const message = codeMessage();
    await scriptAnswer(baseUrl, { recipient: `whatsapp:${message.to}`, status: 400 });
    expect((await whatsapp.send(message)).status).toBe('failed');
    expect((await twilioSmsSender(twilio, { from: 'Kar' }).send(message)).status).toBe('sent');
  });
});
