// Codes to a phone (issue 28), through the app in Node over libSQL with the real WhatsApp, Telegram and SMS adapters
// pointed at the local fakes of Twilio and Telegram (tests/support/fake-twilio.ts, fake-telegram.ts): how long
// `POST /auth/send-verification-code` with a mobile number takes until the reply says which channel took the code.
// Goals: p95 ≤ 1 s when WhatsApp takes it; a fall-through to the next channel within the provider's timeout + 1 s
// (WhatsApp refusing at once, and WhatsApp never answering until the adapter's 5 s timeout).
// Part `messenger` of `npm run bench`; alone: `node tests/bench/messenger.ts`.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import './worker-in-node.ts';
import { markdownTable, medianP95, type Row, stats } from './figures.ts';
import { benchDeps } from './hiring-app.ts';

const samples = Number(process.env.MESSENGER_BENCH_SAMPLES ?? 200);
/** Both adapters' default: what a provider that never answers costs before the next channel is tried. */
const providerTimeoutMs = 5_000;
const hangingSamples = 8;
const goalMs = 1_000;

async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function benchMessenger(): Promise<Row[]> {
  const { fakeTwilio } = await import('../support/fake-twilio.ts');
  const { fakeTelegram } = await import('../support/fake-telegram.ts');
  const { fakeChannelSenders, freshMobile, scriptAnswer } = await import('../support/messenger-fakes.ts');
  const { solvedPayload } = await import('../support/captcha.ts');
  const { libsqlEmbeddedDatabase, migrateEmbedded } = await import('../../db/client.node.ts');
  const { lookupSeedStatements } = await import('../../db/seed/seed-sql.ts');
  const { createApp } = await import('../../worker/app.ts');
  const { altchaCaptcha } = await import('../../worker/platform/altcha.ts');
  const { fallThroughMessenger } = await import('../../worker/platform/messenger.ts');

  const servers = [fakeTwilio(), fakeTelegram()];
  const [twilioUrl, telegramUrl] = await Promise.all(servers.map(listening));
  if (!twilioUrl || !telegramUrl) throw new Error('the fakes did not start');
  const { db, close } = libsqlEmbeddedDatabase();
  // The request log is one console line per call (and a warning per refused channel): kept out while measuring.
  const quiet = { log: console.log, warn: console.warn };
  console.log = () => undefined;
  console.warn = () => undefined;
  try {
    await migrateEmbedded(db);
    for (const statement of lookupSeedStatements()) await db.run(statement);
    const clock = { now: () => new Date() };
    const deps = await benchDeps(db, clock, {
      messenger: fallThroughMessenger(fakeChannelSenders(twilioUrl, telegramUrl, providerTimeoutMs), { db, clock }),
      captcha: altchaCaptcha({ hmacKey: 'bench-altcha-key', maxNumber: 1000, clock }),
    });
    const app = createApp(deps);

    let sender = 0;
    /** One request as a phone sends it (each from its own address: the throttles are not under test), captcha solved first. */
    async function timedSend(phone: string): Promise<{ ms: number; channel: string }> {
      const challenge = await (await app.request('/api/v1/captcha/challenge')).json();
      const captcha = await solvedPayload(challenge as Parameters<typeof solvedPayload>[0]);
      sender += 1;
      const started = performance.now();
      const response = await app.request('/api/v1/auth/send-verification-code', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': `10.9.${Math.floor(sender / 250)}.${sender % 250}` },
        body: JSON.stringify({ phone, type: 'account', captcha }),
      });
      const ms = performance.now() - started;
      const reply = (await response.json()) as { code: string; data?: { channel?: string } };
      if (response.status !== 200) throw new Error(`send-verification-code answered ${response.status} ${JSON.stringify(reply)}`);
      return { ms, channel: reply.data?.channel ?? '' };
    }
    async function sendsBy(expected: string, count: number, prepare: (phone: string) => Promise<void>): Promise<number[]> {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const phone = freshMobile();
        await prepare(phone);
        const { ms, channel } = await timedSend(phone);
        if (channel !== expected) throw new Error(`the code went by ${channel}, not ${expected}`);
        times.push(ms);
      }
      return times;
    }

    await sendsBy('whatsapp', 20, async () => undefined); // warm-up
    const direct = await sendsBy('whatsapp', samples, async () => undefined);
    const refused = await sendsBy('telegram', Math.min(samples, 50), (phone) => scriptAnswer(twilioUrl, { recipient: `whatsapp:${phone}`, status: 400 }));
    // A provider that never answers: the sends run side by side, each waiting out the adapter's timeout.
    const hanging = (
      await Promise.all(
        Array.from({ length: hangingSamples }, async () => {
          const phone = freshMobile();
          await scriptAnswer(twilioUrl, { recipient: `whatsapp:${phone}`, hang: true });
          return timedSend(phone);
        }),
      )
    ).map((sent) => {
      if (sent.channel !== 'telegram') throw new Error(`the code went by ${sent.channel}, not telegram`);
      return sent.ms;
    });

    const fallGoal = providerTimeoutMs + goalMs;
    return [
      {
        figure: 'code to a phone: request → reply (WhatsApp took it)',
        value: medianP95(direct),
        note: `goal p95 ≤ ${goalMs} ms: ${stats(direct).p95 <= goalMs ? 'met' : 'NOT met'}; ${samples} sends, real Twilio adapter → local fake, Node + libSQL`,
      },
      {
        figure: 'code to a phone: WhatsApp refuses, Telegram takes it',
        value: medianP95(refused),
        note: `goal p95 ≤ ${fallGoal} ms (provider timeout ${providerTimeoutMs} ms + 1 s): ${stats(refused).p95 <= fallGoal ? 'met' : 'NOT met'}; ${refused.length} sends`,
      },
      {
        figure: 'code to a phone: WhatsApp never answers, Telegram takes it',
        value: medianP95(hanging),
        note: `goal p95 ≤ ${fallGoal} ms: ${stats(hanging).p95 <= fallGoal ? 'met' : 'NOT met'}; ${hangingSamples} sends side by side, each waiting out the ${providerTimeoutMs} ms timeout`,
      },
    ];
  } finally {
    Object.assign(console, quiet);
    close();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(markdownTable(await benchMessenger()));
