CREATE TABLE `message_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`send_id` text NOT NULL,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`status` text NOT NULL,
	`provider_id` text,
	`error` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `dev_outbox` ADD `channel` text DEFAULT 'email' NOT NULL;