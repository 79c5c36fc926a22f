import { type AnyColumn, and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { applications, companies, jobs, offers } from '../../../db/schema';
import type { ApplicationStage } from '../applications/applications.schemas';
import { companyMoveStatements } from '../pipeline/stage-moves.service';
import { closedStages } from './interviews.schemas';
import { applicationColumns } from './interviews.repo';
import type { OfferInput } from './interviews.schemas';

const stageList = (stages: readonly ApplicationStage[]) =>
  sql.join(
    stages.map((stage) => sql`${stage}`),
    sql`, `,
  );

/** A pending offer still open: one per application at a time (an expired one no longer counts). */
const openOfferOf = (applicationId: AnyColumn | number, now: Date) =>
  sql`exists (select 1 from ${offers} o where o.application_id = ${applicationId} and o.status = 'pending' and o.expires_at > ${now.getTime()})`;

/** The company's offers: every query names the company, so another company's ids find nothing. */
export function offersRepo(db: Database) {
  const withApplication = () =>
    db
      .select({ offer: offers, ...applicationColumns })
      .from(offers)
      .innerJoin(applications, eq(applications.id, offers.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.userId, jobs.companyId));

  return {
    one: async (companyId: number, offerId: number) =>
      (
        await withApplication()
          .where(and(eq(offers.id, offerId), eq(jobs.companyId, companyId)))
          .limit(1)
      )[0],

    ofApplication: (applicationId: number) => withApplication().where(eq(offers.applicationId, applicationId)).orderBy(desc(offers.id)),

    hasOpenOffer: async (applicationId: number, now: Date) =>
      Boolean((await db.get<{ open: number }>(sql`select ${openOfferOf(applicationId, now)} as open`))?.open),

    /**
     * The offer and the application's move to `offer` (its event first), in one batch. The offer is written only
     * while the application is the company's, still open and without an open offer; the move only when that offer
     * was written (the one pending offer made at `now`). Returns the new offer's id, or null when nothing was written.
     */
    async create(companyId: number, actorId: number, applicationId: number, input: OfferInput, now: Date): Promise<number | null> {
      const at = now.getTime();
      const [inserted] = await db.batch([
        db.all<{
          id: number;
        }>(sql`insert into ${offers} (application_id, title, salary, salary_currency, start_date, expires_at, message, status, created_at, updated_at)
          select ${applications.id}, ${input.title}, ${input.salary}, ${input.salary_currency}, ${input.start_date}, ${Date.parse(input.expires_at)}, ${input.message}, 'pending', ${at}, ${at}
          from ${applications} inner join ${jobs} on ${jobs.id} = ${applications.jobId}
          where ${applications.id} = ${applicationId} and ${jobs.companyId} = ${companyId}
            and ${applications.stage} not in (${stageList(closedStages)}) and not ${openOfferOf(applications.id, now)}
          returning id`),
        ...companyMoveStatements(db, {
          applicationIds: [applicationId],
          companyId,
          actorId,
          to: 'offer',
          batchId: crypto.randomUUID(),
          at: now,
          extra: sql`exists (select 1 from ${offers} o where o.application_id = ${applications.id} and o.status = 'pending' and o.created_at = ${at})`,
        }),
      ]);
      return inserted[0]?.id ?? null;
    },

    /** Only a pending offer: returns the withdrawn row, or nothing when it was answered meanwhile. */
    withdraw: async (offerId: number, now: Date) =>
      (
        await db
          .update(offers)
          .set({ status: 'withdrawn', respondedAt: now, updatedAt: now })
          .where(and(eq(offers.id, offerId), eq(offers.status, 'pending')))
          .returning()
      )[0],
  };
}

export type OfferRow = NonNullable<Awaited<ReturnType<ReturnType<typeof offersRepo>['one']>>>;
