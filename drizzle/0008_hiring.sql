CREATE TABLE `application_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`sender_side` text NOT NULL,
	`sender_id` integer,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `application_messages_thread` ON `application_messages` (`application_id`,`id`);--> statement-breakpoint
CREATE TABLE `application_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`author_id` integer,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `application_notes_application` ON `application_notes` (`application_id`,`id`);--> statement-breakpoint
CREATE TABLE `thread_states` (
	`application_id` integer NOT NULL,
	`side` text NOT NULL,
	`last_read_message_id` integer DEFAULT 0 NOT NULL,
	`last_notice_at` integer,
	PRIMARY KEY(`application_id`, `side`),
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `application_events` ADD `batch_id` text;--> statement-breakpoint
CREATE INDEX `application_events_batch` ON `application_events` (`batch_id`);--> statement-breakpoint
ALTER TABLE `applications` ADD `rating` integer;