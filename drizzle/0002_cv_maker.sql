CREATE TABLE `cv_additional_infos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cv_id` integer NOT NULL,
	`additional_type_id` integer NOT NULL,
	`title` text NOT NULL,
	`url` text NOT NULL,
	`description` text,
	FOREIGN KEY (`cv_id`) REFERENCES `cvs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`additional_type_id`) REFERENCES `additional_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `cv_attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cv_id` integer NOT NULL,
	`owner_kind` text NOT NULL,
	`owner_id` integer NOT NULL,
	`file_key` text NOT NULL,
	`file_name` text NOT NULL,
	`file_type` text NOT NULL,
	`file_size` integer NOT NULL,
	FOREIGN KEY (`cv_id`) REFERENCES `cvs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cv_attachments_owner` ON `cv_attachments` (`owner_kind`,`owner_id`);--> statement-breakpoint
CREATE TABLE `cv_awards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cv_id` integer NOT NULL,
	`title` text NOT NULL,
	`kind` text NOT NULL,
	`organization` text NOT NULL,
	`issued` text NOT NULL,
	`expires` text NOT NULL,
	`url` text,
	`description` text,
	FOREIGN KEY (`cv_id`) REFERENCES `cvs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `cv_educations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cv_id` integer NOT NULL,
	`institution_id` integer NOT NULL,
	`city_id` integer NOT NULL,
	`degree_id` integer NOT NULL,
	`field_of_study` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`url` text,
	`description` text,
	FOREIGN KEY (`cv_id`) REFERENCES `cvs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`institution_id`) REFERENCES `institutions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`degree_id`) REFERENCES `degrees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `cv_languages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cv_id` integer NOT NULL,
	`language_id` integer NOT NULL,
	`proficiency_level` text NOT NULL,
	FOREIGN KEY (`cv_id`) REFERENCES `cvs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`language_id`) REFERENCES `languages`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `cv_references` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cv_id` integer NOT NULL,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`organization` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`relationship` text NOT NULL,
	`description` text,
	FOREIGN KEY (`cv_id`) REFERENCES `cvs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `cv_skills` (
	`cv_id` integer NOT NULL,
	`skill_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`cv_id`, `skill_id`),
	FOREIGN KEY (`cv_id`) REFERENCES `cvs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`skill_id`) REFERENCES `skills`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `cv_work_experiences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cv_id` integer NOT NULL,
	`title` text NOT NULL,
	`company` text NOT NULL,
	`location` text NOT NULL,
	`url` text,
	`from_date` text NOT NULL,
	`to_date` text,
	`is_present` integer DEFAULT false NOT NULL,
	`description` text,
	FOREIGN KEY (`cv_id`) REFERENCES `cvs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `cvs` ADD `full_name` text;--> statement-breakpoint
ALTER TABLE `cvs` ADD `email` text;--> statement-breakpoint
ALTER TABLE `cvs` ADD `phone_num` text;--> statement-breakpoint
ALTER TABLE `cvs` ADD `location` text;--> statement-breakpoint
ALTER TABLE `cvs` ADD `address` text;--> statement-breakpoint
ALTER TABLE `cvs` ADD `photo_key` text;--> statement-breakpoint
ALTER TABLE `cvs` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `cvs` ADD `is_shareable` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `cvs` ADD `completed_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `cvs` ADD `completed_sections` text DEFAULT '[]' NOT NULL;