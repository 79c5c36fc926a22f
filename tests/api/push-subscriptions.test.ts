import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, users } from '../../db/schema';
import type { NoticeChannels } from '../../worker/features/push/push.schemas';
import type { PushSubscriptionTarget, WebPushSender } from '../../worker/platform/web-push';
import { signedUpAccount } from '../support/auth-flow';
import { testApp } from '../support/node-deps';
import { subscribedBrowser, testWebPush } from '../support/push-browser';
import { createAdmin } from './admin.support';
import { type JobWorld, jobWorld, send } from './jobs.support';

let world: JobWorld;
let sender: WebPushSender;
let admin = '';
let otherSeeker = '';

const subscribe = (body: unknown, token?: string) => send(world.api, 'POST', '/account/push-subscriptions', { body, ...(token ? { token } : {}) });
const unsubscribe = (body: unknown, token?: string) => send(world.api, 'DELETE', '/account/push-subscriptions', { body, ...(token ? { token } : {}) });
const browser = () => subscribedBrowser(sender.publicKey);
const subscriptionsOf = async (token: string) =>
  ((await send(world.api, 'GET', '/account/notification-channels', { token })).body.data as unknown as NoticeChannels).push.subscriptions;
const ownerOf = async (endpoint: string) =>
  (
    await world.api.deps.db
      .select({ email: users.email })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(eq(pushSubscriptions.endpoint, endpoint))
  )[0]?.email;

beforeAll(async () => {
  sender = await testWebPush();
  world = await jobWorld({ webPush: sender });
  admin = await createAdmin(world, 'boss@kar.example');
  otherSeeker = await signedUpAccount(world.api, 'second.seeker@example.com');
}, 60_000);

describe('GET /push/public-key', () => {
  it('gives the key browsers subscribe with, to anyone', async () => {
    const reply = await send(world.api, 'GET', '/push/public-key');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 'push_public_key_loaded', data: { enabled: true, public_key: sender.publicKey } });
    expect(sender.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });

  it('says push is off, and refuses subscriptions, on a Kar without VAPID keys', async () => {
    const api = await testApp();
    const reply = await send(api, 'GET', '/push/public-key');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ enabled: false, public_key: null });
    const token = await signedUpAccount(api, 'nopush@example.com');
    const refused = await send(api, 'POST', '/account/push-subscriptions', { token, body: await browser() });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('push_not_configured');
    const channels = await send(api, 'PUT', '/account/notification-channels', { token, body: { channels: { message: 'push' } } });
    expect(channels.status).toBe(409);
    expect((await send(api, 'PUT', '/account/notification-channels', { token, body: { channels: { message: 'none' } } })).status).toBe(200);
    api.deps.close();
  });
});

describe('POST /account/push-subscriptions', () => {
  it('is for signed-in seekers and approved companies', async () => {
    const subscription = await browser();
    expect((await subscribe(subscription)).status).toBe(401);
    expect((await subscribe(subscription, admin)).status).toBe(403);
    const pending = await subscribe(subscription, world.pendingCompany);
    expect(pending.status).toBe(403);
    expect(pending.body.code).toBe('company_not_approved');
    expect(await ownerOf(subscription.endpoint)).toBeUndefined();
  });

  it('refuses what is no Web Push subscription (422)', async () => {
    const good = await browser();
    const bad: Array<[string, unknown]> = [
      ['endpoint', { ...good, endpoint: 'http://push.example.com/push/1' }],
      ['endpoint', { ...good, endpoint: 'ftp://push.example.com/push/1' }],
      ['endpoint', { ...good, endpoint: 'not a url' }],
      ['endpoint', { keys: good.keys }],
      ['keys.p256dh', { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }],
      ['keys.p256dh', { ...good, keys: { ...good.keys, p256dh: `A${good.keys.p256dh.slice(1)}` } }],
      ['keys.auth', { ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } }],
      ['keys.auth', { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AAAA` } }],
      ['keys', { endpoint: good.endpoint }],
    ];
    for (const [field, body] of bad) {
      const reply = await subscribe(body, world.seeker);
      expect(reply.status, `${field}: ${JSON.stringify(body)}`).toBe(422);
      expect(Object.keys(reply.body.errors ?? {}), JSON.stringify(reply.body)).toContain(field);
    }
    expect(await subscriptionsOf(world.seeker)).toBe(0);
  });

  it('saves the subscription once however often it is posted, for a seeker or a company', async () => {
    const subscription: PushSubscriptionTarget & { expirationTime?: null } = { ...(await browser()), expirationTime: null };
    for (let round = 0; round < 2; round += 1) {
      const reply = await subscribe(subscription, world.seeker);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body).toMatchObject({ code: 'push_subscribed', data: { subscribed: true } });
    }
    expect(await subscriptionsOf(world.seeker)).toBe(1);
    expect(await ownerOf(subscription.endpoint)).toBe('seeker@example.com');

    expect((await subscribe(await browser(), world.company)).status).toBe(200);
    expect(await subscriptionsOf(world.company)).toBe(1);
    await unsubscribe({ endpoint: subscription.endpoint }, world.seeker);
  });

  it('gives a browser to whoever subscribes on it last (a shared phone changes hands)', async () => {
    const subscription = await browser();
    expect((await subscribe(subscription, world.seeker)).status).toBe(200);
    expect((await subscribe(subscription, otherSeeker)).status).toBe(200);
    expect(await ownerOf(subscription.endpoint)).toBe('second.seeker@example.com');
    expect((await unsubscribe({ endpoint: subscription.endpoint }, world.seeker)).status).toBe(404);
    expect((await unsubscribe({ endpoint: subscription.endpoint }, otherSeeker)).status).toBe(200);
  });

  it('keeps the 10 newest browsers of a person', async () => {
    const token = await signedUpAccount(world.api, 'many.phones@example.com');
    const endpoints: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      const subscription = await browser();
      endpoints.push(subscription.endpoint);
      expect((await subscribe(subscription, token)).status).toBe(200);
      world.clock.advance(1000);
    }
    expect(await subscriptionsOf(token)).toBe(10);
    expect(await ownerOf(endpoints[0] ?? '')).toBeUndefined();
    expect(await ownerOf(endpoints[10] ?? '')).toBe('many.phones@example.com');
  });
});

describe('DELETE /account/push-subscriptions', () => {
  it("removes only the caller's own subscription: another person's endpoint is 404", async () => {
    const subscription = await browser();
    expect((await subscribe(subscription, world.seeker)).status).toBe(200);
    expect((await unsubscribe({ endpoint: subscription.endpoint })).status).toBe(401);
    expect((await unsubscribe({ endpoint: subscription.endpoint }, admin)).status).toBe(403);
    expect((await unsubscribe({ endpoint: subscription.endpoint }, otherSeeker)).status).toBe(404);
    expect((await unsubscribe({ endpoint: subscription.endpoint }, world.company)).status).toBe(404);
    expect(await ownerOf(subscription.endpoint)).toBe('seeker@example.com');
    expect((await unsubscribe({}, world.seeker)).status).toBe(422);

    const removed = await unsubscribe({ endpoint: subscription.endpoint }, world.seeker);
    expect(removed.status).toBe(200);
    expect(removed.body.code).toBe('push_unsubscribed');
    expect(await ownerOf(subscription.endpoint)).toBeUndefined();
    expect((await unsubscribe({ endpoint: subscription.endpoint }, world.seeker)).status).toBe(404);
  });
});
