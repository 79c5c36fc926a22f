CREATE INDEX `applications_job_created` ON `applications` (`job_id`,`created_at`,`stage`);--> statement-breakpoint
CREATE INDEX `applications_hired` ON `applications` (`job_id`,`stage_changed_at`) WHERE stage = 'hired';--> statement-breakpoint
CREATE INDEX `interviews_application_status_starts` ON `interviews` (`application_id`,`status`,`starts_at`);