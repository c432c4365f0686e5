// `node scripts/worker-size.mjs` (CI, .ci/run): proves the production deploy builds from a clean checkout
// (wrangler deploy --dry-run --env production, with [env.production.build]) and fails when the gzipped
// worker exceeds the budget in scripts/lib/workerSize.mjs.
import { ensureDependencies } from './lib/local.mjs';
import { describeWorkerSize, measureWorker } from './lib/workerSize.mjs';

// `npm ci` when node_modules is missing or older than the lock, as npm test does (decision 0049).
ensureDependencies();
try {
  const { kept, line } = describeWorkerSize(measureWorker());
  console.log(line);
  process.exit(kept ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
