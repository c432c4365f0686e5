import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedContent } from '../../src/backends/content';
import type { ContentQuery, ContentSource } from '../../src/backends/content/port';
import { FAILURES_TO_OPEN, OPEN_MS, recordFailure } from '../../src/cache/breaker';
import { LOAD_TIMEOUT_MS, SourceUnavailableError } from '../../src/cache/kv';
import { ORIGIN } from './helpers';

// Issue 12 point 5: a hanging or refusing upstream never stalls a page. It is given up after
// LOAD_TIMEOUT_MS; after FAILURES_TO_OPEN failures in a row it is not asked for OPEN_MS; a cached copy is
// served meanwhile; a page that was never cached answers a branded 503 with Retry-After.

const query: ContentQuery = { locale: 'hu', populate: '*' };
const good = { data: [{ id: 1, documentId: 'a', Text: 'Első' }], meta: {} };

/** A source that answers once, then hangs for ever; counts how often it is asked. */
function hangingAfterOneAnswer() {
  const source = {
    calls: 0,
    find: async () => {
      source.calls++;
      if (source.calls === 1) return good as never;
      return new Promise<never>(() => {});
    },
  };
  return source satisfies ContentSource;
}

const timed = async <T>(work: () => Promise<T>): Promise<{ value?: T; error?: unknown; ms: number }> => {
  const start = Date.now();
  const settled = await work().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { ...settled, ms: Date.now() - start };
};

let renamed = false;
afterEach(async () => {
  if (renamed) await env.DB.exec('ALTER TABLE content_documents_off RENAME TO content_documents');
  renamed = false;
});

describe('a hanging source', () => {
  it('is given up after the timeout, and the cached copy is served', async () => {
    const source = hangingAfterOneAnswer();
    await cachedContent(env, 'slow-with-copy', query, source);
    const { value, ms } = await timed(() => cachedContent(env, 'slow-with-copy', query, source));
    expect(value).toEqual(good);
    expect(ms).toBeGreaterThanOrEqual(LOAD_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(LOAD_TIMEOUT_MS + 2_000);
  });

  it('without a copy fails as unavailable, then stops being asked once the breaker opens', async () => {
    const source = hangingAfterOneAnswer();
    source.calls = 1; // it hangs from the first call on
    for (let n = 0; n < FAILURES_TO_OPEN; n++) {
      const { error } = await timed(() => cachedContent(env, `slow-without-copy-${n}`, query, source));
      expect(error).toBeInstanceOf(SourceUnavailableError);
    }
    expect(source.calls).toBe(1 + FAILURES_TO_OPEN);
    const { error, ms } = await timed(() => cachedContent(env, 'slow-without-copy-next', query, source));
    expect(error).toBeInstanceOf(SourceUnavailableError);
    expect((error as SourceUnavailableError).retryAfterSeconds).toBeGreaterThan(0);
    expect(ms).toBeLessThan(500);
    expect(source.calls).toBe(1 + FAILURES_TO_OPEN);
  });
});

describe('a refusing source', () => {
  it('gives a page that was never cached a branded 503 with Retry-After, and recovers', async () => {
    await env.DB.exec('ALTER TABLE content_documents RENAME TO content_documents_off');
    renamed = true;
    const down = await SELF.fetch(`${ORIGIN}/statikus/nincs-ilyen-oldal-${Date.now()}`);
    expect(down.status).toBe(503);
    expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await down.text();
    expect(html).toContain('Ez az oldal átmenetileg nem érhető el');
    expect(html).toContain('noindex');
    // The FAQ too: its questions are the page, so no "there are no questions" 200.
    const faq = await SELF.fetch(`${ORIGIN}/gyik`);
    expect(faq.status).toBe(503);
    expect(await faq.text()).toContain('Ez az oldal átmenetileg nem érhető el');

    // Back up, and the breaker's open time over: the source is asked again and the page works.
    await env.DB.exec('ALTER TABLE content_documents_off RENAME TO content_documents');
    renamed = false;
    for (let n = 0; n < FAILURES_TO_OPEN; n++) recordFailure('content', Date.now() - OPEN_MS - 1);
    expect((await SELF.fetch(`${ORIGIN}/gyik`)).status).toBe(200);
  });
});
