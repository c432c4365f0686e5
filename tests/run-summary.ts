/**
 * The counts behind the closing line 'N passed, N failed' (decision 0027). Kept free of Node and of
 * vitest's runtime so that a unit test can feed it hand-made task objects.
 */

/** What the count needs of vitest's reported tasks (TestModule, TestSuite, TestCase in vitest/node). */
interface ReportedErrors {
  errors(): ReadonlyArray<unknown>;
}
export interface ReportedModule extends ReportedErrors {
  state(): string;
  children: {
    allTests(): Iterable<{ result(): { state: string } }>;
    allSuites(): Iterable<ReportedErrors>;
  };
}

export interface RunCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * Counts every test by its state, and also, as one failure each, every file or suite that failed
 * outside its tests: an import or collection error, a `beforeAll` that could not start the browser (its
 * tests are then only "skipped"), an `afterAll` that threw. Errors vitest could not pin on any file
 * count one each. A failed file with nothing else to show for it still counts once, so a file that did
 * not run can never leave 'N failed' at 0.
 */
export function countRun(modules: Iterable<ReportedModule>, unhandledErrors: ReadonlyArray<unknown>): RunCounts {
  const counts: RunCounts = { passed: 0, failed: 0, skipped: 0 };
  for (const module of modules) {
    const before = counts.failed;
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') counts.passed++;
      else if (state === 'failed') counts.failed++;
      else counts.skipped++;
    }
    for (const entity of [module, ...module.children.allSuites()]) {
      if (entity.errors().length) counts.failed++;
    }
    if (module.state() === 'failed' && counts.failed === before) counts.failed++;
  }
  counts.failed += unhandledErrors.length;
  return counts;
}

export function summaryLine({ passed, failed, skipped }: RunCounts): string {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
