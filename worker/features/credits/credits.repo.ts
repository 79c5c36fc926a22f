import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { creditLedger, jobs, users } from '../../../db/schema';

export function creditsRepo(db: Database) {
  const balanceOf = (companyId: number | SQL) =>
    sql<number>`(select coalesce(sum(${creditLedger.amount}), 0) from ${creditLedger} where ${creditLedger.companyId} = ${companyId})`;

  return {
    async balance(companyId: number): Promise<number> {
      const [row] = await db.all<{ balance: number }>(sql`select ${balanceOf(companyId)} as balance`);
      return Number(row?.balance ?? 0);
    },

    ledger: (companyId: number, limit: number) =>
      db
        .select({ amount: creditLedger.amount, reason: creditLedger.reason, jobId: creditLedger.jobId, at: creditLedger.createdAt })
        .from(creditLedger)
        .where(eq(creditLedger.companyId, companyId))
        .orderBy(desc(creditLedger.id))
        .limit(limit),

    /** A grant for the company named by `companyId` (a value or a subquery, for a batch that also creates it). */
    grant: (companyId: number | SQL, amount: number, reason: string, at: Date) =>
      db.insert(creditLedger).values({ companyId, amount, reason, jobId: null, createdAt: at }),

    /**
     * Spends one credit on publishing a draft: inserts the -1 row only while the job is still this company's draft and
     * the balance is at least one. Both conditions are read inside the statement, so concurrent publishes cannot
     * both see the last credit; the unique index on publish rows makes a second spend for one job impossible.
     */
    spendOnPublish: (companyId: number, jobId: number, at: Date) =>
      db.run(sql`
        insert or ignore into ${creditLedger} (company_id, amount, reason, job_id, created_at)
        select ${companyId}, -1, 'publish', ${jobId}, ${at.getTime()}
        where (select ${jobs.state} from ${jobs} where ${jobs.id} = ${jobId} and ${jobs.companyId} = ${companyId} and ${jobs.deletedAt} is null) = 'draft'
          and ${balanceOf(companyId)} >= 1`),

    companyIdByEmail: async (email: string) => {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.email} = ${email} and ${users.type} = 'company'`)
        .limit(1);
      return row?.id;
    },
  };
}
