import type { LazyRouter } from './http/lazy-router';

// The features' routers, each imported on the first request one of its routes answers (worker/http/lazy-router.ts).
// After adding, moving or removing a route, run `node scripts/route-list.ts` to write worker/route-list.ts.

/** The REST API's routers, mounted at /api/v1 in this order (it decides which route answers when two could). */
export const apiRouters: readonly LazyRouter[] = [
  { name: 'health', base: '/health', load: async () => (await import('./features/health/health.rest')).healthRest },
  { name: 'clientErrors', base: '/', load: async () => (await import('./features/client-errors/client-errors.rest')).clientErrorsRest },
  { name: 'lookups', base: '/lookups', load: async () => (await import('./features/lookups/lookups.rest')).lookupsRest },
  { name: 'captcha', base: '/captcha', load: async () => (await import('./features/captcha/captcha.rest')).captchaRest },
  { name: 'auth', base: '/auth', load: async () => (await import('./features/auth/auth.rest')).authRest },
  { name: 'company', base: '/company', load: async () => (await import('./features/companies/companies.rest')).companyRest },
  { name: 'cvs', base: '/', load: async () => (await import('./features/cvs/cvs.rest')).cvsRest },
  { name: 'account', base: '/', load: async () => (await import('./features/accounts/accounts.rest')).accountRest },
  { name: 'security', base: '/', load: async () => (await import('./features/security/security.rest')).securityRest },
  { name: 'securityFactors', base: '/', load: async () => (await import('./features/security/security-factors.rest')).securityFactorsRest },
  { name: 'securityPasskeys', base: '/', load: async () => (await import('./features/security/security-passkeys.rest')).securityPasskeysRest },
  { name: 'jobs', base: '/', load: async () => (await import('./features/jobs/jobs.rest')).jobsRest },
  { name: 'matching', base: '/', load: async () => (await import('./features/matching/matching.rest')).matchingRest },
  { name: 'credits', base: '/', load: async () => (await import('./features/credits/credits.rest')).creditsRest },
  { name: 'apply', base: '/', load: async () => (await import('./features/applications/apply.rest')).applyRest },
  { name: 'unsigned', base: '/', load: async () => (await import('./features/applications/unsigned.rest')).unsignedRest },
  { name: 'seekerApplications', base: '/', load: async () => (await import('./features/applications/seeker-applications.rest')).seekerApplicationsRest },
  { name: 'messages', base: '/', load: async () => (await import('./features/messages/messages.rest')).messagesRest },
  { name: 'pipeline', base: '/', load: async () => (await import('./features/pipeline/pipeline.rest')).pipelineRest },
  { name: 'companyProfile', base: '/', load: async () => (await import('./features/companies/company-profile.rest')).companyProfileRest },
  { name: 'interviews', base: '/', load: async () => (await import('./features/interviews/interviews.rest')).interviewsRest },
  { name: 'dashboard', base: '/', load: async () => (await import('./features/dashboard/dashboard.rest')).dashboardRest },
  { name: 'programsAdmin', base: '/', load: async () => (await import('./features/programs/programs-admin.rest')).programsAdminRest },
  { name: 'programs', base: '/', load: async () => (await import('./features/programs/programs.rest')).programsRest },
  { name: 'notifications', base: '/', load: async () => (await import('./features/notifications/notifications.rest')).notificationsRest },
  { name: 'push', base: '/', load: async () => (await import('./features/push/push.rest')).pushRest },
  { name: 'alerts', base: '/', load: async () => (await import('./features/alerts/alerts.rest')).alertsRest },
  { name: 'admin', base: '/', load: async () => (await import('./features/admin/admin.rest')).adminRest },
  { name: 'skillRequests', base: '/', load: async () => (await import('./features/skill-requests/skill-requests.rest')).skillRequestsRest },
  { name: 'telegram', base: '/', load: async () => (await import('./features/telegram/telegram.rest')).telegramRest },
];

/** Pages and files outside the API, mounted at the root (worker/app.ts). */
export const pageRouters: readonly LazyRouter[] = [
  { name: 'files', base: '/files', load: async () => (await import('./features/files/files.rest')).filesRest },
  { name: 'alertPages', base: '/', load: async () => (await import('./features/alerts/alert-pages')).alertPages },
];
