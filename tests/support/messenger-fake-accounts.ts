/**
 * What the Messenger's loopback fakes accept and how a test scripts them, apart from the servers themselves (which
 * need Node's http): the workerd tests read these too.
 */
export const fakeTelegramTokens = { gateway: 'fake-gateway-token-0123456789', bot: '123456789:fake-bot-token-ABCdef' };
export const fakeTwilioAccount = { accountSid: `AC${'fa4e'.padEnd(32, '0')}`, authToken: 'fake-twilio-auth-token-0123456789' };

/**
 * Instead of its usual answer, the fake answers `status` (with a body in the provider's style, and Telegram's
 * `retry_after` for a 429 when given) or never answers; for the next `times` requests when given, else for good.
 */
export type ScriptedAnswer = { recipient: string; times?: number } & ({ status: number; error?: string; retryAfter?: number } | { hang: true });
