import { env, SELF } from 'cloudflare:test';
import { expect, it } from 'vitest';

it('serves and has a seeded database', async () => {
  const res = await SELF.fetch('http://localhost/');
  expect(res.status).toBe(200);
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM content_documents').first<{ n: number }>();
  expect(row?.n).toBeGreaterThan(10);
});
