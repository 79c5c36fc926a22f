// The job alerts of 100,000 seekers against a day's 5,000 new jobs on the million board, run as production runs them:
// the 05:00 Cron's `sendAlertDigests` (its window, the fan-out into queue messages), then every queued batch through
// `deliverAlertBatch` as one queue invocation each. Per invocation: the worker's own CPU (the time not spent waiting
// for the database: what Workers bill and limit to 30 s), the D1 queries it makes and the mails it sends (both
// subrequests, at most 1,000 an invocation on the paid plan), and its slowest statement (D1 stops one at 30 s).
import type { QueueMessage } from '../../worker/ports.ts';
import { memoryWorkQueue } from '../../worker/platform/queue.ts';
import { countingMailer, meteredDatabase, millionApp } from './million-app.ts';
import type { MillionWorld } from './million-world.ts';
import { ms, percentile, type Row } from './figures.ts';

const { sendAlertDigests } = await import('../../worker/features/alerts/alert-digests.ts');
const { deliverAlertBatch } = await import('../../worker/features/alerts/alert-delivery.service.ts');
const { allLocales, loadCatalogues } = await import('../../worker/http/i18n.ts');

/** Workers' limits for one invocation (paid plan): CPU, subrequests (D1 queries count among them), one D1 statement. */
const limits = { cpuMs: 30_000, subrequests: 1000, statementMs: 30_000 };

interface Invocation {
  cpuMs: number;
  databaseMs: number;
  longestStatementMs: number;
  queries: number;
  mails: number;
}

const spread = (values: number[], format: (value: number) => string) =>
  `p50 ${format(percentile(values, 0.5))}, p95 ${format(percentile(values, 0.95))}, max ${format(Math.max(...values))}`;

export async function alertRows(world: MillionWorld): Promise<Row[]> {
  // A kept board holds the last run's deliveries and windows: without them this run mails what a first run would.
  await world.client.batch(['DELETE FROM alert_deliveries', 'DELETE FROM alert_runs'], 'write');
  const { db, meter } = meteredDatabase(world);
  const { deps: appDeps } = await millionApp(world, db);
  const queue = memoryWorkQueue();
  const mail = countingMailer();
  const deps = { ...appDeps, db, queue, mailer: mail.mailer };
  const at = new Date(world.facts.now);
  // As the worker's scheduled and queue handlers do: mail goes out in each reader's language.
  await loadCatalogues(allLocales);

  const measure = async (work: () => Promise<unknown>): Promise<Invocation> => {
    meter.reset();
    mail.clear();
    const started = performance.now();
    await work();
    const wall = performance.now() - started;
    return { cpuMs: wall - meter.ms, databaseMs: meter.ms, longestStatementMs: meter.longestMs, queries: meter.calls, mails: mail.count() };
  };

  const cron = await measure(() => sendAlertDigests(deps, at));
  const messages = queue.take().filter((message): message is Extract<QueueMessage, { kind: 'alert_batch' }> => message.kind === 'alert_batch');
  const window = messages[0] ? messages[0].until_rowid - messages[0].since_rowid : 0;
  const batches: Invocation[] = [];
  for (const message of messages) batches.push(await measure(() => deliverAlertBatch(deps, message)));

  const cpu = batches.map((batch) => batch.cpuMs);
  const database = batches.map((batch) => batch.databaseMs);
  const subrequests = batches.map((batch) => batch.queries + batch.mails);
  const longest = Math.max(...batches.map((batch) => batch.longestStatementMs), cron.longestStatementMs);
  const mailed = batches.reduce((sum, batch) => sum + batch.mails, 0);
  const within =
    Math.max(...cpu, cron.cpuMs) <= limits.cpuMs &&
    Math.max(...subrequests, cron.queries + Math.ceil(messages.length / 100)) <= limits.subrequests &&
    longest <= limits.statementMs;
  return [
    {
      figure: 'million: alerts, the Cron run',
      value: `${ms(cron.cpuMs)} CPU, ${ms(cron.databaseMs)} database, ${cron.queries} D1 queries`,
      note: `${world.facts.size.alerts.toLocaleString('en')} daily alerts against the ${window.toLocaleString('en')} jobs published in the last day (the product's own window); ${messages.length} queue messages (${Math.ceil(messages.length / 100)} sends)`,
    },
    {
      figure: 'million: alerts, per queue invocation (batch of 500)',
      value: `CPU ${spread(cpu, ms)}`,
      note: `the worker's time with the database's taken out: matching, reading cards, rendering and signing each mail; database ${spread(database, ms)}`,
    },
    {
      figure: 'million: alerts, subrequests per invocation',
      value: spread(subrequests, (value) => value.toFixed(0)),
      note: `D1 queries ${spread(
        batches.map((batch) => batch.queries),
        (value) => value.toFixed(0),
      )} + mails ${spread(
        batches.map((batch) => batch.mails),
        (value) => value.toFixed(0),
      )}; ${mailed.toLocaleString('en')} mails in all`,
    },
    {
      figure: 'million: alerts, within one run’s limits',
      value: within ? 'yes' : 'NO',
      note: `slowest statement ${ms(longest)} (limit 30 s); most CPU ${ms(Math.max(...cpu))} (limit 30 s); most subrequests ${Math.max(...subrequests)} (limit 1,000); ${batches.length} invocations, ${(database.reduce((a, b) => a + b, 0) / 1000).toFixed(0)} s of database time in all`,
    },
  ];
}
