CREATE TABLE `edge_cache_versions` (
	`scope` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
