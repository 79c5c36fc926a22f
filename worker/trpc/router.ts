import { accountTrpc } from '../features/accounts/accounts.trpc';
import { alertsTrpc } from '../features/alerts/alerts.trpc';
import { adminTrpc, moderationTrpc } from '../features/admin/admin.trpc';
import { applyTrpc } from '../features/applications/apply.trpc';
import { seekerApplicationsTrpc } from '../features/applications/seeker-applications.trpc';
import { unsignedTrpc } from '../features/applications/unsigned.trpc';
import { authTrpc } from '../features/auth/auth.trpc';
import { companyTrpc } from '../features/companies/companies.trpc';
import { creditsTrpc } from '../features/credits/credits.trpc';
import { cvTrpc } from '../features/cvs/cvs.trpc';
import { interviewsTrpc } from '../features/interviews/interviews.trpc';
import { dashboardTrpc } from '../features/dashboard/dashboard.trpc';
import { jobsTrpc } from '../features/jobs/jobs.trpc';
import { lookupsTrpc } from '../features/lookups/lookups.trpc';
import { matchingTrpc } from '../features/matching/matching.trpc';
import { messagesTrpc } from '../features/messages/messages.trpc';
import { notificationsTrpc } from '../features/notifications/notifications.trpc';
import { pipelineTrpc } from '../features/pipeline/pipeline.trpc';
import { programsTrpc } from '../features/programs/programs.trpc';
import { pushTrpc } from '../features/push/push.trpc';
import { securityTrpc } from '../features/security/security.trpc';
import { skillRequestsTrpc } from '../features/skill-requests/skill-requests.trpc';
import { telegramTrpc } from '../features/telegram/telegram.trpc';
import { t } from './init';

export const appRouter = t.router({
  lookups: lookupsTrpc,
  auth: authTrpc,
  account: accountTrpc,
  security: securityTrpc,
  company: companyTrpc,
  cv: cvTrpc,
  jobs: jobsTrpc,
  matching: matchingTrpc,
  credits: creditsTrpc,
  unsigned: unsignedTrpc,
  applying: applyTrpc,
  seeker: seekerApplicationsTrpc,
  messages: messagesTrpc,
  pipeline: pipelineTrpc,
  interviews: interviewsTrpc,
  dashboard: dashboardTrpc,
  programs: programsTrpc,
  notifications: notificationsTrpc,
  push: pushTrpc,
  alerts: alertsTrpc,
  admin: adminTrpc,
  moderation: moderationTrpc,
  skillRequests: skillRequestsTrpc,
  telegram: telegramTrpc,
});

/** The only thing the client imports from the worker besides `*.schemas.ts`. */
export type AppRouter = typeof appRouter;
