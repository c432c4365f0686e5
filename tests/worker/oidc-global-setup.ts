import type { TestProject } from 'vitest/node';
import { startOidcServer } from './oidc-server';

declare module 'vitest' {
  export interface ProvidedContext {
    oidcIssuer: string;
  }
}

/**
 * Starts the test OpenID Connect provider in node for the worker tests, on the port vitest.config.mts
 * chose (the worker's OIDC_PROVIDERS binding names it). Its client accepts the worker's callback at the
 * test environment's PUBLIC_ORIGIN (wrangler.toml [env.test]).
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.OIDC_TEST_PORT);
  if (!port) throw new Error('OIDC_TEST_PORT is not set (vitest.config.mts chooses it)');
  const server = await startOidcServer(port, ['https://test.example.invalid/api/auth/callback/testidp']);
  project.provide('oidcIssuer', server.issuer);
  return () => server.stop();
}
