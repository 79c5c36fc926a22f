/**
 * How many of each measured action a month of Kar holds for a board of a given size (issue 30; docs/decisions/0025).
 * The actions and what each costs come from scripts/cost/measured-actions.json (the request budgets, measured in
 * workerd); this file only says how often people do them. Every assumption is a named constant with its reason, so
 * a reader can disagree with one and change it.
 */

export interface Sizes {
  /** Registered job seekers who use Kar in a month. */
  seekers: number;
  /** Companies hiring in a month. */
  companies: number;
  /** Jobs published in a month. */
  jobs: number;
  /** Anonymous page views in a month (visitors, crawlers, links opened from WhatsApp and Telegram). */
  views: number;
}

export const presets = {
  /** A city's board: Erbil or Sulaymaniyah in a first year. */
  city: { seekers: 20_000, companies: 300, jobs: 1_500, views: 1_000_000 },
  /** The Kurdistan Region. */
  region: { seekers: 250_000, companies: 3_000, jobs: 15_000, views: 15_000_000 },
  /** Iraq. */
  country: { seekers: 2_000_000, companies: 20_000, jobs: 100_000, views: 150_000_000 },
} as const satisfies Record<string, Sizes>;
export type Preset = keyof typeof presets;

export const assumptions = {
  /** Anonymous views of job pages and lists answered by the edge cache (fresh 30 s, stale 5 min; decision 0024). */
  edgeCacheHitShare: 0.9,
  /** Of anonymous views: job pages; the rest are lists and searches (shared links open job pages). */
  jobPageShareOfViews: 0.6,
  /** Signed-in seekers are never cached: their own list and search views a month. */
  seekerListViews: 20,
  seekerJobPageViews: 15,
  /** Applications a seeker sends a month (Kar's seekers apply to a few jobs, not dozens). */
  applicationsPerSeeker: 3,
  /** CV edits (one saved section each) a seeker makes a month. */
  cvEditsPerSeeker: 4,
  /** New seekers a month, as a share of the month's seekers. */
  newSeekerShare: 0.1,
  /** Stage moves per application (screening, shortlist, interview or rejection). */
  pipelineMovesPerApplication: 1.5,
  /** Dashboard visits a hiring company makes a month. */
  dashboardViewsPerCompany: 12,
  /** Seekers with a daily job alert. */
  alertShare: 0.3,
  /** A typo search after the index changed copies the word list at most once per 5 minutes. */
  maxWordListCopies: (30 * 24 * 60) / 5,
  /**
   * The measured copy is the first one, every word written; a later copy writes only the words new jobs brought that
   * the board lacked: taken as a hundredth of the first.
   */
  laterWordListCopyShare: 0.01,
  /** What an edge-cache hit costs: a Worker invocation of a couple of milliseconds (bench part `edge`). */
  cachedViewCpuMs: 2,
  /** Storage kept: jobs and applications of the last 12 months. */
  monthsKept: 12,
  /** D1 bytes: an account with its CVs; a job with its search index rows; an application with its frozen CV. */
  seekerBytes: 20_000,
  jobBytes: 8_000,
  applicationBytes: 6_000,
  /** R2 bytes: half of seekers keep an uploaded CV or photo; an application keeps its frozen CV PDF and a letter. */
  seekerFileBytes: 0.5 * 300_000,
  applicationFileBytes: 200_000,
  companyFileBytes: 100_000,
};

/** Monthly counts of each measured action, and what is kept. */
export interface Usage {
  actions: Record<string, number>;
  /** Anonymous views answered by the edge cache: a request each, no D1. */
  cachedViews: number;
  d1StorageGb: number;
  r2StorageGb: number;
}

const gb = (bytes: number) => bytes / 1e9;

export function usageOf(sizes: Sizes, a = assumptions): Usage {
  const missedViews = sizes.views * (1 - a.edgeCacheHitShare);
  const applications = sizes.seekers * a.applicationsPerSeeker;
  const actions: Record<string, number> = {
    job_page_view: missedViews * a.jobPageShareOfViews + sizes.seekers * a.seekerJobPageViews,
    job_list_view: missedViews * (1 - a.jobPageShareOfViews) * 0.5 + (sizes.seekers * a.seekerListViews) / 2,
    search: missedViews * (1 - a.jobPageShareOfViews) * 0.5 + (sizes.seekers * a.seekerListViews) / 2,
    search_word_list_copy: sizes.jobs > 0 ? 1 + (Math.min(sizes.jobs, a.maxWordListCopies) - 1) * a.laterWordListCopyShare : 0,
    sign_up_seeker: sizes.seekers * a.newSeekerShare,
    cv_edit: sizes.seekers * a.cvEditsPerSeeker,
    apply: applications,
    pipeline_move: applications * a.pipelineMovesPerApplication,
    company_dashboard_view: sizes.companies * a.dashboardViewsPerCompany,
    job_publish: sizes.jobs,
    // The measured run is a day's alerts of 1,000 seekers: 30 days of each thousand.
    alerts_run_per_1000_seekers: ((sizes.seekers * a.alertShare) / 1000) * 30,
  };
  const kept = {
    d1: sizes.seekers * a.seekerBytes + sizes.jobs * a.monthsKept * a.jobBytes + applications * a.monthsKept * a.applicationBytes,
    r2: sizes.seekers * a.seekerFileBytes + sizes.companies * a.companyFileBytes + applications * a.monthsKept * a.applicationFileBytes,
  };
  return { actions, cachedViews: sizes.views * a.edgeCacheHitShare, d1StorageGb: gb(kept.d1), r2StorageGb: gb(kept.r2) };
}
