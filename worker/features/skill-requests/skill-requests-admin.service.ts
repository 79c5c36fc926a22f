import type { Authenticated } from '../../http/context';
import { AppError } from '../../http/errors';
import { translate } from '../../http/i18n';
import type { RequestInfo } from '../../http/request-info';
import { auditStatement } from '../admin/audit.service';
import { rowsChanged } from '../auth/password.service';
import { noticeStatement } from '../notifications/notices.service';
import { foldedName, namesOf, type SkillRow, skillNamed, skillNameIn, tidyName } from './skill-names';
import { adminView, beforeIdOf, pageOf } from './skill-request-views';
import { firstAddedSkillId, type ListedRequest, skillRequestsRepo } from './skill-requests.repo';
import type {
  AdminSkillRequest,
  AdminSkillRequestsQuery,
  SkillApprovalInput,
  SkillRejectionInput,
  SkillRequestApprovedPayload,
  SkillRequestRejectedPayload,
} from './skill-requests.schemas';
import { skillRequestNotPending } from './skill-requests.service';

/** Two approvals at the same moment may pick the same new id; the loser's batch fails whole and tries the next one. */
const approvalAttempts = 3;

/** The admins' queue of skill requests (issue 25): approving one adds the skill to the lookup, rejecting says why. */
export function skillRequestsAdminService(request: RequestInfo) {
  const { deps, locale } = request;
  const { db } = deps;
  const repo = skillRequestsRepo(db);

  async function pending(id: number): Promise<ListedRequest> {
    const row = await repo.byId(id);
    if (!row) throw new AppError('not_found');
    if (row.request.status !== 'pending') throw skillRequestNotPending(locale);
    return row;
  }

  async function view(id: number): Promise<AdminSkillRequest> {
    const row = await repo.byId(id);
    if (!row) throw new AppError('not_found');
    return adminView(row, locale);
  }

  /** Each name must differ from every skill's three names as the search folds them: 422 on that field, naming the skill. */
  function refuseTaken(skills: readonly SkillRow[], names: Record<'name_en' | 'name_ckb' | 'name_ar', string>) {
    const fields: Record<string, string[]> = {};
    for (const [field, name] of Object.entries(names)) {
      const existing = skillNamed(skills, foldedName(name));
      if (existing) fields[field] = [translate(locale, 'sr_v_name_taken', { name: skillNameIn(existing, locale) })];
    }
    if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  }

  return {
    async list(query: AdminSkillRequestsQuery): Promise<{ skill_requests: AdminSkillRequest[]; next_cursor: string | null }> {
      const rows = await repo.page({ status: query.status, beforeId: beforeIdOf(query.cursor, locale) }, query.limit + 1);
      const { items, next_cursor } = pageOf(
        rows,
        query.limit,
        (row) => row.request.id,
        (row) => adminView(row, locale),
      );
      return { skill_requests: items, next_cursor };
    },

    /**
     * One batch: the skill joins the lookup (where `GET /lookups/skills` finds it at once), the request is approved,
     * the audit row and the company's notification are written; each statement holds only if the one it follows did,
     * so an answer given meanwhile changes nothing (409). Requests waiting under another of the skill's three names
     * (the same skill asked for in another language) are approved with it, each audited and told to its company:
     * the lookup now has the skill, so none of them could be approved on its own any more.
     */
    async approve(admin: Authenticated, id: number, input: SkillApprovalInput): Promise<AdminSkillRequest> {
      const { request: asked } = await pending(id);
      const names = { name_en: tidyName(input.name_en), name_ckb: tidyName(input.name_ckb), name_ar: tidyName(input.name_ar) };
      const sameSkill = await repo.pendingNamedAny([...new Set(Object.values(names).map(foldedName))], id);
      for (let attempt = 1; ; attempt++) {
        const skills = await repo.allSkills();
        refuseTaken(skills, names);
        const skill: SkillRow = {
          id: Math.max(firstAddedSkillId - 1, ...skills.map((row) => row.id)) + 1,
          nameEn: names.name_en,
          nameCkb: names.name_ckb,
          nameAr: names.name_ar,
          // After every seeded skill: the lookup lists in its own order, and added skills come last.
          sortOrder: Math.max(0, ...skills.map((row) => row.sortOrder)) + 1,
        };
        const now = deps.clock.now();
        /** The audit row and the company's notice of one request approved with the skill. */
        const answered = (request: { id: number; name: string; companyId: number; jobId: number | null }) => {
          const payload: SkillRequestApprovedPayload = {
            request_id: request.id,
            requested_name: request.name,
            job_id: request.jobId,
            skill_id: skill.id,
            skill_names: namesOf(skill),
          };
          return [
            auditStatement(db, {
              adminId: admin.user.id,
              action: 'skill_request.approve',
              targetType: 'skill_request',
              targetId: request.id,
              before: { status: 'pending', name: request.name },
              after: { status: 'approved', skill_id: skill.id, ...payload.skill_names },
              at: now,
            }),
            noticeStatement(db, {
              userId: request.companyId,
              kind: 'skill_request_approved',
              payload: { ...payload },
              at: now,
              when: repo.answered(request.id, 'approved', admin.user.id, now),
            }),
          ] as const;
        };
        try {
          const [, approved] = await db.batch([
            repo.insertSkillFor(id, skill),
            repo.markApproved(id, skill.id, admin.user.id, now),
            ...answered({ id, name: asked.name, companyId: asked.companyId, jobId: asked.jobId }),
            ...sameSkill.flatMap((other) => [repo.markApprovedWith(other.id, id, skill.id, admin.user.id, now), ...answered(other)]),
          ]);
          if (rowsChanged(approved) === 0) throw skillRequestNotPending(locale);
          return view(id);
        } catch (error) {
          if (error instanceof AppError || attempt >= approvalAttempts) throw error;
          // The batch failed whole (most likely the id was just taken): answered meanwhile is a 409, else try again.
          await pending(id);
        }
      }
    },

    /** The reason reaches the company in its notification and its list. */
    async reject(admin: Authenticated, id: number, input: SkillRejectionInput): Promise<AdminSkillRequest> {
      const { request: asked } = await pending(id);
      const now = deps.clock.now();
      const payload: SkillRequestRejectedPayload = { request_id: id, requested_name: asked.name, job_id: asked.jobId, reason: input.reason };
      const [rejected] = await db.batch([
        repo.markRejected(id, input.reason, admin.user.id, now),
        auditStatement(db, {
          adminId: admin.user.id,
          action: 'skill_request.reject',
          targetType: 'skill_request',
          targetId: id,
          before: { status: 'pending', name: asked.name },
          after: { status: 'rejected', reason: input.reason },
          at: now,
        }),
        noticeStatement(db, {
          userId: asked.companyId,
          kind: 'skill_request_rejected',
          payload: { ...payload },
          at: now,
          when: repo.answered(id, 'rejected', admin.user.id, now),
        }),
      ]);
      if (rowsChanged(rejected) === 0) throw skillRequestNotPending(locale);
      return view(id);
    },
  };
}
