// Request budgets (issue 30): runs the budget test (tests/worker/request-budgets.test.ts) inside workerd, where D1
// reports the rows each statement read and wrote, and prints each step's statements, rows read and rows written beside
// its budget (tests/budgets/request-budgets.ts). The per-action figures go to scripts/cost/measured-actions.json, what
// `npm run cost` multiplies by traffic and prices. The test hands its figures over in its task meta, which vitest's JSON
// reporter writes out; nothing else passes between the two processes. Part `budgets` of `npm run bench`; alone:
//   node tests/bench/budgets.ts
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { markdownTable, ms, type Row } from './figures.ts';

const root = resolve(import.meta.dirname, '../..');
const testFile = 'tests/worker/request-budgets.test.ts';
export const measuredActionsPath = 'scripts/cost/measured-actions.json';

interface StepFigures {
  method: string;
  path: string;
  requests: number;
  statements: number;
  rowsRead: number;
  rowsWritten: number;
  wallMs: number;
  budget: { statements: number; rowsRead: number; rowsWritten: number };
}

interface Measured {
  world: Record<string, number>;
  steps: Record<string, StepFigures>;
  actions: Record<string, Record<string, number>>;
}

interface JsonReport {
  testResults: Array<{ message?: string; assertionResults: Array<{ title: string; failureMessages?: string[]; meta?: { requestBudgets?: Measured } }> }>;
}

/** What failed, from the report: the budget test's own messages name the step, its figures and its statements. */
function failuresOf(report: JsonReport): string {
  const tests = report.testResults.flatMap((file) => file.assertionResults);
  const messages = tests.flatMap((test) => (test.failureMessages ?? []).map((message) => `${test.title}: ${message.split('\n    at ')[0]}`));
  return [...report.testResults.flatMap((file) => (file.message ? [file.message] : [])), ...messages].join('\n\n');
}

/** vitest in a process of its own, its exit code (the share-card bench runs its workerd test the same way). */
export function vitest(args: string[]): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(join(root, 'node_modules/.bin/vitest'), args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', fail);
    child.once('close', (code) => done(code ?? 1));
  });
}

const source = (world: Record<string, number>) =>
  [
    `${testFile} run in workerd (Miniflare's D1 and R2 under @cloudflare/vitest-plugin) by \`BENCH_PARTS=budgets npm run bench\`,`,
    `on a seeded board (tests/budgets/budget-world.ts) of ${world.jobs} jobs, ${world.companies} companies, ${world.seekers} seekers, ${world.alerts} job alerts and ${world.applications} applications.`,
    "D1 statements, rows read and rows written are D1's own `meta` of every statement the worker ran (read below the binding, so `raw()` selects count too).",
    'requests = worker invocations (HTTP requests, queue deliveries, cron runs); queue_messages = messages sent; mails = mails handed to the mailer;',
    'R2 operations counted at the binding by class (put/list A, get/head B).',
    'cpu_ms = wall time in workerd per invocation including its waitUntil work: an upper bound of CPU time (it includes waiting on D1, R2 and the mail API);',
    "apply is timed on a warm isolate (the PDF renderer's first load, seconds, is paid once per isolate).",
    "Anonymous reads are measured as cache misses (neither the edge cache nor the isolate's front page answered them).",
    "job_publish = creating the draft, publishing it, the queue delivery that matches it against the 100 instant alerts and the one that draws its share card (the isolate's first card, which loads the rasteriser).",
    "alerts_run_per_1000_seekers = the 05:00 cron's daily run for 1,000 seekers' alerts against the jobs published in the last day (the board's jobs spread over 60 days), its fan-out and every queued batch.",
    'search_word_list_copy = the first typo search after the index changed, at most one per 5 minutes.',
    "followers_told_per_100 = the queue delivery that tells a new job's company's followers, a full batch of 100: a notice and a mail each.",
  ].join(' ');

export async function benchBudgets(): Promise<Row[]> {
  const folder = mkdtempSync(join(tmpdir(), 'kar-budgets-'));
  try {
    const reportFile = join(folder, 'report.json');
    const exitCode = await vitest(['run', '--project', 'workerd', testFile, '--reporter=json', `--outputFile=${reportFile}`]);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
    const measured = report.testResults.flatMap((file) => file.assertionResults).find((test) => test.meta?.requestBudgets)?.meta?.requestBudgets;
    if (exitCode !== 0) console.error(`\n${testFile} failed:\n${failuresOf(report)}\n`);
    if (!measured) throw new Error(`the budget test handed over no figures (vitest exited ${exitCode}): run \`npx vitest run --project workerd ${testFile}\``);

    mkdirSync(join(root, 'scripts/cost'), { recursive: true });
    const file = { measured_at: new Date().toISOString(), source: source(measured.world), actions: measured.actions };
    writeFileSync(join(root, measuredActionsPath), `${JSON.stringify(file, null, 2)}\n`);

    const stepRows = Object.entries(measured.steps).map(([name, step]): Row => {
      const over = (['statements', 'rowsRead', 'rowsWritten'] as const).filter((key) => step[key] > step.budget[key]);
      return {
        figure: `D1 per request: ${name}`,
        value: `${step.statements} statements, ${step.rowsRead} rows read, ${step.rowsWritten} written`,
        note: `budget ${step.budget.statements} / ${step.budget.rowsRead} / ${step.budget.rowsWritten}${over.length ? ` OVER (${over.join(', ')})` : ''}; ${step.method} ${step.path}; ${ms(step.wallMs)} wall${step.requests > 1 ? ` over ${step.requests} invocations` : ''}`,
      };
    });
    const actionRows = Object.entries(measured.actions).map(([name, action]): Row => ({
      figure: `action ${name}`,
      value: `${action.d1_rows_read} rows read, ${action.d1_rows_written} written, ${action.d1_statements} statements`,
      note: `${action.requests} invocations, ${action.cpu_ms} ms wall (CPU upper bound), ${action.queue_messages} queue messages, ${action.mails} mails, R2 ${action.r2_class_a} A / ${action.r2_class_b} B; in ${measuredActionsPath}`,
    }));
    if (exitCode !== 0) {
      actionRows.push({ figure: 'request budgets test', value: 'FAILED', note: `vitest exited ${exitCode}: see the output above, or run ${testFile} alone` });
    }
    return [...stepRows, ...actionRows];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(markdownTable(await benchBudgets()));
