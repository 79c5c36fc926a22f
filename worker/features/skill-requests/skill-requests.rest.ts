import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { requestInfoOf } from '../../http/request-info';
import { idParam, readBody, readQuery } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { requireAdmin, requireRecentPassword } from '../admin/admin.middleware';
import { requireAuth } from '../auth/auth.middleware';
import { skillRequestsAdminService } from './skill-requests-admin.service';
import {
  adminSkillRequestsQuerySchema,
  maxPendingSkillRequests,
  ownSkillRequestsQuerySchema,
  skillApprovalSchema,
  skillNameMaxLength,
  skillRejectionSchema,
  skillRequestInputSchema,
} from './skill-requests.schemas';
import { skillRequestsService } from './skill-requests.service';

const doc = routeDocs('Skill requests');
const company = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'company');
const service = (c: Context<AppEnv>) => skillRequestsService(requestInfoOf(c));
const adminService = (c: Context<AppEnv>) => skillRequestsAdminService(requestInfoOf(c));
/** Admin writes: the password checked within 10 minutes (403 `reauth_required`), as every admin write. */
const writer = (c: Context<AppEnv>) => requireRecentPassword(c.get('auth'), c.get('deps').clock);
const writeNote = 'A write: needs the password checked within the last 10 minutes (403 `reauth_required`, then POST /admin/reauth). Recorded in the audit log.';
const answeredNote = '409 `skill_request_not_pending` once it was answered; an unknown id is 404.';

/** Issue 25: a company asks for a skill the lookup lacks; an admin adds it in three languages or says why not. */
export const skillRequestsRest = new Hono<AppEnv>()
  .post(
    '/company/skill-requests',
    doc({
      summary: 'Ask Kar to add a skill to the skills lookup',
      description:
        `\`name\` as typed (1–${skillNameMaxLength} characters), \`job_id\` optionally (the company's own job; another is 404). ` +
        "Names are compared as the search folds them: a name that is a skill already in any language answers 409 `skill_exists` with `data.skill` (its id and name in the request's language) and the message naming it; " +
        'one someone is already waiting for answers 409 `skill_request_exists`. ' +
        `At most ${maxPendingSkillRequests} pending requests a company (422 \`skill_request_limit\`). These messages are in the request's language.`,
      access: 'company',
      body: skillRequestInputSchema,
      reply: { code: 'skill_request_sent', data: ['skill_request'], status: 201 },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = company(c);
      const { fields } = await readBody(c, skillRequestInputSchema);
      return reply(c, 'skill_request_sent', { skill_request: await service(c).ask(auth, fields) }, 201);
    },
  )
  .get(
    '/company/skill-requests',
    doc({
      summary: "The company's skill requests, with their answers",
      description:
        "Newest first, keyset-paged; `status` filters. An approved one carries `skill` (its id and name in the request's language), a rejected one `reason`.",
      access: 'company',
      query: ownSkillRequestsQuerySchema,
      reply: { code: 'skill_requests_loaded', data: ['skill_requests', 'next_cursor'] },
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'skill_requests_loaded', { ...(await service(c).list(auth, readQuery(c, ownSkillRequestsQuerySchema))) });
    },
  )
  .delete(
    '/company/skill-requests/:id{[0-9]+}',
    doc({
      summary: 'Take back a pending skill request',
      description: `Another company's request is 404. ${answeredNote}`,
      access: 'company',
      reply: { code: 'skill_request_withdrawn' },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = company(c);
      await service(c).withdraw(auth, idParam(c));
      return reply(c, 'skill_request_withdrawn');
    },
  )
  .get(
    '/admin/skill-requests',
    doc({
      summary: 'Skill requests by status (the queue is `pending`)',
      description:
        "Newest first, keyset-paged; each with its company (and the company's language), the job it was asked for and, once approved, the skill's three names.",
      access: 'admin',
      query: adminSkillRequestsQuerySchema,
      reply: { code: 'skill_requests_loaded', data: ['skill_requests', 'next_cursor'] },
    }),
    async (c) => {
      requireAdmin(c.get('auth'));
      return reply(c, 'skill_requests_loaded', { ...(await adminService(c).list(readQuery(c, adminSkillRequestsQuerySchema))) });
    },
  )
  .post(
    '/admin/skill-requests/:id{[0-9]+}/approve',
    doc({
      summary: 'Approve a skill request: the skill joins the lookup under three names',
      description:
        `\`name_en\`, \`name_ckb\` and \`name_ar\`, each 1–${skillNameMaxLength} characters and none a name some skill has already (as the search folds names; 422 on that field, naming the skill). ` +
        `\`GET /lookups/skills\` finds it at once; the company is notified. ${answeredNote} ${writeNote}`,
      access: 'admin',
      body: skillApprovalSchema,
      reply: { code: 'skill_request_approved', data: ['skill_request'] },
      errors: [404, 409],
    }),
    async (c) => {
      const admin = writer(c);
      const { fields } = await readBody(c, skillApprovalSchema);
      return reply(c, 'skill_request_approved', { skill_request: await adminService(c).approve(admin, idParam(c), fields) });
    },
  )
  .post(
    '/admin/skill-requests/:id{[0-9]+}/reject',
    doc({
      summary: 'Reject a skill request with a reason',
      description: `The company reads the reason in its notification and its list. ${answeredNote} ${writeNote}`,
      access: 'admin',
      body: skillRejectionSchema,
      reply: { code: 'skill_request_rejected', data: ['skill_request'] },
      errors: [404, 409],
    }),
    async (c) => {
      const admin = writer(c);
      const { fields } = await readBody(c, skillRejectionSchema);
      return reply(c, 'skill_request_rejected', { skill_request: await adminService(c).reject(admin, idParam(c), fields) });
    },
  );
