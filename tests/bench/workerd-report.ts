// A workerd vitest file run for the bench: figures measured inside workerd come back in the tests' `meta`, read from
// vitest's JSON report (the test files cannot write files: they run in workerd).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface ReportedTest<Meta> {
  title: string;
  failureMessages?: string[];
  meta?: Meta;
}

interface JsonReport<Meta> {
  testResults: Array<{ message?: string; assertionResults: Array<ReportedTest<Meta>> }>;
}

export interface WorkerdRun<Meta> {
  exitCode: number;
  tests: Array<ReportedTest<Meta>>;
  /** What failed: the file's own error and each failing test's message, without the stack. */
  failures: string;
}

function vitest(args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(join(root, 'node_modules/.bin/vitest'), args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    child.once('error', fail);
    child.once('close', (code) => done(code ?? 1));
  });
}

/** Runs one file of the `workerd` project with `env` added to vitest's (VITE_* variables reach `import.meta.env`). */
export async function runWorkerdFile<Meta>(testFile: string, env: Record<string, string> = {}): Promise<WorkerdRun<Meta>> {
  const folder = mkdtempSync(join(tmpdir(), 'kar-workerd-report-'));
  try {
    const reportFile = join(folder, 'report.json');
    const exitCode = await vitest(['run', '--project', 'workerd', testFile, '--reporter=json', `--outputFile=${reportFile}`], env);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport<Meta>;
    const tests = report.testResults.flatMap((file) => file.assertionResults);
    const messages = tests.flatMap((test) => (test.failureMessages ?? []).map((message) => `${test.title}: ${message.split('\n    at ')[0]}`));
    const failures = [...report.testResults.flatMap((file) => (file.message ? [file.message] : [])), ...messages].join('\n\n');
    return { exitCode, tests, failures };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
