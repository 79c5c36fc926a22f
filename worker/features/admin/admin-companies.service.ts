import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { companies, companyAttachments, companyReviews, creditLedger, users } from '../../../db/schema';
import { AppError } from '../../http/errors';
import type { Authenticated } from '../../http/context';
import { afterReply, type RequestInfo } from '../../http/request-info';
import { rowsChanged } from '../auth/password.service';
import { toPublicCompany } from '../companies/companies.service';
import { companyDocumentPath } from '../companies/company-documents.service';
import { creditsService } from '../credits/credits.service';
import { boardChanged } from '../jobs/job-search.service';
import { companyDecisionMail } from './admin.mail';
import type { AdminCompaniesQuery, AdminCompany, CompanyStatus, CreditsGrantInput } from './admin.schemas';
import { auditStatement } from './audit.service';
import { beforeIdOf, nextIdCursor } from './paging';
import { contains } from '../../platform/sql-contains';

export const companyDecisions = ['approve', 'reject', 'suspend', 'restore'] as const;
export type CompanyDecision = (typeof companyDecisions)[number];

/** Where each decision may start from and where it leads; reject and suspend need a reason (e-mailed). */
const decisions: Record<CompanyDecision, { from: CompanyStatus[]; to: CompanyStatus; needsReason: boolean }> = {
  approve: { from: ['pending', 'rejected'], to: 'approved', needsReason: false },
  reject: { from: ['pending'], to: 'rejected', needsReason: true },
  suspend: { from: ['approved'], to: 'suspended', needsReason: true },
  restore: { from: ['suspended'], to: 'approved', needsReason: false },
};

/** The review queue and the decisions on companies (issue 14). */
export function adminCompaniesService(request: RequestInfo) {
  const { deps, locale } = request;
  const { db } = deps;

  /** Companies with their documents, reviews and balances, in three more queries for the whole page. */
  async function withDetails(rows: Array<{ user: typeof users.$inferSelect; company: typeof companies.$inferSelect }>): Promise<AdminCompany[]> {
    const ids = rows.map((row) => row.user.id);
    if (ids.length === 0) return [];
    const [documents, reviews, balances] = await Promise.all([
      db.select().from(companyAttachments).where(inArray(companyAttachments.companyId, ids)).orderBy(desc(companyAttachments.id)),
      db.select().from(companyReviews).where(inArray(companyReviews.companyId, ids)),
      db
        .select({ companyId: creditLedger.companyId, balance: sql<number>`coalesce(sum(${creditLedger.amount}), 0)` })
        .from(creditLedger)
        .where(inArray(creditLedger.companyId, ids))
        .groupBy(creditLedger.companyId),
    ]);
    return rows.map(({ user, company }) => {
      const review = reviews.find((row) => row.companyId === user.id);
      return {
        ...toPublicCompany(user, company),
        created_at: user.createdAt.toISOString(),
        credits: Number(balances.find((row) => row.companyId === user.id)?.balance ?? 0),
        review: review
          ? { reason: review.reason, decided_at: review.decidedAt?.toISOString() ?? null, review_requested_at: review.reviewRequestedAt?.toISOString() ?? null }
          : null,
        documents: documents
          .filter((document) => document.companyId === user.id)
          .map((document) => ({
            id: document.id,
            name: document.fileName,
            type: document.fileType,
            size: document.fileSize,
            url: companyDocumentPath(document.id),
            created_at: document.createdAt.toISOString(),
          })),
      };
    });
  }

  async function load(id: number) {
    const [row] = await db
      .select({ user: users, company: companies })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(companies.userId, id))
      .limit(1);
    if (!row) throw new AppError('not_found');
    return row;
  }

  return {
    async list(query: AdminCompaniesQuery): Promise<{ companies: AdminCompany[]; next_cursor: string | null }> {
      const beforeId = beforeIdOf(query.cursor, locale);
      const rows = await db
        .select({ user: users, company: companies })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.userId))
        .where(
          and(
            eq(companies.status, query.status),
            beforeId ? lt(companies.userId, beforeId) : undefined,
            query.q ? or(contains(companies.legalName, query.q), contains(users.email, query.q)) : undefined,
          ),
        )
        .orderBy(desc(companies.userId))
        .limit(query.limit + 1);
      const { page, next_cursor } = nextIdCursor(
        rows.map((row) => ({ ...row, id: row.user.id })),
        query.limit,
      );
      return { companies: await withDetails(page), next_cursor };
    },

    async get(id: number): Promise<AdminCompany> {
      const [company] = await withDetails([await load(id)]);
      if (!company) throw new AppError('not_found');
      return company;
    },

    /**
     * One batch: the status moves only from a status the decision starts from, the review row and the audit row are
     * written only when it did (each after the statement it depends on). Reject and suspend reasons are e-mailed.
     */
    async decide(admin: Authenticated, id: number, decision: CompanyDecision, reason: string | null): Promise<AdminCompany> {
      const rule = decisions[decision];
      const { user, company } = await load(id);
      const now = deps.clock.now();
      const kept = rule.needsReason ? reason : null;
      const [moved] = await db.batch([
        db
          .update(companies)
          .set({ status: rule.to, updatedAt: now })
          .where(and(eq(companies.userId, id), inArray(companies.status, rule.from))),
        db.run(sql`
          insert into ${companyReviews} (company_id, reason, decided_at, decided_by, review_requested_at)
          select ${id}, ${kept}, ${now.getTime()}, ${admin.user.id}, null where changes() > 0
          on conflict (company_id) do update set reason = excluded.reason, decided_at = excluded.decided_at, decided_by = excluded.decided_by, review_requested_at = null`),
        auditStatement(db, {
          adminId: admin.user.id,
          action: `company.${decision}`,
          targetType: 'company',
          targetId: id,
          before: { status: company.status },
          after: { status: rule.to, ...(kept ? { reason: kept } : {}) },
          at: now,
        }),
      ]);
      if (rowsChanged(moved) === 0) throw new AppError('company_review_not_allowed');
      // Suspending hides the company's jobs and restoring shows them: the front page must not keep its old list.
      await boardChanged(db, { companyId: id });
      if (decision !== 'restore') {
        await afterReply(request, 'company decision mail', () => deps.mailer.send(companyDecisionMail(user.email, user.locale, rule.to, kept)), {
          company_id: id,
        });
      }
      return this.get(id);
    },

    /** Grants (or takes back) credits: a ledger row, written only while the balance stays at zero or above. */
    async grantCredits(admin: Authenticated, id: number, input: CreditsGrantInput): Promise<{ balance: number }> {
      await load(id);
      const credits = creditsService(deps);
      const before = await credits.balance(id);
      const now = deps.clock.now();
      const [granted] = await db.batch([
        db.run(sql`
          insert into ${creditLedger} (company_id, amount, reason, job_id, created_at)
          select ${id}, ${input.amount}, ${input.reason}, null, ${now.getTime()}
          where (select coalesce(sum(amount), 0) from ${creditLedger} where company_id = ${id}) + ${input.amount} >= 0`),
        auditStatement(db, {
          adminId: admin.user.id,
          action: 'company.credits',
          targetType: 'company',
          targetId: id,
          before: { balance: before },
          after: { balance: before + input.amount, amount: input.amount, reason: input.reason },
          at: now,
        }),
      ]);
      if (rowsChanged(granted) === 0) throw new AppError('credits_below_zero');
      return { balance: await credits.balance(id) };
    },
  };
}
