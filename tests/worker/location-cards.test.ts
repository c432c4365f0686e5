import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addDays, budapestNow, weekdayOf } from '../../src/domain/budapestTime';
import { ORIGIN } from './helpers';

/**
 * The sampling points' cards (issue 25, decision 0057): the content's photo or a branded placeholder
 * (never the old building drawing), the openings 'open now' is read from, and the button to book there.
 */
const page = async (path: string) => {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
  return { status: res.status, html: await res.text() };
};
const island = (html: string, name: string) => {
  const match = new RegExp(`data-island="${name}"><script type="application/json">(.*?)</script>`).exec(html);
  if (!match) throw new Error(`No ${name} island`);
  return JSON.parse(match[1]!);
};
const count = (html: string, text: string) => html.split(text).length - 1;
const budapestDate = (instant: number) => budapestNow(new Date(instant)).date;

const PHOTO = {
  url: '/images/og-default.png',
  width: 1200,
  height: 630,
  alternativeText: 'A Váci úti vérvételi pont váróterme',
  mime: 'image/png',
};

/** Gives the Váci út location (id 1 in the seed) a photo in the embedded content store, in both languages. */
async function giveVaciUtAPhoto() {
  const { results } = await env.DB.prepare("SELECT id, data FROM content_documents WHERE type_uid = 'locations'").all<{
    id: number;
    data: string;
  }>();
  const rows = results.filter((row) => JSON.parse(row.data).URL === 'budapest-vaci-ut');
  expect(rows.length).toBeGreaterThan(0);
  await env.DB.batch(
    rows.map((row) =>
      env.DB.prepare('UPDATE content_documents SET data = ? WHERE id = ?').bind(
        JSON.stringify({ ...JSON.parse(row.data), CoverImg: PHOTO }),
        row.id,
      ),
    ),
  );
  return JSON.parse(rows[0]!.data).WhitetechLocationID as number;
}

describe('the locations list, without photos in the content', () => {
  it('shows a branded placeholder, an open-now line and a book button on every card, no drawing', async () => {
    const { status, html } = await page('/helyszinek');
    expect(status).toBe(200);
    const { locations } = island(html, 'LocationFinder');
    expect(locations.length).toBeGreaterThan(5);
    expect(html).not.toContain('/images/locations/');
    expect(count(html, 'data-photo-placeholder=""')).toBe(locations.length);
    expect(count(html, 'data-open-now="')).toBe(locations.length);
    for (const location of locations as { id: number; name: string }[]) {
      expect(html).toContain(
        `href="/idopontfoglalas?helyszin=${location.id}" class="btn-primary mt-4 self-start" data-book-here="${location.id}" aria-label="Időpontot foglalok: ${location.name}">Időpontot foglalok</a>`,
      );
    }
    const english = await page('/en/helyszinek');
    expect(english.html).toContain(
      `data-book-here="${locations[0].id}" aria-label="Book at ${locations[0].name}">Book</a>`,
    );
  });

  it('gives each card its openings of the coming days by the weekly plan, skipping Sundays it is closed', async () => {
    const { html } = await page('/helyszinek/budapest-margit-korut'); // open Monday–Friday 07:00–11:00
    const schedule: [number, number][] = JSON.parse(/data-open-now="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"'));
    expect(schedule.length).toBeGreaterThanOrEqual(4);
    for (const [opens, closes] of schedule) {
      expect(closes - opens).toBe(4 * 3_600_000);
      expect(weekdayOf(budapestDate(opens))).toBeLessThanOrEqual(5);
      expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Budapest', timeStyle: 'short' }).format(opens)).toBe(
        '07:00',
      );
    }
  });

  it('leaves out a decreed rest day of the laboratory calendar (the booking calendar rule)', async () => {
    // The next weekday at least two days ahead, made a rest day by decree.
    let day = addDays(budapestNow(new Date()).date, 2);
    while (weekdayOf(day) > 5) day = addDays(day, 1);
    await env.DB.prepare("INSERT OR REPLACE INTO calendar_exceptions (date, kind) VALUES (?, 'rest_day')")
      .bind(day)
      .run();
    const { html } = await page('/helyszinek/budapest-margit-korut');
    const schedule: [number, number][] = JSON.parse(/data-open-now="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"'));
    const dates = schedule.map(([opens]) => budapestDate(opens));
    expect(dates).not.toContain(day);
    expect(dates).toContain(addDays(day, weekdayOf(day) === 5 ? 3 : 1));
  });

  it('shows the placeholder instead of the drawing on a location page, and the home gallery', async () => {
    const { html } = await page('/helyszinek/budapest-vaci-ut');
    expect(html).not.toContain('/images/locations/');
    expect(html).toContain('data-photo-placeholder=""');
    const home = await page('/');
    expect(home.html).not.toContain('/images/locations/');
    expect(home.html).toMatch(
      /href="\/helyszinek\/gyor"[^>]*><div[^>]*><div aria-hidden="true" data-photo-placeholder=""/,
    );
  });
});

describe('a location with a photo in the content', () => {
  it('shows it, lazily, in a fixed 16:9 box with its alt text, on the list, its page, the booking step and home', async () => {
    const id = await giveVaciUtAPhoto();
    const list = await page('/helyszinek');
    const card = island(list.html, 'LocationFinder').locations.find((l: { id: number }) => l.id === id);
    expect(card.photo).toMatchObject({ url: PHOTO.url, alt: PHOTO.alternativeText });
    expect(list.html).toMatch(
      /<img src="\/images\/og-default.png" alt="A Váci úti vérvételi pont váróterme" width="224" height="118" loading="lazy" decoding="async" class="block aspect-\[16\/9\][^"]*object-cover/,
    );
    const own = await page('/helyszinek/budapest-vaci-ut');
    expect(own.html).toMatch(
      /<img src="\/images\/og-default.png" alt="A Váci úti vérvételi pont váróterme" width="896"[^>]*loading="eager"/,
    );
    const step = await page('/idopontfoglalas-helyszinvalasztas');
    const { places } = island(step.html, 'BookingLocation');
    expect(places[id].photo).toMatchObject({ url: PHOTO.url });
    expect(places[id].schedule.length).toBeGreaterThan(0);
    const home = await page('/');
    expect(home.html).toMatch(
      /href="\/helyszinek\/budapest-vaci-ut"[^>]*><div[^>]*><img src="\/images\/og-default.png"/,
    );
  });
});
