// `npm run cms`: the Strapi 5 CMS of cms/ on localhost with the site's seed in it (README, Content
// management). Installs and builds what is missing, imports the seed (a second run changes nothing),
// starts Strapi on CMS_PORT (default 1337), says how to point the site at it, and runs until Ctrl+C.
//
//   npm run cms                 CMS_PORT=1340 npm run cms                 npm run cms -- --no-import
import { startCms } from './lib/cms.mjs';

const port = Number(process.env.CMS_PORT || 1337);
if (!Number.isInteger(port) || port <= 0) {
  console.error(`CMS_PORT=${process.env.CMS_PORT} is not a port.`);
  process.exit(2);
}

let cms;
try {
  cms = await startCms({ port, importSeed: !process.argv.includes('--no-import') });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const seconds = (ms) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);
const { imported, timings } = cms;
if (imported) {
  const { files, documents, published } = imported;
  console.log(
    `Seed imported in ${seconds(imported.ms)}: documents ${documents.created} created, ${documents.updated} updated, ` +
      `${documents.unchanged} unchanged, ${published} published; files ${files.created} uploaded, ` +
      `${files.updated} updated, ${files.unchanged} unchanged.`,
  );
}
console.log(
  `Timings: install ${seconds(timings.install)}, admin build ${seconds(timings.build)}, import ${seconds(timings.import)}, start ${seconds(timings.start)}.`,
);
console.log(`
Strapi is running: ${cms.url}/admin
  login:      ${cms.admin.email ?? '(set CMS_ADMIN_EMAIL)'} / ${cms.admin.password ?? '(set CMS_ADMIN_PASSWORD)'}   (cms/.env)
  site token: ${cms.token || '(not known here: see Settings › API Tokens in the admin)'}   (cms/.tmp/site-token)

Run the site against it: put these lines in .dev.vars at the site's root, then \`npm start\`:
  CONTENT_SOURCE=strapi
  CMS_URL=${cms.url}
  CMS_TOKEN=${cms.token}

Ctrl+C stops Strapi.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Strapi…');
    await cms.stop();
    process.exit(0);
  });
}
// Strapi's own end (a crash) ends this too, with its last words.
cms.exited.then((code) => {
  if (stopping) return;
  console.error(`Strapi stopped (${code}):\n${cms.output().slice(-4000)}`);
  process.exit(1);
});
