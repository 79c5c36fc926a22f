CREATE TABLE `job_share_cards` (
	`job_id` integer PRIMARY KEY NOT NULL,
	`version` text NOT NULL,
	`bytes` integer NOT NULL,
	`rendered_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
