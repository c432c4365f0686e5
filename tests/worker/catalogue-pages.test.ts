import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeChoice } from '../../src/islands/chooseState';
import { ORIGIN } from './helpers';

const page = async (path: string) => {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
  return { status: res.status, html: await res.text(), robots: res.headers.get('x-robots-tag') };
};
const island = (html: string, name: string) => {
  const match = new RegExp(`data-island="${name}"><script type="application/json">(.*?)</script>`).exec(html);
  if (!match) throw new Error(`No ${name} island`);
  return JSON.parse(match[1]!);
};
/** A choose button: its item in `data-choose` (src/islands/chooseState.ts, encodeChoice). */
const chooseButton = (html: string) => {
  const match = /<button[^>]* data-choose="([^"]*)"/.exec(html);
  if (!match) throw new Error('No choose button');
  return { choice: decodeChoice(match[1]!.replace(/&amp;/g, '&').replace(/&#x27;/g, "'")) };
};
/** The catalogue as its markup holds it: each group's tag and whether it is shown, with its items. */
const catalogue = (html: string) =>
  [
    ...html.matchAll(
      /<section aria-labelledby="category-[^"]+" class="mt-10"( hidden="")? data-group="([^"]+)">([\s\S]*?)<\/section>/g,
    ),
  ].map(([, hidden, tag, body]) => ({
    tag: tag!,
    shown: !hidden,
    items: [
      ...body!.matchAll(
        /<li class="[^"]*"( hidden="")? data-card="" data-search="([^"]*)">[\s\S]*?<a href="[^"]+"[^>]*>([^<]+)<\/a>/g,
      ),
    ].map(([, itemHidden, search, name]) => ({ name: name!, search: search!, shown: !itemHidden })),
  }));
const shownNames = (html: string) =>
  catalogue(html)
    .filter((group) => group.shown)
    .flatMap((group) => group.items.filter((item) => item.shown).map((item) => item.name));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

afterEach(() => vi.restoreAllMocks());

describe('/laborvizsgalatok', () => {
  it('groups shown packages by category weight, skips empty categories and lists single tests last', async () => {
    const { status, html } = await page('/laborvizsgalatok');
    expect(status).toBe(200);
    const groups = catalogue(html);
    const tags = groups.map((group) => group.tag);
    expect(tags.slice(0, 3)).toEqual(['alaplabor', 'pajzsmirigy', 'vitaminok']);
    expect(tags.at(-1)).toBe('egyedi');
    expect(tags).not.toContain('vallalati'); // a category with no shown package
    const names = groups.flatMap((group) => group.items.map((item) => item.name));
    expect(names).toContain('Alap laborcsomag');
    expect(names).not.toContain('Vállalati alapszűrés');
    // The cards carry the spec's button text.
    expect(html).toMatch(
      /aria-label="Ezt választom: Alap laborcsomag"[^>]*>(?:(?!<\/button>).)*<span data-choose-label="">Ezt választom<\/span><\/button>/,
    );
  });

  it('is server markup with no island and no second copy of the list (issue 14 point 4)', async () => {
    const { html } = await page('/laborvizsgalatok');
    expect(html).not.toContain('data-island=');
    expect(html).not.toContain('<script type="application/json">');
    // What the search matches is in each item's data-search, folded as the browser compares it.
    const alap = catalogue(html)[0]!.items.find((item) => item.name === 'Alap laborcsomag')!;
    expect(alap.search).toContain('alap');
    expect(alap.search).toContain('vercukor'); // an included test's name, accents folded
    expect(alap.search).not.toMatch(/[A-ZÁÉÍÓÖŐÚÜŰ]/);
    // The choose buttons' labels ride once, on the catalogue.
    expect(html.match(/data-choose-labels=/g)).toHaveLength(1);
  });

  it('carries the first ten single tests collapsed, and answers the rest for the browser to add', async () => {
    const { html } = await page('/laborvizsgalatok');
    const singles = catalogue(html).find((group) => group.tag === 'egyedi')!;
    expect(singles.items).toHaveLength(10);
    expect(html).toContain('data-more-rows="/laborvizsgalatok?sorok=egyedi"');
    const all = Number(/data-more-rows="[^"]+" data-size="(\d+)"/.exec(html)![1]);
    expect(all).toBeGreaterThan(80);
    expect(html).toContain(`Mind a ${all} egyedi vizsgálat`);

    const rest = await page('/laborvizsgalatok?sorok=egyedi');
    expect(rest.status).toBe(200);
    expect(rest.robots).toBe('noindex');
    const rows = [...rest.html.matchAll(/<li class="test-row" hidden="" data-card=""/g)];
    expect(rows).toHaveLength(all - 10);
    expect(rest.html).not.toContain('<html');
    expect(rest.html).toContain('data-choose="p;');
    expect((await page('/laborvizsgalatok?sorok=nincs')).status).toBe(404);

    // Picking the group, or searching, the server renders every row, since the list is filtered in place.
    const picked = catalogue((await page('/laborvizsgalatok?kategoria=egyedi')).html);
    expect(picked.find((group) => group.tag === 'egyedi')!.items).toHaveLength(all);
    expect(picked.filter((group) => group.shown).map((group) => group.tag)).toEqual(['egyedi']);
  });

  it('filters accent-insensitively on the server for ?q= and by ?kategoria=', async () => {
    const { html } = await page('/laborvizsgalatok?q=vercukor');
    const shown = shownNames(html);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.some((name) => /Vércukor/.test(name))).toBe(true);
    expect(shown).not.toContain('Pajzsmirigy csomag');
    // Everything else is there, hidden, for the browser to show again without a reload.
    expect(catalogue(html).flatMap((group) => group.items).length).toBeGreaterThan(shown.length);
    expect(html).toContain('value="vercukor"');

    const thyroid = await page('/laborvizsgalatok?kategoria=pajzsmirigy');
    const groups = catalogue(thyroid.html);
    expect(groups.filter((group) => group.shown).map((group) => group.tag)).toEqual(['pajzsmirigy']);
    expect(thyroid.html).toContain('<input type="hidden" name="kategoria" value="pajzsmirigy"/>');
  });

  it('is English under /en with English buttons and prices', async () => {
    const { html } = await page('/en/laborvizsgalatok');
    expect(html).toContain('<h1 class="page-title mt-3">Lab tests and packages</h1>');
    expect(html).toMatch(
      /aria-label="I choose this: [^"]+"[^>]*>(?:(?!<\/button>).)*<span data-choose-label="">I choose this<\/span><\/button>/,
    );
    expect(html).toMatch(/\d{1,3}(,\d{3})* Ft/);
  });
});

describe('an examination page', () => {
  it('shows price against the without-package price, turnaround, tests, preparation and an offer', async () => {
    const { status, html } = await page('/laborvizsgalatok/alap-laborcsomag');
    expect(status).toBe(200);
    expect(html).toContain('>Csomagár</dt>');
    expect(html).toContain('>Eredmény</dt>');
    expect(html).toMatch(/\d munkanapon belül/);
    expect(html).toMatch(/A csomag \d+ vizsgálatot tartalmaz/);
    expect(html).toContain('12 órás éhgyomor szükséges');
    const offer = jsonLd(html).find((data) => data['@type'] === 'Service');
    expect(offer.offers).toMatchObject({ priceCurrency: 'HUF', price: expect.stringMatching(/^\d+$/) });
    expect(offer.url).toBe('https://test.example.invalid/laborvizsgalatok/alap-laborcsomag');
  });

  it('serves the CGM offer at /laborvizsgalatok/cgm with its steps', async () => {
    const { status, html } = await page('/en/laborvizsgalatok/cgm');
    expect(status).toBe(200);
    expect(html).toContain('How does it work?');
    expect(html).toContain('I choose this');
  });

  it('shows a single test with the packages that include it', async () => {
    const { status, html } = await page('/laborvizsgalatok/egyedi/tsh');
    expect(status).toBe(200);
    expect(html).toContain('Csomagok, amelyek tartalmazzák');
    expect(html).toContain('href="/laborvizsgalatok/pajzsmirigy-csomag"');
    const { choice } = chooseButton(html);
    expect(choice).toMatchObject({ kind: 'parameter', item: { id: 57, price: 4900 } });
  });

  it('logs an invalid service slug as a warning and answers with the 404 page', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { status, html } = await page('/laborvizsgalatok/nincs-ilyen-csomag');
    expect(status).toBe(404);
    expect(html).toContain('A keresett oldal nem található!');
    expect(warn).toHaveBeenCalledWith('Invalid service URL slug: nincs-ilyen-csomag');
  });

  it('does not show a package without showonweb', async () => {
    expect((await page('/laborvizsgalatok/vallalati-alapszures')).status).toBe(404);
  });
});

describe('price pages', () => {
  it('/arlista lists every shown package and test with prices, searchable by ?q=', async () => {
    const { status, html } = await page('/arlista');
    expect(status).toBe(200);
    const { groups, initialQuery } = island(html, 'PriceList');
    expect(initialQuery).toBe('');
    const rows = groups.flatMap((group: { rows: { name: string; price: string }[] }) => group.rows);
    const [{ n: shownTests }] = (
      await env.DB.prepare('SELECT COUNT(*) AS n FROM lab_tests WHERE showonweb = 1').all<{ n: number }>()
    ).results;
    expect(rows.length).toBeGreaterThan(shownTests!);
    for (const row of rows) expect(row.price).toMatch(/^\d{1,3}(\u00a0\d{3})* Ft$/);
    expect(groups.at(-1).name).toBe('Egyedi vizsgálatok');
    expect(island((await page('/arlista?q=ferritin')).html, 'PriceList').initialQuery).toBe('ferritin');
  });

  it('/arak shows category starting prices and each location’s sampling fee', async () => {
    const { status, html } = await page('/arak');
    expect(status).toBe(200);
    expect(html).toMatch(/\d[\d\u00a0]* Ft-tól/);
    expect(html).toContain('Terheléses és alap mintavételi díj'); // a location whose fees are all equal
    expect(html).toContain('Alap mintavételi díj'); // one whose fees differ
  });
});

describe('/helyszinek', () => {
  it('lists only shown locations, lightest weight first, each with MedicalClinic data', async () => {
    const { status, html } = await page('/helyszinek');
    expect(status).toBe(200);
    const { locations, initialPlace } = island(html, 'LocationFinder');
    expect(initialPlace).toBeNull();
    expect(locations.map((l: { name: string }) => l.name)).not.toContain('Pannon Labor Infopark');
    const { results } = await env.DB.prepare(
      "SELECT l.id FROM lab_locations l JOIN lab_location_tags t ON t.location_id = l.id AND t.tag = 'showonweb' ORDER BY l.weight, l.name",
    ).all<{ id: number }>();
    expect(locations.map((l: { id: number }) => l.id)).toEqual(results.map((r) => r.id));
    const clinics = jsonLd(html).filter((data) => data['@type'] === 'MedicalClinic');
    expect(clinics).toHaveLength(results.length);
    expect(clinics[0].openingHoursSpecification[0]).toMatchObject({ opens: expect.stringMatching(/^\d\d:\d\d$/) });
  });

  it('sorts nearest first from ?hely=4032 without JavaScript', async () => {
    const { html } = await page('/helyszinek?hely=4032');
    const { initialPlace } = island(html, 'LocationFinder');
    expect(initialPlace).toMatchObject({ name: 'Debrecen' });
  });
});

describe('a location page', () => {
  it('shows address, merged opening hours, the sampling fee line and the booking button', async () => {
    const { status, html } = await page('/helyszinek/budapest-bartok-bela-ut');
    expect(status).toBe(200);
    expect(html).toContain('1114 Budapest, Bartók Béla út');
    expect(html).toMatch(/<dt class="font-600 text-ink">H – Cs<\/dt><dd class="text-ink-soft">06:30 – 12:00<\/dd>/);
    expect(html).toContain('Terheléses és alap mintavételi díj');
    expect(html).toContain('Időpontot foglalok ide');
    const clinic = jsonLd(html).find((data) => data['@type'] === 'MedicalClinic');
    expect(clinic.address).toMatchObject({ postalCode: '1114', addressLocality: 'Budapest', addressCountry: 'HU' });
  });

  it('reads a day whose start equals its end as closed', async () => {
    const { html } = await page('/helyszinek/budapest-ujpest');
    expect(html).toMatch(/<dt class="font-600 text-ink">Szo – V<\/dt><dd class="text-ink-muted">Zárva<\/dd>/);
  });

  it('answers 404 for an unknown slug and for a location without showonweb', async () => {
    expect((await page('/helyszinek/nincs-ilyen')).status).toBe(404);
    expect((await page('/helyszinek/budapest-infopark')).status).toBe(404);
    expect((await page('/en/helyszinek/nincs-ilyen')).html).toContain('The page was not found!');
  });
});
