/**
 * What a user's action costs, from the steps it is made of (tests/budgets/request-budgets.ts), in the shape
 * `npm run cost` reads (scripts/cost/measured-actions.json). An action is the requests a client makes for it, plus the
 * queue deliveries and cron runs it causes.
 */
import type { MeasuredAction } from '../../scripts/cost/measured-action';
import type { StepName } from './request-budgets';

export interface StepCost {
  requests: number;
  statements: number;
  rowsRead: number;
  rowsWritten: number;
  r2ClassA: number;
  r2ClassB: number;
  queueMessages: number;
  mails: number;
  wallMs: number;
}

/** The shape `npm run cost` reads (scripts/cost/estimate.ts). */
export type ActionCost = MeasuredAction;

export const actionSteps = {
  job_list_view: ['browse: landing job list'],
  job_list_filtered_view: ['browse: explore with filters'],
  search: ['search: words'],
  /** At most one every 5 minutes, and only after the index changed (worker/features/jobs/search-vocabulary.ts). */
  search_word_list_copy: ['search: misspelt word, copying the word list'],
  job_page_view: ['browse: job page'],
  sign_up_seeker: ['sign-up: robot check', 'sign-up: send code', 'sign-up: verify e-mail', 'sign-up: register'],
  cv_edit: ['CV: add an item'],
  apply: ['apply: with a made CV'],
  pipeline_move: ['pipeline: move an applicant'],
  company_dashboard_view: [
    'dashboard: counting cards',
    'dashboard: activity per month',
    'dashboard: applicants per stage',
    'dashboard: applications per month',
    'dashboard: last week',
    'dashboard: interviews per job',
    'dashboard: applicants per stage of each job',
  ],
  job_publish: ['job: create a draft', 'job: publish', 'queue: job published (instant alerts)', 'queue: share card'],
  alerts_run_per_1000_seekers: ['alerts: cron run (daily)', 'alerts: queued batches'],
  /** A hundred of a company's followers told of a new job: a notice and a mail each. */
  followers_told_per_100: ['queue: followers told (a batch)'],
} as const satisfies Record<string, readonly StepName[]>;

export type ActionName = keyof typeof actionSteps;

const round = (value: number) => Math.round(value * 10) / 10;

export function actionCosts(steps: ReadonlyMap<StepName, StepCost>): Record<ActionName, ActionCost> {
  const entries = Object.entries(actionSteps).map(([action, names]) => {
    const parts = names.map((name) => {
      const cost = steps.get(name);
      if (!cost) throw new Error(`action ${action}: step "${name}" was not measured`);
      return cost;
    });
    const sum = (pick: (cost: StepCost) => number) => parts.reduce((total, cost) => total + pick(cost), 0);
    const cost: ActionCost = {
      requests: sum((cost) => cost.requests),
      d1_statements: sum((cost) => cost.statements),
      d1_rows_read: sum((cost) => cost.rowsRead),
      d1_rows_written: sum((cost) => cost.rowsWritten),
      r2_class_a: sum((cost) => cost.r2ClassA),
      r2_class_b: sum((cost) => cost.r2ClassB),
      queue_messages: sum((cost) => cost.queueMessages),
      mails: sum((cost) => cost.mails),
      cpu_ms: round(sum((cost) => cost.wallMs)),
    };
    return [action, cost] as const;
  });
  return Object.fromEntries(entries) as Record<ActionName, ActionCost>;
}
