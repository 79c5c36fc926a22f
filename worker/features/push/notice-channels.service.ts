/**
 * What the channel a person chose for a kind of notice means for the mail Kar sends about it (issue 28): the features
 * that mail notices ask here instead of reading the address themselves, at no extra query.
 */
import type { SQL } from 'drizzle-orm';
import type { Deps, Locale } from '../../ports';
import { mailsNotice, noticeChannelsRepo } from './notice-channels.repo';
import type { PushableKind } from './push.schemas';

/**
 * The address to mail a notice of `kind` to, or null when the recipient chose another channel for it: the one
 * statement that read the address before.
 */
export function noticeMailRecipient(deps: Pick<Deps, 'db' | 'webPush'>, userId: number, kind: PushableKind): Promise<{ email: string; locale: Locale } | null> {
  return noticeChannelsRepo(deps.db).mailRecipient(userId, kind, deps.webPush !== null);
}

/** The same question in SQL, for a query that reads many recipients at once: 1 when the user `userId` names is mailed. */
export function mailsNoticeSql(deps: Pick<Deps, 'webPush'>, kind: PushableKind): (userId: SQL) => SQL<number> {
  return (userId) => mailsNotice(userId, kind, deps.webPush !== null);
}
