// Extensions spelled out: scripts/db-backfill.ts and the benches run this under plain Node.
import type { Backfill } from '../../shared/backfill.ts';
import type { BackfillState, BackfillStore } from './backfill-store.ts';
import { allStates, requestStatements, stateOf, stateQuery, stepStatements } from './backfills.repo.ts';

/** What one step did, for a command's progress lines and the bench. */
export interface StepReport {
  name: string;
  /** The cursor after the step (null when another runner had taken it). */
  cursor: number | null;
  finished: boolean;
  ms: number;
}

export interface BackfillRun {
  steps: number;
  /** Backfills still unfinished when the run stopped (its step budget spent). */
  unfinished: string[];
  /** Rows of `backfills` whose name this code does not know (a migration newer than the code): left alone. */
  unknown: string[];
}

export interface RunOptions {
  /** At most this many steps in all, over every unfinished backfill. */
  maxSteps: number;
  now: () => Date;
  onStep?: (report: StepReport) => void;
  /** Unique per step; a test may pass its own. */
  claim?: () => string;
}

export function backfillsService(store: BackfillStore, registry: readonly Backfill[]) {
  const known = new Map(registry.map((backfill) => [backfill.name, backfill]));

  const states = async (): Promise<BackfillState[]> => (await store.read(allStates)).map(stateOf);

  /** Steps one backfill until it finishes or the budget runs out; answers the steps taken. */
  async function runOne(backfill: Backfill, start: BackfillState, budget: number, options: RunOptions): Promise<{ steps: number; finished: boolean }> {
    const claim = options.claim ?? (() => crypto.randomUUID());
    let seen = start.steps;
    let taken = 0;
    while (taken < budget) {
      const began = performance.now();
      const [row] = await store.batch(stepStatements(backfill, seen, claim(), options.now()));
      taken += 1;
      const after = row ? stateOf(row) : null;
      options.onStep?.({ name: backfill.name, cursor: after?.cursor ?? null, finished: after?.finished ?? false, ms: performance.now() - began });
      if (after) {
        if (after.finished) return { steps: taken, finished: true };
        seen = after.steps;
        continue;
      }
      // Another runner (the Cron, a second command) took this step: go on from where it left the row.
      const [current] = (await store.read(stateQuery(backfill.name))).map(stateOf);
      if (!current || current.finished) return { steps: taken, finished: true };
      seen = current.steps;
    }
    return { steps: taken, finished: false };
  }

  return {
    states,

    /** Asks for a backfill from its start, emptying its target (a command, or a test standing in for a migration). */
    async request(name: string, now: Date): Promise<void> {
      const backfill = known.get(name);
      if (!backfill) throw new Error(`no backfill named ${name} (known: ${[...known.keys()].join(', ')})`);
      await store.batch(requestStatements(backfill, now));
    },

    /** Runs unfinished backfills, oldest request first, for at most `maxSteps` steps in all. */
    async run(options: RunOptions): Promise<BackfillRun> {
      const unfinished = (await states()).filter((state) => !state.finished);
      const result: BackfillRun = { steps: 0, unfinished: [], unknown: [] };
      for (const state of unfinished) {
        const backfill = known.get(state.name);
        if (!backfill) {
          result.unknown.push(state.name);
          continue;
        }
        const { steps, finished } = await runOne(backfill, state, options.maxSteps - result.steps, options);
        result.steps += steps;
        if (!finished) result.unfinished.push(state.name);
      }
      return result;
    },
  };
}
