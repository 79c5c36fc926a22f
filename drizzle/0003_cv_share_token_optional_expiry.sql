PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_cv_awards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cv_id` integer NOT NULL,
	`title` text NOT NULL,
	`kind` text NOT NULL,
	`organization` text NOT NULL,
	`issued` text NOT NULL,
	`expires` text,
	`url` text,
	`description` text,
	FOREIGN KEY (`cv_id`) REFERENCES `cvs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_cv_awards`("id", "cv_id", "title", "kind", "organization", "issued", "expires", "url", "description") SELECT "id", "cv_id", "title", "kind", "organization", "issued", "expires", "url", "description" FROM `cv_awards`;--> statement-breakpoint
DROP TABLE `cv_awards`;--> statement-breakpoint
ALTER TABLE `__new_cv_awards` RENAME TO `cv_awards`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
ALTER TABLE `cvs` ADD `share_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `cvs_share_token` ON `cvs` (`share_token`);