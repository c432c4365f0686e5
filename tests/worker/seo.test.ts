import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { both, DISALLOWED_PREFIXES, robotsTxt, sitemapPages, sitemapXml } from '../../src/routes/seo';
import { ORIGIN } from './helpers';

const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });

afterEach(() => vi.restoreAllMocks());

/** Throws unless `xml` is well-formed enough for a sitemap: balanced tags, quoted attributes, escaped text. */
function assertWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: string[] = [];
  let roots = 0;
  for (const token of body.split(/(<[^>]*>)/)) {
    if (!token.startsWith('<')) {
      // Text: no stray markup characters, every & an entity.
      expect(token).not.toMatch(/[<>]/);
      expect(token).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      if (stack.length === 0) expect(token.trim()).toBe('');
      continue;
    }
    const tag = /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
    if (!tag) throw new Error(`Malformed tag: ${token}`);
    const [, closing, name, attributes, selfClosing] = tag;
    expect(attributes ?? '').not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    if (closing) {
      expect(stack.pop()).toBe(name);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(name!);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry!)![1]!,
    alternates: Object.fromEntries(
      [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ),
  }));
}

const PUBLIC = 'https://test.example.invalid';

async function fetchSitemap() {
  const res = await get('/sitemap.xml');
  expect(res.status).toBe(200);
  const xml = await res.text();
  return { res, xml, urls: parseSitemap(xml) };
}

/** A url_slug of the catalogue table whose item has (or lacks) the showonweb tag. */
async function slugOf(table: 'packages' | 'locations', shown: boolean) {
  const key = table === 'packages' ? 'package_id' : 'location_id';
  const tags = table === 'packages' ? 'lab_package_tags' : 'lab_location_tags';
  const row = await env.DB.prepare(
    `SELECT url_slug FROM lab_${table} x
      WHERE ${shown ? '' : 'NOT '}EXISTS (SELECT 1 FROM ${tags} t WHERE t.${key} = x.id AND t.tag = 'showonweb')
      ORDER BY x.id LIMIT 1`,
  ).first<{ url_slug: string }>();
  if (!row) throw new Error(`The seed has no ${shown ? '' : 'hidden '}${table}`);
  return row.url_slug;
}

describe('/robots.txt', () => {
  it('disallows everything outside production (the test environment here), without a sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/$/m);
    expect(text).not.toContain('Sitemap:');
    expect(robotsTxt({ ENVIRONMENT: 'dev', PUBLIC_ORIGIN: 'http://localhost:8787' })).toBe(text);
  });

  it('is only at the root', async () => {
    const res = await get('/en/robots.txt');
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });

  it('in production keeps private pages out, in both languages, and names the sitemap', () => {
    const text = robotsTxt({ ENVIRONMENT: 'production', PUBLIC_ORIGIN: 'https://www.pannonlabor.hu' });
    const disallowed = [...text.matchAll(/^Disallow: (.*)$/gm)].map((m) => m[1]);
    for (const prefix of [
      '/sajat',
      '/idopontfoglalas-',
      '/adatkitoltes/',
      '/idopont-torles/',
      '/idopontmodositas/',
      '/idopontmodositas-koszono/',
      '/helyszinmodositas/',
      '/adatmodositas-koszono/',
      '/tajekoztato/',
      '/fizetes-',
      '/api/',
      '/dev/',
    ]) {
      expect(disallowed).toContain(prefix);
      expect(disallowed).toContain(`/en${prefix}`);
    }
    expect(disallowed).toHaveLength(DISALLOWED_PREFIXES.length * 2);
    // The catalogue start page of the booking stays public; robots.txt rules are prefix matches.
    expect(disallowed).not.toContain('/');
    expect(disallowed).not.toContain('/idopontfoglalas');
    expect(disallowed.some((prefix) => '/idopontfoglalas'.startsWith(prefix!))).toBe(false);
    expect(disallowed.some((prefix) => '/idopontfoglalas-kosar'.startsWith(prefix!))).toBe(true);
    expect(text).toMatch(/^Sitemap: https:\/\/www\.pannonlabor\.hu\/sitemap\.xml$/m);
  });
});

describe('/sitemap.xml', () => {
  it('is well-formed XML with the sitemap and xhtml namespaces, cached briefly', async () => {
    const { res, xml } = await fetchSitemap();
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    assertWellFormed(xml);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
  });

  it('lists the home page in both languages, each with hu, en and x-default alternates', async () => {
    const { urls } = await fetchSitemap();
    const alternates = { hu: `${PUBLIC}/`, en: `${PUBLIC}/en`, 'x-default': `${PUBLIC}/` };
    expect(urls).toContainEqual({ loc: `${PUBLIC}/`, alternates });
    expect(urls).toContainEqual({ loc: `${PUBLIC}/en`, alternates });
    for (const url of urls) {
      expect(url.loc.startsWith(`${PUBLIC}/`)).toBe(true);
      expect(Object.values(url.alternates)).toContain(url.loc);
      expect(url.alternates['x-default']).toBe(url.alternates.hu);
    }
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
  });

  it('lists the fixed public pages, including the booking start page', async () => {
    const locs = (await fetchSitemap()).urls.map((url) => url.loc);
    for (const path of ['/laborvizsgalatok', '/helyszinek', '/arlista', '/arak', '/idopontfoglalas']) {
      expect(locs).toContain(`${PUBLIC}${path}`);
      expect(locs).toContain(`${PUBLIC}/en${path}`);
    }
  });

  it('lists shown packages, single tests and locations, and leaves hidden ones out', async () => {
    const { urls } = await fetchSitemap();
    const locs = urls.map((url) => url.loc);
    const shownPackage = await slugOf('packages', true);
    const shownLocation = await slugOf('locations', true);
    expect(locs).toContain(`${PUBLIC}/laborvizsgalatok/${shownPackage}`);
    expect(locs).toContain(`${PUBLIC}/en/laborvizsgalatok/${shownPackage}`);
    expect(locs).toContain(`${PUBLIC}/helyszinek/${shownLocation}`);
    expect(urls.find((url) => url.loc === `${PUBLIC}/en/helyszinek/${shownLocation}`)?.alternates).toEqual({
      hu: `${PUBLIC}/helyszinek/${shownLocation}`,
      en: `${PUBLIC}/en/helyszinek/${shownLocation}`,
      'x-default': `${PUBLIC}/helyszinek/${shownLocation}`,
    });

    const hiddenPackage = await slugOf('packages', false);
    const hiddenLocation = await slugOf('locations', false);
    expect(locs.filter((loc) => loc.endsWith(`/laborvizsgalatok/${hiddenPackage}`))).toEqual([]);
    expect(locs.filter((loc) => loc.endsWith(`/helyszinek/${hiddenLocation}`))).toEqual([]);

    const tests = await env.DB.prepare('SELECT url_slug, showonweb FROM lab_tests').all<{
      url_slug: string;
      showonweb: number;
    }>();
    const listed = new Set(
      locs.filter((loc) => loc.startsWith(`${PUBLIC}/laborvizsgalatok/egyedi/`)).map((loc) => loc.split('/').pop()),
    );
    expect([...listed].sort()).toEqual(
      tests.results
        .filter((test) => test.showonweb === 1)
        .map((test) => encodeURIComponent(test.url_slug))
        .sort(),
    );
  });

  it('every listed page answers 200 in its language', async () => {
    const { urls } = await fetchSitemap();
    const sample = urls.filter((_, index) => index % 7 === 0).slice(0, 12);
    for (const { loc } of sample) {
      const res = await get(new URL(loc).pathname);
      expect(res.status, loc).toBe(200);
      await res.arrayBuffer();
    }
  });

  it('holds no account, booking-step, hash-link, information-sheet or payment URL', async () => {
    const { urls } = await fetchSitemap();
    const paths = urls
      .flatMap((url) => [url.loc, ...Object.values(url.alternates)])
      .map((loc) => new URL(loc).pathname);
    const prefixes = DISALLOWED_PREFIXES.flatMap((prefix) => [prefix, `/en${prefix}`]);
    expect(paths.filter((path) => prefixes.some((prefix) => path.startsWith(prefix)))).toEqual([]);
  });

  it('is only at the root', async () => {
    const res = await get('/en/sitemap.xml');
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });
});

describe('sitemap building blocks', () => {
  it('escapes URLs, gives a page missing a language only its own alternates, and skips a failed source', async () => {
    const xml = sitemapXml('https://example.org', [both('/a&b'), { en: '/only-english' }]);
    assertWellFormed(xml);
    expect(xml).toContain('<loc>https://example.org/a&amp;b</loc>');
    const english = parseSitemap(xml).find((url) => url.loc === 'https://example.org/en/only-english');
    expect(english?.alternates).toEqual({
      en: 'https://example.org/en/only-english',
      'x-default': 'https://example.org/en/only-english',
    });

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pages = await sitemapPages(env, {
      broken: async () => {
        throw new Error('backend down');
      },
      fixed: async () => [both('/x')],
    });
    expect(pages).toEqual([{ hu: '/x', en: '/x' }]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('broken'), expect.any(Error));
  });
});
