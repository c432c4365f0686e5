import { describe, expect, it } from 'vitest';
import { countRun, summaryLine, type ReportedModule } from '../run-summary';

// Hand-made stand-ins for vitest's reported tasks, shaped as vitest 4 reports each case (checked
// against a real run: a throwing beforeAll leaves its tests 'skipped' and the error on the file).
const suite = (errors: number) => ({ errors: () => Array.from({ length: errors }, () => new Error('hook')) });
function module(
  state: string,
  tests: string[],
  { errors = 0, suites = [] as ReturnType<typeof suite>[] } = {},
): ReportedModule {
  return {
    state: () => state,
    ...suite(errors),
    children: {
      allTests: () => tests.map((s) => ({ result: () => ({ state: s }) })),
      allSuites: () => suites,
    },
  };
}

describe('the closing line', () => {
  it('counts tests by their state', () => {
    const counts = countRun([module('failed', ['passed', 'passed', 'failed', 'skipped'])], []);
    expect(counts).toEqual({ passed: 2, failed: 1, skipped: 1 });
    expect(summaryLine(counts)).toBe('2 passed, 1 failed, 1 skipped');
    expect(summaryLine({ passed: 3, failed: 0, skipped: 0 })).toBe('3 passed, 0 failed');
  });

  it('counts a file whose browser could not start as failed, not as skipped tests only', () => {
    const counts = countRun([module('failed', ['skipped', 'skipped'], { errors: 1 })], []);
    expect(counts).toEqual({ passed: 0, failed: 1, skipped: 2 });
  });

  it('counts a file that failed to import, with no tests collected', () => {
    expect(countRun([module('failed', [], { errors: 1 })], []).failed).toBe(1);
  });

  it('counts each suite whose own hook threw, beside the tests that passed', () => {
    const counts = countRun(
      [module('failed', ['passed', 'skipped', 'passed'], { suites: [suite(1), suite(1), suite(0)] })],
      [],
    );
    expect(counts).toEqual({ passed: 2, failed: 2, skipped: 1 });
  });

  it('counts a failed file once even when vitest pinned no error on it', () => {
    expect(countRun([module('failed', ['passed'])], []).failed).toBe(1);
  });

  it('counts errors vitest could not pin on a file', () => {
    expect(countRun([module('passed', ['passed'])], [new Error('unhandled rejection')]).failed).toBe(1);
  });

  it('leaves a clean run at 0 failed', () => {
    expect(countRun([module('passed', ['passed', 'passed']), module('skipped', ['skipped'])], [])).toEqual({
      passed: 2,
      failed: 0,
      skipped: 1,
    });
  });
});
