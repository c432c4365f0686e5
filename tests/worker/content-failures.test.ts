import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../src/env';
import worker from '../../src/index';
import { ORIGIN, standInUpstream } from './helpers';

/**
 * Issue 26 point 4: content failures never crash a page. The site runs against a content source that
 * refuses every query as Strapi 5 refuses a key it does not know (400 ValidationError, a schema drift),
 * or that is down with nothing cached (500). A page that lists content is still served, without that
 * part; a page about one document, or a list that is the page's subject while the source is down, is
 * the branded 503 that says when to come back, never the 500. Each failing query is logged once.
 */
const CMS = 'https://cms-failing.test.invalid';
let mode: 'refuse' | 'down' = 'refuse';

standInUpstream(`${CMS}/api/`, async (request) => {
  const key = [...new URL(request.url).searchParams.keys()].find((name) => name !== 'locale') ?? 'locale';
  return mode === 'refuse'
    ? Response.json(
        {
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: `Invalid key ${key}`,
            details: { key, source: 'query' },
          },
        },
        { status: 400 },
      )
    : Response.json(
        { data: null, error: { status: 500, name: 'InternalServerError', message: 'down' } },
        { status: 500 },
      );
});

let run = 0;
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** The worker with a cache of its own per test: nothing stale to fall back on. */
function bindings(): Bindings {
  run++;
  return { ...env, CONTENT_SOURCE: 'strapi', CMS_URL: CMS, CMS_TOKEN: 't', CACHE_VERSION: `failing-${run}` };
}

async function page(path: string, env: Bindings) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual' }), env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, html, retryAfter: res.headers.get('retry-after') };
}

// Every page that lists content: served without the part that failed.
const LISTING = [
  '/',
  '/en',
  '/karrier',
  '/rolunk',
  '/kapcsolat',
  '/vallalatoknak',
  '/helyszinek',
  '/helyszinek/budapest-vaci-ut',
  '/laborvizsgalatok',
  '/laborvizsgalatok/alap-laborcsomag',
  '/arlista',
  '/en/arlista',
];
// Lists that are what their page is for.
const SUBJECT_LISTS = ['/hasznos', '/en/hasznos', '/gyik', '/allasok', '/en/allasok'];
// Pages about one document.
const DOCUMENTS = [
  '/hasznos/ehgyomri-vervetel-igy-keszuljon-fel',
  '/allasok/mintaveteli-asszisztens-budapest',
  '/esemenyek/adventi-egeszsegnap-2026',
  '/statikus/adatkezelesi-tajekoztato',
];

/** A whole page with the site's header and footer, not the error page. */
function servedWhole(html: string) {
  expect(html).toContain('<header');
  expect(html).toContain('<footer');
  expect(html.trimEnd().endsWith('</html>')).toBe(true);
  expect(html).not.toContain('data-error-note');
}

/** The content queries named in "… left empty: the content query failed: {query}" lines, with their count. */
function loggedQueries(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [message] of errors.mock.calls) {
    const query =
      typeof message === 'string' ? message.match(/left empty: the content query failed: (.*)$/)?.[1] : undefined;
    if (query) counts.set(query, (counts.get(query) ?? 0) + 1);
  }
  return counts;
}

describe('a content source that refuses every query (a schema drift)', () => {
  it('leaves the content out of every listing page and list, which are still served (200)', async () => {
    mode = 'refuse';
    const env = bindings();
    for (const path of [...LISTING, ...SUBJECT_LISTS, '/sitemap.xml']) {
      const { status, html } = await page(path, env);
      expect(status, path).toBe(200);
      if (path !== '/sitemap.xml') servedWhole(html);
    }
    // The catalogue still comes from the laboratory, the sitemap still lists it.
    expect((await page('/sitemap.xml', env)).html).toContain('/laborvizsgalatok/alap-laborcsomag');
    expect((await page('/allasok', env)).html).toContain('data-job-count="0"');
  });

  it('answers a page about one document with the 503 that says when to come back, never the 500', async () => {
    mode = 'refuse';
    const env = bindings();
    for (const path of DOCUMENTS) {
      const { status, html, retryAfter } = await page(path, env);
      expect(status, path).toBe(503);
      expect(Number(retryAfter), path).toBeGreaterThan(0);
      expect(html).toContain('<footer');
    }
  });

  it('logs each failing query once, however many visitors meet it', async () => {
    mode = 'refuse';
    const env = bindings();
    for (let visit = 0; visit < 3; visit++) for (const path of ['/', '/allasok', '/gyik']) await page(path, env);
    const logged = loggedQueries();
    expect(logged.size).toBeGreaterThan(3);
    for (const [query, count] of logged) expect(count, query).toBe(1);
    expect([...logged.keys()].some((query) => query.includes('"path":"jobs"'))).toBe(true);
    expect([...logged.keys()].some((query) => query.includes('"path":"faqs"'))).toBe(true);
  });
});

describe('a content source that is down with nothing cached', () => {
  it('serves the listing pages without the content (200)', async () => {
    mode = 'down';
    const env = bindings();
    for (const path of LISTING) {
      const { status, html } = await page(path, env);
      expect(status, path).toBe(200);
      servedWhole(html);
    }
  });

  it('answers a list that is the page, and a page about one document, with the 503 and Retry-After', async () => {
    mode = 'down';
    const env = bindings();
    for (const path of [...SUBJECT_LISTS, ...DOCUMENTS]) {
      const { status, retryAfter } = await page(path, env);
      expect(status, path).toBe(503);
      expect(Number(retryAfter), path).toBeGreaterThan(0);
    }
  });
});
