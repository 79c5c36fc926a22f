/**
 * What each request of the common flows may cost in D1: statements, rows read, rows written (the rows D1 reports in
 * each statement's `meta`, which Cloudflare bills). tests/worker/request-budgets.test.ts runs every step below against
 * the worker in workerd on the board of tests/budgets/budget-world.ts (300 jobs, 5 companies, 1,000 seekers with
 * 1,100 job alerts, 1,500 applications; 50 jobs and 500 applications are the measured company's) and fails a step that
 * goes over, listing each statement it ran with its rows. `BENCH_PARTS=budgets npm run bench` prints the figures.
 *
 * How the ceilings were set: statements as measured, so a new statement is a decision someone reviews; rows read about
 * 20% above the measured figure (more where it depends on the day, said in `why`); rows written as measured, rounded up.
 * To raise a budget, change the number here in the same change that needs it and say why in `why`; a figure that grows
 * with the size of a table (a scan) is a bug to fix, not a budget to raise.
 *
 * Anonymous reads are measured as the edge cache's worst miss: nothing cached yet, and its versions (one statement, kept
 * a second per isolate) read again; most views are answered from the cache and cost nothing in D1. `method` QUEUE and
 * CRON are the worker's queue consumer and Cron Trigger, not HTTP.
 */
export interface StepBudget {
  method: 'GET' | 'POST' | 'PATCH' | 'QUEUE' | 'CRON';
  /** The route (under /api/v1) or, for QUEUE and CRON, the message kind or the schedule. */
  path: string;
  statements: number;
  rowsRead: number;
  rowsWritten: number;
  why: string;
}

export const requestBudgets = {
  // Browsing and searching (anonymous)
  'browse: landing job list': {
    method: 'GET',
    path: '/jobs',
    statements: 4,
    rowsRead: 930,
    rowsWritten: 0,
    why: "The edge cache's versions, the count of open jobs (capped at 1,000: reads each open job and its company up to the cap), 20 ids, their cards.",
  },
  'browse: explore with filters': {
    method: 'GET',
    path: '/jobs?city_id=1&job_type_id=1&workplace=on_site',
    statements: 3,
    rowsRead: 620,
    rowsWritten: 0,
    why: "The cache's versions; filters are words of the full-text index: one statement ranks and counts the candidates, one reads 20 cards.",
  },
  'search: words': {
    method: 'GET',
    path: '/jobs?q=ئەندازیاری تۆڕ&sort=relevance',
    statements: 3,
    rowsRead: 360,
    rowsWritten: 0,
    why: "As the filters: the cache's versions, the index ranks the matches (bm25), the page reads 20 cards.",
  },
  'search: misspelt word, copying the word list': {
    method: 'GET',
    path: '/jobs?q=enginer',
    statements: 9,
    rowsRead: 5300,
    rowsWritten: 8600,
    why: 'The first typo search after the index changed brings the copy of its word list up to date (at most every 5 minutes). Measured here as the first copy, every word written (a row and its key, 2 a word); later copies write only the words that changed.',
  },
  'search: misspelt word (suggestions)': {
    method: 'GET',
    path: '/jobs?q=managr',
    statements: 6,
    rowsRead: 60,
    rowsWritten: 0,
    why: 'No match, so near words are read as ranges of the copied word list and checked against the text of a job holding each.',
  },
  'browse: job page': {
    method: 'GET',
    path: '/jobs/{id}',
    statements: 8,
    rowsRead: 30,
    rowsWritten: 0,
    why: "The cache's versions, then the job with its company, lookup names, match requirements, questions and requirements, each by key.",
  },

  // A seeker signs up, writes a CV and applies
  'sign-up: robot check': {
    method: 'GET',
    path: '/captcha/challenge',
    statements: 0,
    rowsRead: 0,
    rowsWritten: 0,
    why: 'An ALTCHA challenge is signed, not stored: no D1 at all.',
  },
  'sign-up: send code': {
    method: 'POST',
    path: '/auth/send-verification-code',
    statements: 9,
    rowsRead: 15,
    rowsWritten: 8,
    why: 'Throttles per IP and address, the solved challenge recorded once, an existing account or code looked up, the new code stored.',
  },
  'sign-up: verify e-mail': {
    method: 'POST',
    path: '/auth/verify-email',
    statements: 5,
    rowsRead: 8,
    rowsWritten: 4,
    why: 'Throttle, the code read and consumed, the address marked verified.',
  },
  'sign-up: register': {
    method: 'POST',
    path: '/auth/register',
    statements: 8,
    rowsRead: 20,
    rowsWritten: 9,
    why: "The verified address, lookups checked, the user and the session inserted. The user's row writes its indexes too: since the phone sign-in (migration 0039) the e-mail's partial unique index, its lookup index and the phone's.",
  },
  'CV: create': {
    method: 'POST',
    path: '/account/cvs/personal-info',
    statements: 16,
    rowsRead: 48,
    rowsWritten: 5,
    why: 'The session, the CV inserted, its completion counted, then the whole CV read back section by section for the reply.',
  },
  'CV: add an item': {
    method: 'POST',
    path: '/account/cvs/{cvId}/education',
    statements: 21,
    rowsRead: 60,
    rowsWritten: 3,
    why: 'As creating: the item inserted and the whole CV read back, section by section, with its lookup names.',
  },
  'apply: with a made CV': {
    method: 'POST',
    path: '/account/jobs/apply',
    statements: 32,
    rowsRead: 170,
    rowsWritten: 30,
    why: 'The job, the CV read whole to freeze it (R2), the application with its requirements, event, answers and match in one batch, the notice, then the PDF key.',
  },

  // A company posts a job and works its pipeline
  'job: create a draft': {
    method: 'POST',
    path: '/company/jobs',
    statements: 24,
    rowsRead: 90,
    rowsWritten: 14,
    why: "Lookups checked, the draft and its parts in one batch, read back. Seven statements find the new job as the company's newest id, one step each in jobs_company_newest (a scan of the company's jobs before it).",
  },
  'job: publish': {
    method: 'POST',
    path: '/company/jobs/{id}/publish',
    statements: 17,
    rowsRead: 70,
    rowsWritten: 15,
    why: "The credit spent and the job published in one batch, the edge cache's versions raised, the job read back; one queue message (followers are told by the queue).",
  },
  'queue: job published (instant alerts)': {
    method: 'QUEUE',
    path: 'job_published',
    statements: 9,
    rowsRead: 4300,
    rowsWritten: 32,
    why: "The 100 instant alerts matched against the new job; numbering the alerts into batches reads every alert's index entry, not only the instant ones. The company's 100 followers numbered into ranges of 100 (about 6 rows read a follower, by their index).",
  },
  'queue: share card': {
    method: 'QUEUE',
    path: 'share_card',
    statements: 12,
    rowsRead: 28,
    rowsWritten: 2,
    why: "The job read twice (for its language, then as the job page reads it in that language: lookups, requirements, matching), the stored card's version, the new one saved, the job page's edge-cache version raised; the JPEG goes to R2.",
  },
  'queue: followers told (a batch)': {
    method: 'QUEUE',
    path: 'follower_batch',
    statements: 5,
    rowsRead: 1800,
    rowsWritten: 510,
    why: "A range of 100 followers: the job and the addresses of the range read first, then each a notice (3 rows written with its indexes) and a delivery row (2) in one transaction that reads the range by the followers' index (not growing with the company's other followers); 100 mails.",
  },
  'pipeline: applicants of a job': {
    method: 'GET',
    path: '/company/jobs/{id}/applications',
    statements: 6,
    rowsRead: 60,
    rowsWritten: 0,
    why: 'The job with its hires (by its index), the first page of applicants, the count per stage.',
  },
  'pipeline: move an applicant': {
    method: 'PATCH',
    path: '/company/applications/{id}',
    statements: 8,
    rowsRead: 190,
    rowsWritten: 11,
    why: "The move, its event and the seeker's notice in one batch; the notice is read from the batch's events through their index (it read every event, 2,600 rows, before).",
  },
  'dashboard: counting cards': {
    method: 'GET',
    path: '/company/dashboard/counting-data',
    statements: 8,
    rowsRead: 400,
    rowsWritten: 0,
    why: "Open jobs, the monthly totals, applicants of the last 7 days, upcoming interviews, the credit balance: reads the company's recent applications.",
  },
  'dashboard: activity per month': {
    method: 'GET',
    path: '/company/dashboard/analytics?months=1',
    statements: 4,
    rowsRead: 10,
    rowsWritten: 0,
    why: 'Read from the per-month counts the triggers keep: one row a month.',
  },
  'dashboard: applicants per stage': {
    method: 'GET',
    path: '/company/dashboard/job-candidate-count-per-stage',
    statements: 4,
    rowsRead: 950,
    rowsWritten: 0,
    why: "Counts this month's applications of open jobs by stage: reads them, so the figure rises through the month (720 measured on the 28th).",
  },
  'dashboard: applications per month': {
    method: 'GET',
    path: '/company/dashboard/job-candidate-count-per-month',
    statements: 4,
    rowsRead: 12,
    rowsWritten: 0,
    why: 'Read from the per-month counts the triggers keep.',
  },
  'dashboard: last week': {
    method: 'GET',
    path: '/company/dashboard/last-week-statistics',
    statements: 6,
    rowsRead: 680,
    rowsWritten: 0,
    why: "Applications, interviews and hires per day of the last 7: reads the company's applications of the week.",
  },
  'dashboard: interviews per job': {
    method: 'GET',
    path: '/company/jobs/interviews/interviews-count',
    statements: 4,
    rowsRead: 790,
    rowsWritten: 0,
    why: "Interviews grouped by job: reads the company's applications to find their interviews.",
  },
  'dashboard: applicants per stage of each job': {
    method: 'GET',
    path: '/company/jobs/applications-count-per-stage',
    statements: 5,
    rowsRead: 430,
    rowsWritten: 0,
    why: "A page of the company's jobs, then their applications counted by stage.",
  },

  // Job alerts: the 05:00 cron for the 1,000 seekers' daily alerts
  'alerts: cron run (daily)': {
    method: 'CRON',
    path: '0 5 * * *',
    statements: 8,
    rowsRead: 4000,
    rowsWritten: 2,
    why: "The run's window of new jobs (the first run scans jobs by publish time), the alerts numbered into batches of 500 (3 rows read an alert) and whether any follows the last end (1,000 alerts make 2 batches, not an empty third); 2 queue messages.",
  },
  'alerts: queued batches': {
    method: 'QUEUE',
    path: 'alert_batch',
    statements: 13,
    rowsRead: 37300,
    rowsWritten: 1200,
    why: "Each batch: 500 alerts read, matched against the day's jobs in one statement, deliveries recorded, cards read per language (1,000 alerts: 2 batches).",
  },
} as const satisfies Record<string, StepBudget>;

export type StepName = keyof typeof requestBudgets;
