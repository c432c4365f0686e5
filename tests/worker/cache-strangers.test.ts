import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cacheStats } from '../../src/cache/kv';
import { ORIGIN } from './helpers';

// Issue 12 point 6: the public API answers any query, but only the site's own queries are stored in KV;
// a stranger's random filters or id lists are served from the source and counted, never kept for a week.

async function kvKeys(): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await env.CACHE.list({ cursor });
    count += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return count;
}

const random = () => crypto.randomUUID().slice(0, 8);

describe('the cache cannot be filled by strangers', () => {
  it('stores no KV key for random content filters, yet answers them', async () => {
    const before = await kvKeys();
    const unstored = cacheStats.unstored;
    for (let n = 0; n < 40; n++) {
      const res = await SELF.fetch(`${ORIGIN}/api/ajax?url=faqs&filters[Question][$containsi]=${random()}`);
      expect(res.status).toBe(200);
    }
    expect(await kvKeys()).toBe(before);
    expect(cacheStats.unstored - unstored).toBe(40);
  });

  it('stores no KV key for random test_ids lists', async () => {
    const before = await kvKeys();
    for (let n = 0; n < 20; n++) {
      const ids = [1 + n, 2 + ((n * 7) % 100), 3 + ((n * 13) % 100)].join(',');
      const res = await SELF.fetch(`${ORIGIN}/api/whitetech/web/tests?language=hu&test_ids=${ids}`);
      expect([200, 404]).toContain(res.status);
    }
    expect(await kvKeys()).toBe(before);
  });

  it("still stores what the site's own pages ask for", async () => {
    for (const { name } of (await env.CACHE.list()).keys) await env.CACHE.delete(name);
    expect(await kvKeys()).toBe(0);
    expect((await SELF.fetch(`${ORIGIN}/gyik`)).status).toBe(200);
    expect(await kvKeys()).toBeGreaterThan(0);
  });
});
