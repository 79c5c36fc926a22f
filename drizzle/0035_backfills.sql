CREATE TABLE `backfills` (
	`name` text PRIMARY KEY NOT NULL,
	`cursor` integer NOT NULL,
	`step_from` integer,
	`step_to` integer,
	`claim` text,
	`steps` integer DEFAULT 0 NOT NULL,
	`requested_at` integer NOT NULL,
	`updated_at` integer,
	`finished_at` integer
);
--> statement-breakpoint
-- The job search index can be refilled in steps (worker/features/jobs/search-index-backfill.ts,
-- docs/decisions/0026-batched-backfills.md) instead of one INSERT … SELECT over every job, which passes D1's 30 s a
-- statement somewhere past 100,000 jobs (0020 and 0023 did it in one statement or in fixed ranges). While a refill of
-- `jobs_fts` is under way its row in `backfills` holds a cursor: jobs with search_rowid at or above it are in the
-- index (filled, or published since), jobs below it wait for a step, which reads their folded text as it is then.
-- The triggers of 0005 (0023 made the update one again as it was) therefore leave the rows below the cursor alone: a
-- 'delete' of words a contentless index never held would corrupt it, and an insert would be done twice. With no refill
-- under way the cursor reads 0 and the triggers do exactly what they did.
DROP TRIGGER `jobs_fts_after_insert`;
--> statement-breakpoint
DROP TRIGGER `jobs_fts_after_update`;
--> statement-breakpoint
DROP TRIGGER `jobs_fts_after_delete`;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_after_insert` AFTER INSERT ON `jobs`
  WHEN new.state = 'published' AND new.deleted_at IS NULL AND new.search_rowid IS NOT NULL
    AND new.search_rowid >= (SELECT coalesce(max(cursor), 0) FROM backfills WHERE name = 'jobs_fts' AND finished_at IS NULL) BEGIN
  INSERT INTO jobs_fts(rowid, title, body) VALUES (new.search_rowid, new.title_folded, new.body_folded);
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_after_update` AFTER UPDATE OF state, deleted_at, search_rowid, title_folded, body_folded ON `jobs` BEGIN
  INSERT INTO jobs_fts(jobs_fts, rowid, title, body)
    SELECT 'delete', old.search_rowid, old.title_folded, old.body_folded
    WHERE old.state = 'published' AND old.deleted_at IS NULL AND old.search_rowid IS NOT NULL
      AND old.search_rowid >= (SELECT coalesce(max(cursor), 0) FROM backfills WHERE name = 'jobs_fts' AND finished_at IS NULL);
  INSERT INTO jobs_fts(rowid, title, body)
    SELECT new.search_rowid, new.title_folded, new.body_folded
    WHERE new.state = 'published' AND new.deleted_at IS NULL AND new.search_rowid IS NOT NULL
      AND new.search_rowid >= (SELECT coalesce(max(cursor), 0) FROM backfills WHERE name = 'jobs_fts' AND finished_at IS NULL);
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_after_delete` AFTER DELETE ON `jobs`
  WHEN old.state = 'published' AND old.deleted_at IS NULL AND old.search_rowid IS NOT NULL
    AND old.search_rowid >= (SELECT coalesce(max(cursor), 0) FROM backfills WHERE name = 'jobs_fts' AND finished_at IS NULL) BEGIN
  INSERT INTO jobs_fts(jobs_fts, rowid, title, body) VALUES ('delete', old.search_rowid, old.title_folded, old.body_folded);
END;
