import { argon2id, argon2Verify } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import { createArgon2Passwords } from '../../worker/platform/argon2';
import { loadArgon2ModuleForNode } from '../../worker/platform/argon2.node';

const passwords = createArgon2Passwords(loadArgon2ModuleForNode());
// Cheap parameters where the cost itself is not under test.
const cheap = createArgon2Passwords(loadArgon2ModuleForNode(), { memoryKiB: 256, iterations: 2, parallelism: 1 });

/** argon2id v=19 vectors for "password" / "somesalt" from the reference implementation's src/test.c (P-H-C/phc-winner-argon2 f57e61e). */
const referenceVectors = [
  '$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc',
  '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4',
  '$argon2id$v=19$m=256,t=2,p=2$c29tZXNhbHQ$bQk8UB/VmZZF4Oo79iDXuL5/0ttZwg2f/5U52iv1cDc',
];

const phc = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$([A-Za-z0-9+/]{22})\$([A-Za-z0-9+/]{43})$/;

describe('argon2id passwords (Node)', () => {
  it('hashes to a PHC string with the default parameters, a 16-byte salt and a 32-byte hash', async () => {
    const encoded = await passwords.hash('correct horse battery staple');
    expect(encoded).toMatch(phc); // 22 and 43 unpadded base64 characters are 16 and 32 bytes
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const encoded = await passwords.hash('correct horse battery staple');
    expect(await passwords.verify(encoded, 'correct horse battery staple')).toBe(true);
    expect(await passwords.verify(encoded, 'correct horse battery stapler')).toBe(false);
    expect(await passwords.verify(encoded, '')).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [first, second] = await Promise.all([passwords.hash('same password'), passwords.hash('same password')]);
    expect(first).not.toBe(second);
    expect(first?.split('$')[4]).not.toBe(second?.split('$')[4]);
  });

  it('takes other parameters', async () => {
    const encoded = await createArgon2Passwords(loadArgon2ModuleForNode(), {
      memoryKiB: 1024,
      iterations: 3,
      parallelism: 2,
    }).hash('pw');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=1024,t=3,p=2\$/);
  });

  it.each(referenceVectors)('verifies the reference vector %s', async (vector) => {
    expect(await cheap.verify(vector, 'password')).toBe(true);
    expect(await cheap.verify(vector, 'Password')).toBe(false);
  });

  it('agrees with an independent implementation (hash-wasm) in both directions', async () => {
    for (const password of ['password', 'وشەی نهێنی ڕۆژ', 'كلمة المرور']) {
      const ours = await passwords.hash(password);
      expect(await argon2Verify({ password, hash: ours })).toBe(true);

      const theirs = await argon2id({
        password,
        salt: crypto.getRandomValues(new Uint8Array(16)),
        iterations: 2,
        memorySize: 19456,
        parallelism: 1,
        hashLength: 32,
        outputType: 'encoded',
      });
      expect(await passwords.verify(theirs, password)).toBe(true);
      expect(await passwords.verify(theirs, `${password}x`)).toBe(false);
    }
  });

  it('round-trips Kurdish and Arabic passwords as UTF-8', async () => {
    const kurdish = 'ژیان و ئازادی ڕێگەی ئێمەیە ۱۲۳';
    const arabic = 'مرحبا بالعالم ٤٥٦';
    const kurdishHash = await cheap.hash(kurdish);
    const arabicHash = await cheap.hash(arabic);
    expect(await cheap.verify(kurdishHash, kurdish)).toBe(true);
    expect(await cheap.verify(arabicHash, arabic)).toBe(true);
    expect(await cheap.verify(kurdishHash, arabic)).toBe(false);
    // Same letters, other code points: Arabic yeh (U+064A) instead of Farsi yeh (U+06CC) must not match.
    expect(await cheap.verify(kurdishHash, kurdish.replaceAll('ی', 'ي'))).toBe(false);
  });

  it('hashes an empty password and a long one', async () => {
    const long = 'ئ'.repeat(5000);
    expect(await cheap.verify(await cheap.hash(''), '')).toBe(true);
    expect(await cheap.verify(await cheap.hash(long), long)).toBe(true);
  });

  it.each([
    '',
    'not a hash',
    '$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy',
    '$argon2i$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4',
    '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$',
    '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ',
    '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi',
    '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4$',
    '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4\0',
    '$argon2id$v=19$m=256,t=2,p=1$!!!!$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4',
    '$argon2id$v=19$m=1,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4',
    '$argon2id$v=19$m=256,t=0,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4',
    '$argon2id$v=19$m=256,t=2,p=0$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4',
    '$argon2id$v=19$m=-1,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4',
    '$argon2id$v=19$m=256,t=2,p=1$$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4',
  ])('answers false, without throwing, for the malformed encoding %j', async (encoded) => {
    await expect(cheap.verify(encoded, 'password')).resolves.toBe(false);
  });

  it('keeps working after many calls (every buffer freed, instance reused)', async () => {
    const encoded = await cheap.hash('pw');
    for (let i = 0; i < 200; i++) {
      expect(await cheap.verify(encoded, i % 2 === 0 ? 'pw' : 'wrong')).toBe(i % 2 === 0);
    }
    expect(await cheap.verify('garbage', 'pw')).toBe(false);
    expect(await cheap.verify(encoded, 'pw')).toBe(true);
  });
});
