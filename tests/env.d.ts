// The worker's bindings are Cloudflare.Env (src/worker-configuration.d.ts and src/env.ts); the worker
// project's vitest config adds these two for tests/worker/setup.ts.
import type { D1Migration } from 'cloudflare:test';
import type {} from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SEED: string[];
    }
  }
}
