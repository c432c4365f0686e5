// Only the rendering-throughput part of `npm run bench` (scripts/lib/throughputBench.mjs), on its own
// seeded local D1 and wrangler dev: `node scripts/bench-throughput.mjs`. BENCH_PORT picks the port
// (8798 by default, as `npm run bench`); BENCH_ROUNDS, BENCH_SECONDS and BENCH_CONCURRENCY the load.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { throughput } from './lib/throughputBench.mjs';
import { buildAssets, ensureDependencies, ensureDevVars, prepareDatabase, root, startDevServer } from './lib/local.mjs';

ensureDependencies();
ensureDevVars();
buildAssets();
const persistTo = join(root, '.wrangler/bench-throughput-state');
rmSync(persistTo, { recursive: true, force: true });
await prepareDatabase({ persistTo, quiet: true });
const server = await startDevServer({ port: Number(process.env.BENCH_PORT ?? 8798), persistTo, quiet: true });
try {
  const manifest = (await import(join(root, 'src/generated/assets.json'), { with: { type: 'json' } })).default;
  const { kept } = await throughput({ origin: server.origin, staticPath: manifest.css });
  console.log(kept ? '  throughput budget kept' : '  throughput budget EXCEEDED');
} catch (error) {
  console.error(`wrangler dev said:\n${server.output().slice(-4000)}`);
  throw error;
} finally {
  server.stop();
}
