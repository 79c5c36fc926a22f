/**
 * How often a month of Kar does each measured action, for a board of a given size (issue 30; docs/decisions/0025).
 * What one action costs is measured (scripts/cost/measured-actions.json: the request budgets, run in workerd on a small
 * board); this file says how often people do it, and how a measured figure that grows with a table grows from that
 * small board to the one asked about. Every assumption is a named number with its reason: a reader who knows better
 * changes that one number, here or with `npm run cost -- --assume name=value`.
 */
import type { MeasuredAction } from './measured-action.ts';

export interface Sizes {
  /** Job seekers with an account who use Kar in a month. */
  seekers: number;
  /** Companies hiring in a month. */
  companies: number;
  /** Jobs open in a month. A posting runs about a month, so these are also the month's publishes. */
  jobs: number;
  /** Anonymous page views in a month: visitors, crawlers, links opened from WhatsApp and Telegram. */
  views: number;
}

export const presets = {
  /** One city's board in its first years (Erbil or Sulaymaniyah). */
  city: { seekers: 20_000, companies: 300, jobs: 1_500, views: 1_000_000 },
  /** The Kurdistan Region: its cities' boards together. */
  region: { seekers: 250_000, companies: 3_000, jobs: 15_000, views: 15_000_000 },
  /** Iraq. */
  country: { seekers: 2_000_000, companies: 20_000, jobs: 100_000, views: 150_000_000 },
} as const satisfies Record<string, Sizes>;
export type Preset = keyof typeof presets;

export const assumptions = {
  // Anonymous views. The edge cache keeps a public read fresh 30 s in one data centre (decision 0024).
  /** Views the edge cache answers without D1: lists and a shared job's burst of opens hit, the long tail misses. */
  cacheHitRatio: 0.5,
  /** Of anonymous views, job pages: most visitors arrive from a link shared in a group. */
  jobPageShareOfViews: 0.6,
  /** Typed searches per anonymous view; the views neither job pages nor searches are the board's lists. */
  searchesPerView: 0.15,
  /** Of list views, those with filters (a city, a type, on site or remote). */
  filteredShareOfLists: 0.5,
  /** Views that are a browser's first (half the visits new, a few pages each); later ones have the files (0020). */
  firstVisitShare: 0.2,
  /** Worker requests for files on a first view (`run_worker_first`): the page, index.html's 7, a chunk, the SW. */
  filesPerFirstVisit: 10,
  /** CPU of a request answered without D1 (a cache hit, a static file), as the bench's `edge` part shows. */
  lightRequestCpuMs: 2,

  // Seekers: signed in, so never answered by the edge cache.
  /** Job pages a seeker opens in a month. */
  seekerJobPageViews: 15,
  /** List pages a seeker opens in a month. */
  seekerListViews: 10,
  /** Searches a seeker types in a month. */
  seekerSearches: 10,
  /** Applications a seeker sends in a month: a few chosen ones, not dozens. */
  applicationsPerSeeker: 3,
  /** CV edits (one saved item each) a seeker makes in a month. */
  cvEditsPerSeeker: 4,
  /** The month's new accounts, as a share of its seekers. */
  newSeekerShare: 0.1,

  // Phones (decision 0027): a code goes to the first channel that takes it, WhatsApp, then Telegram, then SMS.
  /** Of new seekers, those who sign up with a mobile number instead of an e-mail address (no sign-up mail). */
  phoneSignUpShare: 0.5,
  /** Codes a phone sign-up takes: some ask again when the first is slow to come. */
  codesPerPhoneSignUp: 1.2,
  /** Password resets a month per seeker who signs in with a phone number, each a code. */
  phoneResetsPerPhoneSeeker: 0.02,
  /** Of codes, those WhatsApp takes: most phones in the region have it. */
  whatsappCodeShare: 0.85,
  /** Of codes, those Telegram's Gateway takes (a number WhatsApp refused that has Telegram); SMS takes the rest. */
  telegramCodeShare: 0.1,
  /**
   * What a WhatsApp authentication message and an SMS to an Iraqi number cost through Twilio, in dollars. Not found
   * in a source to cite (Meta's and Twilio's rates for Iraq), so 0: those codes are counted, not priced, until the
   * owner's own rates are given with `--assume whatsappCodeUsd=… --assume smsCodeUsd=…`.
   */
  whatsappCodeUsd: 0,
  smsCodeUsd: 0,

  // Companies.
  /** Stage moves per application (screening, shortlist, interview or rejection). */
  pipelineMovesPerApplication: 1.5,
  /** Dashboard visits a hiring company makes in a month. */
  dashboardViewsPerCompany: 12,

  // Job alerts.
  /** Seekers with a daily job alert. */
  alertShare: 0.3,
  /** Of them, those who also want each matching job at once (instant); the budgets' board has one in ten. */
  instantAlertShare: 0.1,
  /** Kar mails an instant alert every match, without a limit: past this a day, a holder narrows it or goes daily. */
  instantMailsPerHolderPerDay: 5,

  // Followers (worker/features/notifications/followers.service.ts): told of each new job, a notice and a mail each.
  /** Companies a seeker follows: most none, some the few big employers they would like to work for. */
  followsPerSeeker: 1,

  // Search.
  /** The measured word-list copy is the first, every word written; a later one writes only what new jobs changed. */
  laterWordListCopyShare: 0.01,

  // The free plan's daily limits are broken by the busiest day, not the average one.
  /** The busiest day over the month's average (the working week starts on Sunday; Friday is quiet). */
  busiestDayFactor: 1.5,

  // What is kept: storage is a stock, not a flow.
  /** Months of jobs and applications kept. */
  monthsKept: 12,
  /** CVs a seeker keeps: one per language or kind for some. */
  cvsPerSeeker: 1.5,
  /** Of those CVs, the share uploaded as a file (R2) rather than made in Kar (D1). */
  uploadedCvShare: 0.4,
  /** D1 bytes of an account with its sessions, alerts and notices. */
  accountBytes: 5_000,
  /** D1 bytes of a CV made in Kar: its sections and items, indexes included. */
  madeCvBytes: 10_000,
  /** D1 bytes of a job with its requirements, questions and search-index rows. */
  jobBytes: 8_000,
  /** D1 bytes of an application: its frozen CV (decision 0010), events, answers and match. */
  applicationBytes: 6_000,
  /** R2 bytes of an uploaded CV (a PDF or DOCX). */
  uploadedCvFileBytes: 300_000,
  /** R2 bytes of an application's frozen CV PDF, fonts embedded. */
  applicationFileBytes: 200_000,
  /** R2 bytes of a job's share card, a 1200×630 JPEG of 35-53 KiB (decision 0029). */
  shareCardBytes: 50_000,
  /** R2 bytes of a company's logo and cover. */
  companyFileBytes: 100_000,
};
export type Assumptions = typeof assumptions;

/**
 * The board the budgets measured on, as measured-actions.json's `source` states it: 301 open jobs published over 60
 * days (5 a day), 1,100 alerts of which 100 instant, and 500 applications to the measured company's jobs, each made
 * within 10 days of its publishing (about 250 a month).
 */
export const measuredBoard = { openJobs: 301, alerts: 1_100, instantAlerts: 100, jobsPerDay: 5, companyApplicationsPerMonth: 250 };
/** Lists, filters and searches count and rank at most this many candidates (worker/features/jobs/job-search.repo.ts). */
export const candidateCap = 1_000;
/** Followers one queue message tells (worker/platform/queue.ts `mailsPerQueueMessage`): the measured action's 100. */
const followersPerMessage = 100;
/** The search word list is copied at most once per 5 minutes. */
const maxWordListCopies = (30 * 24 * 60) / 5;
const daysInMonth = 30;

/** Figures of a measured action that the model scales from the measured board to the one asked about. */
export type ScaledFigure = 'd1_rows_read' | 'd1_rows_written' | 'mails';
export interface ActionUse {
  count: number;
  scale: Partial<Record<ScaledFigure, number>>;
}

/** Codes sent to phones in a month, by the channel that took them. */
export interface PhoneCodes {
  whatsapp: number;
  telegram: number;
  sms: number;
}

export interface Usage {
  actions: Record<string, ActionUse>;
  phoneCodes: PhoneCodes;
  /** The owner's price of a code by WhatsApp and by SMS (0: not priced); Telegram's is published (prices.ts). */
  phoneCodeUsd: { whatsapp: number; sms: number };
  /** Requests answered without D1 (edge-cache hits, static files) and their CPU. */
  light: { requests: number; cpuMs: number };
  d1StorageGb: number;
  r2StorageGb: number;
  busiestDayFactor: number;
  /** Where the model had to bend a figure, in words for the reader. */
  notes: string[];
}

/** The actions the model counts: each must be in measured-actions.json. */
export const modelledActions = [
  'job_page_view',
  'job_list_view',
  'job_list_filtered_view',
  'search',
  'search_word_list_copy',
  'sign_up_seeker',
  'cv_edit',
  'apply',
  'pipeline_move',
  'company_dashboard_view',
  'job_publish',
  'alerts_run_per_1000_seekers',
  'followers_told_per_100',
] as const;

/** A read that grows with a table is never taken below what was measured (part of it is fixed). */
const grow = (ratio: number) => Math.max(1, ratio);
const gb = (bytes: number) => bytes / 1e9;

function measuredMails(measured: Record<string, MeasuredAction>, name: string): number {
  const action = measured[name];
  if (!action) throw new Error(`measured-actions.json has no "${name}": run BENCH_PARTS=budgets npm run bench`);
  return action.mails;
}

export function usageOf(sizes: Sizes, measured: Record<string, MeasuredAction>, overrides: Partial<Assumptions> = {}): Usage {
  const a = { ...assumptions, ...overrides };
  const notes: string[] = [];
  const missedViews = sizes.views * (1 - a.cacheHitRatio);
  const listShare = Math.max(0, 1 - a.jobPageShareOfViews - a.searchesPerView);
  const listViews = missedViews * listShare + sizes.seekers * a.seekerListViews;
  const applications = sizes.seekers * a.applicationsPerSeeker;
  const newSeekers = sizes.seekers * a.newSeekerShare;
  const followersPerCompany = sizes.companies > 0 ? (sizes.seekers * a.followsPerSeeker) / sizes.companies : 0;
  const followerMessagesPerJob = Math.ceil(followersPerCompany / followersPerMessage);
  const followerBatchFill = followerMessagesPerJob > 0 ? followersPerCompany / (followerMessagesPerJob * followersPerMessage) : 0;
  const codes = newSeekers * a.phoneSignUpShare * a.codesPerPhoneSignUp + sizes.seekers * a.phoneSignUpShare * a.phoneResetsPerPhoneSeeker;
  const smsShare = Math.max(0, 1 - a.whatsappCodeShare - a.telegramCodeShare);
  const phoneCodes = { whatsapp: codes * a.whatsappCodeShare, telegram: codes * a.telegramCodeShare, sms: codes * smsShare };
  const unpriced = [
    ...(phoneCodes.whatsapp > 0 && a.whatsappCodeUsd === 0 ? [['WhatsApp', 'whatsappCodeUsd']] : []),
    ...(phoneCodes.sms > 0 && a.smsCodeUsd === 0 ? [['SMS', 'smsCodeUsd']] : []),
  ];
  if (unpriced.length > 0) {
    notes.push(
      `Phone codes by ${unpriced.map(([channel]) => channel).join(' and ')} are counted, not priced: give your provider's rates for Iraqi numbers with ${unpriced.map(([, name]) => `--assume ${name}=…`).join(' ')}.`,
    );
  }

  // Lists, filters and searches read the open jobs they count and rank, up to the cap.
  const boardReads = grow(Math.min(sizes.jobs, candidateCap) / measuredBoard.openJobs);
  // A company's dashboard and pipeline read its recent applications.
  const companyReads = grow(sizes.companies > 0 ? applications / sizes.companies / measuredBoard.companyApplicationsPerMonth : 0);

  // Job alerts. The measured run mailed a share of 1,000 daily alerts on a day of 5 new jobs; each alert matching a
  // new job with the same chance p, the share of a day of j jobs is 1 - (1 - p)^j.
  const alertHolders = sizes.seekers * a.alertShare;
  const instantHolders = alertHolders * a.instantAlertShare;
  const jobsPerDay = sizes.jobs / daysInMonth;
  const measuredDailyShare = measuredMails(measured, 'alerts_run_per_1000_seekers') / 1000;
  const matchChance = 1 - (1 - measuredDailyShare) ** (1 / measuredBoard.jobsPerDay);
  const dailyShare = (jobs: number) => 1 - (1 - matchChance) ** jobs;
  const dailyMailScale = measuredDailyShare > 0 ? dailyShare(jobsPerDay) / measuredDailyShare : 1;
  // An instant alert is mailed each job it matches: the measured publish's share of the 100 instant alerts, per job.
  const instantMatch = measuredMails(measured, 'job_publish') / measuredBoard.instantAlerts;
  const instantPerHolderPerDay = instantMatch * jobsPerDay;
  const instantCut = instantPerHolderPerDay > a.instantMailsPerHolderPerDay ? a.instantMailsPerHolderPerDay / instantPerHolderPerDay : 1;
  if (instantCut < 1) {
    notes.push(
      `Instant alerts would mail each holder ${instantPerHolderPerDay.toFixed(0)} jobs a day; counted as ${a.instantMailsPerHolderPerDay} (instantMailsPerHolderPerDay): Kar itself sets no limit.`,
    );
  }
  if (sizes.jobs > candidateCap)
    notes.push(`Lists and searches read at most ${candidateCap.toLocaleString('en-US')} candidates of the ${sizes.jobs.toLocaleString('en-US')} open jobs.`);

  const actions: Record<(typeof modelledActions)[number], ActionUse> = {
    job_page_view: { count: missedViews * a.jobPageShareOfViews + sizes.seekers * a.seekerJobPageViews, scale: {} },
    job_list_view: { count: listViews * (1 - a.filteredShareOfLists), scale: { d1_rows_read: boardReads } },
    job_list_filtered_view: { count: listViews * a.filteredShareOfLists, scale: { d1_rows_read: boardReads } },
    search: { count: missedViews * a.searchesPerView + sizes.seekers * a.seekerSearches, scale: { d1_rows_read: boardReads } },
    search_word_list_copy: {
      count: sizes.jobs > 0 ? 1 + (Math.min(sizes.jobs, maxWordListCopies) - 1) * a.laterWordListCopyShare : 0,
      scale: {},
    },
    // Measured with an e-mail address; a sign-up by phone gets its code by phone instead of the mail.
    sign_up_seeker: { count: newSeekers, scale: { mails: 1 - a.phoneSignUpShare } },
    cv_edit: { count: sizes.seekers * a.cvEditsPerSeeker, scale: {} },
    apply: { count: applications, scale: {} },
    pipeline_move: { count: applications * a.pipelineMovesPerApplication, scale: { d1_rows_read: companyReads } },
    company_dashboard_view: { count: sizes.companies * a.dashboardViewsPerCompany, scale: { d1_rows_read: companyReads } },
    job_publish: {
      count: sizes.jobs,
      // Numbering the alerts into batches reads every alert's index entry; the mails go to the instant ones matched.
      scale: {
        d1_rows_read: grow((alertHolders + instantHolders) / measuredBoard.alerts),
        mails: (instantHolders / measuredBoard.instantAlerts) * instantCut,
      },
    },
    // Each new job tells its company's followers (an average company's here), in messages of up to a hundred: the
    // measured one was full. Followers who signed up by phone have no address to mail.
    followers_told_per_100: {
      count: sizes.jobs * followerMessagesPerJob,
      scale: {
        mails: followerBatchFill * (1 - a.phoneSignUpShare),
        d1_rows_read: followerBatchFill,
        d1_rows_written: followerBatchFill,
      },
    },
    // The measured run is a day of 1,000 alerts: 30 days of each thousand; deliveries are recorded per mail.
    alerts_run_per_1000_seekers: {
      count: (alertHolders / 1000) * daysInMonth,
      scale: { mails: dailyMailScale, d1_rows_written: dailyMailScale },
    },
  };

  const lightRequests = sizes.views * a.cacheHitRatio + sizes.views * a.firstVisitShare * a.filesPerFirstVisit;
  const cvs = sizes.seekers * a.cvsPerSeeker;
  const kept = {
    d1:
      sizes.seekers * a.accountBytes +
      cvs * (1 - a.uploadedCvShare) * a.madeCvBytes +
      sizes.jobs * a.monthsKept * a.jobBytes +
      applications * a.monthsKept * a.applicationBytes,
    r2:
      cvs * a.uploadedCvShare * a.uploadedCvFileBytes +
      sizes.companies * a.companyFileBytes +
      sizes.jobs * a.monthsKept * a.shareCardBytes +
      applications * a.monthsKept * a.applicationFileBytes,
  };
  return {
    actions,
    phoneCodes,
    phoneCodeUsd: { whatsapp: a.whatsappCodeUsd, sms: a.smsCodeUsd },
    light: { requests: lightRequests, cpuMs: lightRequests * a.lightRequestCpuMs },
    d1StorageGb: gb(kept.d1),
    r2StorageGb: gb(kept.r2),
    busiestDayFactor: a.busiestDayFactor,
    notes,
  };
}
