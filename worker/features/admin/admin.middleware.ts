import type { Authenticated } from '../../http/context';
import { AppError } from '../../http/errors';
import type { Clock } from '../../ports';
import { invalidFields } from '../../http/validation';
import type { RequestInfo } from '../../http/request-info';
import { requireAuth } from '../auth/auth.middleware';
import { throttleRules, throttleService } from '../auth/throttle.service';
import { adminPasswordCheckMs, adminSessionsService } from './admin-sessions.service';

/** Every admin call: 401 without a session, 403 for seekers and companies. */
export const requireAdmin = (auth: Authenticated | undefined): Authenticated => requireAuth(auth, 'admin');

/**
 * Admin writes (programs' and events' too) also need the password checked within the last 10 minutes (403
 * `reauth_required`: the client asks for it with POST /admin/reauth and sends the write again).
 */
export function requireRecentPassword(auth: Authenticated | undefined, clock: Clock): Authenticated {
  const admin = requireAdmin(auth);
  const checkedAt = admin.passwordCheckedAt?.getTime() ?? 0;
  if (clock.now().getTime() - checkedAt > adminPasswordCheckMs) throw new AppError('reauth_required');
  return admin;
}

/** POST /admin/reauth: the password checked again (throttled like sign-ins) restarts the 10 minutes. */
export async function reauthenticate(request: RequestInfo, auth: Authenticated | undefined, password: string): Promise<void> {
  const admin = requireAdmin(auth);
  const { deps } = request;
  await throttleService(deps).hit(throttleRules.loginPerIp, request.ip);
  if (!(await deps.passwords.verify(admin.user.passwordHash, password))) throw invalidFields(request.locale, { password: 'v_current_password_wrong' });
  await adminSessionsService(deps.db).passwordChecked(admin.sessionId, deps.clock.now());
}
