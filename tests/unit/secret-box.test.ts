import { describe, expect, it } from 'vitest';
import { open, seal } from '../../worker/platform/secret-box';

const key = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, index) => index)));
const otherKey = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, index) => 255 - index)));

describe('secrets sealed at rest (AES-256-GCM)', () => {
  it('opens what it sealed, and seals the same text differently each time', async () => {
    const sealed = await seal(key, 'JBSWY3DPEHPK3PXP', 'totp:7');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(await seal(key, 'JBSWY3DPEHPK3PXP', 'totp:7')).not.toBe(sealed);
    expect(await open(key, sealed, 'totp:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('does not open with another key, on another row, or when a byte changed', async () => {
    const sealed = await seal(key, 'JBSWY3DPEHPK3PXP', 'totp:7');
    await expect(open(otherKey, sealed, 'totp:7')).rejects.toThrow();
    await expect(open(key, sealed, 'totp:8')).rejects.toThrow();
    // The second-to-last character carries six bits of the tag (the last one has unused bits): always changed here.
    const changed = sealed.at(-2) === 'A' ? 'B' : 'A';
    const flipped = sealed.slice(0, -2) + changed + sealed.slice(-1);
    expect(flipped).not.toBe(sealed);
    await expect(open(key, flipped, 'totp:7')).rejects.toThrow();
    await expect(open(key, 'plain', 'totp:7')).rejects.toThrow(/not a sealed value/);
  });

  it('refuses a key that is not 32 bytes', async () => {
    await expect(seal(btoa('short'), 'x', 'totp:1')).rejects.toThrow(/32 bytes/);
  });
});
