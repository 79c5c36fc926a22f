/**
 * After the reply to the write that made some notices (issue 28): their pushes and their Telegram messages, each to
 * the recipients who chose that channel for the notice's kind. Kept alive by `waitUntil` on the platform, awaited
 * before answering in Node tests; the mail those features send themselves (notice-channels.service.ts says to whom).
 */
import { afterReply, type RequestInfo } from '../../http/request-info';
import { telegramNoticesOn } from './notice-channels.service';
import { pushNotices, type WrittenNotice } from './notice-push.service';
import { telegramNotices } from './notice-telegram.service';
import { isPushableKind } from './push.schemas';

export type { WrittenNotice };

export async function noticesAfterReply(request: RequestInfo, notices: readonly WrittenNotice[]): Promise<void> {
  const { deps } = request;
  const chosen = notices.filter((notice) => isPushableKind(notice.kind));
  if (chosen.length === 0) return;
  const details = { notices: chosen.map((notice) => notice.id) };
  await Promise.all([
    deps.webPush ? afterReply(request, 'push not sent', () => pushNotices(deps, chosen), details) : undefined,
    telegramNoticesOn(deps) ? afterReply(request, 'telegram notices not sent', () => telegramNotices(deps, details.notices), details) : undefined,
  ]);
}
