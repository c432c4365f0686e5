// `npm test`: every test — unit and worker tests in workerd, browser journeys in Chromium — in one
// vitest run whose last line is 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildAssets, ensureDependencies, ensureDevVars, root } from './lib/local.mjs';

ensureDependencies();
ensureDevVars();
buildAssets();

/** Runs a step before the tests; when it fails, says why and ends the run with the closing line. */
function step(command, args, failure) {
  const result = spawnSync(join(root, 'node_modules/.bin', command), args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status === 0) return;
  console.log(`\n${failure}\n0 passed, 1 failed`);
  process.exit(1);
}

// The generated binding and runtime types must match wrangler.toml (docs/decisions/0028).
step(
  'wrangler',
  ['types', 'src/worker-configuration.d.ts', '--check'],
  'src/worker-configuration.d.ts does not match wrangler.toml or the installed workerd: run `npm run types` and commit it.',
);
// Types first: a type error fails the run before any test does. The worker is checked without Node's
// types; tests and scripts with them.
step('tsc', ['-p', 'tsconfig.json'], 'The type check of the worker (tsconfig.json) failed.');
step('tsc', ['-p', 'tests/tsconfig.json'], 'The type check of the tests and scripts (tests/tsconfig.json) failed.');
const result = spawnSync(join(root, 'node_modules/.bin/vitest'), ['run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});
process.exit(result.status ?? 1);
