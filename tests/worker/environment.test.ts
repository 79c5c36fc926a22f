import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { environmentOf } from '../../worker/deps';
import worker from '../../worker/index';

/** The test bindings with ENVIRONMENT (and the Resend key) replaced; a fresh object is a fresh isolate's app. */
function envWith(overrides: { ENVIRONMENT?: string; RESEND_API_KEY?: string }): Env {
  const copy: Record<string, unknown> = { ...env, ...overrides };
  if (overrides.ENVIRONMENT === undefined) delete copy.ENVIRONMENT;
  return copy as unknown as Env;
}

async function fetchWith(bindings: Env, path: string): Promise<Response> {
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(`http://kar.test${path}`), bindings, context);
  await waitOnExecutionContext(context);
  return response;
}

describe('ENVIRONMENT fails closed', () => {
  it('keeps the three exact names', () => {
    for (const name of ['development', 'test', 'production']) expect(environmentOf({ ENVIRONMENT: name } as Env)).toBe(name);
  });

  it.each([undefined, '', 'Development', 'dev', 'developmnet', ' development', 'staging'])('runs %j as production', (value) => {
    expect(environmentOf({ ENVIRONMENT: value } as unknown as Env)).toBe('production');
  });

  it('hides /dev/mail for a misspelled or missing value, and shows it for development', async () => {
    for (const value of ['developmnet', undefined]) {
      const response = await fetchWith(envWith({ ENVIRONMENT: value, RESEND_API_KEY: 're_test_key' }), '/dev/mail');
      expect(response.status, String(value)).toBe(404);
    }
    const development = await fetchWith(envWith({ ENVIRONMENT: 'development' }), '/dev/mail');
    expect(development.status).toBe(200);
  });

  it('never falls back to the dev outbox: a misspelled value without a Resend key refuses to serve', async () => {
    await expect(fetchWith(envWith({ ENVIRONMENT: 'Development', RESEND_API_KEY: '' }), '/api/v1/health')).rejects.toThrow(/RESEND_API_KEY/);
  });
});
