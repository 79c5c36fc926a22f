CREATE TABLE `application_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`from_stage` text,
	`to_stage` text NOT NULL,
	`actor_id` integer,
	`reason` text,
	`note` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `application_events_application` ON `application_events` (`application_id`,`id`);--> statement-breakpoint
CREATE TABLE `application_requirements` (
	`application_id` integer NOT NULL,
	`requirement_id` integer NOT NULL,
	PRIMARY KEY(`application_id`, `requirement_id`),
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requirement_id`) REFERENCES `job_requirements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`seeker_id` integer NOT NULL,
	`cv_id` integer,
	`stage` text DEFAULT 'applied' NOT NULL,
	`personal_statement` text NOT NULL,
	`statement_file_key` text,
	`statement_file_name` text,
	`statement_file_type` text,
	`statement_file_size` integer,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`cv_title` text NOT NULL,
	`cv_kind` text NOT NULL,
	`cv_language` text NOT NULL,
	`cv_file_key` text,
	`cv_file_name` text,
	`cv_file_type` text,
	`cv_file_size` integer,
	`cv_data_key` text,
	`requirements_ticked` integer DEFAULT 0 NOT NULL,
	`requirements_total` integer DEFAULT 0 NOT NULL,
	`stage_changed_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seeker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cv_id`) REFERENCES `cvs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `applications_job_seeker` ON `applications` (`job_id`,`seeker_id`);--> statement-breakpoint
CREATE INDEX `applications_seeker_newest` ON `applications` (`seeker_id`,`id`);--> statement-breakpoint
CREATE INDEX `applications_job_stage` ON `applications` (`job_id`,`stage`,`id`);--> statement-breakpoint
CREATE TABLE `company_hiring_settings` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`applicant_notice` text DEFAULT 'each' NOT NULL,
	`mail_rejections` integer DEFAULT true NOT NULL,
	`digest_sent_until` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `interviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`duration_minutes` integer NOT NULL,
	`mode` text NOT NULL,
	`location` text,
	`meeting_url` text,
	`note` text,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`uid` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interviews_uid` ON `interviews` (`uid`);--> statement-breakpoint
CREATE INDEX `interviews_application` ON `interviews` (`application_id`);--> statement-breakpoint
CREATE INDEX `interviews_starts` ON `interviews` (`starts_at`);--> statement-breakpoint
CREATE TABLE `offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`title` text NOT NULL,
	`salary` integer NOT NULL,
	`salary_currency` text NOT NULL,
	`start_date` text NOT NULL,
	`expires_at` integer NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`responded_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `offers_application` ON `offers` (`application_id`);--> statement-breakpoint
CREATE TABLE `pending_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`job_id` integer NOT NULL,
	`cv_id` integer,
	`personal_statement` text,
	`expires_at` integer NOT NULL,
	`submitted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cv_id`) REFERENCES `cvs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pending_applications_user` ON `pending_applications` (`user_id`);