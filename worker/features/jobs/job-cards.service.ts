import type { Database } from '../../../db/client';
import type { Locale } from '../../ports';
import { isOpen } from './job-state.service';
import { type CardSummaryRow, toCard } from './job-views';
import { jobsRepo } from './jobs.repo';
import type { JobCard } from './jobs.schemas';

/** What the cards of `jobCardsService` are made from: the job (whole, or what a card shows) and the names beside it. */
export type { CardSummaryRow };

/** A job's card with whether it takes applications now: the job as a seeker's application shows it. */
export type OpenCard = JobCard & { is_open: boolean };

export const openCardOf = (row: CardSummaryRow, now: Date): OpenCard => ({ ...toCard(row), is_open: isOpen(row.job, now) });

/** Jobs as other features read them (applying, a seeker's applications), in the reader's language. */
export function jobCardsService(db: Database) {
  const repo = jobsRepo(db);
  return {
    /** The whole job with its card's names and its company's name and status, in one query; undefined for an unknown id. */
    job: (id: number, locale: Locale) => repo.card(id, locale),

    /** What cards show of several jobs, in one query whatever the number of ids. */
    cards: (ids: readonly number[], locale: Locale) => repo.cardsByIds(ids, locale),
  };
}
