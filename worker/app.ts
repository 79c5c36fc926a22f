import { Hono } from 'hono';
import { accountRest } from './features/accounts/accounts.rest';
import { securityFactorsRest } from './features/security/security-factors.rest';
import { securityPasskeysRest } from './features/security/security-passkeys.rest';
import { securityRest } from './features/security/security.rest';
import { alertPages } from './features/alerts/alert-pages';
import { alertsRest } from './features/alerts/alerts.rest';
import { adminRest } from './features/admin/admin.rest';
import { applyRest } from './features/applications/apply.rest';
import { seekerApplicationsRest } from './features/applications/seeker-applications.rest';
import { authenticate } from './features/auth/auth.middleware';
import { authRest } from './features/auth/auth.rest';
import { captchaRest } from './features/captcha/captcha.rest';
import { clientErrorsRest } from './features/client-errors/client-errors.rest';
import { companyRest } from './features/companies/companies.rest';
import { companyProfileRest } from './features/companies/company-profile.rest';
import { creditsRest } from './features/credits/credits.rest';
import { cvsRest } from './features/cvs/cvs.rest';
import { notificationsRest } from './features/notifications/notifications.rest';
import { pushRest } from './features/push/push.rest';
import { dashboardRest } from './features/dashboard/dashboard.rest';
import { devRest } from './features/dev/dev.rest';
import { filesRest } from './features/files/files.rest';
import { healthRest } from './features/health/health.rest';
import { jobsRest } from './features/jobs/jobs.rest';
import { lookupsRest } from './features/lookups/lookups.rest';
import { matchingRest } from './features/matching/matching.rest';
import { messagesRest } from './features/messages/messages.rest';
import { pipelineRest } from './features/pipeline/pipeline.rest';
import { interviewsRest } from './features/interviews/interviews.rest';
import { programsAdminRest } from './features/programs/programs-admin.rest';
import { programsRest } from './features/programs/programs.rest';
import { pageHeadFor } from './features/seo/page-head';
import { seoRest, type SeoOptions } from './features/seo/seo.rest';
import { installRest } from './features/install/install.rest';
import { skillRequestsRest } from './features/skill-requests/skill-requests.rest';
import { telegramRest } from './features/telegram/telegram.rest';
import { unsignedRest } from './features/applications/unsigned.rest';
import { type AssetFetcher, serveAssets } from './http/assets';
import type { AppEnv } from './http/context';
import { bodyLimits } from './http/body-limits';
import { handleError, notFound } from './http/error-handler';
import { rateLimit } from './http/rate-limit';
import { replicaSession } from './http/replica-session';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { apiReferenceRest, openApiRest } from './openapi/openapi.rest';
import type { Deps } from './ports';
import { handleTrpc, trpcEndpoint } from './trpc/handler';

export interface AppOptions {
  assets?: AssetFetcher;
  seo?: SeoOptions;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const api = new Hono<AppEnv>()
    .route('/health', healthRest)
    .route('/', clientErrorsRest)
    .route('/lookups', lookupsRest)
    .route('/captcha', captchaRest)
    .route('/auth', authRest)
    .route('/company', companyRest)
    .route('/', cvsRest)
    .route('/', accountRest)
    .route('/', securityRest)
    .route('/', securityFactorsRest)
    .route('/', securityPasskeysRest)
    .route('/', jobsRest)
    .route('/', matchingRest)
    .route('/', creditsRest)
    .route('/', applyRest)
    .route('/', unsignedRest)
    .route('/', seekerApplicationsRest)
    .route('/', messagesRest)
    .route('/', pipelineRest)
    .route('/', companyProfileRest)
    .route('/', interviewsRest)
    .route('/', dashboardRest)
    .route('/', programsAdminRest)
    .route('/', programsRest)
    .route('/', notificationsRest)
    .route('/', pushRest)
    .route('/', alertsRest)
    .route('/', adminRest)
    .route('/', skillRequestsRest)
    .route('/', telegramRest)
    .all('*', notFound);

  return new Hono<AppEnv>()
    .use(securityHeaders())
    .use(requestContext(deps))
    .use(replicaSession())
    .use('/api/*', rateLimit())
    .use('/api/*', authenticate())
    .route('/api/v1', openApiRest(api))
    .use('/files/*', authenticate())
    .use('/api/*', bodyLimits())
    .route('/api/v1', api)
    .all(`${trpcEndpoint}/*`, handleTrpc)
    .route('/files', filesRest)
    .route('/dev', devRest)
    .route('/api-docs', apiReferenceRest(api))
    .route('/', seoRest(options.seo))
    .route('/', installRest)
    .route('/', alertPages)
    .all('/api/*', notFound)
    .all('*', (c) => serveAssets(c, options.assets, pageHeadFor))
    .onError(handleError)
    .notFound(notFound);
}

export type App = ReturnType<typeof createApp>;
