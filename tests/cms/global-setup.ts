import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCms } from '../../scripts/lib/cms.mjs';
import { prepareDatabase, root, startDevServer } from '../../scripts/lib/local.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedOrigin: string;
    strapiOrigin: string;
    cms: { url: string; admin: { email?: string; password?: string } };
  }
}

/** The webhook's secret between this run's Strapi and its site; nothing outside the run knows it. */
const WEBHOOK_SECRET = `cms-compare-${crypto.randomUUID()}`;

/**
 * Issue 26 point 3: the real Strapi project (cms/) with the seed imported into a fresh SQLite file, and
 * two `wrangler dev` sites with their own seeded D1: one reading the embedded store, one reading that
 * Strapi with its read-only token. Strapi calls the second's webhook after an edit (point 5). The site
 * keeps copies an hour here, so only the webhook can make an edit show at once.
 */
export default async function setup(project: TestProject) {
  // Clear of the browser journeys' ports (E2E_PORT 8799 and the servers they start at +1 … +11).
  const base = Number(process.env.CMS_TEST_PORT ?? 8850);
  const [cmsPort, embeddedPort, strapiPort] = [base, base + 1, base + 2];
  const strapiSite = `http://127.0.0.1:${strapiPort}`;
  process.env.SITE_WEBHOOK_URL = `${strapiSite}/api/cms/webhook`;
  process.env.CMS_WEBHOOK_SECRET = WEBHOOK_SECRET;
  // The editor below uses the admin API only: the panel is not built for the run (about 40 s).
  const cms = await startCms({
    port: cmsPort,
    dataDir: join(root, '.wrangler/cms-test'),
    fresh: true,
    adminPanel: false,
    log: () => {},
  });
  const timings = Object.entries(cms.timings).map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`);
  console.log(`Strapi for the comparison: ${timings.join(', ')}`);

  const sites: Awaited<ReturnType<typeof startDevServer>>[] = [];
  try {
    for (const [port, name] of [
      [embeddedPort, 'embedded'],
      [strapiPort, 'strapi'],
    ] as const) {
      const persistTo = join(root, `.wrangler/cms-test-site-${name}`);
      rmSync(persistTo, { recursive: true, force: true });
      await prepareDatabase({ persistTo, quiet: true });
      const vars: Record<string, string> = { CACHE_FRESH_SECONDS: '3600' };
      if (name === 'strapi')
        Object.assign(vars, {
          CONTENT_SOURCE: 'strapi',
          CMS_URL: `http://127.0.0.1:${cmsPort}`,
          CMS_TOKEN: cms.token,
          CMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
        });
      sites.push(await startDevServer({ port, persistTo, quiet: true, vars }));
    }
  } catch (error) {
    for (const site of sites) site.stop();
    await cms.stop();
    throw error;
  }
  project.provide('embeddedOrigin', sites[0]!.origin);
  project.provide('strapiOrigin', sites[1]!.origin);
  project.provide('cms', { url: `http://127.0.0.1:${cmsPort}`, admin: cms.admin });
  return async () => {
    for (const site of sites) site.stop();
    await cms.stop();
  };
}
