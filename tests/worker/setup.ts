import { applyD1Migrations, env } from 'cloudflare:test';
import { beforeEach } from 'vitest';
import { resetBreakers } from '../../src/cache/breaker';

// Every test file starts from the migrated schema and the same seed the local site uses.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM content_types').first<{ n: number }>();
if (!count?.n) await env.DB.batch(env.TEST_SEED.map((sql) => env.DB.prepare(sql)));

// A test that takes a source down must not leave its breaker open for the next test (src/cache/breaker.ts).
beforeEach(() => resetBreakers());
