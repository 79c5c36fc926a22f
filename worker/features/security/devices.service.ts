import type { Authenticated } from '../../http/context';
import { AppError } from '../../http/errors';
import type { RequestInfo } from '../../http/request-info';
import type { AccountSession } from './security.schemas';
import { accountSessionsRepo } from './sessions.repo';
import { deviceOf } from '../../shared/user-agent';

/**
 * The devices signed in to an account (issue 29): listed with what their browser and Cloudflare say, and ended one
 * by one or all but this one. An ended session's token opens nothing from its next request on.
 */
export function devicesService(request: Pick<RequestInfo, 'deps'>) {
  const { clock, db } = request.deps;
  const repo = accountSessionsRepo(db);
  return {
    async list(auth: Authenticated): Promise<AccountSession[]> {
      const rows = await repo.active(auth.user.id, clock.now());
      return rows.map((row) => ({
        id: row.id,
        device: deviceOf(row.userAgent),
        city: row.city,
        country: row.country,
        signed_in_at: row.createdAt.toISOString(),
        last_seen_at: (row.lastSeenAt ?? row.createdAt).toISOString(),
        current: row.id === auth.sessionId,
      }));
    },
    /** Another account's session, or one already ended, is not found (404), never told apart. */
    async end(auth: Authenticated, id: string): Promise<void> {
      if (!(await repo.end(auth.user.id, id, clock.now()))) throw new AppError('not_found');
    },
    async endOthers(auth: Authenticated): Promise<number> {
      return repo.endAllBut(auth.user.id, auth.sessionId, clock.now());
    },
  };
}
