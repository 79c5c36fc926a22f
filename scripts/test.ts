// The last step of `npm test`: the end-to-end files (one at a time, against one wrangler dev) and the other projects
// (unit, api, workerd) as two vitest runs side by side. Vitest gives a 2-core machine one worker, and the end-to-end
// files spend much of their time waiting on Chromium and wrangler dev, which the other run fills: together they take
// about as long as the end-to-end files alone. Arguments (`npm test -- tests/api/x.test.ts`) run one vitest as asked.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Summary } from '../tests/support/summary-reporter.ts';

const vitest = 'node_modules/.bin/vitest';
const extra = process.argv.slice(2);
const runs =
  extra.length > 0
    ? [{ name: '', args: extra }]
    : [
        { name: 'e2e', args: ['--project', 'e2e'] },
        { name: 'rest', args: ['--project', 'unit', '--project', 'api', '--project', 'workerd'] },
      ];
const folder = mkdtempSync(join(tmpdir(), 'kar-test-'));

/** One vitest run, its lines prefixed with its name when two share the terminal; resolves to its exit code. */
function run(name: string, args: string[], summaryFile: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(vitest, ['run', ...args], { env: { ...process.env, KAR_TEST_SUMMARY_FILE: summaryFile }, stdio: ['ignore', 'pipe', 'pipe'] });
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

const summaryFiles = runs.map((_, index) => join(folder, `summary-${index}.json`));
const codes = await Promise.all(runs.map((entry, index) => run(entry.name, entry.args, summaryFiles[index] ?? '')));
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
