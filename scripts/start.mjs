// `npm start`: everything a fresh clone needs, then the site on http://localhost:8787.
import { buildAssets, ensureDependencies, ensureDevVars, prepareDatabase, startDevServer } from './lib/local.mjs';

ensureDependencies();
ensureDevVars();
await prepareDatabase();
buildAssets();
const server = await startDevServer({ port: Number(process.env.PORT ?? 8787) });
console.log(`\nThe site is running on http://localhost:${process.env.PORT ?? 8787} (Ctrl+C stops it)\n`);
const stop = () => {
  server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await new Promise(() => {});
