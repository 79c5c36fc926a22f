import { sendApplicantDigests } from './features/applications/applicant-notices';
import { sendProgramReminders } from './features/programs/program-reminders.service';
import { sendAlertDigests } from './features/alerts/alert-digests';
import { runBackfillSteps } from './features/backfills/backfills.cron';
import { forgetOldDeliveries } from './platform/message-deliveries-retention';
import type { Deps } from './ports';

/** What a Cron Trigger runs, by name: each feature adds its own line here (logged with its result). */
export const scheduledJobs: Record<string, (deps: Deps, at: Date) => Promise<object>> = {
  'applicant digests': sendApplicantDigests,
  'program and event reminders': (deps, at) => sendProgramReminders(deps, at),
  'job alerts': sendAlertDigests,
  backfills: (deps) => runBackfillSteps(deps),
  'phone message records': forgetOldDeliveries,
};
