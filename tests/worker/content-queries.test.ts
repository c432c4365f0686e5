import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedContentSource } from '../../src/backends/content/embedded';
import {
  ContentNotFoundError,
  type ContentQuery,
  ContentValidationError,
  type StrapiErrorBody,
} from '../../src/backends/content/port';
import { isPlainObject, parseBracketQuery, toContentQuery } from '../../src/backends/content/query';
import { CONTENT_SCHEMA, models } from '../../src/backends/content/schema';
import { validateQuery } from '../../src/backends/content/validate';
import type { Bindings } from '../../src/env';
import worker from '../../src/index';
import notFound from '../fixtures/strapi/not-found.json';
import { ORIGIN, standInUpstream } from './helpers';

/**
 * The whole site against a Strapi 5 stand-in (CONTENT_SOURCE = "strapi"): every content query the
 * pages send goes over HTTP as Strapi's bracket parameters, is recorded, and is answered the way Strapi
 * 5 answers it: the seeded documents with media on the CMS (`/uploads/...`), or Strapi's 400 for a key
 * the content type does not have (schema.json). A page that starts sending an invalid query fails here.
 */
const CMS = 'https://cms.test.invalid';
const bindings: Bindings = {
  ...env,
  CONTENT_SOURCE: 'strapi',
  CMS_URL: CMS,
  CMS_TOKEN: 'read-only-token',
  // Copies of the embedded answers (media under /images) stay apart from the stand-in's.
  CACHE_VERSION: 'strapi-stand-in',
};

interface Sent {
  path: string;
  query: ContentQuery;
  refused?: StrapiErrorBody;
}
const sent: Sent[] = [];

/** Seeded media are the site's files under /images; in Strapi they are uploads on the CMS. */
function asUploads(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asUploads);
  if (!isPlainObject(value)) return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asUploads(item)]));
  if (typeof value.mime === 'string' && typeof value.url === 'string')
    copy.url = value.url.replace(/^\/images\//, '/uploads/');
  return copy;
}

async function strapi(request: Request): Promise<Response> {
  expect(request.headers.get('authorization')).toBe('Bearer read-only-token');
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api\//, '');
  const { locale, ...params } = parseBracketQuery(url.searchParams);
  const entry: Sent = { path, query: toContentQuery(params, { locale: String(locale ?? 'hu') }) };
  sent.push(entry);
  try {
    return Response.json(asUploads(await embeddedContentSource(env.DB).find(path, entry.query)));
  } catch (error) {
    if (error instanceof ContentValidationError) {
      entry.refused = error.body;
      return Response.json(error.body, { status: 400 });
    }
    if (error instanceof ContentNotFoundError) return Response.json(notFound, { status: 404 });
    throw error;
  }
}

standInUpstream(`${CMS}/api/`, strapi);

async function page(path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual' }), bindings, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, html, csp: res.headers.get('content-security-policy') ?? '' };
}

// Every page that reads content, in both languages where the page differs by language.
const PAGES: [string, number][] = [
  ['/', 200],
  ['/en', 200],
  ['/hasznos', 200],
  ['/hasznos?tag=felkeszules', 200],
  ['/hasznos/ehgyomri-vervetel-igy-keszuljon-fel', 200],
  ['/en/hasznos/fasting-blood-test-how-to-prepare', 200],
  ['/gyik', 200],
  ['/allasok', 200],
  ['/allasok/mintaveteli-asszisztens-budapest', 200],
  ['/karrier', 200],
  ['/esemenyek/adventi-egeszsegnap-2026', 200],
  ['/statikus/adatkezelesi-tajekoztato', 200],
  ['/en/statikus/adatkezelesi-tajekoztato', 301],
  ['/rolunk', 200],
  ['/kapcsolat', 200],
  ['/vallalatoknak', 200],
  ['/helyszinek', 200],
  ['/helyszinek/budapest-vaci-ut', 200],
  ['/laborvizsgalatok', 200],
  ['/laborvizsgalatok/alap-laborcsomag', 200],
  ['/arlista', 200],
  ['/sitemap.xml', 200],
];

describe('every query the site sends is valid for the content types (schema.json)', () => {
  const html = new Map<string, string>();
  const csp = new Map<string, string>();

  beforeAll(async () => {
    for (const [path, status] of PAGES) {
      const res = await page(path);
      expect(res.status, path).toBe(status);
      html.set(path, res.html);
      csp.set(path, res.csp);
    }
  }, 120_000);

  it('reaches every documented content type, and Strapi refuses none of the queries', () => {
    expect(new Set(sent.map((s) => s.path.split('/')[0]))).toEqual(
      new Set([
        'top-menus',
        'bottom-menu-1s',
        'bottom-menu-2s',
        'bottom-data-plural',
        'home-page',
        'blogs',
        'faqs',
        'jobs',
        'events',
        'static-pages',
        'career-page',
        'about-page',
        'contact-page',
        'company-page',
        'locations',
        'services',
      ]),
    );
    expect(sent.filter((s) => s.refused)).toEqual([]);
    // And each, checked on its own against the schema, names only attributes of its type.
    const lookup = models(CONTENT_SCHEMA);
    for (const { path, query } of sent) {
      expect(() => validateQuery(lookup, lookup.type(path.split('/')[0])!, query), path).not.toThrow();
    }
  });

  it('shows the header menu with its submenus from the CMS', () => {
    const header = (path: string) => {
      const body = html.get(path)!;
      return body.slice(body.indexOf('<header'), body.indexOf('</header>'));
    };
    // The submenu lists of 'Laborvizsgálatok' (12 links) and 'Rólunk' (6), in the header itself.
    expect(header('/').match(/<ul id="submenu-\d+" class="submenu submenu-rows-6"/g)).toHaveLength(2);
    expect(header('/')).toContain('href="/laborvizsgalatok?kategoria=pajzsmirigy"');
    expect(header('/en')).toContain('href="/en/karrier"');
  });

  it('serves the CMS media from the CMS, never as the site’s own files', () => {
    const home = html.get('/')!;
    expect(home).toContain(`src="${CMS}/uploads/hero-lab.svg"`);
    expect(home).toContain(`src="${CMS}/uploads/home/doctor-1.svg"`);
    for (const [path, body] of html) expect(body, path).not.toMatch(/(src|content)="\/uploads\//);
    // Open Graph and JSON-LD carry the CMS's absolute URL, not the site's origin in front of it.
    const article = html.get('/hasznos/ehgyomri-vervetel-igy-keszuljon-fel')!;
    expect(article).toContain(`<meta property="og:image" content="${CMS}/uploads/news/ehgyomri-vervetel.svg"/>`);
    expect(article).toContain(`"image":["${CMS}/uploads/news/ehgyomri-vervetel.svg"]`);
    // The seeded locations have no photo (decision 0057): their JSON-LD names no image.
    expect(html.get('/helyszinek/budapest-vaci-ut')!).not.toMatch(/"@type":"MedicalClinic"[^<]*"image"/);
    expect(html.get('/esemenyek/adventi-egeszsegnap-2026')!).toContain(
      `<meta property="og:image" content="${CMS}/uploads/events/egeszsegnap.svg"/>`,
    );
    // The site's own images stay on the site.
    expect(home).toMatch(
      /<meta property="og:image" content="https:\/\/test\.example\.invalid\/images\/og-default\.png"\/>/,
    );
  });

  it("allows the CMS's media origin in the CSP's img-src", () => {
    const imgSrc = /img-src ([^;]*)/.exec(csp.get('/')!)?.[1] ?? '';
    expect(imgSrc.split(' ')).toContain(CMS);
  });
});
