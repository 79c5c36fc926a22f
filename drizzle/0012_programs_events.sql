CREATE TABLE `program_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`category` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`language` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`place` text,
	`online_url` text,
	`image_key` text,
	`image_type` text,
	`capacity` integer,
	`registration_deadline` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`published_at` integer,
	`created_by` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `program_items_upcoming` ON `program_items` (`kind`,`status`,`starts_at`,`id`);--> statement-breakpoint
CREATE INDEX `program_items_kind` ON `program_items` (`kind`,`id`);--> statement-breakpoint
CREATE TABLE `program_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`cancelled_at` integer,
	`reminded_at` integer,
	FOREIGN KEY (`item_id`) REFERENCES `program_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `program_registrations_item_user` ON `program_registrations` (`item_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `program_registrations_user` ON `program_registrations` (`user_id`,`id`);