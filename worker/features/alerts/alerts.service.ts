import { AppError } from '../../http/errors';
import { randomToken, sha256Hex } from '../../platform/crypto';
import type { Deps, Locale } from '../../ports';
import type { RequestInfo } from '../../http/request-info';
import { captchaService } from '../auth/captcha.service';
import type { Authenticated } from '../auth/sessions.service';
import { fold } from '../../shared/fold';
import { confirmPath } from './alert-links';
import { alertConfirmMail } from './alerts.mail';
import { alertsRepo, type AlertRow } from './alerts.repo';
import { maxAlerts, type AlertInput, type AlertSearch, type AlertUpdate, type JobAlert, type VisitorAlertInput } from './alerts.schemas';
import { readUnsubscribeToken } from './unsubscribe-token';

/** A visitor's confirmation link works this long; an alert never confirmed is never matched. */
export const confirmLinkDays = 7;

/**
 * The search part of an input, without what is not a filter; absent filters are left out (stored JSON stays small).
 * A CV alert keeps no words: the CV takes their place.
 */
export function searchOf(input: AlertSearch): AlertSearch {
  const { q, city_id, job_type_id, sector_id, position_id, workplace, experience_level, salary_min, currency, match_cv } = input;
  const search: AlertSearch = { q: match_cv ? '' : q, city_id: [...new Set(city_id)].sort((a, b) => a - b), ...(match_cv ? { match_cv: true } : {}) };
  const optional = { job_type_id, sector_id, position_id, workplace, experience_level, salary_min, currency };
  for (const [name, value] of Object.entries(optional)) if (value !== undefined) Object.assign(search, { [name]: value });
  return search;
}

export function toJobAlert(row: AlertRow): JobAlert {
  return { id: row.id, ...row.search, frequency: row.frequency, paused: row.paused, created_at: row.createdAt.toISOString() };
}

/** The same search in another spelling (an Arabic keyboard's ي for ی) is the same alert. */
const sameSearch = (row: AlertRow, search: AlertSearch) =>
  row.qFolded === fold(search.q) && JSON.stringify(searchOf({ ...row.search, q: '' })) === JSON.stringify(searchOf({ ...search, q: '' }));

/** A seeker's alerts (`/account/job-alerts`): at most 20, their own only (another's id is 404). */
export function alertsService(request: Pick<RequestInfo, 'deps' | 'locale'>) {
  const { deps, locale } = request;
  const repo = alertsRepo(deps.db);

  async function own(auth: Authenticated, id: number): Promise<AlertRow> {
    const row = await repo.byId(id);
    if (!row || row.userId !== auth.user.id) throw new AppError('not_found');
    return row;
  }

  return {
    async list(auth: Authenticated): Promise<JobAlert[]> {
      return (await repo.ofUser(auth.user.id)).map(toJobAlert);
    },

    /** Saving a search that is already an alert answers that alert (with the frequency now asked for). */
    async create(auth: Authenticated, input: AlertInput): Promise<{ alert: JobAlert; created: boolean }> {
      const search = searchOf(input);
      const now = deps.clock.now();
      const existing = (await repo.ofUser(auth.user.id)).find((row) => sameSearch(row, search));
      if (existing) {
        await repo.update(existing.id, auth.user.id, { frequency: input.frequency, paused: false, updatedAt: now });
        return { alert: toJobAlert(await own(auth, existing.id)), created: false };
      }
      if ((await repo.countOfUser(auth.user.id)) >= maxAlerts) throw new AppError('alert_limit_reached');
      const id = await repo.insert({
        userId: auth.user.id,
        search,
        qFolded: fold(search.q),
        frequency: input.frequency,
        locale,
        confirmedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      if (!id) throw new AppError('internal', { message: 'The alert just saved could not be read back.' });
      return { alert: toJobAlert(await own(auth, id)), created: true };
    },

    async update(auth: Authenticated, id: number, update: AlertUpdate): Promise<JobAlert> {
      await own(auth, id);
      const changes = { ...(update.paused !== undefined ? { paused: update.paused } : {}), ...(update.frequency ? { frequency: update.frequency } : {}) };
      if (!(await repo.update(id, auth.user.id, { ...changes, updatedAt: deps.clock.now() }))) throw new AppError('not_found');
      return toJobAlert(await own(auth, id));
    },

    async remove(auth: Authenticated, id: number): Promise<void> {
      if (!(await repo.removeOfUser(id, auth.user.id))) throw new AppError('not_found');
    },
  };
}

/** Visitors: an alert by e-mail after a robot check, matched only once the mailed link confirms the address. */
export function visitorAlertsService(request: Pick<RequestInfo, 'deps' | 'locale'>) {
  const { deps, locale } = request;
  const repo = alertsRepo(deps.db);

  return {
    /** Answers the same whether or not the address has alerts already (nothing about an address is revealed). */
    async subscribe(input: VisitorAlertInput): Promise<void> {
      await captchaService(deps).require(input.captcha);
      if ((await repo.countOfEmail(input.email)) >= maxAlerts) throw new AppError('alert_limit_reached');
      const search = searchOf(input);
      const token = randomToken();
      const now = deps.clock.now();
      const id = await repo.insert({
        email: input.email,
        search,
        qFolded: fold(search.q),
        frequency: input.frequency,
        locale,
        confirmTokenHash: await sha256Hex(token),
        createdAt: now,
        updatedAt: now,
      });
      try {
        await deps.mailer.send(alertConfirmMail(input.email, locale, search, `${deps.siteUrl}${confirmPath}?token=${encodeURIComponent(token)}`));
      } catch (error) {
        // No mail, no way to confirm: the alert would only wait to be cleaned up.
        if (id) await repo.remove(id);
        throw error;
      }
    },

    /** What the confirmation page shows before the button is pressed. */
    async pending(token: string): Promise<{ state: 'pending' | 'expired' | 'unknown'; locale: Locale; search?: AlertSearch }> {
      const row = token ? await repo.pendingByToken(await sha256Hex(token)) : undefined;
      if (!row) return { state: 'unknown', locale };
      if (isStale(row, deps.clock.now())) return { state: 'expired', locale: row.locale };
      return { state: 'pending', locale: row.locale, search: row.search };
    },

    async confirm(token: string): Promise<{ state: 'confirmed' | 'expired' | 'unknown'; locale: Locale }> {
      const seen = await this.pending(token);
      if (seen.state !== 'pending') return { state: seen.state, locale: seen.locale };
      const id = await repo.confirm(await sha256Hex(token), deps.clock.now());
      return { state: id ? 'confirmed' : 'unknown', locale: seen.locale };
    },
  };
}

const isStale = (row: AlertRow, now: Date) => now.getTime() - row.createdAt.getTime() > confirmLinkDays * 86_400_000;

/** The signed link of a mail (unsubscribe-token.ts): `ok` with the alert when it is ours and not expired. */
export async function unsubscribeTarget(deps: Pick<Deps, 'db' | 'codeHmacKey' | 'clock'>, token: string | undefined) {
  const check = await readUnsubscribeToken(deps.codeHmacKey, token, deps.clock.now());
  if (!check.ok) return check;
  return { ...check, alert: await alertsRepo(deps.db).byId(check.id) };
}

/** One-click unsubscribe: the alert goes; an alert already gone is no error (the link was used before). */
export async function unsubscribe(deps: Pick<Deps, 'db'>, alertId: number): Promise<void> {
  await alertsRepo(deps.db).remove(alertId);
}
