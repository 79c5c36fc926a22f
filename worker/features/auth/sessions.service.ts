import { randomToken } from '../../platform/crypto';
import type { Deps } from '../../ports';
import type { Authenticated } from '../../http/context';
import type { RequestInfo } from '../../http/request-info';
import { adminSessionsService } from '../admin/admin-sessions.service';
import { type AuthRepo, authRepo } from './auth.repo';
import type { SecondFactorKind, UserRow } from '../../../db/schema';

export type { Authenticated };
export const sessionLifetimeSeconds = 30 * 24 * 60 * 60;
const lastSeenEveryMs = 5 * 60 * 1000;

/**
 * A token is a signed pointer to a session row: ending the row ends the token, whatever its expiry says.
 * `repo` is passed by auth's own flows, which share one; other features leave it out.
 */
export function sessionsService(deps: Pick<Deps, 'clock' | 'db' | 'tokens'>, repo: AuthRepo = authRepo(deps.db)) {
  return {
    /** `secondFactor`: what the sign-in proved beyond the password (null when nothing was asked). */
    async start(
      user: UserRow,
      client: Pick<RequestInfo, 'userAgent' | 'place'>,
      secondFactor: SecondFactorKind | null = null,
    ): Promise<{ token: string; sessionId: string }> {
      const now = deps.clock.now();
      const sessionId = randomToken(24);
      await repo.insertSession({
        id: sessionId,
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + sessionLifetimeSeconds * 1000),
        userAgent: client.userAgent?.slice(0, 200) ?? null,
        lastSeenAt: now,
        city: client.place?.city ?? null,
        country: client.place?.country ?? null,
        secondFactor,
      });
      const token = await deps.tokens.sign({ sub: String(user.id), sid: sessionId }, sessionLifetimeSeconds);
      return { token, sessionId };
    },

    async authenticate(token: string, via: Authenticated['via']): Promise<Authenticated | null> {
      const claims = await deps.tokens.verify(token);
      if (!claims) return null;
      const now = deps.clock.now();
      const session = await repo.activeSession(claims.sid, now);
      if (!session || String(session.userId) !== claims.sub) return null;
      // "Last seen" on the device list, written once in a while rather than on every request.
      if (!session.lastSeenAt || now.getTime() - session.lastSeenAt.getTime() >= lastSeenEveryMs) await repo.touchSession(session.id, now);
      const user = await repo.userById(session.userId);
      // A password an admin asked to replace opens nothing until the forgot-password flow replaced it.
      if (!user || user.passwordChangeRequired) return null;
      if (user.type !== 'admin') return { user, sessionId: session.id, via };
      // An admin is never in on a password alone, however the session began (say, as a seeker made admin since).
      if (!session.secondFactor) return null;
      // Admin sessions end after 30 idle minutes (issue 14).
      const passwordCheckedAt = await adminSessionsService(repo.db).touch(session, deps.clock.now());
      return passwordCheckedAt ? { user, sessionId: session.id, via, passwordCheckedAt } : null;
    },

    async end(sessionId: string): Promise<void> {
      await repo.revokeSession(sessionId, deps.clock.now());
    },
  };
}
