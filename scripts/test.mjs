// `npm test`: every test — unit and worker tests in workerd, browser journeys in Chromium — in one
// vitest run whose last line is 'N passed, N failed' (decision 0027: a file that failed to run counts
// as failed, and so does a run that stopped before its tests did).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAssets, ensureChromium, ensurePoppler, ensureDependencies, ensureDevVars, root } from './lib/local.mjs';
import { checkoutLockProblems } from './lib/lockCheck.mjs';

/** Ends the run before vitest with one line of cause and the closing line. */
function stop(reason) {
  console.log(`\n${reason}\n0 passed, 1 failed`);
  process.exit(1);
}

const args = process.argv.slice(2);
try {
  ensureDependencies();
} catch (error) {
  // npm ci refuses a lock out of step with package.json; its own words say which package.
  stop(`Installing the dependencies failed: ${error instanceof Error ? error.message : error}`);
}
ensureDevVars();
buildAssets();

/** Runs a step before the tests; when it fails, says why and ends the run with the closing line. */
function step(command, stepArgs, failure) {
  const result = spawnSync(join(root, 'node_modules/.bin', command), stepArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0) stop(failure);
}

// The lock must agree with package.json and stay complete for every platform (docs/decisions/0049).
const lockProblems = checkoutLockProblems(root);
if (lockProblems.length) {
  stop(`package-lock.json does not agree with package.json (docs/decisions/0049):\n${lockProblems.join('\n')}`);
}
// The content schema the site validates against must be the CMS's own (cms/, docs/decisions/0018).
const schemaCheck = ['scripts/content-schema.mjs', 'cms', '--check'];
if (spawnSync(process.execPath, schemaCheck, { cwd: root, stdio: 'inherit' }).status !== 0) {
  stop(
    'src/backends/content/schema.json does not match cms/: change the CMS model, then `node scripts/content-schema.mjs cms`.',
  );
}
// The generated binding and runtime types must match wrangler.toml (docs/decisions/0028).
step(
  'wrangler',
  ['types', 'src/worker-configuration.d.ts', '--check'],
  'src/worker-configuration.d.ts does not match wrangler.toml or the installed workerd: run `npm run types` and commit it.',
);
// The linter and the formatter, as `npm run lint` runs them (docs/decisions/0033).
step(
  'eslint',
  ['-c', 'scripts/eslint.config.mjs', '.'],
  'ESLint found the problems listed above: fix them (a deliberate exception gets a disable comment with its reason).',
);
step('prettier', ['--check', '.'], 'Prettier found the unformatted files listed above: run `npm run format`.');
// Types next: a type error fails the run before any test does. The worker is checked without Node's
// types; tests and scripts with them.
step('tsc', ['-p', 'tsconfig.json'], 'The type check of the worker (tsconfig.json) failed.');
step('tsc', ['-p', 'tests/tsconfig.json'], 'The type check of the tests and scripts (tests/tsconfig.json) failed.');

// The browser journeys need Chromium: get it now, or say once how to, rather than fail every e2e file.
const projects = args.flatMap((arg, i) =>
  arg.startsWith('--project=') ? [arg.slice('--project='.length)] : args[i - 1] === '--project' ? [arg] : [],
);
if (!projects.length || projects.includes('e2e')) {
  const missing = ensureChromium();
  if (missing) stop(missing);
}
// The invoice PDF tests read the PDF back with poppler (decision 0064).
if (!projects.length || projects.includes('node')) {
  const missing = ensurePoppler();
  if (missing) stop(missing);
}

// The summary reporter (tests/summary-reporter.mts) leaves its counts here; none means vitest stopped
// before reporting, e.g. a global setup that threw.
const scratch = mkdtempSync(join(tmpdir(), 'lab-test-'));
const summaryFile = join(scratch, 'summary.json');
const result = spawnSync(join(root, 'node_modules/.bin/vitest'), ['run', ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', TEST_SUMMARY_FILE: summaryFile },
});
let counts = null;
try {
  counts = JSON.parse(readFileSync(summaryFile, 'utf8'));
} catch {
  // no summary: handled below
}
rmSync(scratch, { recursive: true, force: true });
const status = result.status ?? 1;
if (!counts) stop(`vitest ended (exit code ${status}) before reporting any result; its error is above.`);
if (status !== 0 && counts.failed === 0) {
  console.log(`\nvitest failed (exit code ${status}) outside any test, e.g. in a global setup; its error is above.`);
  console.log(`${counts.passed} passed, 1 failed`);
}
process.exit(status);
