CREATE TABLE `application_answers` (
	`application_id` integer NOT NULL,
	`position` integer NOT NULL,
	`question_id` integer NOT NULL,
	`kind` text NOT NULL,
	`text` text NOT NULL,
	`key` text,
	`knockout` integer DEFAULT false NOT NULL,
	`rule` text NOT NULL,
	`value` text NOT NULL,
	`failed_knockout` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`application_id`, `position`),
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `application_matches` (
	`application_id` integer PRIMARY KEY NOT NULL,
	`job_id` integer NOT NULL,
	`score` integer NOT NULL,
	`met` integer NOT NULL,
	`total` integer NOT NULL,
	`must_met` integer NOT NULL,
	`must_total` integer NOT NULL,
	`not_a_fit` integer DEFAULT false NOT NULL,
	`facts` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `application_matches_job_score` ON `application_matches` (`job_id`,`score`,`application_id`);--> statement-breakpoint
CREATE TABLE `job_match_requirements` (
	`job_id` integer PRIMARY KEY NOT NULL,
	`min_degree_id` integer,
	`languages` text DEFAULT '[]' NOT NULL,
	`min_experience_years` integer,
	`experience_scope` text DEFAULT 'any' NOT NULL,
	`relocation_considered` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`min_degree_id`) REFERENCES `degrees`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `job_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`text` text NOT NULL,
	`key` text,
	`knockout` integer DEFAULT false NOT NULL,
	`rule` text NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_questions_job` ON `job_questions` (`job_id`,`position`);--> statement-breakpoint
CREATE TABLE `job_skills` (
	`job_id` integer NOT NULL,
	`skill_id` integer NOT NULL,
	`must` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`job_id`, `skill_id`),
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`skill_id`) REFERENCES `skills`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `job_skills_skill` ON `job_skills` (`skill_id`,`job_id`);--> statement-breakpoint
CREATE TABLE `screening_answer_bank` (
	`user_id` integer NOT NULL,
	`key` text NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `pending_applications` ADD `answers` text DEFAULT '[]' NOT NULL;