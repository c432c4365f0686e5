import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../src/domain/prices';
import { ORIGIN } from './helpers';

const page = async (path = '/') => {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  const html = await res.text();
  // Only the page body: the <title> repeats the hero's heading.
  return { status: res.status, html, main: html.slice(html.indexOf('<main'), html.indexOf('</main>')) };
};

/** The `data-block` names in document order. */
const blockOrder = (html: string) => [...html.matchAll(/data-block="([\w-]+)"/g)].map((m) => m[1]);

/** Every text occurs, each after the previous one. */
function expectInOrder(html: string, texts: string[]) {
  let last = -1;
  for (const text of texts) {
    const index = html.indexOf(text, last + 1);
    expect(index, `"${text}" after position ${last}`).toBeGreaterThan(last);
    last = index;
  }
}

const SEED_ORDER = [
  'hero',
  'iconblock',
  'why-us',
  'examination-types',
  'gradient-cloud',
  'price',
  'welcome',
  'our-doctors',
  'test-points',
  'children',
  'personas',
  'horizontal-gallery',
  'featured-examinations',
];

async function updateHomePage(locale: 'hu' | 'en', change: (data: { Blocks: Record<string, unknown>[] }) => void) {
  const row = await env.DB.prepare("SELECT id, data FROM content_documents WHERE type_uid = 'home-page' AND locale = ?")
    .bind(locale)
    .first<{ id: number; data: string }>();
  const data = JSON.parse(row!.data);
  change(data);
  await env.DB.prepare('UPDATE content_documents SET data = ? WHERE id = ?').bind(JSON.stringify(data), row!.id).run();
}

async function insertArticle(documentId: string, locale: string, publishedAt: string, data: Record<string, unknown>) {
  await env.DB.prepare(
    'INSERT INTO content_documents (document_id, type_uid, locale, data, published_at) VALUES (?, ?, ?, ?, ?)',
  )
    .bind(documentId, 'blogs', locale, JSON.stringify(data), publishedAt)
    .run();
}

// Tests in this file share one database: each starts from the seeded home page and an empty blog, so
// none depends on another test or on the blog seed (another part of the site).
let seededHomePages: { id: number; data: string }[] = [];
beforeAll(async () => {
  const { results } = await env.DB.prepare("SELECT id, data FROM content_documents WHERE type_uid = 'home-page'").all<{
    id: number;
    data: string;
  }>();
  seededHomePages = results;
});
beforeEach(async () => {
  await env.DB.batch([
    ...seededHomePages.map(({ id, data }) =>
      env.DB.prepare('UPDATE content_documents SET data = ? WHERE id = ?').bind(data, id),
    ),
    env.DB.prepare("DELETE FROM content_documents WHERE type_uid = 'blogs'"),
  ]);
});
afterEach(() => vi.restoreAllMocks());

describe('the home page', () => {
  it('renders every block of the Hungarian content in the content order', async () => {
    const { status, main } = await page('/');
    expect(status).toBe(200);
    // No articles on the front page yet, so the News block renders nothing.
    expect(blockOrder(main)).toEqual(SEED_ORDER);
    expectInOrder(main, [
      'Vérvétel időpontfoglalással, várakozás nélkül',
      'Időpont két perc alatt',
      'Pontos eredmény, emberi hangon',
      'Mit szeretne megvizsgáltatni?',
      'href="/laborvizsgalatok?kategoria=pajzsmirigy"',
      'Nem tudja, melyik vizsgálatra van szüksége?',
      'Amit az oldalon lát, annyit fizet',
      'Alap laborcsomag',
      formatPrice(22900, 'hu'),
      'Üdvözöljük a Pannon Laborban!',
      'Dr. Szabó Katalin',
      'Szakorvosok a leletek mögött',
      'Dr. Horváth Gábor',
      'Közel Önhöz, Budapesten és vidéken',
      'mintavételi hely',
      'Gyermekbarát vérvétel, könnyek nélkül',
      'Vizsgálatok minden élethelyzetre',
      'href="/laborvizsgalatok?kategoria=gyermek"',
      'Világos, barátságos vérvételi pontok',
      'href="/helyszinek/gyor"',
      'Okos választások',
      'data-choose=',
    ]);
    expect(main).toMatch(/\d+<!-- --> mintavételi hely|\d+ mintavételi hely/);
    expect(main).toContain('role="region"');
    expect(main).toContain('tabindex="0"');
  });

  it('renders every block of the English content in the content order, with links under /en', async () => {
    const { status, main } = await page('/en');
    expect(status).toBe(200);
    expect(blockOrder(main)).toEqual(SEED_ORDER);
    expectInOrder(main, [
      'Blood sampling by appointment, without queueing',
      'Booked in two minutes',
      'Precise results, explained by people',
      'What would you like to have checked?',
      'href="/en/laborvizsgalatok?kategoria=pajzsmirigy"',
      'Not sure which test you need?',
      'The price you see is the price you pay',
      'Basic lab package',
      formatPrice(22900, 'en'),
      'Welcome to Pannon Labor!',
      'Specialists behind every report',
      'Dr. Gábor Horváth',
      'Close to you, in Budapest and across Hungary',
      'sampling points',
      'Child-friendly blood tests, without tears',
      'Tests for every stage of life',
      'href="/en/laborvizsgalatok/sportoloi-csomag"',
      'Bright, welcoming sampling points',
      'Smart choices',
      'I choose this',
    ]);
  });

  it('follows the content order when the blocks are rearranged', async () => {
    await updateHomePage('hu', (data) => {
      data.Blocks.reverse();
    });
    const { main } = await page('/');
    expect(blockOrder(main)).toEqual([...SEED_ORDER].reverse());
  });

  it('skips a block of an unknown kind with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    await updateHomePage('hu', (data) => {
      data.Blocks.splice(2, 0, { __component: 'blocks.countdown', Title: 'Visszaszámlálás a nyárig' });
    });
    const { status, main } = await page('/');
    expect(status).toBe(200);
    expect(main).not.toContain('Visszaszámlálás a nyárig');
    expect(blockOrder(main)).toEqual(SEED_ORDER);
    expect(warn).toHaveBeenCalledWith('Unknown home page block skipped: blocks.countdown');
  });

  it('shows the newest front-page articles of the blog in the News block', async () => {
    await env.DB.prepare("INSERT OR IGNORE INTO content_types (uid, kind) VALUES ('blogs', 'collection')").run();
    const cover = {
      url: '/images/home/why-us.svg',
      width: 960,
      height: 720,
      alternativeText: '',
      mime: 'image/svg+xml',
    };
    await insertArticle('test-vitamin-d', 'hu', '2025-03-01T08:00:00.000Z', {
      Title: 'Teszt: mikor mérjük a D-vitamint?',
      Slug: 'teszt-d-vitamin',
      Excerpt: 'Télen a legtöbb felnőtt D-vitamin-szintje alacsony.',
      CoverImg: cover,
      FrontPageItem: true,
    });
    await insertArticle('test-fasting', 'hu', '2025-04-10T08:00:00.000Z', {
      Title: 'Teszt: éhgyomorra a vérvételre',
      Slug: 'teszt-ehgyomor',
      Excerpt: 'Mit ehet és ihat a vérvétel előtt?',
      FrontPageItem: true,
    });
    await insertArticle('test-hidden', 'hu', '2025-05-01T08:00:00.000Z', {
      Title: 'Teszt: nem kiemelt cikk',
      Slug: 'teszt-nem-kiemelt',
      FrontPageItem: false,
    });

    const { main } = await page('/');
    expect(blockOrder(main)).toEqual([...SEED_ORDER.slice(0, 9), 'news', ...SEED_ORDER.slice(9)]);
    expectInOrder(main, [
      'Közel Önhöz, Budapesten és vidéken',
      'Friss cikkeink',
      'href="/hasznos/teszt-ehgyomor"',
      'Teszt: éhgyomorra a vérvételre',
      'Teszt: mikor mérjük a D-vitamint?',
      'Gyermekbarát vérvétel, könnyek nélkül',
    ]);
    expect(main).toContain('dateTime="2025-04-10T08:00:00.000Z"');
    expect(main).not.toContain('Teszt: nem kiemelt cikk');
    // The English page has no front-page article, so no News block.
    expect(blockOrder((await page('/en')).main)).not.toContain('news');
  });

  it('describes the laboratory as an organisation for search engines', async () => {
    const { html } = await page('/');
    const json = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]))
      .find((data) => data['@type'] === 'MedicalOrganization');
    expect(json).toMatchObject({
      name: 'Pannon Labor',
      url: `${env.PUBLIC_ORIGIN}/`,
      logo: `${env.PUBLIC_ORIGIN}/images/logo.svg`,
      address: {
        '@type': 'PostalAddress',
        postalCode: '1134',
        addressLocality: 'Budapest',
        streetAddress: 'Váci út 45/B.',
        addressCountry: 'HU',
      },
      telephone: '+36 1 555 0101',
    });
    expect(json.sameAs).toContain('https://www.facebook.com/pannonlabor');
    expect(json.sameAs).not.toContain('https://x.com/pannonlabor');
  });
});
