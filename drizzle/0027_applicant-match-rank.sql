DROP INDEX `application_matches_job_score`;--> statement-breakpoint
ALTER TABLE `application_matches` ADD `rank` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `application_matches_job_rank` ON `application_matches` (`job_id`,`rank`,`application_id`);--> statement-breakpoint
-- Every application has a match row from the moment it exists (applying then fills it in the same batch): the
-- applicants table's match sort walks application_matches_job_rank and needs every applicant there.
CREATE TRIGGER `application_matches_neutral_row` AFTER INSERT ON `applications` BEGIN
  INSERT OR IGNORE INTO application_matches (application_id, job_id, score, met, total, must_met, must_total, not_a_fit, facts, rank)
  VALUES (new.id, new.job_id, 0, 0, 0, 0, 0, 0, 'null',
    CASE WHEN new.requirements_total = 0 THEN 1000 ELSE new.requirements_ticked * 1000 / new.requirements_total END);
END;
--> statement-breakpoint
INSERT OR IGNORE INTO application_matches (application_id, job_id, score, met, total, must_met, must_total, not_a_fit, facts, rank)
  SELECT id, job_id, 0, 0, 0, 0, 0, 0, 'null',
    CASE WHEN requirements_total = 0 THEN 1000 ELSE requirements_ticked * 1000 / requirements_total END
  FROM applications;
--> statement-breakpoint
UPDATE application_matches SET rank = score * 1001 + (
  SELECT CASE WHEN a.requirements_total = 0 THEN 1000 ELSE a.requirements_ticked * 1000 / a.requirements_total END
  FROM applications a WHERE a.id = application_matches.application_id);
