import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * Ends the run with one plain line, `tests: N passed, N failed`, that CI reads. Under `npm test` (scripts/test.ts),
 * which runs two vitests side by side, each writes its counts to KAR_TEST_SUMMARY_FILE and the script prints the sum.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const summary: Summary = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests()) {
        const state = testCase.result().state;
        if (state === 'passed') summary.passed++;
        else if (state === 'failed') summary.failed++;
        else summary.skipped++;
      }
      // A file that failed to load has no test cases but must still fail the count.
      if (testModule.state() === 'failed' && testModule.children.size === 0) summary.failed++;
    }
    const file = process.env.KAR_TEST_SUMMARY_FILE;
    if (file) {
      writeFileSync(file, JSON.stringify(summary));
      return;
    }
    const tail = summary.skipped > 0 ? `, ${summary.skipped} skipped` : '';
    process.stdout.write(`\ntests: ${summary.passed} passed, ${summary.failed} failed${tail}\n`);
  }
}
