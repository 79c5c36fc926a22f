-- The company dashboard's monthly counts (db/schema/dashboard.ts), kept by triggers so that every writer keeps them.
-- A month is 'YYYY-MM' in Asia/Baghdad (UTC+3 all year): (epoch ms + 3 h) as a UTC date. An increment is an upsert;
-- a decrement only updates (a count never starts below zero).
--
-- Deletions: when an application goes, SQLite deletes it before its interviews and offers (ON DELETE CASCADE runs
-- after the row is gone, and the application's AFTER DELETE trigger runs after the cascade). So the application's
-- BEFORE DELETE trigger takes away the application with everything of it still in place, and an interview's or
-- offer's own delete counts only while its application still exists (a direct delete, not a cascade).
CREATE TRIGGER `dashboard_counts_application_insert` AFTER INSERT ON `applications` BEGIN
  INSERT INTO dashboard_month_counts (company_id, month, applications)
    SELECT company_id, strftime('%Y-%m', (new.created_at + 10800000) / 1000, 'unixepoch'), 1 FROM jobs WHERE id = new.job_id
    ON CONFLICT (company_id, month) DO UPDATE SET applications = applications + 1;
  INSERT INTO dashboard_month_counts (company_id, month, hires)
    SELECT company_id, strftime('%Y-%m', (new.stage_changed_at + 10800000) / 1000, 'unixepoch'), 1 FROM jobs WHERE id = new.job_id AND new.stage = 'hired'
    ON CONFLICT (company_id, month) DO UPDATE SET hires = hires + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_counts_application_hire` AFTER UPDATE OF stage, stage_changed_at ON `applications`
  WHEN old.stage = 'hired' OR new.stage = 'hired' BEGIN
  UPDATE dashboard_month_counts SET hires = hires - 1
    WHERE old.stage = 'hired' AND company_id = (SELECT company_id FROM jobs WHERE id = old.job_id)
      AND month = strftime('%Y-%m', (old.stage_changed_at + 10800000) / 1000, 'unixepoch');
  INSERT INTO dashboard_month_counts (company_id, month, hires)
    SELECT company_id, strftime('%Y-%m', (new.stage_changed_at + 10800000) / 1000, 'unixepoch'), 1 FROM jobs WHERE id = new.job_id AND new.stage = 'hired'
    ON CONFLICT (company_id, month) DO UPDATE SET hires = hires + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_counts_application_delete` BEFORE DELETE ON `applications` BEGIN
  UPDATE dashboard_month_counts SET applications = applications - 1
    WHERE company_id = (SELECT company_id FROM jobs WHERE id = old.job_id)
      AND month = strftime('%Y-%m', (old.created_at + 10800000) / 1000, 'unixepoch');
  UPDATE dashboard_month_counts SET hires = hires - 1
    WHERE old.stage = 'hired' AND company_id = (SELECT company_id FROM jobs WHERE id = old.job_id)
      AND month = strftime('%Y-%m', (old.stage_changed_at + 10800000) / 1000, 'unixepoch');
  UPDATE dashboard_month_counts SET interviews = interviews - (
      SELECT count(*) FROM interviews i WHERE i.application_id = old.id AND i.status = 'scheduled'
        AND strftime('%Y-%m', (i.starts_at + 10800000) / 1000, 'unixepoch') = dashboard_month_counts.month)
    WHERE company_id = (SELECT company_id FROM jobs WHERE id = old.job_id)
      AND month IN (SELECT strftime('%Y-%m', (starts_at + 10800000) / 1000, 'unixepoch') FROM interviews WHERE application_id = old.id AND status = 'scheduled');
  UPDATE dashboard_month_counts SET offers = offers - (
      SELECT count(*) FROM offers o WHERE o.application_id = old.id
        AND strftime('%Y-%m', (o.created_at + 10800000) / 1000, 'unixepoch') = dashboard_month_counts.month)
    WHERE company_id = (SELECT company_id FROM jobs WHERE id = old.job_id)
      AND month IN (SELECT strftime('%Y-%m', (created_at + 10800000) / 1000, 'unixepoch') FROM offers WHERE application_id = old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_counts_interview_insert` AFTER INSERT ON `interviews` WHEN new.status = 'scheduled' BEGIN
  INSERT INTO dashboard_month_counts (company_id, month, interviews)
    SELECT j.company_id, strftime('%Y-%m', (new.starts_at + 10800000) / 1000, 'unixepoch'), 1
    FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = new.application_id
    ON CONFLICT (company_id, month) DO UPDATE SET interviews = interviews + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_counts_interview_update` AFTER UPDATE OF status, starts_at ON `interviews`
  WHEN old.status = 'scheduled' OR new.status = 'scheduled' BEGIN
  UPDATE dashboard_month_counts SET interviews = interviews - 1
    WHERE old.status = 'scheduled'
      AND company_id = (SELECT j.company_id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = old.application_id)
      AND month = strftime('%Y-%m', (old.starts_at + 10800000) / 1000, 'unixepoch');
  INSERT INTO dashboard_month_counts (company_id, month, interviews)
    SELECT j.company_id, strftime('%Y-%m', (new.starts_at + 10800000) / 1000, 'unixepoch'), 1
    FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = new.application_id AND new.status = 'scheduled'
    ON CONFLICT (company_id, month) DO UPDATE SET interviews = interviews + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_counts_interview_delete` AFTER DELETE ON `interviews` WHEN old.status = 'scheduled' BEGIN
  UPDATE dashboard_month_counts SET interviews = interviews - 1
    WHERE company_id = (SELECT j.company_id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = old.application_id)
      AND month = strftime('%Y-%m', (old.starts_at + 10800000) / 1000, 'unixepoch');
END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_counts_offer_insert` AFTER INSERT ON `offers` BEGIN
  INSERT INTO dashboard_month_counts (company_id, month, offers)
    SELECT j.company_id, strftime('%Y-%m', (new.created_at + 10800000) / 1000, 'unixepoch'), 1
    FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = new.application_id
    ON CONFLICT (company_id, month) DO UPDATE SET offers = offers + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_counts_offer_delete` AFTER DELETE ON `offers` BEGIN
  UPDATE dashboard_month_counts SET offers = offers - 1
    WHERE company_id = (SELECT j.company_id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = old.application_id)
      AND month = strftime('%Y-%m', (old.created_at + 10800000) / 1000, 'unixepoch');
END;
--> statement-breakpoint
-- What already happened, counted once.
INSERT INTO dashboard_month_counts (company_id, month, applications, interviews, offers, hires)
SELECT company_id, month, sum(applications), sum(interviews), sum(offers), sum(hires) FROM (
  SELECT j.company_id, strftime('%Y-%m', (a.created_at + 10800000) / 1000, 'unixepoch') AS month, 1 AS applications, 0 AS interviews, 0 AS offers, 0 AS hires
    FROM applications a JOIN jobs j ON j.id = a.job_id
  UNION ALL
  SELECT j.company_id, strftime('%Y-%m', (a.stage_changed_at + 10800000) / 1000, 'unixepoch'), 0, 0, 0, 1
    FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.stage = 'hired'
  UNION ALL
  SELECT j.company_id, strftime('%Y-%m', (i.starts_at + 10800000) / 1000, 'unixepoch'), 0, 1, 0, 0
    FROM interviews i JOIN applications a ON a.id = i.application_id JOIN jobs j ON j.id = a.job_id WHERE i.status = 'scheduled'
  UNION ALL
  SELECT j.company_id, strftime('%Y-%m', (o.created_at + 10800000) / 1000, 'unixepoch'), 0, 0, 1, 0
    FROM offers o JOIN applications a ON a.id = o.application_id JOIN jobs j ON j.id = a.job_id
) GROUP BY company_id, month;
