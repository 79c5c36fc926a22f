import { z } from 'zod';

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, 'invalid');

/**
 * A browser's answer to `navigator.credentials.create()` or `.get()` in WebAuthn's JSON form (what
 * @simplewebauthn/browser sends). Only its outline is checked here; the library checks the rest.
 */
export const webauthnCredentialSchema = z.object(
  {
    id: base64url(1400),
    rawId: base64url(1400),
    type: z.literal('public-key'),
    response: z
      .object({
        clientDataJSON: base64url(4000),
        attestationObject: base64url(20_000).optional(),
        authenticatorData: base64url(4000).optional(),
        signature: base64url(2000).optional(),
        userHandle: base64url(200).optional(),
        transports: z.array(z.string().max(20)).max(10).optional(),
        publicKeyAlgorithm: z.number().optional(),
        publicKey: base64url(2000).optional(),
      })
      .strip(),
    // Kar asks for no extension, so their results are dropped.
    clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }).default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  },
  { error: 'invalid' },
);
export type WebauthnCredential = z.infer<typeof webauthnCredentialSchema>;

export const passkeyNameSchema = z.string({ error: 'v_passkey_name' }).trim().min(1, 'v_passkey_name').max(60, 'v_passkey_name');

export const addPasskeySchema = z.object({ name: passkeyNameSchema, credential: webauthnCredentialSchema });
export const renamePasskeySchema = z.object({ name: passkeyNameSchema });
export const passkeyIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,1400}$/, 'invalid');
export const passkeyTargetSchema = z.object({ id: passkeyIdSchema });
export const passkeySignInSchema = z.object({ credential: webauthnCredentialSchema });

/** One passkey on the security page. */
export const passkeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  backed_up: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeyView = z.infer<typeof passkeyViewSchema>;
