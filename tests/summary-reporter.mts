import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';
import { countRun, summaryLine } from './run-summary';

/**
 * Prints the closing line CI reads: 'N passed, N failed' (plus skipped when there are any), counting
 * files that failed to run as failed (decision 0027). When scripts/test.mjs names a file in
 * TEST_SUMMARY_FILE, the counts go there too, so that it can tell a run that ended before this
 * reporter was reached (a global setup that threw) from one that reported.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, errors: ReadonlyArray<SerializedError>) {
    const counts = countRun(testModules, errors);
    if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(counts));
    process.stdout.write(`\n${summaryLine(counts)}\n`);
  }
}
