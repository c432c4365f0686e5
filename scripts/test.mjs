// `npm test`: every test — unit and worker tests in workerd, browser journeys in Chromium — in one
// vitest run whose last line is 'N passed, N failed' (decision 0027: a file that failed to run counts
// as failed, and so does a run that stopped before its tests did).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAssets, ensureChromium, ensurePoppler, ensureDependencies, ensureDevVars, root } from './lib/local.mjs';
import { checkoutLockProblems } from './lib/lockCheck.mjs';

/**
 * A run is stuck when nothing is printed for this long: vitest prints each file as it ends, and the
 * slowest file took 7 minutes on a loaded machine (patient-steps, its timeouts included).
 */
const SILENCE_MINUTES = 15;

/**
 * Runs vitest with its output passed through, and ends it when it has printed nothing for
 * SILENCE_MINUTES: a hung worker or browser then fails the run in minutes, naming what was still running
 * and the browser journeys' server log, instead of holding CI until its own limit kills it silently.
 */
function runWatched(command, commandArgs, options) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let last = Date.now();
    child.stdout.on('data', (chunk) => {
      last = Date.now();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      last = Date.now();
      process.stderr.write(chunk);
    });
    const watchdog = setInterval(() => {
      if (Date.now() - last < SILENCE_MINUTES * 60_000) return;
      clearInterval(watchdog);
      console.log(
        `\nNothing was reported for ${SILENCE_MINUTES} minutes: the run is stuck and is ended. Still running:`,
      );
      const ps = spawnSync('ps', ['-eo', 'pid,etime,pcpu,args', '--sort=-pcpu'], { encoding: 'utf8' }).stdout ?? '';
      console.log(
        ps
          .split('\n')
          .filter((line) => /workerd|wrangler|chromium|strapi|vitest|node /.test(line))
          .slice(0, 25)
          .map((line) => line.slice(0, 200))
          .join('\n'),
      );
      const log = join(root, '.wrangler/e2e-dev.log');
      if (existsSync(log)) {
        console.log("The last lines of the browser journeys' server (.wrangler/e2e-dev.log):");
        console.log(readFileSync(log, 'utf8').split('\n').slice(-40).join('\n'));
      }
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 30_000);
    child.on('close', (status) => {
      clearInterval(watchdog);
      resolve({ status });
    });
  });
}

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
// The staff worker's config is made from the site's (docs/decisions/0067).
if (
  spawnSync(process.execPath, ['scripts/staff-config.mjs', '--check'], { cwd: root, stdio: 'inherit' }).status !== 0
) {
  stop('workers/staff/wrangler.toml does not match wrangler.toml: run `node scripts/staff-config.mjs` and commit it.');
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
const result = await runWatched(join(root, 'node_modules/.bin/vitest'), ['run', ...args], {
  cwd: root,
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
