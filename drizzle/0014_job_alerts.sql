CREATE TABLE `alert_deliveries` (
	`alert_id` integer NOT NULL,
	`job_id` integer NOT NULL,
	`delivered_at` integer NOT NULL,
	PRIMARY KEY(`alert_id`, `job_id`),
	FOREIGN KEY (`alert_id`) REFERENCES `job_alerts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `alert_runs` (
	`frequency` text NOT NULL,
	`run_key` text NOT NULL,
	`since_rowid` integer NOT NULL,
	`until_rowid` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`frequency`, `run_key`)
);
--> statement-breakpoint
CREATE TABLE `job_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`email` text,
	`search` text NOT NULL,
	`q_folded` text NOT NULL,
	`frequency` text NOT NULL,
	`paused` integer DEFAULT false NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`confirm_token_hash` text,
	`confirmed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_alerts_user` ON `job_alerts` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `job_alerts_email` ON `job_alerts` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `job_alerts_confirm_token` ON `job_alerts` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `job_alerts_live` ON `job_alerts` (`frequency`,`id`) WHERE paused = 0 and confirmed_at is not null;--> statement-breakpoint
ALTER TABLE `dev_outbox` ADD `headers` text;