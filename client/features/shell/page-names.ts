import { m } from '../../paraglide/messages';
import type { RouteId } from './page-titles';

type PageName = () => string;

/**
 * Every route's name for the window title, each message fetched when its page is first shown: a page loads its own
 * name, not the names of all pages (a dozen small files with every first page). A Record over the route tree: a
 * new route does not compile until it is named here. null is the home page, whose title is Kar's own line.
 */
const pageNames: Record<RouteId, (() => Promise<PageName>) | null> = {
  '/': null,
  '/explore-jobs': () => import('../../paraglide/messages/nav_explore_jobs.js').then((name) => name.nav_explore_jobs),
  '/jobs/$id': () => import('../../paraglide/messages/page_job.js').then((name) => name.page_job),
  '/companies/$id': () => import('../../paraglide/messages/page_company.js').then((name) => name.page_company),
  '/cv-maker': () => import('../../paraglide/messages/cv_maker_title.js').then((name) => name.cv_maker_title),
  '/dashboard': () => import('../../paraglide/messages/page_dashboard.js').then((name) => name.page_dashboard),
  '/dashboard/': () => import('../../paraglide/messages/page_dashboard.js').then((name) => name.page_dashboard),
  '/dashboard/alerts': () => import('../../paraglide/messages/al_page_title.js').then((name) => name.al_page_title),
  '/dashboard/cv/$id': () => import('../../paraglide/messages/page_cv_preview.js').then((name) => name.page_cv_preview),
  '/public/user/email/$email/user-id/$userId/cv/$cvId': () => import('../../paraglide/messages/page_public_cv.js').then((name) => name.page_public_cv),
  '/public/cv/$token': () => import('../../paraglide/messages/page_public_cv.js').then((name) => name.page_public_cv),
  '/company/dashboard': () => import('../../paraglide/messages/page_company_dashboard.js').then((name) => name.page_company_dashboard),
  '/company/jobs': () => import('../../paraglide/messages/cj_jobs_title.js').then((name) => name.cj_jobs_title),
  '/company/jobs/': () => import('../../paraglide/messages/cj_jobs_title.js').then((name) => name.cj_jobs_title),
  '/company/jobs/new': () => import('../../paraglide/messages/cj_new_title.js').then((name) => name.cj_new_title),
  '/company/jobs/$id/edit': () => import('../../paraglide/messages/cj_edit_title.js').then((name) => name.cj_edit_title),
  '/company/jobs/$id/preview': () => import('../../paraglide/messages/cj_preview_title.js').then((name) => name.cj_preview_title),
  '/company/jobs/$id/applicants': () => import('../../paraglide/messages/pl_title_plain.js').then((name) => name.pl_title_plain),
  '/myApplications/applied-Jobs': () => import('../../paraglide/messages/page_applied_jobs.js').then((name) => name.page_applied_jobs),
  '/status': () => import('../../paraglide/messages/page_status.js').then((name) => name.page_status),
  '/reset-password': () => import('../../paraglide/messages/page_reset_password.js').then((name) => name.page_reset_password),
  '/sign-in': () => import('../../paraglide/messages/signin_title.js').then((name) => name.signin_title),
  '/help': () => import('../../paraglide/messages/page_help.js').then((name) => name.page_help),
  '/contact': () => import('../../paraglide/messages/page_contact.js').then((name) => name.page_contact),
  '/privacy': () => import('../../paraglide/messages/page_privacy.js').then((name) => name.page_privacy),
  '/terms': () => import('../../paraglide/messages/page_terms.js').then((name) => name.page_terms),
  '/jobs/$id_/apply': () => import('../../paraglide/messages/page_apply.js').then((name) => name.page_apply),
  '/jobs/$id_/apply-without-account': () => import('../../paraglide/messages/page_apply_guest.js').then((name) => name.page_apply_guest),
  '/myApplications': () => import('../../paraglide/messages/page_applied_jobs.js').then((name) => name.page_applied_jobs),
  '/myApplications/offers': () => import('../../paraglide/messages/page_my_offers.js').then((name) => name.page_my_offers),
  '/myApplications/interviews': () => import('../../paraglide/messages/page_my_interviews.js').then((name) => name.page_my_interviews),
  '/company/profile': () => import('../../paraglide/messages/cp_title.js').then((name) => name.cp_title),
  '/company/interviews': () => import('../../paraglide/messages/iv_page_title.js').then((name) => name.iv_page_title),
  '/company/messages': () => import('../../paraglide/messages/messages_title.js').then((name) => name.messages_title),
  '/messages': () => import('../../paraglide/messages/messages_title.js').then((name) => name.messages_title),
  '/programs/': () => import('../../paraglide/messages/pe_programs_title.js').then((name) => name.pe_programs_title),
  '/programs/$id': () => import('../../paraglide/messages/pe_programs_title.js').then((name) => name.pe_programs_title),
  '/events/': () => import('../../paraglide/messages/pe_events_title.js').then((name) => name.pe_events_title),
  '/events/$id': () => import('../../paraglide/messages/pe_events_title.js').then((name) => name.pe_events_title),
  '/admin/programs': () => import('../../paraglide/messages/pe_admin_programs_title.js').then((name) => name.pe_admin_programs_title),
  '/admin/events': () => import('../../paraglide/messages/pe_admin_events_title.js').then((name) => name.pe_admin_events_title),
  '/notifications': () => import('../../paraglide/messages/nt_title.js').then((name) => name.nt_title),
  '/admin/$': () => import('../../paraglide/messages/adm_console.js').then((name) => name.adm_console),
};

/**
 * "Page — Kar" in the reader's language ("پەڕە — کار"; the message puts the names in that language's order); Kar's
 * own line for the home page. null: no route matched.
 */
export async function documentTitle(routeId: RouteId | null): Promise<string> {
  const name = routeId === null ? await import('../../paraglide/messages/not_found_title.js').then((title) => title.not_found_title) : await pageNames[routeId]?.();
  return name ? m.document_title({ page: name() }) : m.footer_text();
}
