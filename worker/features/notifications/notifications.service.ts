import { AppError } from '../../http/errors';
import type { RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { companyGate } from '../companies/company-gate.service';
import { notificationsRepo } from './notifications.repo';
import type { AppNotification, NotificationsPage, PageQuery } from './notifications.schemas';

const readCursor = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

type Row = Awaited<ReturnType<ReturnType<typeof notificationsRepo>['page']>>[number];

/** The stored payload is the one the notice's writer built for its kind (notices.service.ts, followers.repo.ts): SQL, not TypeScript, pairs them. */
const toNotification = (row: Row): AppNotification =>
  ({
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }) as unknown as AppNotification;

/** The bell (issue 15): a seeker's or an approved company's notifications, read one by one or all at once. */
export function notificationsService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = notificationsRepo(deps.db);

  /** Companies only once approved (the rule of every company page that a notice links to). */
  async function reader(auth: Authenticated): Promise<number> {
    if (auth.user.type === 'company') await companyGate(deps.db).approved(auth);
    return auth.user.id;
  }

  return {
    async list(auth: Authenticated, query: PageQuery): Promise<NotificationsPage> {
      const userId = await reader(auth);
      const beforeId = query.cursor ? decodeCursor(query.cursor, locale, readCursor) : undefined;
      const [rows, unread] = await Promise.all([repo.page(userId, beforeId, query.limit + 1), repo.unread(userId)]);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        notifications: page.map(toNotification),
        unread,
        next_cursor: rows.length > query.limit && last ? encodeCursor(last.id) : null,
      };
    },

    async unread(auth: Authenticated): Promise<number> {
      return repo.unread(await reader(auth));
    },

    /** Reading one again changes nothing; another user's id is 404. */
    async read(auth: Authenticated, id: number): Promise<{ unread: number }> {
      const userId = await reader(auth);
      if (!(await repo.markRead(userId, id, deps.clock.now()))) throw new AppError('not_found');
      return { unread: await repo.unread(userId) };
    },

    async readAll(auth: Authenticated): Promise<{ unread: number }> {
      await repo.markAllRead(await reader(auth), deps.clock.now());
      return { unread: 0 };
    },
  };
}
