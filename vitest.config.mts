import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { build } from 'esbuild';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { seedStatements } from './scripts/seed/index.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * A port nobody listens on now, for the test OIDC provider (tests/worker/oidc-global-setup.ts): taken from
 * 8830–8849, below the range the system hands out to outgoing connections. A port the system chose (port
 * 0) was once taken by another connection between this check and the provider's start (EADDRINUSE, the
 * whole run refused), as the Strapi install opens hundreds of connections meanwhile.
 */
async function freePort(): Promise<number> {
  for (let port = 8830; port < 8850; port++) {
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
  throw new Error('No free port in 8830–8849 for the test OIDC provider');
}

/** The site's compatibility date (wrangler.toml), which the invoicing worker shares. */
const COMPATIBILITY_DATE = '2026-04-01';

/**
 * The invoicing worker (src/invoiceWorker, docs/decisions/0065) bundled as one module for the pool's
 * auxiliary worker: the pool runs only the site through Vite, so the service binding's target is built
 * here as wrangler would, the fonts inlined as bytes instead of Data modules.
 */
async function invoicingWorker(): Promise<string> {
  const scriptPath = here('./node_modules/.cache/lab-invoicing/index.mjs');
  await build({
    entryPoints: [here('./src/invoiceWorker/index.ts')],
    outfile: scriptPath,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    loader: { '.ttf': 'binary' },
    external: ['cloudflare:workers'],
    logLevel: 'warning',
  });
  return scriptPath;
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(here('./migrations'));
  const invoicingScript = await invoicingWorker();
  // The worker's OIDC_PROVIDERS names the test provider, so its port is chosen before the bindings.
  process.env.OIDC_TEST_PORT ||= String(await freePort());
  const oidcIssuer = `http://localhost:${process.env.OIDC_TEST_PORT}`;
  return {
    test: {
      reporters: ['default', './tests/summary-reporter.mts'],
      projects: [
        {
          // Unit and worker tests run inside workerd with real D1 and KV bindings.
          plugins: [
            cloudflareTest({
              main: './src/index.tsx',
              wrangler: { configPath: './wrangler.toml', environment: 'test' },
              miniflare: {
                bindings: {
                  XSRF_SECRET: 'test-xsrf-secret-not-for-production',
                  PASSWORD_PEPPER: 'test-password-pepper-not-for-production',
                  OPERATOR_API_TOKEN: 'test-operator-token-not-for-production-0123456789',
                  // Ask the source on every request so that stale-if-error can be observed.
                  CACHE_FRESH_SECONDS: '0',
                  TEST_MIGRATIONS: migrations,
                  TEST_SEED: seedStatements(),
                  // OAuth tests: a real OIDC provider started by the worker project's globalSetup.
                  OIDC_PROVIDERS: JSON.stringify([
                    { id: 'testidp', name: 'Test IdP', issuer: oidcIssuer, clientId: 'lab-website' },
                  ]),
                  OIDC_TESTIDP_CLIENT_SECRET: 'test-oidc-client-secret-not-for-production',
                },
                // INVOICE_SERVICE's target ([env.test.services] in wrangler.toml).
                workers: [
                  {
                    name: 'lab-invoicing',
                    modules: true,
                    scriptPath: invoicingScript,
                    compatibilityDate: COMPATIBILITY_DATE,
                  },
                ],
              },
            }),
          ],
          test: {
            name: 'worker',
            // PBKDF2 at 100,000 iterations and workerd start-up take seconds on a loaded 2-core machine.
            testTimeout: 30_000,
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/worker/**/*.test.{ts,tsx}'],
            setupFiles: ['./tests/worker/setup.ts'],
            globalSetup: ['./tests/worker/oidc-global-setup.ts', './tests/worker/szamlazzhu-global-setup.ts'],
          },
        },
        {
          // Code that runs outside the site worker and is checked with the machine's tools (the invoice
          // PDF read back by poppler's pdftotext, decision 0064).
          test: { name: 'node', include: ['tests/node/**/*.test.ts'], environment: 'node' },
        },
        {
          // Browser journeys: Debian's Chromium driven by playwright-core against `wrangler dev`.
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['./tests/e2e/global-setup.ts'],
            testTimeout: 60_000,
            // A hook may start a server of its own with a freshly seeded database: at load average 10 that
            // took over 120 s (content.test.ts, 2026-11-23).
            hookTimeout: 300_000,
            // Assertions on the page retry until they hold (decision 0027); vitest's default of 1 s is
            // too short for a click's effect on a loaded machine.
            expect: { poll: { timeout: 20_000 } },
            fileParallelism: false,
          },
        },
        {
          // The real Strapi 5 project (cms/) against the embedded store, both behind `wrangler dev`
          // (issue 26 point 3): its global setup installs Strapi once per checkout (about 5 minutes).
          test: {
            name: 'cms',
            include: ['tests/cms/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['./tests/cms/global-setup.ts'],
            testTimeout: 120_000,
            expect: { poll: { timeout: 20_000 } },
          },
        },
      ],
    },
  };
});
