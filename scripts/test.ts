// The last step of `npm test`, after the build: two lanes side by side. One runs the end-to-end files (one at a time,
// against one wrangler dev); the other runs the static checks (tsc, the generated worker types, ESLint, Prettier),
// then the other vitest projects (unit, api, workerd). Vitest gives a 2-core machine one worker, and the end-to-end
// files are the longest part: the rest fits beside them (CI took 1,946 s with everything one after another).
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

const vitest = (args: string[]): Step => ({ command: 'node_modules/.bin/vitest', args: ['run', ...args] });
const checks: Step[] = ['typecheck', 'types:check', 'lint', 'format:check'].map((script) => ({ command: 'npm', args: ['run', '--silent', script] }));
const extra = process.argv.slice(2);
const lanes: Array<{ name: string; steps: Step[] }> =
  extra.length > 0
    ? [{ name: '', steps: [...checks, vitest(extra)] }]
    : [
        { name: 'e2e', steps: [vitest(['--project', 'e2e'])] },
        { name: 'rest', steps: [...checks, vitest(['--project', 'unit', '--project', 'api', '--project', 'workerd'])] },
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

/** A lane's steps in order; the first that fails ends the lane (its tests are then not run, and count as failed). */
async function runLane(name: string, steps: Step[], summaryFile: string): Promise<number> {
  for (const step of steps) {
    const code = await run(name, step, summaryFile);
    if (code !== 0) return code;
  }
  return 0;
}

const summaryFiles = lanes.map((_, index) => join(folder, `summary-${index}.json`));
const codes = await Promise.all(lanes.map((lane, index) => runLane(lane.name, lane.steps, summaryFiles[index] ?? '')));
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
