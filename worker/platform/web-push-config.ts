/**
 * Web Push configuration from the environment. All three settings or none: with none, push is off and the channel
 * chooser leaves it out; a partial or malformed set is a deployment mistake and stops the worker from starting.
 */
import { base64url } from 'jose';
import { z } from 'zod';
import type { VapidConfig } from './vapid';
import { isPrivateScalar, uncompressedPointOf } from './web-push-keys';

export interface VapidEnvironment {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}

const names = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

// The messages name the setting and never repeat its value: one of them is a secret.
const vapidEnvironmentSchema = z.object({
  VAPID_PUBLIC_KEY: z
    .string()
    .refine((text) => uncompressedPointOf(text) !== null, 'VAPID_PUBLIC_KEY must be an uncompressed P-256 point (65 bytes, base64url)'),
  VAPID_PRIVATE_KEY: z.string().refine(isPrivateScalar, 'VAPID_PRIVATE_KEY must be a P-256 private key (32 bytes, base64url)'),
  VAPID_SUBJECT: z.string().refine(isContactAddress, 'VAPID_SUBJECT must be a mailto: address or an https: URL'),
});

/** The VAPID settings, or null when none is set (push off). Throws on a partial or malformed set. */
export function vapidConfigOf(env: VapidEnvironment): VapidConfig | null {
  const values = Object.fromEntries(names.map((name) => [name, env[name]?.trim() ?? '']));
  const missing = names.filter((name) => !values[name]);
  if (missing.length === names.length) return null;
  if (missing.length > 0) throw new Error(`Web Push needs all of ${names.join(', ')}; missing: ${missing.join(', ')}`);

  const parsed = vapidEnvironmentSchema.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = parsed.data;
  return {
    // The `k=` of the Authorization header and a JWK's `d` are unpadded base64url; settings may carry padding.
    publicKey: base64url.encode(uncompressedPointOf(VAPID_PUBLIC_KEY) as Uint8Array),
    privateKey: VAPID_PRIVATE_KEY.replace(/=+$/, ''),
    subject: VAPID_SUBJECT,
  };
}

/** RFC 8292 §2.1: a `mailto:` or `https:` URI by which the push service's operator can reach the sender. */
function isContactAddress(text: string): boolean {
  if (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return true;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}
