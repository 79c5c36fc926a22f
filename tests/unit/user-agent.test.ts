import { describe, expect, it } from 'vitest';
import { deviceOf } from '../../worker/shared/user-agent';

const agents: Array<[string, ReturnType<typeof deviceOf>]> = [
  [
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    { browser: 'chrome', os: 'android', mobile: true },
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    { browser: 'samsung', os: 'android', mobile: true },
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    { browser: 'safari', os: 'ios', mobile: true },
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    { browser: 'chrome', os: 'ios', mobile: true },
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    { browser: 'edge', os: 'windows', mobile: false },
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    { browser: 'safari', os: 'macos', mobile: false },
  ],
  ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', { browser: 'firefox', os: 'linux', mobile: false }],
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 OPR/86.0.0.0',
    { browser: 'opera', os: 'android', mobile: true },
  ],
  ['curl/8.5.0', { browser: 'other', os: 'other', mobile: false }],
];

describe('the device a session signed in from', () => {
  it.each(agents)('reads %s', (agent, device) => {
    expect(deviceOf(agent)).toEqual(device);
  });

  it('says "other" when there is no User-Agent', () => {
    expect(deviceOf(undefined)).toEqual({ browser: 'other', os: 'other', mobile: false });
  });
});
