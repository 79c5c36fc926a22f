// The last step of `npm test`, after the build: two lanes side by side. One runs the end-to-end files (one at a time,
// against one wrangler dev); the other runs the static checks (tsc, the generated worker types, ESLint, Prettier),
// then the other vitest projects (unit, api, workerd), then the end-to-end files named in `secondLaneEndToEnd` against
// a wrangler dev of its own. Vitest gives a 2-core machine one worker, and the end-to-end files are the longest part:
// the rest fits beside them with time to spare, which the files moved to its end use (CI took 1,697 s with the rest
// lane idle for its last 500).
// Arguments (`npm test -- tests/api/x.test.ts`) run one vitest as asked, after the checks.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Summary } from '../tests/support/summary-reporter.ts';

interface Step {
  command: string;
  args: string[];
}

/**
 * End-to-end files the second lane runs after its other tests, with its own server, to bring the two lanes' ends
 * together. With `npm run admin` no longer starting workerd the e2e lane got shorter: a fresh clone ended its lanes at
 * 1,188 s and 1,417 s with nine files here, so four went back. Short files that need nothing from the others (each
 * file makes its own users and jobs).
 */
const secondLaneEndToEnd = ['admin', 'api-docs', 'error-boundary', 'pages-any-client', 'rtl-numbers'].map((name) => `tests/e2e/${name}.test.ts`);

const vitest = (args: string[]): Step => ({ command: 'node_modules/.bin/vitest', args: ['run', ...args] });
const checks: Step[] = ['typecheck', 'types:check', 'lint', 'format:check'].map((script) => ({ command: 'npm', args: ['run', '--silent', script] }));
const extra = process.argv.slice(2);
const lanes: Array<{ name: string; steps: Step[] }> =
  extra.length > 0
    ? [{ name: '', steps: [...checks, vitest(extra)] }]
    : [
        { name: 'e2e', steps: [vitest(['--project', 'e2e', ...secondLaneEndToEnd.flatMap((file) => ['--exclude', file])])] },
        {
          name: 'rest',
          steps: [...checks, vitest(['--project', 'unit', '--project', 'api', '--project', 'workerd']), vitest(['--project', 'e2e', ...secondLaneEndToEnd])],
        },
      ];
const folder = mkdtempSync(join(tmpdir(), 'kar-test-'));

/** One command, its lines prefixed with the lane's name when two share the terminal; resolves to its exit code. */
function run(name: string, step: Step, summaryFile: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { env: { ...process.env, KAR_TEST_SUMMARY_FILE: summaryFile }, stdio: ['ignore', 'pipe', 'pipe'] });
    const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WritableStream) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(name ? `[${name}] ${line}\n` : `${line}\n`);
      });
      stream.on('end', () => rest && out.write(name ? `[${name}] ${rest}\n` : `${rest}\n`));
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Where each vitest step writes its counts (the checks write none). */
const summaryFileOf = (lane: number, step: number) => join(folder, `summary-${lane}-${step}.json`);
const isVitest = (step: Step) => step.command.endsWith('vitest');

/**
 * A lane's steps in order. A failed check ends the lane (its tests are then not run, and count as failed); after a
 * failed vitest the next one still runs, so that one run tells every failure.
 */
async function runLane(lane: number): Promise<number> {
  const { name, steps } = lanes[lane] ?? { name: '', steps: [] };
  let worst = 0;
  for (const [index, step] of steps.entries()) {
    const code = await run(name, step, summaryFileOf(lane, index));
    if (code === 0) continue;
    worst = code;
    if (!isVitest(step)) return code;
  }
  return worst;
}

const codes = await Promise.all(lanes.map((_, lane) => runLane(lane)));
const summaryFiles = lanes.flatMap((lane, index) => lane.steps.flatMap((step, stepIndex) => (isVitest(step) ? [summaryFileOf(index, stepIndex)] : [])));
const total: Summary = { passed: 0, failed: 0, skipped: 0 };
for (const file of summaryFiles) {
  try {
    const summary = JSON.parse(readFileSync(file, 'utf8')) as Summary;
    total.passed += summary.passed;
    total.failed += summary.failed;
    total.skipped += summary.skipped;
  } catch {
    // A run that died before its end has no summary: it counts as one failure.
    total.failed += 1;
  }
}
rmSync(folder, { recursive: true, force: true });
const tail = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
process.stdout.write(`\ntests: ${total.passed} passed, ${total.failed} failed${tail}\n`);
process.exit(codes.some((code) => code !== 0) || total.failed > 0 ? 1 : 0);
