import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase, root, startDevServer } from '../../scripts/lib/local.mjs';

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
  const server = await startDevServer({ port: Number(process.env.E2E_PORT ?? 8799), persistTo, quiet: true });
  project.provide('origin', server.origin);
  return () => server.stop();
}
