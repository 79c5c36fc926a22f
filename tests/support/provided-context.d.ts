// What tests/support/loopback-servers.ts provides to the `api` and `workerd` projects.
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** s3rver, path-style, with the bucket `kar-test`. */
    s3Endpoint: string;
    /** A fake Resend: POST /emails, plus GET/DELETE /__sent to inspect what it accepted. */
    resendBaseUrl: string;
    /** A fake push service and browser (tests/support/fake-push-service.ts): POST /__subscriptions, then push. */
    pushServiceUrl: string;
    /** A fake Twilio Messages API (tests/support/fake-twilio.ts). */
    twilioBaseUrl: string;
    /** A fake Telegram: the Gateway API and the Bot API on one server (tests/support/fake-telegram.ts). */
    telegramBaseUrl: string;
  }
}
