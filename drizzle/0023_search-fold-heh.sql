-- fold() (worker/features/jobs/fold.ts) now makes ه one letter with ە anywhere in a word (issue 23: an Arabic keyboard
-- has no ە, so "ئهندازيار" is how people type ئەندازیار). The jobs already written keep the older fold in their
-- shadow columns and the index, where ه stayed ه inside a word. The new fold of any text is exactly the older one with
-- every ه made ە (ھ was already ه, ة and a word-final ه already ە, and no other rule sees either letter), so SQL can
-- fold them again: replace() on the shadow columns, then the index rebuilt from them as 0020 did.
--
-- Bounded for D1 (30 s a statement): the re-fold and the refill go in ranges of 50,000 jobs (16 s for 100,000 jobs'
-- refill on libSQL, 0020), up to 400,000 jobs and then the rest in one statement; an empty range is one index seek.
-- The update trigger of 0005 is set aside meanwhile: row by row it would delete each job's old words from the table
-- about to be rebuilt anyway. It is created again as it was.
DROP TRIGGER `jobs_fts_after_update`;
--> statement-breakpoint
UPDATE jobs SET title_folded = replace(title_folded, 'ه', 'ە'), body_folded = replace(body_folded, 'ه', 'ە')
  WHERE id > 0 AND id <= 50000 AND (instr(title_folded, 'ه') > 0 OR instr(body_folded, 'ه') > 0);
--> statement-breakpoint
UPDATE jobs SET title_folded = replace(title_folded, 'ه', 'ە'), body_folded = replace(body_folded, 'ه', 'ە')
  WHERE id > 50000 AND id <= 100000 AND (instr(title_folded, 'ه') > 0 OR instr(body_folded, 'ه') > 0);
--> statement-breakpoint
UPDATE jobs SET title_folded = replace(title_folded, 'ه', 'ە'), body_folded = replace(body_folded, 'ه', 'ە')
  WHERE id > 100000 AND id <= 150000 AND (instr(title_folded, 'ه') > 0 OR instr(body_folded, 'ه') > 0);
--> statement-breakpoint
UPDATE jobs SET title_folded = replace(title_folded, 'ه', 'ە'), body_folded = replace(body_folded, 'ه', 'ە')
  WHERE id > 150000 AND id <= 200000 AND (instr(title_folded, 'ه') > 0 OR instr(body_folded, 'ه') > 0);
--> statement-breakpoint
UPDATE jobs SET title_folded = replace(title_folded, 'ه', 'ە'), body_folded = replace(body_folded, 'ه', 'ە')
  WHERE id > 200000 AND id <= 250000 AND (instr(title_folded, 'ه') > 0 OR instr(body_folded, 'ه') > 0);
--> statement-breakpoint
UPDATE jobs SET title_folded = replace(title_folded, 'ه', 'ە'), body_folded = replace(body_folded, 'ه', 'ە')
  WHERE id > 250000 AND id <= 300000 AND (instr(title_folded, 'ه') > 0 OR instr(body_folded, 'ه') > 0);
--> statement-breakpoint
UPDATE jobs SET title_folded = replace(title_folded, 'ه', 'ە'), body_folded = replace(body_folded, 'ه', 'ە')
  WHERE id > 300000 AND id <= 350000 AND (instr(title_folded, 'ه') > 0 OR instr(body_folded, 'ه') > 0);
--> statement-breakpoint
UPDATE jobs SET title_folded = replace(title_folded, 'ه', 'ە'), body_folded = replace(body_folded, 'ه', 'ە')
  WHERE id > 350000 AND id <= 400000 AND (instr(title_folded, 'ه') > 0 OR instr(body_folded, 'ه') > 0);
--> statement-breakpoint
UPDATE jobs SET title_folded = replace(title_folded, 'ه', 'ە'), body_folded = replace(body_folded, 'ه', 'ە')
  WHERE id > 400000 AND (instr(title_folded, 'ه') > 0 OR instr(body_folded, 'ه') > 0);
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
  WHERE state = 'published' AND deleted_at IS NULL AND search_rowid > 0 AND search_rowid <= 50000;
--> statement-breakpoint
INSERT INTO jobs_fts(rowid, title, body)
  SELECT search_rowid, title_folded, body_folded FROM jobs
  WHERE state = 'published' AND deleted_at IS NULL AND search_rowid > 50000 AND search_rowid <= 100000;
--> statement-breakpoint
INSERT INTO jobs_fts(rowid, title, body)
  SELECT search_rowid, title_folded, body_folded FROM jobs
  WHERE state = 'published' AND deleted_at IS NULL AND search_rowid > 100000 AND search_rowid <= 150000;
--> statement-breakpoint
INSERT INTO jobs_fts(rowid, title, body)
  SELECT search_rowid, title_folded, body_folded FROM jobs
  WHERE state = 'published' AND deleted_at IS NULL AND search_rowid > 150000 AND search_rowid <= 200000;
--> statement-breakpoint
INSERT INTO jobs_fts(rowid, title, body)
  SELECT search_rowid, title_folded, body_folded FROM jobs
  WHERE state = 'published' AND deleted_at IS NULL AND search_rowid > 200000 AND search_rowid <= 250000;
--> statement-breakpoint
INSERT INTO jobs_fts(rowid, title, body)
  SELECT search_rowid, title_folded, body_folded FROM jobs
  WHERE state = 'published' AND deleted_at IS NULL AND search_rowid > 250000 AND search_rowid <= 300000;
--> statement-breakpoint
INSERT INTO jobs_fts(rowid, title, body)
  SELECT search_rowid, title_folded, body_folded FROM jobs
  WHERE state = 'published' AND deleted_at IS NULL AND search_rowid > 300000 AND search_rowid <= 350000;
--> statement-breakpoint
INSERT INTO jobs_fts(rowid, title, body)
  SELECT search_rowid, title_folded, body_folded FROM jobs
  WHERE state = 'published' AND deleted_at IS NULL AND search_rowid > 350000 AND search_rowid <= 400000;
--> statement-breakpoint
INSERT INTO jobs_fts(rowid, title, body)
  SELECT search_rowid, title_folded, body_folded FROM jobs
  WHERE state = 'published' AND deleted_at IS NULL AND search_rowid > 400000;
--> statement-breakpoint
-- The index's words and how many jobs hold each: near words for the typo fallback.
CREATE VIRTUAL TABLE `jobs_fts_vocab` USING fts5vocab(jobs_fts, 'row');
--> statement-breakpoint
-- Each posting of the index's words, read lazily by prefix-terms.ts and termExists.
CREATE VIRTUAL TABLE `jobs_fts_instances` USING fts5vocab(jobs_fts, 'instance');
--> statement-breakpoint
-- The typo fallback's copy of the words (0021) holds the older fold's: read fts5vocab until it is made again.
UPDATE search_vocabulary_state SET index_changed = 1;
