// `npm test`: every test — unit and worker tests in workerd, browser journeys in Chromium — in one
// vitest run whose last line is 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildAssets, ensureDependencies, ensureDevVars, root } from './lib/local.mjs';

ensureDependencies();
ensureDevVars();
buildAssets();

// Types first: a type error fails the run before any test does.
const types = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
if (types.status !== 0) {
  console.log('\nThe type check failed.\n0 passed, 1 failed');
  process.exit(1);
}
const result = spawnSync(join(root, 'node_modules/.bin/vitest'), ['run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});
process.exit(result.status ?? 1);
