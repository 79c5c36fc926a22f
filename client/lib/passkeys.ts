import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/*
 * The browser's half of the passkey ceremonies (decision 0023): @simplewebauthn/browser, loaded when a passkey button
 * is pressed, so that no first page carries it.
 */
const library = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all (every current one can; some in-app browsers cannot). */
export const passkeysAvailable = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Makes a passkey with the server's options; the answer goes back to the server as it is. */
export async function createPasskey(options: unknown) {
  const { startRegistration } = await library();
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}

/** Signs the server's challenge with a passkey the person picks on the device. */
export async function signWithPasskey(options: unknown) {
  const { startAuthentication } = await library();
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** The person closed the device's prompt (or it timed out): not an error to show as one. */
export const passkeyCancelled = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
