import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { safeHref } from '../../src/components/RichText';
import { documentPaths } from '../../src/services/contentPages';
import { newsSitemap } from '../../src/services/news';
import { ORIGIN } from './helpers';

const page = async (path: string) => {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
/** The titles of the grid's cards, in order. */
const cardTitles = (html: string) => {
  const grid = html.slice(html.indexOf('id="news-latest"'));
  return [...grid.matchAll(/<h3 class="text-xl[^"]*"><a href="[^"]+"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
};

describe('/hasznos', () => {
  it('lists the featured article on top, the recommended items, topics and the first 9 articles', async () => {
    const { status, html } = await page('/hasznos');
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="page-title mt-3">Hasznos</h1>');
    expect(html).toContain('Kiemelt cikk');
    expect(html).toContain('href="/hasznos/ehgyomri-vervetel-igy-keszuljon-fel"');
    // Front-page items are recommended beside the featured one.
    const recommended = html.slice(html.indexOf('id="news-recommended"'), html.indexOf('id="news-latest"'));
    expect(recommended).toContain('D-vitamin a téli hónapokban');
    expect(recommended).not.toContain('Éhgyomri vérvétel');
    // The grid leaves the featured article out and holds 9, newest first.
    const titles = cardTitles(html);
    expect(titles).toHaveLength(9);
    expect(titles[0]).toBe('D-vitamin a téli hónapokban: kell-e pótolni?');
    expect(titles).not.toContain('Éhgyomri vérvétel: így készüljön fel');
    // Topic chips link to ?tag=, highlighted ones first; the pagination links to ?oldal=2.
    expect(html).toMatch(/href="\/hasznos"[^>]*aria-current="true">Összes/);
    expect(html.indexOf('href="/hasznos?tag=nepszeru"')).toBeLessThan(html.indexOf('href="/hasznos?tag=pajzsmirigy"'));
    expect(html).toContain('href="/hasznos?tag=pajzsmirigy"');
    expect(html).toContain('href="/hasznos?oldal=2"');
    expect(html).toContain('Tóth Réka');
  });

  it('is English under /en with English articles and links', async () => {
    const { status, html } = await page('/en/hasznos');
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="page-title mt-3">Health news</h1>');
    expect(html).toContain('Featured article');
    expect(html).toContain('href="/en/hasznos/fasting-blood-test-how-to-prepare"');
    expect(cardTitles(html)[0]).toBe('Vitamin D in winter: do you need a supplement?');
    expect(html).toContain('href="/en/hasznos?tag=thyroid"');
    expect(html).not.toContain('Éhgyomri');
  });

  it('filters by ?tag= without JavaScript and answers an unknown tag with 404', async () => {
    const { status, html } = await page('/hasznos?tag=cukorbetegseg');
    expect(status).toBe(200);
    expect(html).toContain('Hasznos: Cukorbetegség');
    expect(html).toMatch(/href="\/hasznos\?tag=cukorbetegseg"[^>]*aria-current="true"/);
    expect(html).not.toContain('Kiemelt cikk');
    expect(cardTitles(html)).toEqual([
      'Terheléses vércukorvizsgálat: mire számítson?',
      'Inzulinrezisztencia: mikor érdemes vizsgáltatni?',
    ]);
    // A highlighted tag filters too.
    expect(cardTitles((await page('/en/hasznos?tag=popular')).html)).toHaveLength(3);
    expect((await page('/hasznos?tag=nincs-ilyen')).status).toBe(404);
  });

  it('pages with ?oldal= (9 a page) and answers pages that do not exist with 404', async () => {
    const { status, html } = await page('/hasznos?oldal=2');
    expect(status).toBe(200);
    expect(html).not.toContain('Kiemelt cikk');
    expect(cardTitles(html)).toEqual(['Inzulinrezisztencia: mikor érdemes vizsgáltatni?']);
    expect(html).toContain('<title>Hasznos – 2. oldal | Pannon Labor</title>');
    expect(html).toContain('href="/hasznos" rel="prev"');
    expect((await page('/hasznos?oldal=3')).status).toBe(404);
    expect((await page('/hasznos?oldal=abc')).status).toBe(404);
  });
});

describe('an article', () => {
  it('shows cover, author, date, rich text, topics and related articles', async () => {
    const { status, html } = await page('/hasznos/ehgyomri-vervetel-igy-keszuljon-fel');
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="page-title mt-3">Éhgyomri vérvétel: így készüljön fel</h1>');
    expect(html).toContain('src="/images/news/ehgyomri-vervetel.svg"');
    expect(html).toContain('Tóth Réka');
    expect(html).toContain('vezető mintavételi asszisztens');
    expect(html).toContain('src="/images/news/author-toth-reka.svg"');
    expect(html).toContain('<time dateTime="2026-11-12T07:30:00.000Z">2026. november 12.</time>');
    // Rich text: headings start at h2, marks, lists, quotes, and links put into the page's language.
    expect(html).toMatch(/<h2 class="[^"]*">Mit jelent pontosan az éhgyomor\?<\/h2>/);
    expect(html).toContain('<strong class="font-700 text-ink">éhgyomorra</strong>');
    expect(html).toMatch(/<ul class="[^"]*list-disc[^"]*"><li class="pl-1">Tiszta vizet ihat/);
    expect(html).toContain('<blockquote');
    expect(html).toContain('<a href="/idopontfoglalas" class="link">online lefoglalhatja</a>');
    expect(html).toContain('href="/hasznos?tag=felkeszules"');
    // Related: sharing a tag, newest first, three.
    const related = html.slice(html.indexOf('id="news-related"'));
    expect(cardTitles(`id="news-latest"${related}`)).toEqual([
      'TSH, FT4, FT3: mit árul el a pajzsmirigy-labor?',
      'Vérvétel gyerekeknek: tippek szülőknek',
      'Terheléses vércukorvizsgálat: mire számítson?',
    ]);
  });

  it('has Article and BreadcrumbList structured data and article Open Graph tags', async () => {
    const { html } = await page('/en/hasznos/fasting-blood-test-how-to-prepare');
    const data = jsonLd(html);
    const article = data.find((item) => item['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: 'Fasting blood tests: how to prepare',
      datePublished: '2026-11-12T07:30:00.000Z',
      author: { '@type': 'Person', name: 'Réka Tóth' },
      image: ['https://test.example.invalid/images/news/ehgyomri-vervetel.svg'],
    });
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      'https://test.example.invalid/en',
      'https://test.example.invalid/en/hasznos',
      'https://test.example.invalid/en/hasznos/fasting-blood-test-how-to-prepare',
    ]);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(
      '<meta property="og:image" content="https://test.example.invalid/images/news/ehgyomri-vervetel.svg"/>',
    );
    expect(html).toContain('<a href="/en/idopontfoglalas" class="link">book your appointment online</a>');
  });

  it('renders markup and unsafe links in content as text, never as HTML', async () => {
    const content = [
      {
        type: 'paragraph',
        children: [{ type: 'text', text: '<script>alert("xss")</script><img src=x onerror=alert(1)>' }],
      },
      {
        type: 'paragraph',
        children: [
          { type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'kattintson ide' }] },
          { type: 'link', url: '//evil.example/x', children: [{ type: 'text', text: 'máshová' }] },
        ],
      },
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Alcím" onmouseover="alert(1)' }] },
    ];
    const data = {
      Title: 'Biztonsági próba',
      Slug: 'biztonsagi-proba',
      Excerpt: 'Próba',
      Tags: [],
      TagsHighlighted: [],
      FrontPageItem: false,
      Featured: false,
      Content: content,
    };
    await env.DB.prepare(
      "INSERT INTO content_documents (document_id, type_uid, locale, data) VALUES ('blog-xss', 'blogs', 'hu', ?)",
    )
      .bind(JSON.stringify(data))
      .run();
    const { status, html } = await page('/hasznos/biztonsagi-proba');
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<span>kattintson ide</span>');
    expect(html).toMatch(/<h2 class="[^"]*">Alcím&quot; onmouseover=&quot;alert\(1\)<\/h2>/);
  });

  it('keeps only http(s), site-relative, fragment, mail and phone links', () => {
    expect(safeHref('https://nah.gov.hu')).toBe('https://nah.gov.hu');
    expect(safeHref('mailto:info@pannonlabor.hu')).toBe('mailto:info@pannonlabor.hu');
    expect(safeHref('tel:+36 1 555 0100')).toBe('tel:+36 1 555 0100');
    expect(safeHref('/helyszinek', (path) => `/en${path}`)).toBe('/en/helyszinek');
    expect(safeHref('#felkeszules')).toBe('#felkeszules');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil',
      'mailto:nobody',
      'tel:javascript:1',
      3,
    ]) {
      expect(safeHref(bad)).toBeUndefined();
    }
  });

  it('answers an unknown slug with the 404 page and a slug of the other language with a redirect', async () => {
    const missing = await page('/hasznos/nincs-ilyen-cikk');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('A keresett oldal nem található!');
    const switched = await page('/en/hasznos/ehgyomri-vervetel-igy-keszuljon-fel');
    expect(switched.status).toBe(301);
    expect(switched.location).toBe('/en/hasznos/fasting-blood-test-how-to-prepare');
    expect((await page('/en/hasznos/nincs-ilyen-cikk')).status).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists the news list and each article in both languages as alternates', async () => {
    const { html: xml } = await page('/sitemap.xml');
    expect(xml).toContain('<loc>https://test.example.invalid/hasznos</loc>');
    expect(xml).toContain('<loc>https://test.example.invalid/en/hasznos</loc>');
    const entry = xml
      .split('<url>')
      .find((block) =>
        block.includes('<loc>https://test.example.invalid/hasznos/ehgyomri-vervetel-igy-keszuljon-fel</loc>'),
      );
    expect(entry).toBeDefined();
    expect(entry).toContain(
      'hreflang="en" href="https://test.example.invalid/en/hasznos/fasting-blood-test-how-to-prepare"',
    );
    expect(xml).toContain('<loc>https://test.example.invalid/en/hasznos/fasting-blood-test-how-to-prepare</loc>');
  });
});

describe('language alternates of translated pages', () => {
  it('name the translated slug in canonical and hreflang links, each answering 200 without a redirect', async () => {
    const article = (await newsSitemap(env)).find((page) => page.hu && page.en && page.hu !== page.en)!;
    const documentId = (await env.DB.prepare(
      "SELECT document_id AS id FROM content_documents WHERE type_uid = 'static-pages' AND locale = 'en' AND data LIKE '%privacy-notice%'",
    ).first<{ id: string }>())!.id;
    const staticPage = await documentPaths(env, 'static-pages', documentId, '/statikus');
    for (const pair of [article, staticPage]) {
      const html = await (await SELF.fetch(`${ORIGIN}${pair.hu}`)).text();
      const en = `https://test.example.invalid/en${pair.en}`;
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${en}"/>`);
      const english = await SELF.fetch(en.replace('https://test.example.invalid', ORIGIN), { redirect: 'manual' });
      expect(english.status).toBe(200);
      expect(await english.text()).toContain(`<link rel="canonical" href="${en}"/>`);
    }
  });
});
