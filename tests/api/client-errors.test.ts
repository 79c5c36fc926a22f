import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from '../support/node-deps';

type Api = Awaited<ReturnType<typeof testApp>>;
let api: Api;

beforeAll(async () => {
  api = await testApp();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const report = {
  message: 'TypeError: x is undefined',
  where: 'route',
  path: '/jobs/12',
  stack: 'TypeError: x is undefined\n    at JobPage (JobPage-abc.js:1:2)',
};

function send(body: unknown, ip = '203.0.113.1') {
  return api.request('/api/v1/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/v1/client-errors', () => {
  it('writes what failed on a page to the log and answers 204', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await send(report, '203.0.113.10');
    expect(response.status).toBe(204);
    const line = warn.mock.calls.map(([text]) => JSON.parse(String(text)) as Record<string, unknown>).find((entry) => entry.message === 'client error');
    expect(line).toMatchObject({ level: 'warn', error: report.message, where: 'route', path: '/jobs/12', stack: report.stack });
  });

  it('refuses a report that is not one: no message, not a path, too long a field', async () => {
    for (const wrong of [
      { ...report, message: '' },
      { ...report, path: 'https://evil.example/' },
      { ...report, where: 'x'.repeat(101) },
      { where: 'route', path: '/' },
    ]) {
      expect((await send(wrong, '203.0.113.11')).status, JSON.stringify(wrong).slice(0, 80)).toBe(422);
    }
    expect((await send('not json', '203.0.113.11')).status).toBe(400);
  });

  it('refuses a body over 8 KiB with 413 before reading it', async () => {
    const response = await send({ ...report, stack: 'x'.repeat(9 * 1024) }, '203.0.113.12');
    expect(response.status).toBe(413);
  });

  it('answers 429 with Retry-After after 30 reports from one address in 10 minutes; another address still reports', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let count = 0; count < 30; count += 1) expect((await send(report, '203.0.113.13')).status).toBe(204);
    const refused = await send(report, '203.0.113.13');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(report, '203.0.113.14')).status).toBe(204);
  });
});
