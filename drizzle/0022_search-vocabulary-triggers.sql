-- The copy of the index's words (search_vocabulary, 0021) is read only while it equals the index: every change that
-- the triggers of 0005_jobs_search.sql make to jobs_fts also marks the copy as behind (search-vocabulary.ts then
-- reads fts5vocab until a typo search copies it again). Same conditions as those triggers, or wider.
CREATE TRIGGER `jobs_vocabulary_after_insert` AFTER INSERT ON `jobs`
  WHEN new.state = 'published' AND new.deleted_at IS NULL AND new.search_rowid IS NOT NULL BEGIN
  UPDATE search_vocabulary_state SET index_changed = 1 WHERE index_changed = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_vocabulary_after_update` AFTER UPDATE OF state, deleted_at, search_rowid, title_folded, body_folded ON `jobs`
  WHEN old.state = 'published' OR new.state = 'published' BEGIN
  UPDATE search_vocabulary_state SET index_changed = 1 WHERE index_changed = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_vocabulary_after_delete` AFTER DELETE ON `jobs`
  WHEN old.state = 'published' BEGIN
  UPDATE search_vocabulary_state SET index_changed = 1 WHERE index_changed = 0;
END;
