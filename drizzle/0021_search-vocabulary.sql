CREATE TABLE `search_vocabulary` (
	`term` text PRIMARY KEY NOT NULL,
	`docs` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `search_vocabulary_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`refreshed_at` integer NOT NULL,
	`index_changed` integer DEFAULT false NOT NULL
);
