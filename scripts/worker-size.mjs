// `node scripts/worker-size.mjs` (CI, .ci/run): proves the production deploy builds from a clean checkout
// (wrangler deploy --dry-run --env production, with [env.production.build]) and fails when the gzipped
// worker exceeds the budget in scripts/lib/workerSize.mjs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, root } from './lib/local.mjs';
import { describeWorkerSize, measureWorker } from './lib/workerSize.mjs';

// A fresh clone has no node_modules yet; an existing one is used as it is (npm test updates it).
if (!existsSync(join(root, 'node_modules/.bin/wrangler'))) ensureDependencies();
try {
  const { kept, line } = describeWorkerSize(measureWorker());
  console.log(line);
  process.exit(kept ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
