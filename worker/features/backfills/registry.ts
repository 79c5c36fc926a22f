// Extensions spelled out: scripts/db-backfill.ts and the benches run this under plain Node.
import type { Backfill } from '../../shared/backfill.ts';
import { searchIndexBackfill } from '../jobs/search-index-backfill.service.ts';

/** Every backfill a migration may ask for by name (docs/decisions/0026-batched-backfills.md). */
export const registeredBackfills: readonly Backfill[] = [searchIndexBackfill];
