-- Job search (DESIGN.md, "Search that reads Kurdish and Arabic as people type them"). A contentless FTS5 table over
-- the folded shadow columns of published jobs, kept by triggers so that it changes in the same statement, and so the
-- same batch, as the job. Its rowid is the job's search_rowid (a publish sequence), so matches come newest first.
-- Contentless rows are removed with FTS5's 'delete' command and the old folded text.
CREATE VIRTUAL TABLE `jobs_fts` USING fts5(title, body, content='', tokenize="unicode61 remove_diacritics 2 tokenchars '+#'", prefix='2 3');
--> statement-breakpoint
-- The index's words and how many jobs hold each: near words for the typo fallback.
CREATE VIRTUAL TABLE `jobs_fts_vocab` USING fts5vocab(jobs_fts, 'row');
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_after_insert` AFTER INSERT ON `jobs`
  WHEN new.state = 'published' AND new.deleted_at IS NULL AND new.search_rowid IS NOT NULL BEGIN
  INSERT INTO jobs_fts(rowid, title, body) VALUES (new.search_rowid, new.title_folded, new.body_folded);
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_after_update` AFTER UPDATE OF state, deleted_at, search_rowid, title_folded, body_folded ON `jobs` BEGIN
  INSERT INTO jobs_fts(jobs_fts, rowid, title, body)
    SELECT 'delete', old.search_rowid, old.title_folded, old.body_folded
    WHERE old.state = 'published' AND old.deleted_at IS NULL AND old.search_rowid IS NOT NULL;
  INSERT INTO jobs_fts(rowid, title, body)
    SELECT new.search_rowid, new.title_folded, new.body_folded
    WHERE new.state = 'published' AND new.deleted_at IS NULL AND new.search_rowid IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_after_delete` AFTER DELETE ON `jobs`
  WHEN old.state = 'published' AND old.deleted_at IS NULL AND old.search_rowid IS NOT NULL BEGIN
  INSERT INTO jobs_fts(jobs_fts, rowid, title, body) VALUES ('delete', old.search_rowid, old.title_folded, old.body_folded);
END;
--> statement-breakpoint
-- A search checks each candidate's company is approved; company rows hold long texts, this index holds the answer.
CREATE INDEX `companies_status_for_search` ON `companies` (`user_id`, `status`);
