import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { fileResponse } from '../../http/file-response';
import { idParam, readBody, readQuery } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { adminCompaniesService, type CompanyDecision } from './admin-companies.service';
import { adminJobsService } from './admin-jobs.service';
import { adminOverview } from './admin-overview.service';
import { jobReportsService, type ReportOutcome } from './admin-reports.service';
import { adminUsersService } from './admin-users.service';
import { reauthenticate, requireAdmin, requireRecentPassword } from './admin.middleware';
import {
  adminCompaniesQuerySchema,
  adminJobsQuerySchema,
  adminUsersQuerySchema,
  auditQuerySchema,
  creditsGrantSchema,
  jobReportSchema,
  reasonSchema,
  reauthSchema,
  reportsQuerySchema,
} from './admin.schemas';
import { auditPage } from './audit.service';
import { companyReviewService } from './company-review.service';

const doc = routeDocs('Admin');
const info = requestInfoOf;
const reader = (c: Context<AppEnv>) => requireAdmin(c.get('auth'));
/** Every admin write: an admin whose password was checked within 10 minutes. */
const writer = (c: Context<AppEnv>) => requireRecentPassword(c.get('auth'), c.get('deps').clock);
const writeNote = 'A write: needs the password checked within the last 10 minutes (403 `reauth_required`, then POST /admin/reauth). Recorded in the audit log.';

const decisionDocs: Record<
  CompanyDecision,
  { summary: string; code: 'company_approved' | 'company_rejected' | 'company_suspended' | 'company_restored'; reason: boolean }
> = {
  approve: { summary: 'Approve a pending (or re-reviewed) company', code: 'company_approved', reason: false },
  reject: { summary: 'Reject a pending company with a reason (e-mailed in its language)', code: 'company_rejected', reason: true },
  suspend: { summary: 'Suspend an approved company with a reason (e-mailed); its jobs leave search and job pages', code: 'company_suspended', reason: true },
  restore: { summary: 'Restore a suspended company', code: 'company_restored', reason: false },
};

function decisionRoute(app: Hono<AppEnv>, decision: CompanyDecision) {
  const { summary, code, reason } = decisionDocs[decision];
  return app.post(
    `/admin/companies/:id{[0-9]+}/${decision}`,
    doc({
      summary,
      description: `409 \`company_review_not_allowed\` when the company's status does not allow it. ${writeNote}`,
      access: 'admin',
      ...(reason ? { body: reasonSchema } : {}),
      reply: { code, data: ['company'] },
      errors: [404, 409],
    }),
    async (c) => {
      const admin = writer(c);
      const fields = reason ? (await readBody(c, reasonSchema)).fields : null;
      return reply(c, code, { company: await adminCompaniesService(info(c)).decide(admin, idParam(c), decision, fields?.reason ?? null) });
    },
  );
}

function reportRoute(app: Hono<AppEnv>, outcome: ReportOutcome) {
  const code = outcome === 'resolve' ? 'report_resolved' : 'report_dismissed';
  return app.post(
    `/admin/reports/:id{[0-9]+}/${outcome}`,
    doc({
      summary: outcome === 'resolve' ? 'Resolve an open report (acted on)' : 'Dismiss an open report',
      description: `409 \`report_not_open\` for a handled report. ${writeNote}`,
      access: 'admin',
      reply: { code },
      errors: [404, 409],
    }),
    async (c) => {
      await jobReportsService(info(c)).handle(writer(c), idParam(c), outcome);
      return reply(c, code);
    },
  );
}

const admin = new Hono<AppEnv>()
  .get(
    '/admin/overview',
    doc({
      summary: 'What waits and the last 30 days',
      description: 'Pending companies, open reports, new users, and sign-ups, published jobs and applications per Baghdad day.',
      access: 'admin',
      reply: { code: 'admin_overview_loaded', data: ['overview'] },
    }),
    async (c) => {
      reader(c);
      return reply(c, 'admin_overview_loaded', { overview: await adminOverview(c.get('deps')) });
    },
  )
  .post(
    '/admin/reauth',
    doc({
      summary: 'Check the password again',
      description: 'Admin writes need a check within the last 10 minutes; a wrong password answers 422 on `password`.',
      access: 'admin',
      body: reauthSchema,
      reply: { code: 'reauthenticated' },
    }),
    async (c) => {
      const auth = reader(c);
      const { fields } = await readBody(c, reauthSchema);
      await reauthenticate(info(c), auth, fields.password);
      return reply(c, 'reauthenticated');
    },
  )
  .get(
    '/admin/companies',
    doc({
      summary: 'Companies by status (the review queue is `pending`)',
      description: 'Everything each company sent: details, texts, logo, documents, contact; its credits and the last decision. Keyset-paged.',
      access: 'admin',
      query: adminCompaniesQuerySchema,
      reply: { code: 'companies_loaded', data: ['companies', 'next_cursor'] },
    }),
    async (c) => {
      reader(c);
      return reply(c, 'companies_loaded', { ...(await adminCompaniesService(info(c)).list(readQuery(c, adminCompaniesQuerySchema))) });
    },
  )
  .get(
    '/admin/companies/:id{[0-9]+}',
    doc({ summary: 'One company, as reviewed', access: 'admin', reply: { code: 'company_loaded', data: ['company'] }, errors: [404] }),
    async (c) => {
      reader(c);
      return reply(c, 'company_loaded', { company: await adminCompaniesService(info(c)).get(idParam(c)) });
    },
  )
  .post(
    '/admin/companies/:id{[0-9]+}/credits',
    doc({
      summary: 'Grant credits, or take them back (negative amount)',
      description: `A ledger row with the reason; 409 \`credits_below_zero\` when the balance would fall below zero. ${writeNote}`,
      access: 'admin',
      body: creditsGrantSchema,
      reply: { code: 'credits_granted', data: ['balance'] },
      errors: [404, 409],
    }),
    async (c) => {
      const adminUser = writer(c);
      const { fields } = await readBody(c, creditsGrantSchema);
      return reply(c, 'credits_granted', { ...(await adminCompaniesService(info(c)).grantCredits(adminUser, idParam(c), fields)) });
    },
  )
  .get(
    '/admin/jobs',
    doc({
      summary: 'All jobs, with filters',
      description: 'By state, title text and company; each with its open reports. Keyset-paged.',
      access: 'admin',
      query: adminJobsQuerySchema,
      reply: { code: 'jobs_loaded', data: ['jobs', 'next_cursor'] },
    }),
    async (c) => {
      reader(c);
      return reply(c, 'jobs_loaded', { ...(await adminJobsService(info(c)).list(readQuery(c, adminJobsQuerySchema))) });
    },
  )
  .post(
    '/admin/jobs/:id{[0-9]+}/unpublish',
    doc({
      summary: 'Unpublish a job with a reason (e-mailed to the company)',
      description: `A takedown: the job is closed, leaves search and the sitemap, its page answers 410 \`job_unavailable\`, and its company can no longer move it (409 \`job_taken_down\`) until an admin restores it. 409 \`job_move_not_allowed\` for a draft or a job already taken down. ${writeNote}`,
      access: 'admin',
      body: reasonSchema,
      reply: { code: 'job_unpublished' },
      errors: [404, 409],
    }),
    async (c) => {
      const adminUser = writer(c);
      const { fields } = await readBody(c, reasonSchema);
      await adminJobsService(info(c)).unpublish(adminUser, idParam(c), fields.reason);
      return reply(c, 'job_unpublished');
    },
  )
  .post(
    '/admin/jobs/:id{[0-9]+}/restore',
    doc({
      summary: 'Restore a job taken down',
      description: `The job gets back the state it had before its takedown and its page answers again. 409 \`job_not_taken_down\` for a job that was not taken down. ${writeNote}`,
      access: 'admin',
      reply: { code: 'job_restored' },
      errors: [404, 409],
    }),
    async (c) => {
      await adminJobsService(info(c)).restore(writer(c), idParam(c));
      return reply(c, 'job_restored');
    },
  )
  .get(
    '/admin/reports',
    doc({
      summary: 'Reported jobs by status (the queue is `open`)',
      access: 'admin',
      query: reportsQuerySchema,
      reply: { code: 'reports_loaded', data: ['reports', 'next_cursor'] },
    }),
    async (c) => {
      reader(c);
      return reply(c, 'reports_loaded', { ...(await jobReportsService(info(c)).list(readQuery(c, reportsQuerySchema))) });
    },
  )
  .get(
    '/admin/users',
    doc({
      summary: 'Find seekers and companies by e-mail or name',
      access: 'admin',
      query: adminUsersQuerySchema,
      reply: { code: 'users_loaded', data: ['users', 'next_cursor'] },
    }),
    async (c) => {
      reader(c);
      return reply(c, 'users_loaded', { ...(await adminUsersService(info(c)).search(readQuery(c, adminUsersQuerySchema))) });
    },
  )
  .get(
    '/admin/users/:id{[0-9]+}',
    doc({ summary: "One user's profile, CVs and counts", access: 'admin', reply: { code: 'user_loaded', data: ['user'] }, errors: [404] }),
    async (c) => {
      reader(c);
      return reply(c, 'user_loaded', { user: await adminUsersService(info(c)).profile(idParam(c)) });
    },
  )
  .post(
    '/admin/users/:id{[0-9]+}/force-reset',
    doc({
      summary: 'Force a password reset at the next sign-in',
      description: `Sets \`is_password_change_by_admin\`: every session ends; the next sign-in opens the forgot-password flow. Admins answer 409. ${writeNote}`,
      access: 'admin',
      reply: { code: 'password_reset_forced' },
      errors: [404, 409],
    }),
    async (c) => {
      await adminUsersService(info(c)).forceReset(writer(c), idParam(c));
      return reply(c, 'password_reset_forced');
    },
  )
  .post(
    '/admin/users/:id{[0-9]+}/remove-second-factors',
    doc({
      summary: "Remove an account's second steps (a locked-out owner)",
      description: `The authenticator app and every recovery code go; audited and mailed to the account. A company that requires a second step sets a new one up at its next sign-in. 409 when it has none, or for an admin. ${writeNote}`,
      access: 'admin',
      reply: { code: 'second_factors_removed' },
      errors: [404, 409],
    }),
    async (c) => {
      await adminUsersService(info(c)).removeSecondFactors(writer(c), idParam(c));
      return reply(c, 'second_factors_removed');
    },
  )
  .post(
    '/admin/users/:id{[0-9]+}/disable',
    doc({
      summary: 'Disable an account (every session ends)',
      description: `It cannot sign in until enabled. 409 when already disabled, or for an admin. ${writeNote}`,
      access: 'admin',
      body: reasonSchema,
      reply: { code: 'account_disabled' },
      errors: [404, 409],
    }),
    async (c) => {
      const adminUser = writer(c);
      const { fields } = await readBody(c, reasonSchema);
      await adminUsersService(info(c)).disable(adminUser, idParam(c), fields.reason);
      return reply(c, 'account_disabled');
    },
  )
  .post(
    '/admin/users/:id{[0-9]+}/enable',
    doc({
      summary: 'Enable a disabled account',
      description: `409 when it is not disabled. ${writeNote}`,
      access: 'admin',
      reply: { code: 'account_enabled' },
      errors: [404, 409],
    }),
    async (c) => {
      await adminUsersService(info(c)).enable(writer(c), idParam(c));
      return reply(c, 'account_enabled');
    },
  )
  .get(
    '/admin/cvs/:id{[0-9]+}',
    doc({
      summary: "Any CV, read-only (the console's CV view)",
      description: 'With its owner; the PDF is at /admin/cvs/{id}/pdf.',
      access: 'admin',
      reply: { code: 'cv_loaded', data: ['cv', 'owner'] },
      errors: [404],
    }),
    async (c) => {
      reader(c);
      return reply(c, 'cv_loaded', { ...(await adminUsersService(info(c)).cv(idParam(c))) });
    },
  )
  .get(
    '/admin/cvs/:id{[0-9]+}/pdf',
    doc({
      summary: 'Any CV as its PDF',
      description: 'A CV made on Kar rendered in its language; an uploaded PDF as it is; a Word file answers 409.',
      access: 'admin',
      reply: { pdf: true },
      errors: [404, 409],
    }),
    async (c) => {
      return fileResponse(await adminUsersService(info(c)).cvPdf(reader(c), idParam(c)));
    },
  )
  .get(
    '/admin/audit-log',
    doc({
      summary: 'The audit log of admin writes',
      description:
        'Who, what, on what, when, before and after; filter by admin, action, target and Baghdad days (`from`, `to`). Newest first, keyset-paged. Read only.',
      access: 'admin',
      query: auditQuerySchema,
      reply: { code: 'audit_loaded', data: ['entries', 'next_cursor'] },
    }),
    async (c) => {
      reader(c);
      return reply(c, 'audit_loaded', { ...(await auditPage(c.get('deps').db, readQuery(c, auditQuerySchema), c.get('locale'))) });
    },
  );

for (const decision of ['approve', 'reject', 'suspend', 'restore'] as const) decisionRoute(admin, decision);
for (const outcome of ['resolve', 'dismiss'] as const) reportRoute(admin, outcome);

/** What the admin console's work reaches on the other side: a company's review, and reporting a job. */
const others = new Hono<AppEnv>()
  .get(
    '/company/review',
    doc({
      summary: "The company's review: status and the admin's reason",
      description: 'The reason is given while the company is rejected or suspended.',
      access: 'company',
      reply: { code: 'review_loaded', data: ['review'] },
      errors: [404],
    }),
    async (c) => {
      return reply(c, 'review_loaded', { review: await companyReviewService(info(c)).own(requireAuth(c.get('auth'), 'company')) });
    },
  )
  .post(
    '/company/review-request',
    doc({
      summary: 'Ask to be reviewed again after a rejection',
      description: 'Back to `pending` once the details are corrected; 409 `review_request_not_allowed` unless rejected.',
      access: 'company',
      reply: { code: 'review_requested', data: ['review'] },
      errors: [404, 409],
    }),
    async (c) => {
      return reply(c, 'review_requested', { review: await companyReviewService(info(c)).requestReview(requireAuth(c.get('auth'), 'company')) });
    },
  )
  .post(
    '/jobs/:id{[0-9]+}/report',
    doc({
      summary: 'Report a job',
      description: 'Any signed-in seeker or company, once per job (409 `report_exists`). Jobs that are not public answer 404.',
      access: 'signed-in',
      body: jobReportSchema,
      reply: { code: 'report_sent', status: 201 },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'account', 'company');
      const { fields } = await readBody(c, jobReportSchema);
      await jobReportsService(info(c)).report(auth, idParam(c), fields);
      return reply(c, 'report_sent', undefined, 201);
    },
  );

/** Issue 14's admin console (`/admin/*`), with the company's review and job reports. */
export const adminRest = new Hono<AppEnv>().route('/', admin).route('/', others);
