// Only the package optimiser's part of `npm run bench` (scripts/lib/optimiserBench.mjs), on its own seeded
// local D1 and wrangler dev: `node scripts/bench-optimiser.mjs`. BENCH_PORT picks the port (8798 by
// default, as `npm run bench`).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { optimiserLatency } from './lib/optimiserBench.mjs';
import { buildAssets, ensureDependencies, ensureDevVars, prepareDatabase, root, startDevServer } from './lib/local.mjs';

ensureDependencies();
ensureDevVars();
buildAssets();
const persistTo = join(root, '.wrangler/bench-optimiser-state');
rmSync(persistTo, { recursive: true, force: true });
await prepareDatabase({ persistTo, quiet: true });
const server = await startDevServer({ port: Number(process.env.BENCH_PORT ?? 8798), persistTo, quiet: true });
try {
  await optimiserLatency({ origin: server.origin });
} catch (error) {
  console.error(`wrangler dev said:\n${server.output().slice(-4000)}`);
  throw error;
} finally {
  server.stop();
}
