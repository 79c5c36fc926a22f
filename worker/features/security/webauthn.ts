/**
 * The WebAuthn ceremonies through @simplewebauthn/server (decision 0023), imported on the first passkey call so that
 * isolates that never see one do not evaluate it.
 */
export const webauthnLibrary = () => import('@simplewebauthn/server');

/** Passkeys' public keys are stored as base64url text; the library takes and gives bytes. */
export function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The challenge a browser's answer names (inside its client data), to find what Kar gave out. */
export function challengeIn(clientDataJSON: string): string | null {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(bytesOf(clientDataJSON))) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' ? parsed.challenge : null;
  } catch {
    return null;
  }
}
