import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, postJson } from './helpers';

// Issue 7: jobs, careers, events and static pages from the seeded content source, in both languages.

const page = async (path: string) => {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const island = (html: string, name: string) => {
  const match = new RegExp(`data-island="${name}"><script type="application/json">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : null;
};
const h1 = (html: string) => /<h1 class="page-title mt-3">([^<]*)<\/h1>/.exec(html)?.[1];

describe('/allasok', () => {
  it('lists the openings with town, employment type and summary, newest first', async () => {
    const { status, html } = await page('/allasok');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Állásajánlatok');
    expect([...html.matchAll(/data-job="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'mintaveteli-asszisztens-budapest',
      'laboratoriumi-analitikus-debrecen',
      'ugyfelszolgalati-munkatars',
    ]);
    expect(html).toContain('Budapest XIII. kerület');
    expect(html).toContain('Részmunkaidő');
    expect(html).toContain('3 nyitott pozíció');
    expect(html).toContain('href="/allasok/laboratoriumi-analitikus-debrecen"');
  });

  it('is English under /en', async () => {
    const { status, html } = await page('/en/allasok');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Job openings');
    expect(html).toContain('Medical laboratory scientist');
    expect(html).toContain('Part-time');
    expect(html).toContain('href="/en/allasok/ugyfelszolgalati-munkatars"');
  });
});

describe('a job page', () => {
  it('shows the description, requirements, offer and an e-mail application with the title as subject', async () => {
    const { status, html } = await page('/allasok/mintaveteli-asszisztens-budapest');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Mintavételi asszisztens (vérvételes szakasszisztens)');
    expect(html).toMatch(/<h3 class="[^"]*">Feladatok<\/h3>/);
    expect(html).toContain('Amit elvárunk');
    expect(html).toContain('érvényes működési nyilvántartás');
    expect(html).toContain('Amit kínálunk');
    const subject = encodeURIComponent('Jelentkezés: Mintavételi asszisztens (vérvételes szakasszisztens)');
    expect(html).toContain(`href="mailto:hr@pannonlabor.hu?subject=${subject}"`);
  });

  it('carries JobPosting and BreadcrumbList structured data', async () => {
    const { html } = await page('/en/allasok/laboratoriumi-analitikus-debrecen');
    const data = jsonLd(html);
    const posting = data.find((item) => item['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      title: 'Medical laboratory scientist',
      datePosted: '2026-11-02',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Pannon Labor' },
      jobLocation: { address: { addressLocality: 'Debrecen', addressCountry: 'HU' } },
    });
    expect(posting.description).toContain('ISO 15189');
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Careers',
      'Job openings',
      'Medical laboratory scientist',
    ]);
  });

  it('gives the 404 page for an unknown slug', async () => {
    for (const path of ['/allasok/nincs-ilyen-allas', '/en/allasok/no-such-job']) {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(html).toContain('noindex');
    }
  });
});

describe('/karrier', () => {
  it('shows why us, values, illustrations, the open positions count and a link to the openings', async () => {
    const { status, html } = await page('/karrier');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Karrier a Pannon Labornál');
    expect(html).toContain('Miért jó nálunk dolgozni?');
    expect(html).toContain('Kiszámítható beosztás');
    expect(html).toContain('Értékeink');
    expect(html).toContain('src="/images/careers/csapat.svg"');
    expect(html).toContain('Jelenleg 3 nyitott pozíció');
    expect(html).toContain('href="/allasok"');
  });

  it('is English under /en', async () => {
    const { status, html } = await page('/en/karrier');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Careers at Pannon Labor');
    expect(html).toContain('3 open positions now');
    expect(html).toContain('href="/en/allasok"');
  });
});

describe('an event page', () => {
  it('shows title, date, place, cover and rich text, without a form when the event has no contest', async () => {
    const { status, html } = await page('/esemenyek/adventi-egeszsegnap-2026');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Adventi egészségnap: ingyenes vércukor- és koleszterinszűrés');
    expect(html).toContain('2026. december 5., 09:00–14:00');
    expect(html).toContain('1134 Budapest, Váci út 45/B.');
    expect(html).toContain('src="/images/events/egeszsegnap.svg"');
    expect(html).toMatch(/<strong[^>]*>10 és 12 óra közötti<\/strong>/);
    expect(html).toContain('href="/laborvizsgalatok"');
    expect(island(html, 'ContestForm')).toBeNull();
    // The same instant whichever way the source writes it (Strapi answers in UTC).
    expect(jsonLd(html).find((item) => item['@type'] === 'Event')).toMatchObject({
      startDate: '2026-12-05T08:00:00.000Z',
    });
  });

  it('shows the contest form with the event formId and the seeded labels, in both languages', async () => {
    const hu = await page('/esemenyek/nyeremenyjatek-maldiv-utazas');
    expect(hu.status).toBe(200);
    const props = island(hu.html, 'ContestForm');
    expect(props).toMatchObject({ lang: 'hu', formId: 'nyari-nyeremenyjatek-2026' });
    expect(props.labels.visitedBefore).toBe('Jártam már a Pannon Labornál');
    expect(props.labels.maldiv).toBe('Részt vennék a maldív-szigeteki utazás sorsolásán');
    expect(hu.html).toContain('name="maldiv"');

    const en = await page('/en/esemenyek/nyeremenyjatek-maldiv-utazas');
    expect(en.status).toBe(200);
    expect(h1(en.html)).toBe('Prize draw: win a summer trip to the Maldives!');
    const enProps = island(en.html, 'ContestForm');
    expect(enProps.labels).toMatchObject({ lastName: 'Last name', errors: { unknown_contest: expect.any(String) } });
    expect(enProps.privacyHref).toBe('/en/statikus/adatkezelesi-tajekoztato');
  });

  it('keeps one entry per address for its contest, answering a repeat alike (issue 24 point 4)', async () => {
    const body = {
      formId: 'nyari-nyeremenyjatek-2026',
      lastName: 'Kovács',
      firstName: 'Éva',
      email: 'eva.kovacs@example.hu',
      visited_before: 'true',
      maldiv: 'true',
      consent: 'true',
    };
    expect((await postJson('/api/contest/subscribe', body)).status).toBe(201);
    expect((await postJson('/api/contest/subscribe', body)).status).toBe(201);
    const entries = await env.DB.prepare('SELECT COUNT(*) AS n FROM contest_entries WHERE form_id = ?1 AND email = ?2')
      .bind(body.formId, body.email)
      .first<{ n: number }>();
    expect(entries!.n).toBe(1);
  });

  it('gives the 404 page for an unknown slug', async () => {
    expect((await page('/esemenyek/nincs-ilyen')).status).toBe(404);
    expect((await page('/en/esemenyek/nincs-ilyen')).status).toBe(404);
  });
});

describe('static pages', () => {
  it.each([
    ['/statikus/adatkezelesi-tajekoztato', 'Adatkezelési tájékoztató'],
    ['/statikus/aszf', 'Általános szerződési feltételek'],
    ['/statikus/impresszum', 'Impresszum'],
    ['/statikus/cookie-tajekoztato', 'Cookie-tájékoztató'],
    ['/en/statikus/privacy-notice', 'Privacy notice'],
    ['/en/statikus/terms', 'Terms and conditions'],
    ['/en/statikus/imprint', 'Imprint'],
    ['/en/statikus/cookie-policy', 'Cookie policy'],
  ])('%s shows %s with its rich text', async (path, title) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(h1(html)).toBe(title);
    expect(html).toMatch(/<h2 class="[^"]*">[^<]+<\/h2>|<li class="pl-1"><strong/);
  });

  it('leads a slug of the other language to this language’s page', async () => {
    const { status, location } = await page('/en/statikus/adatkezelesi-tajekoztato');
    expect(status).toBe(301);
    expect(location).toBe('/en/statikus/privacy-notice');
    expect((await page('/statikus/terms')).location).toBe('/statikus/aszf');
  });

  it('gives the 404 page for an unknown slug', async () => {
    expect((await page('/statikus/nincs-ilyen-oldal')).status).toBe(404);
    expect((await page('/en/statikus/no-such-page')).status).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists jobs, careers, events and static pages with their translated slugs', async () => {
    const xml = await (await SELF.fetch(`${ORIGIN}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(
      expect.arrayContaining([
        '/allasok',
        '/en/allasok',
        '/karrier',
        '/en/karrier',
        '/allasok/mintaveteli-asszisztens-budapest',
        '/en/allasok/mintaveteli-asszisztens-budapest',
        '/esemenyek/adventi-egeszsegnap-2026',
        '/en/esemenyek/nyeremenyjatek-maldiv-utazas',
        '/statikus/adatkezelesi-tajekoztato',
        '/en/statikus/privacy-notice',
        '/statikus/cookie-tajekoztato',
        '/en/statikus/cookie-policy',
      ]),
    );
    expect(locs).not.toContain('/en/statikus/adatkezelesi-tajekoztato');
  });
});
