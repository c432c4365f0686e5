// `node scripts/worker-size.mjs` (CI, .ci/run): proves the production deploys build from a clean checkout
// (the site: wrangler deploy --dry-run --env production, with [env.production.build]; the invoicing
// worker: -c workers/invoicing/wrangler.toml) and fails when a gzipped worker exceeds its budget in
// scripts/lib/workerSize.mjs.
import { ensureDependencies } from './lib/local.mjs';
import { describeWorkerSize, measureWorker, WORKERS } from './lib/workerSize.mjs';

// `npm ci` when node_modules is missing or older than the lock, as npm test does (decision 0049).
ensureDependencies();
try {
  let kept = true;
  for (const worker of Object.keys(WORKERS)) {
    const size = describeWorkerSize(measureWorker({ worker }));
    console.log(size.line);
    kept &&= size.kept;
  }
  process.exit(kept ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
