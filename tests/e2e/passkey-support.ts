import type { Page } from 'playwright-core';
import { baseUrl } from './support';

/**
 * Kar as a browser must open it to use passkeys here: browsers refuse an IP address as a passkey's site, and the
 * development server makes them for `localhost` (docs/decisions/0023).
 */
export const localhostUrl = baseUrl.replace('127.0.0.1', 'localhost');

/**
 * Chromium's virtual authenticator (CDP WebAuthn) on the page: a phone's built-in passkey store that keeps
 * discoverable credentials, verifies its user and answers without a tap.
 */
export async function virtualAuthenticator(page: Page): Promise<{ credentials(): Promise<Array<{ credentialId: string; rpId?: string; signCount: number }>> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
