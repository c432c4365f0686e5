import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedContent, contentSource } from '../../src/backends/content';
import { readThrough, SourceUnavailableError, storageKey } from '../../src/cache/kv';
import {
  ContentNotFoundError,
  type ContentQuery,
  ContentQueryError,
  type ContentSource,
} from '../../src/backends/content/port';
import { ORIGIN } from './helpers';

// CACHE_FRESH_SECONDS is 0 in tests (vitest.config.mts): the source is asked on every request, and a
// cached copy is only ever served when the source fails.

async function get(query: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/ajax?${query}`);
  return { status: res.status, body: (await res.json()) as { data: unknown; error?: { code: string } } };
}

let renamed = false;
async function takeSourceDown() {
  await env.DB.exec('ALTER TABLE content_documents RENAME TO content_documents_off');
  renamed = true;
}
afterEach(async () => {
  if (renamed) await env.DB.exec('ALTER TABLE content_documents_off RENAME TO content_documents');
  renamed = false;
});

describe('content API cache (stale-if-error)', () => {
  it('serves the last good copy when the source fails, and 502 when there is none', async () => {
    const primed = await get('url=bottom-menu-1s&sort=Weight:desc');
    expect(primed.status).toBe(200);

    await takeSourceDown();
    const stale = await get('url=bottom-menu-1s&sort=Weight:desc');
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(primed.body);

    const neverCached = await get('url=bottom-menu-2s&sort=Weight:desc');
    expect(neverCached.status).toBe(502);
    expect(neverCached.body.error?.code).toBe('content_source_failed');
  });

  it('answers 404 rather than an older copy once the entry is gone', async () => {
    const path = 'url=bottom-menu-2s/bottom-2-4';
    expect((await get(path)).status).toBe(200);
    await env.DB.prepare("UPDATE content_documents SET published_at = NULL WHERE document_id = 'bottom-2-4'").run();
    const gone = await get(path);
    expect(gone.status).toBe(404);
    expect(gone.body.error?.code).toBe('content_not_found');
  });
});

describe('cachedContent', () => {
  const query: ContentQuery = { locale: 'hu', populate: '*' };
  const sourceAnswering = (...answers: (() => unknown)[]): ContentSource => ({
    find: async () => answers.shift()!() as never,
  });
  const good = () => ({ data: [{ id: 1, documentId: 'a', Text: 'Első' }], meta: {} });

  it('passes a query error through even when a copy is cached', async () => {
    const source = sourceAnswering(good, () => {
      throw new ContentQueryError('Invalid key Text');
    });
    await cachedContent(env, 'cache-query-error', query, source);
    await expect(cachedContent(env, 'cache-query-error', query, source)).rejects.toBeInstanceOf(ContentQueryError);
  });

  it('passes not-found through even when a copy is cached', async () => {
    const source = sourceAnswering(good, () => {
      throw new ContentNotFoundError('cache-not-found');
    });
    await cachedContent(env, 'cache-not-found', query, source);
    await expect(cachedContent(env, 'cache-not-found', query, source)).rejects.toBeInstanceOf(ContentNotFoundError);
  });

  it('serves the cached copy for any other failure, keyed by path and query', async () => {
    const source = sourceAnswering(
      good,
      () => {
        throw new Error('connection refused');
      },
      () => {
        throw new Error('connection refused');
      },
    );
    const first = await cachedContent(env, 'cache-outage', query, source);
    expect(await cachedContent(env, 'cache-outage', query, source)).toEqual(first);
    // No copy of the English one: the source is unavailable, and the error keeps why.
    const failure = await cachedContent(env, 'cache-outage', { ...query, locale: 'en' }, source).catch((e) => e);
    expect(failure).toBeInstanceOf(SourceUnavailableError);
    expect((failure as Error).cause).toEqual(new Error('connection refused'));
  });
});

describe('contentSource', () => {
  const base = { DB: env.DB, CMS_TOKEN: undefined, CMS_MEDIA_URL: '' };

  it('stores a copy under a key too long for KV by its digest, and serves it when the source fails', async () => {
    const key = `v1:content:${JSON.stringify({ populate: 'x'.repeat(700), locale: 'hu' })}`;
    const stored = await storageKey(key);
    expect(new TextEncoder().encode(stored).length).toBeLessThanOrEqual(512);
    expect(stored).not.toBe(await storageKey(`${key} `));
    const options = { freshSeconds: 0 };
    expect(await readThrough(env.CACHE, key, options, async () => ({ blocks: 13 }))).toEqual({ blocks: 13 });
    expect(await env.CACHE.get(stored, 'json')).toMatchObject({ value: { blocks: 13 } });
    const outage = async (): Promise<{ blocks: number }> => {
      throw new Error('source down');
    };
    expect(await readThrough(env.CACHE, key, options, outage)).toEqual({ blocks: 13 });
  });

  it('picks the source wrangler.toml names', () => {
    expect(contentSource({ ...base, CONTENT_SOURCE: 'embedded', CMS_URL: '' }).find).toBeTypeOf('function');
    expect(contentSource({ ...base, CONTENT_SOURCE: 'strapi', CMS_URL: 'https://cms.example' }).find).toBeTypeOf(
      'function',
    );
  });

  it('refuses an unknown source and a Strapi source without CMS_URL', () => {
    expect(() => contentSource({ ...base, CONTENT_SOURCE: 'contentful', CMS_URL: '' })).toThrow(
      /Unknown CONTENT_SOURCE "contentful"/,
    );
    expect(() => contentSource({ ...base, CONTENT_SOURCE: 'strapi', CMS_URL: '' })).toThrow(/CMS_URL/);
  });
});
