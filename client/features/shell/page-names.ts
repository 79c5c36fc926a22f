import { m } from '../../paraglide/messages';
import type { RouteId } from './page-titles';

/**
 * Every route's name for the window title. A Record over the route tree: a new route does not compile until it is
 * named here. null is the home page, whose title is Kar's own line.
 */
const pageNames: Record<RouteId, (() => string) | null> = {
  '/': null,
  '/explore-jobs': () => m.nav_explore_jobs(),
  '/jobs/$id': () => m.page_job(),
  '/jobs/$id_/apply': () => m.page_apply(),
  '/jobs/$id_/apply-without-account': () => m.page_apply_guest(),
  '/companies/$id': () => m.page_company(),
  '/cv-maker': () => m.cv_maker_title(),
  '/dashboard': () => m.page_dashboard(),
  '/dashboard/': () => m.page_dashboard(),
  '/dashboard/cv/$id': () => m.page_cv_preview(),
  '/public/user/email/$email/user-id/$userId/cv/$cvId': () => m.page_public_cv(),
  '/public/cv/$token': () => m.page_public_cv(),
  '/company/dashboard': () => m.page_company_dashboard(),
  '/company/jobs': () => m.cj_jobs_title(),
  '/company/jobs/': () => m.cj_jobs_title(),
  '/company/jobs/new': () => m.cj_new_title(),
  '/company/jobs/$id/edit': () => m.cj_edit_title(),
  '/company/jobs/$id/preview': () => m.cj_preview_title(),
  '/company/messages': () => m.messages_title(),
  '/messages': () => m.messages_title(),
  '/myApplications': () => m.page_applied_jobs(),
  '/myApplications/applied-Jobs': () => m.page_applied_jobs(),
  '/myApplications/offers': () => m.page_my_offers(),
  '/myApplications/interviews': () => m.page_my_interviews(),
  '/status': () => m.page_status(),
  '/reset-password': () => m.page_reset_password(),
  '/sign-in': () => m.signin_title(),
  '/help': () => m.page_help(),
  '/contact': () => m.page_contact(),
  '/privacy': () => m.page_privacy(),
  '/terms': () => m.page_terms(),
};

/** "Page — Kar" in the reader's language ("پەڕە — کار"; the message puts the names in that language's order). */
export function documentTitle(routeId: RouteId | null): string {
  if (routeId === null) return m.document_title({ page: m.not_found_title() });
  const name = pageNames[routeId];
  return name ? m.document_title({ page: name() }) : m.footer_text();
}
