import { AppError } from '../../http/errors';
import type { RequestInfo } from '../../http/request-info';
import { invalidFields } from '../../http/validation';
import type { Authenticated } from '../auth/sessions.service';
import { companyGate } from '../companies/company-gate.service';
import { noticeChannelsRepo } from './notice-channels.repo';
import { telegramNoticesOn } from './notice-channels.service';
import {
  type ChannelKind,
  channelsOffered,
  defaultChannelOf,
  kindsOf,
  type NoticeChannel,
  type NoticeChannels,
  type NoticeChannelsInput,
  type NoticeReader,
  type PushEndpointInput,
  type PushPublicKey,
  type PushSubscriptionInput,
} from './push.schemas';
import { pushSubscriptionsRepo } from './push-subscriptions.repo';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Browsers push to their vendor's service over https. Plain http is let through only to this machine and never in
 * production: a push service on loopback, as the tests and a development server run one.
 */
export function endpointAllowed(endpoint: string, environment: RequestInfo['deps']['environment']): boolean {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && environment !== 'production' && loopbackHosts.has(url.hostname);
}

/** Push subscriptions and the channel of each kind of notice (issue 28), for seekers and approved companies. */
export function pushService(request: RequestInfo) {
  const { deps, locale } = request;
  const subscriptions = pushSubscriptionsRepo(deps.db);
  const channels = noticeChannelsRepo(deps.db);

  /** Companies only once approved, as for the bell whose notices these are. */
  async function readerOf(auth: Authenticated): Promise<NoticeReader> {
    if (auth.user.type === 'company') {
      await companyGate(deps.db).approved(auth);
      return 'company';
    }
    if (auth.user.type === 'account') return 'account';
    throw new AppError('forbidden');
  }

  function requirePush() {
    if (!deps.webPush) throw new AppError('push_not_configured');
  }

  async function current(auth: Authenticated, reader: NoticeReader): Promise<NoticeChannels> {
    const telegramOn = telegramNoticesOn(deps) && kindsOf(reader).some((kind) => channelsOffered(reader, kind).includes('telegram'));
    const [chosen, subscribed, linked] = await Promise.all([
      channels.chosen(auth.user.id),
      subscriptions.count(auth.user.id),
      telegramOn ? channels.telegramLinked(auth.user.id) : false,
    ]);
    const chosenOf = new Map<string, NoticeChannel>(chosen.map((row) => [row.kind, row.channel]));
    const result: NoticeChannels = {
      channels: {},
      choices: {},
      push: { enabled: deps.webPush !== null, subscriptions: subscribed },
      telegram: { enabled: telegramOn, linked },
    };
    for (const kind of kindsOf(reader)) {
      const offered = channelsOffered(reader, kind);
      const picked = chosenOf.get(kind);
      // A choice the kind no longer offers (a default changed since) reads as the default, as it is delivered.
      result.channels[kind] = picked && offered.includes(picked) ? picked : (defaultChannelOf(reader, kind) ?? 'none');
      result.choices[kind] = offered;
    }
    return result;
  }

  return {
    publicKey: (): PushPublicKey => ({ enabled: deps.webPush !== null, public_key: deps.webPush?.publicKey ?? null }),

    /** Saves the browser's subscription for the caller (422 for an endpoint push services do not use). */
    async subscribe(auth: Authenticated, input: PushSubscriptionInput): Promise<{ subscribed: true }> {
      await readerOf(auth);
      requirePush();
      if (!endpointAllowed(input.endpoint, deps.environment)) throw invalidFields(locale, { endpoint: 'v_invalid_value' });
      await subscriptions.save(auth.user.id, input, locale, deps.clock.now());
      return { subscribed: true };
    },

    /** Only the caller's own subscription: another person's endpoint is 404, as an unknown one. */
    async unsubscribe(auth: Authenticated, input: PushEndpointInput): Promise<void> {
      await readerOf(auth);
      if (!(await subscriptions.remove(auth.user.id, input.endpoint))) throw new AppError('not_found');
    },

    async channels(auth: Authenticated): Promise<NoticeChannels> {
      return current(auth, await readerOf(auth));
    },

    /** All or nothing: a kind the reader never receives, or a channel the kind does not offer, is 422. */
    async saveChannels(auth: Authenticated, input: NoticeChannelsInput): Promise<NoticeChannels> {
      const reader = await readerOf(auth);
      const problems: Record<string, string> = {};
      const choices: Array<readonly [ChannelKind, NoticeChannel]> = [];
      for (const [kind, channel] of Object.entries(input.channels)) {
        const offered = defaultChannelOf(reader, kind) === undefined ? [] : channelsOffered(reader, kind as ChannelKind);
        if (!offered.includes(channel)) problems[`channels.${kind}`] = 'v_invalid_value';
        else choices.push([kind as ChannelKind, channel]);
      }
      if (Object.keys(problems).length > 0) throw invalidFields(locale, problems);
      if (choices.some(([, channel]) => channel === 'push')) requirePush();
      if (choices.some(([, channel]) => channel === 'telegram') && !telegramNoticesOn(deps)) throw new AppError('telegram_not_configured');
      await channels.save(auth.user.id, choices, deps.clock.now());
      return current(auth, reader);
    },
  };
}
