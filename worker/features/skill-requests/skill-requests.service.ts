import type { Authenticated } from '../../http/context';
import { AppError } from '../../http/errors';
import { translate } from '../../http/i18n';
import type { RequestInfo } from '../../http/request-info';
import type { Locale } from '../../ports';
import { rowsChanged } from '../auth/password.service';
import { companyGate } from '../companies/company-gate.service';
import { foldedName, type SkillRow, skillNamed, skillNameIn, tidyName } from './skill-names';
import { beforeIdOf, ownView, pageOf } from './skill-request-views';
import { skillRequestsRepo } from './skill-requests.repo';
import {
  type ExistingSkillDetails,
  maxPendingSkillRequests,
  type OwnSkillRequest,
  type OwnSkillRequestsQuery,
  type SkillRequestInput,
} from './skill-requests.schemas';

/**
 * 409 `skill_exists`: the name is a skill already, named in the reader's language (message and the `name` field) and
 * sent as `details.skill`, so the job editor offers that skill instead.
 */
export function skillExists(skill: SkillRow, locale: Locale): AppError {
  const name = skillNameIn(skill, locale);
  const message = translate(locale, 'sr_error_skill_exists', { name });
  const details: ExistingSkillDetails = { skill: { id: skill.id, name } };
  return new AppError('skill_exists', { message, fields: { name: [message] }, details: { ...details } });
}

const localised = (code: 'skill_request_limit' | 'skill_request_not_pending', locale: Locale) =>
  new AppError(code, { message: translate(locale, `error_${code}`) });

export const skillRequestNotPending = (locale: Locale) => localised('skill_request_not_pending', locale);

/** A company's side of skill requests (issue 25): asking for a skill the lookup lacks, its list, taking one back. */
export function skillRequestsService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = skillRequestsRepo(deps.db);
  // Asked from the job editor, which companies use while they wait for approval too (their drafts).
  const companyOf = (auth: Authenticated) => companyGate(deps.db).preparing(auth);

  async function own(companyId: number, id: number): Promise<OwnSkillRequest> {
    const row = await repo.byId(id);
    if (!row || row.request.companyId !== companyId) throw new AppError('not_found');
    return ownView(row, locale);
  }

  return {
    /**
     * A name no skill has in any of its three languages and nobody is waiting for (as the search folds names), while
     * the company has fewer than 20 waiting; a job named must be the company's own (404 otherwise).
     */
    async ask(auth: Authenticated, input: SkillRequestInput): Promise<OwnSkillRequest> {
      const companyId = await companyOf(auth);
      const name = tidyName(input.name);
      const folded = foldedName(name);
      const jobId = input.job_id ?? null;
      if (jobId !== null && !(await repo.ownJobExists(companyId, jobId))) throw new AppError('not_found');
      const existing = skillNamed(await repo.allSkills(), folded);
      if (existing) throw skillExists(existing, locale);
      const waiting = async () => {
        const pending = await repo.pendingNamed(folded);
        if (!pending) return;
        const message = translate(locale, 'sr_error_request_exists', { name: pending.name });
        throw new AppError('skill_request_exists', { message, fields: { name: [message] } });
      };
      await waiting();
      const row = await repo.insert({ companyId, name, nameFolded: folded, jobId, at: deps.clock.now() }, maxPendingSkillRequests);
      if (!row) {
        // Refused by the statement: the same name came in meanwhile, or the company's pending requests are full.
        await waiting();
        throw localised('skill_request_limit', locale);
      }
      return own(companyId, row.id);
    },

    async list(auth: Authenticated, query: OwnSkillRequestsQuery): Promise<{ skill_requests: OwnSkillRequest[]; next_cursor: string | null }> {
      const companyId = await companyOf(auth);
      const rows = await repo.page({ companyId, status: query.status, beforeId: beforeIdOf(query.cursor, locale) }, query.limit + 1);
      const { items, next_cursor } = pageOf(
        rows,
        query.limit,
        (row) => row.request.id,
        (row) => ownView(row, locale),
      );
      return { skill_requests: items, next_cursor };
    },

    /** Only while it waits (409 `skill_request_not_pending` once answered); another company's request is 404. */
    async withdraw(auth: Authenticated, id: number): Promise<void> {
      const companyId = await companyOf(auth);
      await own(companyId, id);
      if (rowsChanged(await repo.withdraw(companyId, id)) === 0) throw skillRequestNotPending(locale);
    },
  };
}
