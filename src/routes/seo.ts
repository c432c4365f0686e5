/**
 * robots.txt and sitemap.xml (issue 7, item 5).
 *
 * robots.txt: in production it keeps the pages that are private or personal out of search engines —
 * account pages (/sajat), the booking steps after the catalogue start page (/idopontfoglalas-*; the start
 * page /idopontfoglalas lists the examinations and stays public), the hash-link pages, the patient
 * information sheets, the payment outcome pages, /api/ and /dev/ — each also under /en, and names the
 * sitemap. Every other ENVIRONMENT (dev, test) disallows everything, so those deployments are never
 * indexed. The rules are built by the pure `robotsTxt(env)`.
 *
 * sitemap.xml: one <url> per public page and language, with its absolute <loc> (PUBLIC_ORIGIN) and
 * xhtml:link alternates for hu, en and x-default (hu) — the same URLs the renderer emits as canonical
 * and hreflang links. The pages come from SITEMAP_SOURCES, one async source per kind of public page:
 *   - fixedPages: the pages without a parameter (home, catalogue, locations, prices, booking start);
 *   - examinationPages: /laborvizsgalatok/{slug} for every showonweb package (incl. cgm when shown);
 *   - singleTestPages: /laborvizsgalatok/egyedi/{slug} for every showonweb single test;
 *   - locationPages: /helyszinek/{slug} for every showonweb location.
 * The catalogue sources read through the same cached loaders as the pages (src/services/catalogue.ts,
 * KV cache of the laboratory backend), so the sitemap lists exactly what the pages answer.
 *
 * Adding a kind of page (news /hasznos/{title}, jobs /allasok/{title}, events /esemenyek/{url}, static
 * pages /statikus/{title}, /gyik, /rolunk, ...): write one `SitemapSource` returning its pages and append
 * it to SITEMAP_SOURCES; a new fixed page is one more line in FIXED_PATHS. A page is its path without the
 * language prefix per language — `both(path)` when it is the same in hu and en, or `{ hu, en }` when the
 * slug is translated; leave a language out when the page does not exist in it. Only pages a visitor may
 * find belong here: nothing noindex, nothing under a path robots.txt disallows. A source that fails is
 * logged and skipped, so one outage never empties the whole sitemap.
 */
import { Hono } from 'hono';
import { isShownOnWeb } from '../domain/visibility';
import type { AppEnv, Bindings } from '../env';
import { DEFAULT_LANG, LANGS, localePath, type Lang } from '../i18n/lang';
import { loadExaminations, loadLocations, loadSingleTests } from '../services/catalogue';
import { contentPageSitemap } from '../services/contentPages';
import { newsSitemap } from '../services/news';

/** A public page: its path without the language prefix in each language it exists in. */
export type SitemapPage = Partial<Record<Lang, string>>;

/** One kind of public page. */
export type SitemapSource = (env: Bindings) => Promise<SitemapPage[]>;

/** The same path in every language. */
export const both = (path: string): SitemapPage => Object.fromEntries(LANGS.map((lang) => [lang, path]));

/** The public pages without a parameter that exist today. */
export const FIXED_PATHS = [
  '/',
  '/laborvizsgalatok',
  '/helyszinek',
  '/arlista',
  '/arak',
  '/idopontfoglalas',
  '/allasok',
  '/karrier',
  '/gyik',
  '/rolunk',
  '/kapcsolat',
  '/vallalatoknak',
  '/hasznos',
];

const fixedPages: SitemapSource = async () => FIXED_PATHS.map(both);

/**
 * Pages of catalogue items loaded per language and paired by id: an item is listed in a language when it
 * is shown on the web there, under that language's slug (content extras may translate it).
 */
async function perLanguage<T extends { id: number | string; tags: string[] }>(
  load: (lang: Lang) => Promise<T[]>,
  path: (item: T) => string,
): Promise<SitemapPage[]> {
  const lists = await Promise.all(LANGS.map(async (lang) => [lang, await load(lang)] as const));
  const pages = new Map<string, SitemapPage>();
  for (const [lang, items] of lists) {
    for (const item of items.filter(isShownOnWeb)) {
      const page = pages.get(String(item.id)) ?? {};
      page[lang] = path(item);
      pages.set(String(item.id), page);
    }
  }
  return [...pages.values()];
}

const examinationPages: SitemapSource = (env) =>
  perLanguage(
    (lang) => loadExaminations(env, lang),
    (exam) => `/laborvizsgalatok/${encodeURIComponent(exam.slug)}`,
  );

const singleTestPages: SitemapSource = (env) =>
  perLanguage(
    (lang) => loadSingleTests(env, lang),
    (test) => `/laborvizsgalatok/egyedi/${encodeURIComponent(test.url_slug)}`,
  );

const locationPages: SitemapSource = (env) =>
  perLanguage(
    (lang) => loadLocations(env, lang),
    (location) => `/helyszinek/${encodeURIComponent(location.slug)}`,
  );

/** Every kind of public page; later content kinds (news, jobs, events, static pages) add one each. */
export const SITEMAP_SOURCES: Record<string, SitemapSource> = {
  fixedPages,
  examinationPages,
  singleTestPages,
  locationPages,
  jobPages: (env) => contentPageSitemap(env, 'jobs', '/allasok'),
  eventPages: (env) => contentPageSitemap(env, 'events', '/esemenyek'),
  staticPages: (env) => contentPageSitemap(env, 'static-pages', '/statikus'),
  newsPages: (env) => newsSitemap(env),
};

/** Path prefixes kept out of search engines in production; each is disallowed with and without /en. */
export const DISALLOWED_PREFIXES = [
  '/sajat',
  '/idopontfoglalas-',
  '/adatkitoltes/',
  '/idopont-torles/',
  '/idopontmodositas/',
  '/idopontmodositas-koszono/',
  '/helyszinmodositas/',
  '/helyszinmodositas-koszono/',
  '/adatmodositas-koszono/',
  '/tajekoztato/',
  '/fizetes-',
  '/api/',
  '/dev/',
];

/** robots.txt for an environment: production's rules and sitemap, or everything disallowed elsewhere. */
export function robotsTxt(env: Pick<Bindings, 'ENVIRONMENT' | 'PUBLIC_ORIGIN'>): string {
  if (env.ENVIRONMENT !== 'production') {
    return ['# Not the production site: nothing here is to be indexed.', 'User-agent: *', 'Disallow: /', ''].join('\n');
  }
  const prefixes = LANGS.flatMap((lang) => DISALLOWED_PREFIXES.map((prefix) => localePath(lang, prefix)));
  return [
    'User-agent: *',
    ...prefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${env.PUBLIC_ORIGIN}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

/** The sitemap document for the given pages; `origin` without a trailing slash. */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const url = (lang: Lang, path: string) => escapeXml(`${origin}${localePath(lang, path)}`);
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const page of pages) {
    const langs = LANGS.filter((lang) => page[lang]);
    const fallback = page[DEFAULT_LANG] ? DEFAULT_LANG : langs[0];
    if (!fallback) continue;
    const alternates = [
      ...langs.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url(lang, page[lang]!)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(fallback, page[fallback]!)}"/>`,
    ];
    for (const lang of langs) {
      const loc = url(lang, page[lang]!);
      if (seen.has(loc)) continue;
      seen.add(loc);
      entries.push(['  <url>', `    <loc>${loc}</loc>`, ...alternates, '  </url>'].join('\n'));
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** All sources' pages; a failing source is logged and left out. */
export async function sitemapPages(env: Bindings, sources = SITEMAP_SOURCES): Promise<SitemapPage[]> {
  const results = await Promise.all(
    Object.entries(sources).map(async ([name, source]) => {
      try {
        return await source(env);
      } catch (error) {
        console.error(`Sitemap source ${name} failed; its pages are left out`, error);
        return [];
      }
    }),
  );
  return results.flat();
}

export const seoRoutes = new Hono<AppEnv>();

// The app routes on the path without its language prefix; these two files exist only at the root.
const atRoot = (url: string, path: string) => new URL(url).pathname === path;

seoRoutes.get('/robots.txt', (c) => {
  if (!atRoot(c.req.url, '/robots.txt')) return c.notFound();
  c.header('Content-Type', 'text/plain; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(robotsTxt(c.env));
});

seoRoutes.get('/sitemap.xml', async (c) => {
  if (!atRoot(c.req.url, '/sitemap.xml')) return c.notFound();
  const origin = (c.env.PUBLIC_ORIGIN || new URL(c.req.url).origin).replace(/\/+$/, '');
  const xml = sitemapXml(origin, await sitemapPages(c.env));
  c.header('Content-Type', 'application/xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(xml);
});
