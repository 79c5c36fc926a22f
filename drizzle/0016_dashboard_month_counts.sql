CREATE TABLE `dashboard_month_counts` (
	`company_id` integer NOT NULL,
	`month` text NOT NULL,
	`applications` integer DEFAULT 0 NOT NULL,
	`interviews` integer DEFAULT 0 NOT NULL,
	`offers` integer DEFAULT 0 NOT NULL,
	`hires` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`company_id`, `month`)
);
