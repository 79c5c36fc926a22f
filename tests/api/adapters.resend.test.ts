import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { AppError } from '../../worker/http/errors';
import type { MailMessage } from '../../worker/ports';
import { resendMailer } from '../../worker/platform/resend';
import { badResendKey, type SentEmail } from '../support/loopback-servers';

const baseUrl = inject('resendBaseUrl');
const from = 'Kar <no-reply@kar.example>';
const apiKey = 're_test_0123456789abcdef';

function message(): MailMessage {
  return {
    to: `${crypto.randomUUID()}@example.com`,
    subject: 'Your code: 123456',
    text: 'Your code is 123456',
    html: '<p dir="rtl">کۆدەکەت: <b>123456</b></p>',
  };
}

async function sentTo(to: string): Promise<SentEmail[]> {
  const sent = (await (await fetch(`${baseUrl}/__sent`)).json()) as SentEmail[];
  return sent.filter((email) => (email.body as { to?: unknown }).to === to);
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Everything an error could show: its message, its cause's message and stack, and its serialised form. */
function everythingIn(error: AppError): string {
  const cause = error.cause instanceof Error ? `${error.cause.message}\n${error.cause.stack ?? ''}` : String(error.cause);
  return [error.message, error.stack ?? '', cause, JSON.stringify(error)].join('\n');
}

describe('resendMailer against the fake Resend', () => {
  it("posts Resend's documented body with the key as a Bearer token", async () => {
    const mail = message();
    await resendMailer({ apiKey, from, baseUrl }).send(mail);

    expect(await sentTo(mail.to)).toEqual([
      { authorization: `Bearer ${apiKey}`, body: { from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text } },
    ]);
  });

  it("passes extra headers (RFC 8058 one-click unsubscribe) as Resend's `headers`", async () => {
    const headers = { 'List-Unsubscribe': '<https://kar.example/unsubscribe?token=a.1.2.abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    const mail: MailMessage = { ...message(), headers };
    await resendMailer({ apiKey, from, baseUrl }).send(mail);
    const [sent] = await sentTo(mail.to);
    expect((sent?.body as { headers?: unknown }).headers).toEqual(headers);
  });

  it('sends attachments as Resend wants them: text as UTF-8 in base64, base64 content as given', async () => {
    const mail: MailMessage = {
      ...message(),
      attachments: [
        { filename: 'interview.ics', content: 'SUMMARY:چاوپێکەوتن', contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
        { filename: 'a.bin', content: 'AAEC', base64: true, contentType: 'application/octet-stream' },
      ],
    };
    await resendMailer({ apiKey, from, baseUrl }).send(mail);
    const [sent] = await sentTo(mail.to);
    expect((sent?.body as { attachments?: unknown }).attachments).toEqual([
      {
        filename: 'interview.ics',
        content: Buffer.from('SUMMARY:چاوپێکەوتن', 'utf8').toString('base64'),
        content_type: 'text/calendar; charset=utf-8; method=REQUEST',
      },
      { filename: 'a.bin', content: 'AAEC', content_type: 'application/octet-stream' },
    ]);
  });

  it('tolerates a trailing slash on baseUrl', async () => {
    const mail = message();
    await resendMailer({ apiKey, from, baseUrl: `${baseUrl}/` }).send(mail);
    expect(await sentTo(mail.to)).toHaveLength(1);
  });

  it("rejects a refused key with mail_failed, keeping Resend's reason but not the key", async () => {
    const mail = message();
    const error = await failureOf(resendMailer({ apiKey: badResendKey, from, baseUrl }).send(mail));

    expect(error.code).toBe('mail_failed');
    expect(error.status).toBe(502);
    expect(String(error.cause)).toMatch(/401.*API key is invalid/);
    expect(everythingIn(error)).not.toContain(badResendKey);
    expect(await sentTo(mail.to)).toEqual([]);
  });

  it('redacts the key even when the provider echoes it back', async () => {
    const echoing: typeof fetch = async (_input, init) =>
      Response.json({ statusCode: 403, name: 'invalid_api_key', message: `Key ${apiKey} was revoked, ${JSON.stringify(init?.headers)}` }, { status: 403 });
    const error = await failureOf(resendMailer({ apiKey, from, baseUrl }, echoing).send(message()));

    expect(error.code).toBe('mail_failed');
    expect(String(error.cause)).toContain('[redacted] was revoked');
    expect(everythingIn(error)).not.toContain(apiKey);
  });

  it('rejects with mail_failed when Resend cannot be reached', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));

    const error = await failureOf(resendMailer({ apiKey, from, baseUrl: `http://127.0.0.1:${port}` }).send(message()));
    expect(error.code).toBe('mail_failed');
    expect(String(error.cause)).toMatch(/unreachable/);
    expect(everythingIn(error)).not.toContain(apiKey);
  });
});
