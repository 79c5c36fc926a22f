ALTER TABLE `cv_work_experiences` ADD `position_id` integer REFERENCES positions(id);--> statement-breakpoint
ALTER TABLE `cv_work_experiences` ADD `sector_id` integer REFERENCES sectors(id);