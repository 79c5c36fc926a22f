/**
 * Notices written in the linked Telegram chat of seekers who chose Telegram for their kind (issue 28), after the write
 * that made them, as pushes are. The words are the push's (title, the bell's sentence) with the page's address, in the
 * recipient's language. A chat Telegram could not write to for now is tried again later (missed-delivery.ts); one
 * that refuses for good (the bot blocked) leaves the notice to the bell, as a lost push does, and Telegram's update
 * about the block unlinks the chat (telegram-links.service.ts), so later notices of those kinds are mailed.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { notificationChannels, notifications, telegramLinks, users } from '../../../db/schema';
import { loadCatalogues } from '../../http/i18n';
import { log } from '../../http/logger';
import { inPool } from '../../shared/in-pool';
import type { Deps, Locale } from '../../ports';
import type { ApplicationNoticePayload } from '../notifications/notifications.schemas';
import { telegramNoticesOn } from './notice-channels.service';
import { pushNotice } from './push-notice';
import type { MissedDelivery } from './missed-delivery';
import { isPushableKind } from './push.schemas';

/** One notice for one linked chat. */
interface TelegramTarget {
  noticeId: number;
  kind: string;
  payload: string;
  reader: 'account' | 'company' | 'admin';
  locale: Locale;
  phone: string | null;
  chatId: string;
}

/** Chats written at once: a worker keeps six connections open. */
const sendConcurrency = 6;

function targetsOf(db: Database, noticeIds: readonly number[]) {
  return db.all<TelegramTarget>(sql`select n.id as noticeId, n.kind as kind, n.payload as payload, u.type as reader, u.locale as locale,
      u.phone as phone, l.chat_id as chatId
    from ${notifications} n
      inner join ${notificationChannels} c on c.user_id = n.user_id and c.kind = n.kind and c.channel = 'telegram'
      inner join ${telegramLinks} l on l.user_id = n.user_id
      inner join ${users} u on u.id = n.user_id
    where n.id in (select value from json_each(${JSON.stringify(noticeIds)}))
    order by n.id`);
}

/** The message: the push's title and sentence, and the address of the page the bell opens. */
export function telegramNoticeText(target: Pick<TelegramTarget, 'kind' | 'payload' | 'reader' | 'locale'>, siteUrl: string): string | null {
  if (!isPushableKind(target.kind) || target.reader === 'admin') return null;
  const { payload } = pushNotice(target.kind, JSON.parse(target.payload) as ApplicationNoticePayload, target.reader, target.locale);
  return `${payload.title}\n${payload.body}\n${siteUrl}${payload.url}`;
}

/** Writes these notices in the chats of recipients who chose Telegram for their kind; answers those to try again later. */
export async function telegramNotices(
  deps: Pick<Deps, 'db' | 'messenger' | 'telegramBot' | 'siteUrl'>,
  noticeIds: readonly number[],
): Promise<MissedDelivery[]> {
  if (!telegramNoticesOn(deps) || noticeIds.length === 0) return [];
  const targets = await targetsOf(deps.db, noticeIds);
  if (targets.length === 0) return [];
  await loadCatalogues([...new Set(targets.map((target) => target.locale))]);
  const missed: MissedDelivery[] = [];
  await inPool(targets, sendConcurrency, async (target) => {
    const text = telegramNoticeText(target, deps.siteUrl);
    if (!text) return;
    const sent = await deps.messenger.send(
      { kind: 'notice', to: target.phone ?? '', locale: target.locale, text, telegramChatId: target.chatId },
      { channels: ['telegram'] },
    );
    if (sent.ok) return;
    log.warn('telegram notice not delivered', { notice_id: target.noticeId, again: sent.retry !== null });
    if (sent.retry) missed.push({ noticeId: target.noticeId, subscriptionId: null, afterSeconds: sent.retry.afterSeconds });
  });
  return missed;
}
