import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { jobShareCards } from '../../../db/schema/share-cards';

export type ShareCardRow = typeof jobShareCards.$inferSelect;

export function shareCardsRepo(db: Database) {
  return {
    async byJob(jobId: number): Promise<ShareCardRow | undefined> {
      const [row] = await db.select().from(jobShareCards).where(eq(jobShareCards.jobId, jobId)).limit(1);
      return row;
    },

    save: (row: ShareCardRow) =>
      db
        .insert(jobShareCards)
        .values(row)
        .onConflictDoUpdate({ target: jobShareCards.jobId, set: { version: row.version, bytes: row.bytes, renderedAt: row.renderedAt } }),
  };
}
