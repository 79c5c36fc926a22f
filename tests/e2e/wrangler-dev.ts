import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { generateVapidKeys } from '../../worker/platform/vapid';
import { fakePushService } from '../support/fake-push-service';
import { listening } from '../support/loopback-servers';
import { startWranglerDev } from '../support/wrangler-server';
import { telegramBot } from './telegram-bot';

/**
 * One `wrangler dev` for the whole end-to-end run, on a fresh database, with Web Push on (a fresh VAPID pair) and a
 * push service on loopback that a test's browser subscribes at (tests/e2e/push-support.ts), and a Telegram bot.
 */
export default async function setup(project: TestProject) {
  const pushService = await listening(fakePushService());
  const vapid = await generateVapidKeys();
  // Every browser of the run comes from 127.0.0.1: the per-address API limit (120 a minute) would answer a busy file
  // with 429s. The limit itself is tested in the api and workerd projects.
  const server = await startWranglerDev({
    vars: {
      // The files write jobs straight into D1, as no user can, and read them at once: the edge cache has its own tests.
      API_RATE_LIMIT: 'off',
      EDGE_CACHE: 'off',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:push@kar.example',
      // Kar's Telegram bot as people link it; what it writes lands in the dev outbox (tests/e2e/telegram.test.ts).
      TELEGRAM_BOT_USERNAME: telegramBot.username,
      TELEGRAM_WEBHOOK_SECRET: telegramBot.webhookSecret,
    },
  });
  project.provide('baseUrl', server.url);
  project.provide('statePath', server.statePath);
  project.provide('pushServiceUrl', `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`);
  return async () => {
    await server.stop();
    pushService.closeAllConnections();
    await new Promise<void>((resolve) => pushService.close(() => resolve()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    statePath: string;
  }
}
