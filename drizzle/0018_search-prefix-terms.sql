-- Each posting of the job index's words (term, doc, col, offset), read lazily: job-search's prefix-terms.ts seeks it
-- for the first word at or after a typed prefix and the word after that, to tell whether the prefix starts exactly
-- one word (the 'row' vocabulary, jobs_fts_vocab, would count every posting of each word it passes).
CREATE VIRTUAL TABLE `jobs_fts_instances` USING fts5vocab(jobs_fts, 'instance');
