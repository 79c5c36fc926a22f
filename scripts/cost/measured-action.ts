/**
 * One action's measured cost as scripts/cost/measured-actions.json holds it: written by the request budgets
 * (tests/budgets/actions.ts), read by `npm run cost` (estimate.ts).
 */
export interface MeasuredAction {
  requests: number;
  d1_statements: number;
  d1_rows_read: number;
  d1_rows_written: number;
  r2_class_a: number;
  r2_class_b: number;
  queue_messages: number;
  mails: number;
  /** An upper bound: wall time in workerd, waiting on D1 and R2 included. */
  cpu_ms: number;
}
