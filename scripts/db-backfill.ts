// Runs the backfills migrations asked for (worker/features/backfills, docs/decisions/0026-batched-backfills.md), step
// by step, each step one batch far under D1's limits; a run cut anywhere is run again and goes on where it stopped.
// The daily Cron does the same, 40 steps a run; this finishes at once (for example right after a deploy).
//   npm run db:backfill                        the local D1 (--persist-to <folder> for another state folder)
//   npm run db:backfill -- --remote            the deployed D1, through wrangler
//   npm run db:backfill -- --url <libsql-url>  a libSQL database such as Turso (or TURSO_DATABASE_URL, TURSO_AUTH_TOKEN)
// Options: --status (show every backfill and stop), --steps <n> (at most n steps), --request <name> (start that backfill
// over from the beginning first, emptying what it fills: e.g. `--request jobs_fts` refills the job search index).
import { parseArgs } from 'node:util';
import { d1File, defaultLocalState } from '../db/local-d1-file.ts';
import { backfillsService } from '../worker/features/backfills/backfills.service.ts';
import { registeredBackfills } from '../worker/features/backfills/registry.ts';
import { libsqlStore, wranglerRemoteStore } from './backfill-stores.ts';

const { values } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    url: { type: 'string' },
    'persist-to': { type: 'string' },
    status: { type: 'boolean', default: false },
    steps: { type: 'string' },
    request: { type: 'string' },
  },
});

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

async function open() {
  const url = values.url ?? process.env.TURSO_DATABASE_URL;
  if (values.remote) return { store: wranglerRemoteStore(), where: 'the deployed D1 (wrangler --remote)', close: () => undefined };
  if (url) return { ...(await libsqlStore(url, process.env.TURSO_AUTH_TOKEN)), where: url };
  let file = '';
  try {
    file = d1File(values['persist-to'] ?? defaultLocalState);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  return { ...(await libsqlStore(`file:${file}`)), where: `the local D1 (${file})` };
}

const maxSteps = values.steps === undefined ? Number.MAX_SAFE_INTEGER : Number(values.steps);
if (!Number.isInteger(maxSteps) || maxSteps < 0) fail('--steps takes a whole number.');

const { store, where, close } = await open();
try {
  const service = backfillsService(store, registeredBackfills);
  if (values.request) {
    await service.request(values.request, new Date());
    console.log(`${values.request}: started over on ${where}.`);
  }
  if (!values.status) {
    const started = performance.now();
    let last = 0;
    const run = await service.run({
      maxSteps,
      now: () => new Date(),
      onStep: (step) => {
        // A line every few seconds, and the last one.
        if (step.finished || performance.now() - last > 5000) {
          last = performance.now();
          console.log(
            `${step.name}: ${step.finished ? 'finished' : `cursor ${step.cursor ?? '(another runner took this step)'}`} (step ${step.ms.toFixed(0)} ms)`,
          );
        }
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${run.steps} ${run.steps === 1 ? 'step' : 'steps'} in ${seconds} s on ${where}.`);
    if (run.unfinished.length) console.log(`Unfinished (run again to go on): ${run.unfinished.join(', ')}.`);
    if (run.unknown.length) console.log(`Asked for by a migration but unknown to this code (deploy it first): ${run.unknown.join(', ')}.`);
  }
  const states = await service.states();
  if (states.length === 0) console.log('No backfill has been asked for.');
  for (const state of states) console.log(`${state.name}: ${state.finished ? 'finished' : 'unfinished'}, ${state.steps} steps, cursor ${state.cursor}`);
} finally {
  close();
}
