CREATE TABLE `skill_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`name_folded` text NOT NULL,
	`job_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`skill_id` integer,
	`reviewed_by` integer,
	`reviewed_at` integer,
	`reason` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`skill_id`) REFERENCES `skills`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `skill_requests_company` ON `skill_requests` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `skill_requests_queue` ON `skill_requests` (`status`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `skill_requests_pending_name` ON `skill_requests` (`name_folded`) WHERE "skill_requests"."status" = 'pending';