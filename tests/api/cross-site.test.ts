import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, type Reply, signedUpAccount } from '../support/auth-flow';
import { testApp } from '../support/node-deps';

let api: Api;
let token: string;
beforeAll(async () => {
  api = await testApp();
  token = await signedUpAccount(api, 'cross-site@example.com');
});

/** A profile update carried by the session cookie, with the given browser headers. */
async function cookieWrite(headers: Record<string, string>) {
  const response = await api.request('/api/v1/account/profile/update-contact', {
    method: 'POST',
    headers: { cookie: `kar_session=${token}`, 'content-type': 'application/json', 'accept-language': 'ckb', ...headers },
    body: JSON.stringify({ phone_number: '07501234567' }),
  });
  return { status: response.status, body: (await response.json()) as Reply };
}

describe('cookie-authenticated writes from other sites', () => {
  it.each([
    ['Origin: null', { origin: 'null' }],
    ['an unparsable Origin', { origin: 'not a url' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['no Origin and Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin and Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['our Origin but Sec-Fetch-Site: cross-site', { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 in the envelope', async (_name, headers) => {
    const reply = await cookieWrite(headers);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ status: 'error', code: 'forbidden' });
  });

  it.each([
    ['our Origin', { origin: 'http://localhost' }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'sec-fetch-site': 'none' }],
    ['neither header (a non-browser client)', {}],
  ])('accepts %s', async (_name, headers) => {
    expect((await cookieWrite(headers)).status).toBe(200);
  });

  it('leaves bearer-token clients alone: they carry no ambient credential', async () => {
    const response = await api.request('/api/v1/account/profile/update-contact', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: 'null', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ phone_number: '07501234567' }),
    });
    expect(response.status).toBe(200);
  });
});
