import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../http/errors';
import type { Deps } from '../../ports';
import { creditsRepo } from './credits.repo';

export interface CreditLedgerEntry {
  amount: number;
  reason: string;
  job_id: number | null;
  at: string;
}

export interface Credits {
  balance: number;
  ledger: CreditLedgerEntry[];
}

/** The ledger shown to a company: its newest rows (the balance always counts every row). */
const ledgerLength = 100;

export function creditsService(deps: Pick<Deps, 'db' | 'clock' | 'startingCredits'>) {
  const repo = creditsRepo(deps.db);
  return {
    async credits(companyId: number): Promise<Credits> {
      const [balance, ledger] = await Promise.all([repo.balance(companyId), repo.ledger(companyId, ledgerLength)]);
      return {
        balance,
        ledger: ledger.map((row) => ({ amount: row.amount, reason: row.reason, job_id: row.jobId, at: row.at.toISOString() })),
      };
    },

    balance: (companyId: number) => repo.balance(companyId),

    /** The starting grant, written in the sign-up batch (`companyId` is then a subquery on the new user). */
    startingGrant(companyId: number | SQL, at: Date) {
      return deps.startingCredits > 0 ? [repo.grant(companyId, deps.startingCredits, 'starting_grant', at)] : [];
    },

    /** One statement of the publish batch; it writes nothing when the balance is zero or the job is no draft. */
    spendOnPublish: (companyId: number, jobId: number, at: Date) => repo.spendOnPublish(companyId, jobId, at),
  };
}

/**
 * Adds (or, with a negative amount, takes back) credits for the company with this e-mail: the admin CLI's
 * `grant-credits`. Returns the new balance; a balance can never be taken below zero this way.
 */
export async function grantCredits(db: Database, email: string, amount: number, reason: string, at = new Date()): Promise<number> {
  if (!Number.isInteger(amount) || amount === 0) throw new AppError('validation_failed', { message: 'The amount must be a whole number other than 0.' });
  const repo = creditsRepo(db);
  const companyId = await repo.companyIdByEmail(email.trim().toLowerCase());
  if (companyId === undefined) throw new AppError('not_found', { message: `No company account for ${email}.` });
  const balance = await repo.balance(companyId);
  if (balance + amount < 0) throw new AppError('no_credits', { message: `The balance is ${balance}; it cannot go below zero.` });
  await repo.grant(companyId, amount, reason.trim() || 'admin_grant', at);
  return repo.balance(companyId);
}
