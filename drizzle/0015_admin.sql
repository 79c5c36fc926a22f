CREATE TABLE `admin_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`before` text,
	`after` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `admin_audit_admin` ON `admin_audit_log` (`admin_id`,`id`);--> statement-breakpoint
CREATE INDEX `admin_audit_action` ON `admin_audit_log` (`action`,`id`);--> statement-breakpoint
CREATE INDEX `admin_audit_target` ON `admin_audit_log` (`target_type`,`target_id`,`id`);--> statement-breakpoint
CREATE INDEX `admin_audit_time` ON `admin_audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `admin_sessions` (
	`session_id` text PRIMARY KEY NOT NULL,
	`last_seen_at` integer NOT NULL,
	`password_checked_at` integer NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `company_reviews` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`reason` text,
	`decided_at` integer,
	`decided_by` integer,
	`review_requested_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `disabled_accounts` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`disabled_at` integer NOT NULL,
	`disabled_by` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`disabled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `job_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`reporter_id` integer NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer NOT NULL,
	`handled_at` integer,
	`handled_by` integer,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`handled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_reports_one_per_user` ON `job_reports` (`job_id`,`reporter_id`);--> statement-breakpoint
CREATE INDEX `job_reports_queue` ON `job_reports` (`status`,`id`);