/// <reference path="../support/provided-context.d.ts" />
// The platform adapters inside workerd, against the real bindings (FILES, RATE_LIMITER) and the loopback servers
// started by tests/support/loopback-servers.ts (Node cannot tell whether workerd's fetch reaches loopback).
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import { AppError } from '../../worker/http/errors';
import type { BlobStore, CaptchaChallenge } from '../../worker/ports';
import { altchaCaptcha } from '../../worker/platform/altcha';
import { r2BlobStore } from '../../worker/platform/r2';
import { workersRateLimiter } from '../../worker/platform/rate-limit';
import { resendMailer } from '../../worker/platform/resend';
import { s3BlobStore } from '../../worker/platform/s3';

const clock = { now: () => new Date() };

async function textOf(store: BlobStore, key: string): Promise<string | null> {
  const blob = await store.get(key);
  return blob ? new Response(blob.body).text() : null;
}

describe('r2BlobStore on the FILES binding', () => {
  const store = r2BlobStore(env.FILES);

  it('stores, reads back with size and content type, and deletes', async () => {
    const key = 'cv/7/سیڤی کار (1).pdf';
    const body = new TextEncoder().encode('%PDF-1.7 کار');
    await store.put(key, body, 'application/pdf');

    const blob = await store.get(key);
    expect(blob?.size).toBe(body.byteLength);
    expect(blob?.contentType).toBe('application/pdf');
    expect(new Uint8Array(await new Response(blob?.body).arrayBuffer())).toEqual(body);

    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('answers null for a missing key', async () => {
    expect(await store.get('nothing/here')).toBeNull();
  });
});

describe('s3BlobStore from workerd', () => {
  it('round-trips a non-Latin key through s3rver', async () => {
    const store = s3BlobStore({
      endpoint: inject('s3Endpoint'),
      bucket: 'kar-test',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    const key = `workerd/${crypto.randomUUID()}/السيرة الذاتية.txt`;
    await store.put(key, new TextEncoder().encode('مرحبا'), 'text/plain; charset=utf-8');
    expect(await textOf(store, key)).toBe('مرحبا');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });
});

describe('altchaCaptcha in workerd', () => {
  const captcha = altchaCaptcha({ hmacKey: env.ALTCHA_HMAC_KEY, maxNumber: 50, clock });

  async function solve(challenge: CaptchaChallenge): Promise<string> {
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
    return btoa(JSON.stringify({ challenge, solution }));
  }

  it('verifies a solved challenge and rejects a tampered one', async () => {
    const challenge = await captcha.createChallenge();
    expect(await captcha.verify(await solve(challenge))).toBe(true);

    const tampered = { ...challenge, signature: challenge.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
    expect(await captcha.verify(await solve(tampered))).toBe(false);
    expect(await captcha.verify('garbage')).toBe(false);
  });
});

describe('workersRateLimiter on the RATE_LIMITER binding', () => {
  it('allows the first call for a key', async () => {
    expect(await workersRateLimiter(env.RATE_LIMITER).allow(`test:${crypto.randomUUID()}`)).toBe(true);
  });
});

describe('resendMailer from workerd to the fake Resend', () => {
  const baseUrl = inject('resendBaseUrl');
  const from = 'Kar <no-reply@kar.example>';

  it('delivers the message', async () => {
    const to = `${crypto.randomUUID()}@example.com`;
    await resendMailer({ apiKey: 're_workerd_test', from, baseUrl }).send({ to, subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });

    const sent = (await (await fetch(`${baseUrl}/__sent`)).json()) as { body: { to: string; from: string } }[];
    expect(sent.filter((email) => email.body.to === to)).toEqual([expect.objectContaining({ body: expect.objectContaining({ to, from }) })]);
  });

  it('turns a refused key into mail_failed without the key in the error', async () => {
    const error = await resendMailer({ apiKey: 'bad-key', from, baseUrl })
      .send({ to: 'x@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('mail_failed');
    expect(String((error as AppError).cause)).toMatch(/401/);
    expect(`${(error as AppError).message} ${String((error as AppError).cause)}`).not.toContain('bad-key');
  });
});
