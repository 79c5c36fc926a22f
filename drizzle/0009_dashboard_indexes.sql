-- The company dashboard (issue 13) counts a company's applications through its jobs: its queries walk the
-- applications of each of the company's jobs. These indexes let them do so without reading application or
-- interview rows (rows hold statements, names and addresses; an index entry is a few numbers). Measured with
-- tests/bench/dashboard.ts (part `dashboard` of `npm run bench`), which also times every call without them.
-- Hand-written so that the dashboard leaves the applying feature's schema file alone; no code depends on their
-- existence, only on their speed.

-- Applications per day and month by created_at (analytics, per month, last week, the counting cards), in a window
-- by stage (per stage): a range of each job's entries.
CREATE INDEX `applications_job_created` ON `applications` (`job_id`,`created_at`,`stage`);--> statement-breakpoint
-- Hires (applications now at `hired`) by when they moved there: a small partial index, a twentieth of the rows.
CREATE INDEX `applications_hired` ON `applications` (`job_id`,`stage_changed_at`) WHERE `stage` = 'hired';--> statement-breakpoint
-- Interviews of an application that are not cancelled, by when they take place (analytics, interviews-count).
CREATE INDEX `interviews_application_status_starts` ON `interviews` (`application_id`,`status`,`starts_at`);
