ALTER TABLE `pending_applications` ADD `requirement_ids` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `pending_applications` ADD `password_set_at` integer;