import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase, root, startDevServer } from '../../scripts/lib/local.mjs';
import { OIDC_TEST_CLIENT, startOidcServer } from '../worker/oidc-server';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
  }
}

/** Browser journeys run against a real `wrangler dev` with its own freshly migrated and seeded D1. */
export default async function setup(project: TestProject) {
  const persistTo = join(root, '.wrangler/e2e-state');
  rmSync(persistTo, { recursive: true, force: true });
  await prepareDatabase({ persistTo, quiet: true });
  const port = Number(process.env.E2E_PORT ?? 8799);
  // A real OpenID Connect provider for the 'log in with another account' journey.
  const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1);
  const oidc = await startOidcServer(oidcPort, [`http://127.0.0.1:${port}/api/auth/callback/testidp`]);
  const server = await startDevServer({
    port,
    persistTo,
    quiet: true,
    // Read it after a slow or failed run: every request with the time it was answered.
    logFile: join(root, '.wrangler/e2e-dev.log'),
    vars: {
      OIDC_PROVIDERS: JSON.stringify([
        { id: 'testidp', name: 'Test IdP', issuer: oidc.issuer, clientId: OIDC_TEST_CLIENT.id },
      ]),
      OIDC_TESTIDP_CLIENT_SECRET: OIDC_TEST_CLIENT.secret,
    },
  });
  project.provide('origin', server.origin);
  return async () => {
    server.stop();
    await oidc.stop();
  };
}
