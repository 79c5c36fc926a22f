ALTER TABLE `cv_educations` ADD `institution_name` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `filled_from` text;