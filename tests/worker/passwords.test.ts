// Runs inside workerd, which refuses WebAssembly compiled from bytes: the wasm file must arrive as a module import.
import argon2Wasm from 'argon2-browser/dist/argon2-simd.wasm';
import { describe, expect, it } from 'vitest';
import { createArgon2Passwords } from '../../worker/platform/argon2';

const passwords = createArgon2Passwords(argon2Wasm);
const cheap = createArgon2Passwords(argon2Wasm, { memoryKiB: 256, iterations: 2, parallelism: 1 });

describe('argon2id passwords (workerd)', () => {
  it('receives the wasm file as a compiled module', () => {
    expect(argon2Wasm).toBeInstanceOf(WebAssembly.Module);
  });

  it('hashes with the default parameters and verifies', async () => {
    const encoded = await passwords.hash('correct horse battery staple');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await passwords.verify(encoded, 'correct horse battery staple')).toBe(true);
    expect(await passwords.verify(encoded, 'correct horse battery stapler')).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await cheap.hash('same')).not.toBe(await cheap.hash('same'));
  });

  // From the argon2 reference implementation's src/test.c (argon2id, v=19, "password" / "somesalt").
  it.each([
    '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4',
    '$argon2id$v=19$m=256,t=2,p=2$c29tZXNhbHQ$bQk8UB/VmZZF4Oo79iDXuL5/0ttZwg2f/5U52iv1cDc',
  ])('verifies the reference vector %s', async (vector) => {
    expect(await cheap.verify(vector, 'password')).toBe(true);
    expect(await cheap.verify(vector, 'passwort')).toBe(false);
  });

  it('round-trips Kurdish and Arabic passwords', async () => {
    for (const password of ['ژیان و ئازادی ڕێگەی ئێمەیە', 'مرحبا بالعالم']) {
      const encoded = await cheap.hash(password);
      expect(await cheap.verify(encoded, password)).toBe(true);
      expect(await cheap.verify(encoded, password.slice(1))).toBe(false);
    }
  });

  it.each([
    '',
    'not a hash',
    '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$',
    '$argon2i$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4',
  ])('answers false for the malformed encoding %j', async (encoded) => {
    await expect(cheap.verify(encoded, 'password')).resolves.toBe(false);
  });
});
