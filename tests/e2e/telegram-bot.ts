/** The bot the e2e worker is configured with (wrangler-dev.ts): a test plays Telegram by posting to the webhook. */
export const telegramBot = { username: 'KarJobsBot', webhookSecret: 'e2e-webhook-Secret_1' };
