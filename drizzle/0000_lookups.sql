CREATE TABLE `additional_types` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_ckb` text NOT NULL,
	`name_ar` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `cities` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_ckb` text NOT NULL,
	`name_ar` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `company_types` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_ckb` text NOT NULL,
	`name_ar` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `degrees` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_ckb` text NOT NULL,
	`name_ar` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `dev_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `genders` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_ckb` text NOT NULL,
	`name_ar` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `institutions` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_ckb` text NOT NULL,
	`name_ar` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `job_types` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_ckb` text NOT NULL,
	`name_ar` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `languages` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_ckb` text NOT NULL,
	`name_ar` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `locations` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_ckb` text NOT NULL,
	`name_ar` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `number_of_employees` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_ckb` text NOT NULL,
	`name_ar` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `positions` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_ckb` text NOT NULL,
	`name_ar` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sectors` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_ckb` text NOT NULL,
	`name_ar` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `skills` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_ckb` text NOT NULL,
	`name_ar` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
