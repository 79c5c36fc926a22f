import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../../worker/platform/outbox';
import { testApp } from '../support/node-deps';

type Api = Awaited<ReturnType<typeof testApp>>;
let api: Api;

beforeAll(async () => {
  api = await testApp();
});

describe('health', () => {
  it('answers 200 when the database answers', async () => {
    const response = await api.request('/api/v1/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'success', data: { database: 'up' } });
  });

  it('answers 503 in the envelope when the database does not', async () => {
    const broken = await testApp();
    broken.deps.close();
    const response = await broken.request('/api/v1/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'error', code: 'database_unavailable' });
  });
});

describe('the envelope and headers on every reply', () => {
  it('answers unknown API paths with 404 in the envelope', async () => {
    for (const path of ['/api/v1/nothing-here', '/api/v2/lookups/cities', '/api/elsewhere']) {
      const response = await api.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 'error', code: 'not_found' });
    }
  });

  it('sets the security headers and a request id', async () => {
    for (const path of ['/api/v1/health', '/api/v1/nothing-here', '/']) {
      const response = await api.request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('worker-src');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBeTruthy();
      expect(response.headers.get('x-request-id')).toMatch(/.{8,}/);
    }
  });

  it('refuses a body over the size limit with 413 in the envelope', async () => {
    const response = await api.request('/api/v1/lookups/cities', {
      method: 'POST',
      body: new Uint8Array(12 * 1024 * 1024),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(response.status).toBe(413);
    // Not a file upload, so not the attachment message.
    expect(await response.json()).toMatchObject({ status: 'error', code: 'request_too_large' });
  });
});

describe('GET /dev/mail', () => {
  it('is 404 outside development', async () => {
    const response = await api.request('/dev/mail');
    expect(response.status).toBe(404);
  });

  it('lists the outbox newest first in development', async () => {
    const dev = await testApp({ environment: 'development' });
    const clock = dev.deps.clock as { advance(ms: number): void } & typeof dev.deps.clock;
    const mailer = outboxMailer(dev.deps.db, clock);
    await mailer.send({ to: 'first@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    clock.advance(1000);
    await mailer.send({ to: 'second@example.com', subject: 'دووەم', text: 'two', html: '<p>two</p>' });
    const response = await dev.request('/dev/mail');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { messages: Array<{ to: string; subject: string; sent_at: string }> } };
    expect(body.data.messages.map((message) => message.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(body.data.messages[0]?.subject).toBe('دووەم');
  });
});

describe('the coarse API rate limit', () => {
  it('answers 429 with Retry-After once an address passes it', async () => {
    const { memoryRateLimiter } = await import('../../worker/platform/rate-limit');
    const limited = await testApp();
    const tight = await testApp({ rateLimiter: memoryRateLimiter({ limit: 2, periodSeconds: 60, clock: limited.deps.clock }) });
    expect((await tight.request('/api/v1/health')).status).toBe(200);
    expect((await tight.request('/api/v1/health')).status).toBe(200);
    const third = await tight.request('/api/v1/health');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('60');
    expect(await third.json()).toMatchObject({ status: 'error', code: 'rate_limited' });
  });
});
