import { describe, expect, inject, it } from 'vitest';
import { seedDocuments } from '../../scripts/lib/cms.mjs';

/**
 * Issue 26 point 3 and 5, against the real Strapi 5 project (cms/, tests/cms/global-setup.ts): every
 * content page answers the same from Strapi as from the embedded store (status, visible text, dates),
 * with media on the CMS; and an editor's change published in Strapi shows on the site at once through
 * the webhook, though the site keeps its copies for an hour here.
 */
const embedded = inject('embeddedOrigin');
const strapi = inject('strapiOrigin');
const cms = inject('cms');

const PAGES = [
  '/',
  '/en',
  '/hasznos',
  '/en/hasznos',
  '/hasznos/ehgyomri-vervetel-igy-keszuljon-fel',
  '/en/hasznos/fasting-blood-test-how-to-prepare',
  '/allasok',
  '/en/allasok',
  '/allasok/mintaveteli-asszisztens-budapest',
  '/karrier',
  '/esemenyek/adventi-egeszsegnap-2026',
  '/gyik',
  '/en/gyik',
  '/rolunk',
  '/kapcsolat',
  '/vallalatoknak',
  '/statikus/adatkezelesi-tajekoztato',
  '/helyszinek',
  '/helyszinek/budapest-vaci-ut',
  '/laborvizsgalatok',
  '/arlista',
];

/** The seed's media: the embedded store's files, which the import uploaded to Strapi. */
const SEED_MEDIA = new Set<string>();
(function collect(node: unknown): void {
  if (Array.isArray(node)) node.forEach(collect);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.url === 'string' && typeof record.mime === 'string') SEED_MEDIA.add(record.url);
    Object.values(record).forEach(collect);
  }
})(seedDocuments().map((document: { data: unknown }) => document.data));

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** What a visitor reads: the document's text without scripts, styles and tags, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The machine-readable dates on a page: <time datetime> and JSON-LD's date fields. */
function dates(html: string): string[] {
  const times = [...html.matchAll(/<time[^>]*\sdatetime="([^"]+)"/g)].map((match) => match[1]!);
  const jsonLd = [...html.matchAll(/"(datePublished|dateModified|datePosted|startDate|endDate)":"([^"]+)"/g)].map(
    (match) => `${match[1]}=${match[2]}`,
  );
  return [...times, ...jsonLd];
}

/** Every image a page shows or names: <img src/srcset>, <source srcset> and og:image, with its alt. */
function images(html: string, origin: string): { alt: string; urls: string[] }[] {
  const tags = [...html.matchAll(/<(img|source)\b[^>]*>/g)].map((match) => match[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const found = tags.map((tag) => ({
    alt: attr(tag, 'alt') ?? '',
    urls: [attr(tag, 'src'), ...(attr(tag, 'srcset') ?? '').split(',').map((item) => item.trim().split(' ')[0])]
      .filter((url): url is string => !!url)
      .map((url) => url.replace(/&amp;/g, '&')),
  }));
  // Open Graph names the site's own files with its origin; as paths they compare with the seed's.
  const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(origin, '');
  return og ? [...found, { alt: 'og:image', urls: [og] }] : found;
}

/** The first place two texts part, with some context either side. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `at ${at}:\n  embedded: …${a.slice(Math.max(0, at - 80), at + 120)}…\n  strapi:   …${b.slice(Math.max(0, at - 80), at + 120)}…`;
}

async function get(origin: string, path: string) {
  const res = await fetch(`${origin}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  return { status: res.status, html: await res.text() };
}

describe('the site reads the same from the real Strapi as from the embedded store', () => {
  it.each(PAGES)('%s: same status, visible text and dates; media on the CMS', async (path) => {
    const [mine, theirs] = await Promise.all([get(embedded, path), get(strapi, path)]);
    expect(mine.status, path).toBe(200);
    expect(theirs.status, path).toBe(200);
    const [a, b] = [visibleText(mine.html), visibleText(theirs.html)];
    if (a !== b) expect.fail(`${path}: the visible text differs ${firstDifference(a, b)}`);
    expect(dates(theirs.html), path).toEqual(dates(mine.html));
    // The same pictures by their alt texts; the content's files (the seed's media, /images/… on the
    // embedded store) are files on the CMS, never a path on the site.
    const [ownImages, cmsImages] = [images(mine.html, embedded), images(theirs.html, strapi)];
    expect(
      cmsImages.map((image) => image.alt),
      path,
    ).toEqual(ownImages.map((image) => image.alt));
    const urls = cmsImages.flatMap((image) => image.urls);
    expect(
      urls.filter((url) => url.startsWith('/uploads/')),
      path,
    ).toEqual([]);
    expect(
      urls.filter((url) => url.includes('/uploads/') && !url.startsWith(`${cms.url}/uploads/`)),
      path,
    ).toEqual([]);
    const fromContent = (list: { alt: string; urls: string[] }[]) =>
      list.filter((image) => image.urls.some((url) => SEED_MEDIA.has(url)));
    const fromCms = cmsImages.filter((image) => image.urls.some((url) => url.startsWith(`${cms.url}/uploads/`)));
    expect(
      fromCms.map((image) => image.alt),
      path,
    ).toEqual(fromContent(ownImages).map((image) => image.alt));
  });

  it('lists the same pages in the sitemap', async () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const [mine, theirs] = await Promise.all([get(embedded, '/sitemap.xml'), get(strapi, '/sitemap.xml')]);
    expect(theirs.status).toBe(200);
    expect(locs(theirs.html).sort()).toEqual(locs(mine.html).sort());
    expect(locs(theirs.html)).toContain('/allasok/mintaveteli-asszisztens-budapest');
  });

  it("serves the CMS's media files themselves", async () => {
    const { html } = await get(strapi, '/hasznos');
    const url = images(html, strapi)
      .flatMap((image) => image.urls)
      .find((candidate) => candidate.startsWith(`${cms.url}/uploads/`));
    expect(url).toBeDefined();
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
  });
});

describe("an editor's change", () => {
  it('shows on the site once published in Strapi, through the webhook', async () => {
    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: cms.admin.email, password: cms.admin.password }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { token: string } };
    const admin = (path: string, init: RequestInit = {}) =>
      fetch(`${cms.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' },
      });
    const types = (await (await admin('/content-manager/content-types')).json()) as {
      data: { uid: string; info: { pluralName: string } }[];
    };
    const faq = types.data.find((type) => type.info.pluralName === 'faqs')!.uid;
    const list = (await (await admin(`/content-manager/collection-types/${faq}?locale=hu&pageSize=100`)).json()) as {
      results: { documentId: string; Question: string; Weight: number }[];
    };
    const first = list.results.sort((a, b) => a.Weight - b.Weight)[0]!;
    // The site has the question cached (an hour here) before the editor changes it.
    expect((await get(strapi, '/gyik')).html).toContain(first.Question.replace(/&/g, '&amp;'));
    const question = `${first.Question} (frissítve ${Date.now()})`;
    const saved = await admin(`/content-manager/collection-types/${faq}/${first.documentId}?locale=hu`, {
      method: 'PUT',
      body: JSON.stringify({ Question: question }),
    });
    expect(saved.status).toBe(200);
    const published = await admin(
      `/content-manager/collection-types/${faq}/${first.documentId}/actions/publish?locale=hu`,
      { method: 'POST', body: '{}' },
    );
    expect(published.status).toBe(200);
    await expect
      .poll(async () => (await get(strapi, '/gyik')).html, { timeout: 30_000, interval: 500 })
      .toContain(question);
  });
});
