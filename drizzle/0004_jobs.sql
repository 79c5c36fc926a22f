CREATE TABLE `credit_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`reason` text NOT NULL,
	`job_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `credit_ledger_company` ON `credit_ledger` (`company_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `credit_ledger_one_publish_per_job` ON `credit_ledger` (`job_id`) WHERE reason = 'publish';--> statement-breakpoint
CREATE TABLE `job_requirements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`name` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_requirements_job` ON `job_requirements` (`job_id`,`position`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`language` text NOT NULL,
	`position_id` integer NOT NULL,
	`sector_id` integer NOT NULL,
	`city_id` integer NOT NULL,
	`job_type_id` integer NOT NULL,
	`workplace` text NOT NULL,
	`experience_level` text NOT NULL,
	`salary_min` integer,
	`salary_max` integer,
	`salary_currency` text,
	`salary_visible` integer DEFAULT false NOT NULL,
	`language_ids` text DEFAULT '[]' NOT NULL,
	`openings` integer DEFAULT 1 NOT NULL,
	`deadline_at` integer NOT NULL,
	`state` text DEFAULT 'draft' NOT NULL,
	`published_at` integer,
	`search_rowid` integer,
	`deleted_at` integer,
	`title_folded` text NOT NULL,
	`body_folded` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`position_id`) REFERENCES `positions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sector_id`) REFERENCES `sectors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`job_type_id`) REFERENCES `job_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `jobs_company_state` ON `jobs` (`company_id`,`state`);--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_search_rowid` ON `jobs` (`search_rowid`);--> statement-breakpoint
CREATE INDEX `jobs_search_cover` ON `jobs` (`search_rowid`,`state`,`deleted_at`,`deadline_at`,`company_id`,`city_id`,`job_type_id`,`sector_id`,`position_id`,`workplace`,`experience_level`,`published_at`,`salary_visible`,`salary_currency`,`salary_min`,`salary_max`);--> statement-breakpoint
CREATE TABLE `saved_jobs` (
	`user_id` integer NOT NULL,
	`job_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `job_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_jobs_user_newest` ON `saved_jobs` (`user_id`,`created_at`);