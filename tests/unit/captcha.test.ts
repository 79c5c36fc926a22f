import { pbkdf2 as widgetPbkdf2, solveChallenge as widgetSolveChallenge } from 'altcha/lib';
import { describe, expect, it, vi } from 'vitest';
import type { CaptchaChallenge, Clock } from '../../worker/ports';
import { altchaCaptcha, altchaPayloadSignature } from '../../worker/platform/altcha';
import { solvedPayload } from '../support/captcha';

const hmacKey = 'unit-test-altcha-key';
const maxNumber = 50;

function movableClock(start = new Date()): Clock & { advance(seconds: number): void } {
  let now = start;
  return { now: () => now, advance: (seconds) => (now = new Date(now.getTime() + seconds * 1000)) };
}

function encode(value: unknown): string {
  return btoa(JSON.stringify(value));
}

function decode(payload: string): { challenge: CaptchaChallenge; solution: { counter: number; derivedKey: string } } {
  return JSON.parse(atob(payload));
}

describe('altchaCaptcha', () => {
  it('creates a signed PBKDF2 challenge in the shape the altcha widget v3 validates', async () => {
    const clock = movableClock(new Date('2030-01-01T00:00:00Z'));
    const challenge = await altchaCaptcha({ hmacKey, maxNumber, clock }).createChallenge();

    expect(Object.keys(challenge).sort()).toEqual(['parameters', 'signature']);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      keyLength: 32,
      data: { expiresAt: Date.parse('2030-01-01T00:10:00Z') / 1000 },
    });
    // What the widget counts down to, in system time.
    expect(challenge.parameters.expiresAt).toBeCloseTo(Date.now() / 1000 + 600, -1);
    // The widget's isChallengeValid(): these four must be present, and the algorithm one it has a worker for.
    for (const field of ['algorithm', 'nonce', 'salt', 'keyPrefix'] as const) {
      expect(challenge.parameters[field]).toMatch(/\S/);
    }
    // It must survive the JSON reply unchanged.
    expect(JSON.parse(JSON.stringify(challenge))).toEqual(challenge);
  });

  it('accepts a correct solution found by altcha-lib', async () => {
    const captcha = altchaCaptcha({ hmacKey, maxNumber, clock: movableClock() });
    const payload = await solvedPayload(await captcha.createChallenge());
    expect(await captcha.verify(payload)).toBe(true);
  });

  it("accepts a solution found by the widget package's own solver, encoded as the widget does", async () => {
    const captcha = altchaCaptcha({ hmacKey, maxNumber, clock: movableClock() });
    const challenge = await captcha.createChallenge();
    const fetched = JSON.parse(JSON.stringify(challenge)) as CaptchaChallenge;
    const solution = await widgetSolveChallenge({ challenge: fetched, deriveKey: widgetPbkdf2.deriveKey, timeout: 10_000 });
    expect(solution).not.toBeNull();
    const payload = encode({ challenge: { parameters: fetched.parameters, signature: fetched.signature }, solution });
    expect(await captcha.verify(payload)).toBe(true);
  });

  it('makes the solver work up to maxNumber attempts, not more', async () => {
    const captcha = altchaCaptcha({ hmacKey, maxNumber, clock: movableClock() });
    for (let i = 0; i < 5; i++) {
      const { solution } = decode(await solvedPayload(await captcha.createChallenge()));
      expect(solution.counter).toBeGreaterThanOrEqual(1);
      expect(solution.counter).toBeLessThanOrEqual(maxNumber);
    }
  });

  it.each([
    ['an empty string', ''],
    ['text that is not base64', 'not base64 at all!'],
    ['base64 of text that is not JSON', btoa('hello')],
    ['JSON null', encode(null)],
    ['a JSON array', encode([1, 2])],
    ['an empty object', encode({})],
    ["the widget's test-mode payload", encode({ challenge: null, solution: null, test: true })],
    ['a v1-style payload', encode({ algorithm: 'SHA-256', challenge: 'abc', number: 1, salt: 'x', signature: 'y', took: 1 })],
    ['parameters that are not an object', encode({ challenge: { parameters: 'x', signature: 'y' }, solution: {} })],
  ])('rejects %s', async (_label, payload) => {
    const captcha = altchaCaptcha({ hmacKey, maxNumber, clock: movableClock() });
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('rejects a wrong solution', async () => {
    const captcha = altchaCaptcha({ hmacKey, maxNumber, clock: movableClock() });
    const { challenge, solution } = decode(await solvedPayload(await captcha.createChallenge()));

    expect(await captcha.verify(encode({ challenge, solution: { ...solution, counter: solution.counter + 1 } }))).toBe(false);
    const otherKey = solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await captcha.verify(encode({ challenge, solution: { ...solution, derivedKey: otherKey } }))).toBe(false);
    expect(await captcha.verify(encode({ challenge, solution: { counter: 'x', derivedKey: 'zz' } }))).toBe(false);
    expect(await captcha.verify(encode({ challenge, solution: null }))).toBe(false);
  });

  it('rejects a tampered signature or tampered parameters', async () => {
    const captcha = altchaCaptcha({ hmacKey, maxNumber, clock: movableClock() });
    const { challenge, solution } = decode(await solvedPayload(await captcha.createChallenge()));
    const flipped = challenge.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));

    expect(await captcha.verify(encode({ challenge: { ...challenge, signature: flipped }, solution }))).toBe(false);
    const { signature: _dropped, ...unsigned } = challenge;
    expect(await captcha.verify(encode({ challenge: unsigned, solution }))).toBe(false);
    const longerLife = { ...challenge.parameters, data: { expiresAt: Number(challenge.parameters.data?.expiresAt) + 86_400 } };
    expect(await captcha.verify(encode({ challenge: { ...challenge, parameters: longerLife }, solution }))).toBe(false);
    const noExpiry = { ...challenge.parameters, data: {} };
    expect(await captcha.verify(encode({ challenge: { ...challenge, parameters: noExpiry }, solution }))).toBe(false);
  });

  it('rejects a challenge signed with another key', async () => {
    const clock = movableClock();
    const foreign = await solvedPayload(await altchaCaptcha({ hmacKey: 'another-key', maxNumber, clock }).createChallenge());
    expect(await altchaCaptcha({ hmacKey, maxNumber, clock }).verify(foreign)).toBe(false);
  });

  it('rejects a correct solution once the challenge has expired by the clock', async () => {
    const clock = movableClock();
    const captcha = altchaCaptcha({ hmacKey, maxNumber, expiresInSeconds: 60, clock });
    const payload = await solvedPayload(await captcha.createChallenge());

    clock.advance(59);
    expect(await captcha.verify(payload)).toBe(true);
    clock.advance(2);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('follows the injected clock, however far it is from the system time', async () => {
    for (const start of ['2001-01-01T00:00:00Z', '2099-01-01T00:00:00Z']) {
      const clock = movableClock(new Date(start));
      const captcha = altchaCaptcha({ hmacKey, maxNumber, clock });
      const payload = await solvedPayload(await captcha.createChallenge());
      expect(await captcha.verify(payload)).toBe(true);
      clock.advance(601);
      expect(await captcha.verify(payload)).toBe(false);
    }
  });

  it('also lets altcha-lib reject a challenge whose system-time expiry has passed', async () => {
    const captcha = altchaCaptcha({ hmacKey, maxNumber, clock: movableClock(new Date('2099-01-01T00:00:00Z')) });
    const payload = await solvedPayload(await captcha.createChallenge());
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 });
    try {
      expect(await captcha.verify(payload)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('exposes the signature under which the caller remembers a used challenge', async () => {
    const captcha = altchaCaptcha({ hmacKey, maxNumber, clock: movableClock() });
    const challenge = await captcha.createChallenge();
    expect(altchaPayloadSignature(await solvedPayload(challenge))).toBe(challenge.signature);
    expect(altchaPayloadSignature('garbage')).toBeNull();
  });

  it('refuses to start without a key or with a nonsensical maxNumber', () => {
    const clock = movableClock();
    expect(() => altchaCaptcha({ hmacKey: '', maxNumber, clock })).toThrow(/ALTCHA_HMAC_KEY/);
    expect(() => altchaCaptcha({ hmacKey, maxNumber: Number('abc'), clock })).toThrow(/ALTCHA_MAX_NUMBER/);
    expect(() => altchaCaptcha({ hmacKey, maxNumber: 0, clock })).toThrow(/ALTCHA_MAX_NUMBER/);
  });
});
