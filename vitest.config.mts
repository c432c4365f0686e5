import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { seedStatements } from './scripts/seed/index.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(async () => {
  const migrations = await readD1Migrations(here('./migrations'));
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
                  // Ask the source on every request so that stale-if-error can be observed.
                  CACHE_FRESH_SECONDS: '0',
                  TEST_MIGRATIONS: migrations,
                  TEST_SEED: seedStatements(),
                },
              },
            }),
          ],
          test: {
            name: 'worker',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/worker/**/*.test.{ts,tsx}'],
            setupFiles: ['./tests/worker/setup.ts'],
          },
        },
        {
          // Browser journeys: Debian's Chromium driven by playwright-core against `wrangler dev`.
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['./tests/e2e/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
