CREATE TABLE `job_takedowns` (
	`job_id` integer PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`state_before` text NOT NULL,
	`taken_down_at` integer NOT NULL,
	`taken_down_by` integer,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`taken_down_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
