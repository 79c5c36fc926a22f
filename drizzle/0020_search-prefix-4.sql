-- The job index gains a prefix index of 4 letters (prefix='2 3 4'; docs/decisions/0012-search-relevance-tail.md,
-- "2026-11-26 (round 4, second pass)"): a typed 4-letter prefix with several words under it ("work": work, worker)
-- is then read as one doclist instead of merged from each word's list twice (once for the rows, once for bm25's IDF).
-- Same rows, same instances, same scores. FTS5 fixes its options at creation, so the table is rebuilt: the two
-- fts5vocab tables over it first, then the table, then its rows from the folded shadow columns of exactly the jobs
-- the triggers of 0005_jobs_search.sql index (those triggers name the table and stay as they are).
DROP TABLE IF EXISTS `jobs_fts_instances`;
--> statement-breakpoint
DROP TABLE IF EXISTS `jobs_fts_vocab`;
--> statement-breakpoint
DROP TABLE `jobs_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `jobs_fts` USING fts5(title, body, content='', tokenize="unicode61 remove_diacritics 2 tokenchars '+#'", prefix='2 3 4');
--> statement-breakpoint
INSERT INTO jobs_fts(rowid, title, body)
  SELECT search_rowid, title_folded, body_folded FROM jobs
  WHERE state = 'published' AND deleted_at IS NULL AND search_rowid IS NOT NULL;
--> statement-breakpoint
-- The index's words and how many jobs hold each: near words for the typo fallback.
CREATE VIRTUAL TABLE `jobs_fts_vocab` USING fts5vocab(jobs_fts, 'row');
--> statement-breakpoint
-- Each posting of the index's words, read lazily by prefix-terms.ts and termExists.
CREATE VIRTUAL TABLE `jobs_fts_instances` USING fts5vocab(jobs_fts, 'instance');
