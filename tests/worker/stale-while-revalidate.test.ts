import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embeddedContentSource } from '../../src/backends/content/embedded';
import { ContentNotFoundError } from '../../src/backends/content/port';
import { parseBracketQuery, toContentQuery } from '../../src/backends/content/query';
import { cachedPrices, labBackend } from '../../src/backends/lab';
import type { LabBackend } from '../../src/backends/lab/port';
import type { LabPriceEntry } from '../../src/domain/catalogue';
import { FAILURES_TO_OPEN, OPEN_MS, openFor } from '../../src/cache/breaker';
import { type Background, LOAD_TIMEOUT_MS, readThrough, storageKey } from '../../src/cache/kv';
import type { Bindings } from '../../src/env';
import worker from '../../src/index';
import notFound from '../fixtures/strapi/not-found.json';
import { ORIGIN, standInUpstream } from './helpers';

// Issue 12 point 5, decision 0024: a page with a stale copy answers at once while the source is asked
// behind the answer (waitUntil); a hanging or refusing source leaves the stale copy served and opens the
// breaker; once the source is back, the refresh behind an answer brings the new content. Unlike the
// other worker tests (CACHE_FRESH_SECONDS 0: every answer from the source), these sites keep copies
// fresh for a minute, and the clock is moved on to make them stale.

const FRESH_SECONDS = 60;
/** Well under the source's timeout: an answer this fast did not wait for the source. */
const AT_ONCE_MS = LOAD_TIMEOUT_MS / 2;

const realNow = Date.now.bind(Date);
/** How far the worker's clock is ahead of the real one. */
let ahead = 0;
beforeEach(() => {
  ahead = 0;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + ahead);
});
afterEach(() => vi.restoreAllMocks());

// ---- a CMS stand-in that can hang, refuse and come back with new content ----------------------------

const CMS = 'https://cms-swr.test.invalid';
const cms = {
  mode: 'up' as 'up' | 'hanging' | 'refusing',
  /** Written into every FAQ question, so a page shows which edition of the content it got. */
  edition: 1,
  calls: 0,
};

async function strapi(request: Request): Promise<Response> {
  cms.calls++;
  if (cms.mode === 'hanging') {
    // Accepts and never answers; gives up only when the client's own timeout aborts the call, as fetch does.
    return new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
  }
  if (cms.mode === 'refusing') throw new TypeError('Network connection lost: connection refused');
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api\//, '');
  const { locale, ...params } = parseBracketQuery(url.searchParams);
  try {
    const body = await embeddedContentSource(env.DB).find(
      path,
      toContentQuery(params, { locale: String(locale ?? 'hu') }),
    );
    if (path !== 'faqs' || !Array.isArray(body.data)) return Response.json(body);
    const data = body.data.map((entry) => ({ ...entry, Question: `${String(entry.Question)} edition-${cms.edition}` }));
    return Response.json({ ...body, data });
  } catch (error) {
    if (error instanceof ContentNotFoundError) return Response.json(notFound, { status: 404 });
    throw error;
  }
}

standInUpstream(`${CMS}/api/`, strapi);
beforeEach(() => Object.assign(cms, { mode: 'up', edition: 1, calls: 0 }));

/** A site on the stand-in; its own CACHE_VERSION keeps its copies apart from every other test's. */
function site(version: string) {
  const bindings: Bindings = {
    ...env,
    CONTENT_SOURCE: 'strapi',
    CMS_URL: CMS,
    CACHE_VERSION: version,
    CACHE_FRESH_SECONDS: String(FRESH_SECONDS),
  };
  /** The answer as the visitor gets it, and `behind`: the work left for after it (waitUntil). */
  return async function page(path: string) {
    const ctx = createExecutionContext();
    const start = realNow();
    const res = await worker.fetch(new Request(`${ORIGIN}${path}`), bindings, ctx);
    const html = await res.text();
    return {
      status: res.status,
      html,
      ms: realNow() - start,
      headers: res.headers,
      behind: waitOnExecutionContext(ctx),
    };
  };
}

/** Moves the clock past the fresh window: every copy stored so far is stale. */
const ageCopies = () => (ahead += (FRESH_SECONDS + 1) * 1000);

describe('a page with a stale copy', () => {
  it('answers at once while the source hangs, asks it once per copy, and shows new content once it is back', async () => {
    const page = site('swr-hanging');
    const first = await page('/gyik');
    await first.behind;
    expect(first.status).toBe(200);
    expect(first.html).toContain('edition-1');

    ageCopies();
    Object.assign(cms, { mode: 'hanging', edition: 2, calls: 0 });
    const stale = await page('/gyik');
    expect(stale.status).toBe(200);
    expect(stale.html).toContain('edition-1');
    expect(stale.ms).toBeLessThan(AT_ONCE_MS);
    const asked = cms.calls;
    expect(asked).toBeGreaterThan(0);

    // While those refreshes hang, the next visitor is served the same copy and nothing is asked again.
    const meanwhile = await page('/gyik');
    expect(meanwhile.html).toContain('edition-1');
    expect(meanwhile.ms).toBeLessThan(AT_ONCE_MS);
    expect(cms.calls).toBe(asked);
    await Promise.all([stale.behind, meanwhile.behind]);

    // Every hanging refresh timed out: a failure each, enough to open the breaker.
    expect(asked).toBeGreaterThanOrEqual(FAILURES_TO_OPEN);
    expect(openFor('content')).toBeGreaterThan(0);

    // The CMS is back, and the breaker's open time is over: the stale copy still answers at once, and
    // the refresh behind it brings the new edition to the next visitor.
    cms.mode = 'up';
    ahead += OPEN_MS;
    const recovering = await page('/gyik');
    expect(recovering.html).toContain('edition-1');
    expect(recovering.ms).toBeLessThan(AT_ONCE_MS);
    await recovering.behind;
    expect(openFor('content')).toBe(0);
    const fresh = await page('/gyik');
    await fresh.behind;
    expect(fresh.html).toContain('edition-2');
    expect(fresh.html).not.toContain('edition-1');
  });

  it('keeps the stale copy while the source refuses, and the open breaker stops the refreshes', async () => {
    const page = site('swr-refusing');
    await (
      await page('/gyik')
    ).behind;

    ageCopies();
    cms.mode = 'refusing';
    const stale = await page('/gyik');
    expect(stale.status).toBe(200);
    expect(stale.html).toContain('edition-1');
    expect(stale.ms).toBeLessThan(AT_ONCE_MS);
    await stale.behind;
    expect(openFor('content')).toBeGreaterThan(0);

    const asked = cms.calls;
    const later = await page('/gyik');
    await later.behind;
    expect(later.status).toBe(200);
    expect(later.html).toContain('edition-1');
    expect(cms.calls).toBe(asked);
  });
});

describe('a page that was never cached', () => {
  it('waits for a hanging source at most the timeout, then answers a branded 503 with Retry-After', async () => {
    cms.mode = 'hanging';
    const page = site('swr-never-cached');
    const down = await page('/statikus/adatkezelesi-tajekoztato');
    await down.behind;
    expect(down.status).toBe(503);
    expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(down.html).toContain('Ez az oldal átmenetileg nem érhető el');
    expect(down.ms).toBeGreaterThanOrEqual(LOAD_TIMEOUT_MS - 50);
    expect(down.ms).toBeLessThan(LOAD_TIMEOUT_MS + 5_000);
  });
});

// ---- readThrough itself, and the laboratory catalogue through it --------------------------------------

/** Work handed to `background`, as waitUntil would get it. */
function collector() {
  const work: Promise<unknown>[] = [];
  const background: Background = (promise) => work.push(promise);
  return { work, background, settled: () => Promise.all(work) };
}

/** A KV copy stored an hour ago: stale for a one-minute fresh window. */
async function staleCopy(key: string, value: unknown) {
  await env.CACHE.put(await storageKey(key), JSON.stringify({ value, storedAt: Date.now() - 3_600_000 }));
}

describe('readThrough with a background', () => {
  it('runs one refresh per key at a time, and serves what it brought once it is done', async () => {
    const key = `v-swr:unit:${crypto.randomUUID()}`;
    await staleCopy(key, 'old');
    let answer!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { work, background, settled } = collector();
    const options = { freshSeconds: FRESH_SECONDS, background };
    const served = await Promise.all([1, 2, 3].map(() => readThrough(env.CACHE, key, options, load)));
    expect(served).toEqual(['old', 'old', 'old']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(work).toHaveLength(1);

    answer('new');
    await settled();
    expect(await readThrough(env.CACHE, key, options, load)).toBe('new');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the copy when the source answers that the content is gone', async () => {
    const key = `v-swr:unit:${crypto.randomUUID()}`;
    await staleCopy(key, 'old');
    const gone = () => Promise.reject(new ContentNotFoundError('faqs'));
    const { background, settled } = collector();
    const options = {
      freshSeconds: FRESH_SECONDS,
      background,
      isAnswer: (e: unknown) => e instanceof ContentNotFoundError,
    };
    expect(await readThrough(env.CACHE, key, options, gone)).toBe('old');
    await settled();
    expect(await env.CACHE.get(await storageKey(key))).toBeNull();
    await expect(readThrough(env.CACHE, key, options, gone)).rejects.toBeInstanceOf(ContentNotFoundError);
  });

  it('waits for the source when nothing is cached, or when the fresh window is 0', async () => {
    const { work, background } = collector();
    const cold = `v-swr:unit:${crypto.randomUUID()}`;
    expect(await readThrough(env.CACHE, cold, { freshSeconds: FRESH_SECONDS, background }, async () => 'loaded')).toBe(
      'loaded',
    );
    const always = `v-swr:unit:${crypto.randomUUID()}`;
    await staleCopy(always, 'old');
    expect(await readThrough(env.CACHE, always, { freshSeconds: 0, background }, async () => 'current')).toBe(
      'current',
    );
    expect(work).toHaveLength(0);
  });
});

describe('the laboratory catalogue', () => {
  it('answers a stale price list at once while the laboratory system hangs or refuses, until its breaker opens', async () => {
    const { background, settled } = collector();
    const bindings = { ...env, CACHE_VERSION: 'swr-lab', CACHE_FRESH_SECONDS: String(FRESH_SECONDS), background };
    const query = { language: 'hu' as const };
    const prices = await cachedPrices(bindings, query, labBackend(env));
    expect(prices.length).toBeGreaterThan(0);

    ageCopies();
    let asked = 0;
    const failing = (how: 'hang' | 'refuse'): LabBackend => ({
      ...labBackend(env),
      prices: () => {
        asked++;
        return how === 'hang' ? new Promise<LabPriceEntry[]>(() => {}) : Promise.reject(new Error('refused'));
      },
    });
    const start = realNow();
    expect(await cachedPrices(bindings, query, failing('hang'))).toEqual(prices);
    expect(realNow() - start).toBeLessThan(AT_ONCE_MS);
    await settled(); // the hanging refresh is given up after the timeout: the first failure
    for (let n = 1; n < FAILURES_TO_OPEN; n++) {
      expect(await cachedPrices(bindings, query, failing('refuse'))).toEqual(prices);
      await settled();
    }
    expect(asked).toBe(FAILURES_TO_OPEN);
    expect(openFor('lab')).toBeGreaterThan(0);
    expect(await cachedPrices(bindings, query, failing('refuse'))).toEqual(prices);
    expect(asked).toBe(FAILURES_TO_OPEN);
  });
});
