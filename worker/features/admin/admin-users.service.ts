import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { applications, companies, cvs, disabledAccounts, jobs, sessions, users } from '../../../db/schema';
import type { Authenticated } from '../../http/context';
import { AppError } from '../../http/errors';
import type { RequestInfo } from '../../http/request-info';
import { rowsChanged } from '../auth/password.service';
import { cvReader } from '../cvs/cv-detail.service';
import { cvPdfService } from '../cvs/cv-pdf.service';
import type { CvDetail } from '../cvs/cvs.schemas';
import type { AdminUser, AdminUserProfile, AdminUsersQuery } from './admin.schemas';
import { auditRow, auditStatement } from './audit.service';
import { factorSummaryOf, removeAllFactorsStatements, tellFactorsRemoved } from '../security/factors.service';
import { beforeIdOf, nextIdCursor } from './paging';
import { contains } from '../../platform/sql-contains';

const userColumns = {
  user: users,
  companyName: companies.legalName,
  companyStatus: companies.status,
  disabledReason: disabledAccounts.reason,
};

type UserListRow = { user: typeof users.$inferSelect; companyName: string | null; companyStatus: AdminUser['company_status']; disabledReason: string | null };

function toAdminUser({ user, companyName, companyStatus, disabledReason }: UserListRow): AdminUser {
  return {
    id: user.id,
    type: user.type,
    email: user.email,
    name: companyName ?? user.fullName,
    company_status: companyStatus ?? null,
    disabled: disabledReason !== null,
    password_change_required: user.passwordChangeRequired,
    created_at: user.createdAt.toISOString(),
  };
}

/** Seekers and companies as admins find and help them (issue 14): search, profile, forced reset, disable, CVs. */
export function adminUsersService(request: RequestInfo) {
  const { deps, locale } = request;
  const { db } = deps;

  const selectUsers = () =>
    db.select(userColumns).from(users).leftJoin(companies, eq(companies.userId, users.id)).leftJoin(disabledAccounts, eq(disabledAccounts.userId, users.id));

  async function load(id: number): Promise<UserListRow> {
    const [row] = await selectUsers().where(eq(users.id, id)).limit(1);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** Admins are changed only from the command line: the console cannot lock its own people out. */
  async function nonAdmin(id: number): Promise<UserListRow> {
    const row = await load(id);
    if (row.user.type === 'admin') throw new AppError('admin_target_not_allowed');
    return row;
  }

  const revokeSessions = (id: number, at: Date) =>
    db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));

  return {
    async search(query: AdminUsersQuery): Promise<{ users: AdminUser[]; next_cursor: string | null }> {
      const beforeId = beforeIdOf(query.cursor, locale);
      const rows = await selectUsers()
        .where(
          and(
            beforeId ? lt(users.id, beforeId) : undefined,
            query.type ? eq(users.type, query.type) : undefined,
            query.q ? or(contains(users.email, query.q), contains(users.fullName, query.q), contains(companies.legalName, query.q)) : undefined,
          ),
        )
        .orderBy(desc(users.id))
        .limit(query.limit + 1);
      const { page, next_cursor } = nextIdCursor(
        rows.map((row) => ({ ...row, id: row.user.id })),
        query.limit,
      );
      return { users: page.map(toAdminUser), next_cursor };
    },

    async profile(id: number): Promise<AdminUserProfile> {
      const row = await load(id);
      const { user } = row;
      const [factors, cvRows, [counts]] = await Promise.all([
        factorSummaryOf(db, id),
        db
          .select({ id: cvs.id, title: cvs.title, language: cvs.language, fileKey: cvs.fileKey, updatedAt: cvs.updatedAt })
          .from(cvs)
          .where(eq(cvs.userId, id))
          .orderBy(desc(cvs.id)),
        db
          .select({
            applications: sql<number>`(select count(*) from ${applications} where ${applications.seekerId} = ${id})`,
            jobs: sql<number>`(select count(*) from ${jobs} where ${jobs.companyId} = ${id} and ${jobs.deletedAt} is null)`,
          })
          .from(sql`(select 1)`),
      ]);
      return {
        ...toAdminUser(row),
        phone_number: user.phoneNumber,
        locale: user.locale,
        email_verified: user.emailVerifiedAt !== null,
        locked_until: user.lockedUntil?.toISOString() ?? null,
        disabled_reason: row.disabledReason,
        cvs: cvRows.map((cv) => ({ id: cv.id, title: cv.title, language: cv.language, uploaded: cv.fileKey !== null, updated_at: cv.updatedAt.toISOString() })),
        applications: Number(counts?.applications ?? 0),
        jobs: Number(counts?.jobs ?? 0),
        second_factors: { totp: factors.totp, recovery_codes_left: factors.recoveryCodes, passkeys: factors.passkeys },
      };
    },

    /**
     * The reset by an admin (docs/product.md#admin-console): every session ends and the next sign-in opens the
     * forgot-password flow (a session of a user whose password must change opens nothing until it is replaced).
     */
    async forceReset(admin: Authenticated, id: number): Promise<void> {
      const { user } = await nonAdmin(id);
      const now = deps.clock.now();
      await db.batch([
        db
          .update(users)
          .set({ passwordChangeRequired: true, updatedAt: now })
          .where(and(eq(users.id, id), ne(users.type, 'admin'))),
        auditStatement(db, {
          adminId: admin.user.id,
          action: 'user.force_reset',
          targetType: 'user',
          targetId: id,
          before: { password_change_required: user.passwordChangeRequired },
          after: { password_change_required: true },
          at: now,
        }),
        revokeSessions(id, now),
      ]);
    },

    /**
     * For an owner locked out with no factor and no recovery code left (docs/product.md#two-step-sign-in): every second
     * step of the account goes, audited and told to the account by mail. 409 when it has none.
     */
    async removeSecondFactors(admin: Authenticated, id: number): Promise<void> {
      const { user } = await nonAdmin(id);
      const before = await factorSummaryOf(db, id);
      if (!before.totp && before.recoveryCodes === 0 && before.passkeys === 0) throw new AppError('second_factor_missing');
      const now = deps.clock.now();
      await db.batch([
        ...removeAllFactorsStatements(db, id),
        // Unconditional: the last removal may change no row (an account with no passkey), the check above saw factors.
        auditRow(db, {
          adminId: admin.user.id,
          action: 'user.remove_second_factors',
          targetType: 'user',
          targetId: id,
          before: { totp: before.totp, recovery_codes_left: before.recoveryCodes, passkeys: before.passkeys },
          after: { totp: false, recovery_codes_left: 0, passkeys: 0 },
          at: now,
        }),
      ]);
      await tellFactorsRemoved(request, user);
    },

    /** A disabled account cannot sign in and every session of it ends; 409 when it already is disabled. */
    async disable(admin: Authenticated, id: number, reason: string): Promise<void> {
      await nonAdmin(id);
      const now = deps.clock.now();
      const [disabled] = await db.batch([
        db.insert(disabledAccounts).values({ userId: id, reason, disabledAt: now, disabledBy: admin.user.id }).onConflictDoNothing(),
        auditStatement(db, {
          adminId: admin.user.id,
          action: 'user.disable',
          targetType: 'user',
          targetId: id,
          before: { disabled: false },
          after: { disabled: true, reason },
          at: now,
        }),
        revokeSessions(id, now),
      ]);
      if (rowsChanged(disabled) === 0) throw new AppError('conflict');
    },

    async enable(admin: Authenticated, id: number): Promise<void> {
      const row = await nonAdmin(id);
      const now = deps.clock.now();
      const [enabled] = await db.batch([
        db.delete(disabledAccounts).where(eq(disabledAccounts.userId, id)),
        auditStatement(db, {
          adminId: admin.user.id,
          action: 'user.enable',
          targetType: 'user',
          targetId: id,
          before: { disabled: true, reason: row.disabledReason },
          after: { disabled: false },
          at: now,
        }),
      ]);
      if (rowsChanged(enabled) === 0) throw new AppError('conflict');
    },

    /** The admin CV view (docs/product.md#admin-console): any CV, read-only, with its owner. */
    async cv(id: number): Promise<{ cv: CvDetail; owner: { id: number; email: string } }> {
      const [row] = await db.select({ cv: cvs, email: users.email }).from(cvs).innerJoin(users, eq(users.id, cvs.userId)).where(eq(cvs.id, id)).limit(1);
      if (!row) throw new AppError('not_found');
      return { cv: await cvReader(request).detail(row.cv, row.cv.language), owner: { id: row.cv.userId, email: row.email } };
    },

    cvPdf: (admin: Authenticated, id: number) => cvPdfService(request).renderAny(admin, id),
  };
}
