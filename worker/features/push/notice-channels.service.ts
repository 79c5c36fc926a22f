/**
 * What the channel a person chose for a kind of notice means for the mail Kar sends about it (issue 28): the features
 * that mail notices ask here instead of reading the address themselves, at no extra query.
 */
import type { SQL } from 'drizzle-orm';
import type { Deps, Locale } from '../../ports';
import { type ChannelsOn, mailsNotice, noticeChannelsRepo } from './notice-channels.repo';
import type { ChannelKind } from './push.schemas';

type ChannelPorts = Pick<Deps, 'webPush' | 'telegramBot' | 'messenger'>;

/** Telegram stands in for mail where people can link Kar's bot and the Messenger can write as it. */
export const telegramNoticesOn = (deps: Pick<Deps, 'telegramBot' | 'messenger'>): boolean =>
  deps.telegramBot !== null && deps.messenger.channels.includes('telegram');

/** The channels standing in for mail that this Kar has. */
export const channelsOn = (deps: ChannelPorts): ChannelsOn => ({ push: deps.webPush !== null, telegram: telegramNoticesOn(deps) });

/**
 * The address to mail a notice of `kind` to, or null when the recipient chose another channel for it: the one
 * statement that read the address before.
 */
export function noticeMailRecipient(
  deps: Pick<Deps, 'db'> & ChannelPorts,
  userId: number,
  kind: ChannelKind,
): Promise<{ email: string; locale: Locale } | null> {
  return noticeChannelsRepo(deps.db).mailRecipient(userId, kind, channelsOn(deps));
}

/** The same question in SQL, for a query that reads many recipients at once: 1 when the user `userId` names is mailed. */
export function mailsNoticeSql(deps: ChannelPorts, kind: ChannelKind): (userId: SQL) => SQL<number> {
  return (userId) => mailsNotice(userId, kind, channelsOn(deps));
}
