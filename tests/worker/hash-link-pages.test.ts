import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatInstant } from '../../src/i18n/dates';
import { LINK_LIMITS } from '../../src/services/linkLimits';
import { demoInvoice, freshPatient } from '../fixtures/booking.mjs';
import { openTimes, ORIGIN, postJson } from './helpers';
import { anonymousBooker } from './booker';

/**
 * The guessing limit on the pages a hash link opens (issue 12 point 8, docs/decisions/0021): misses are
 * the 404 page until the address has spent its budget, shared with the API's hash calls; then the
 * branded 429 page with Retry-After, in the page's language.
 */
const MAX = LINK_LIMITS.guessesPerIp.max;
const WINDOW_MS = LINK_LIMITS.guessesPerIp.windowMinutes * 60_000;

// Pages that look a booking up by its hash; '{hash}' is replaced.
const HASH_PAGES = [
  '/adatkitoltes/{hash}',
  '/idopont-torles/{hash}',
  '/idopontmodositas/{hash}',
  '/helyszinmodositas/{hash}',
  '/idopontmodositas-koszono/{hash}',
  '/helyszinmodositas-koszono/{hash}',
  '/adatmodositas-koszono/{hash}',
  '/tajekoztato/apoe/{hash}',
  '/idopontfoglalas-naptar/{hash}',
];

let ips = 0;
const freshIp = () => `2001:db8:812::${(++ips).toString(16)}`;
/** A well-formed hash that names no booking (or, every third one, a malformed one). */
const guess = (i: number) => (i % 3 === 2 ? `x${i}` : `guess${String(i).padStart(20, '0')}`);
const open = (path: string, ip: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: { 'cf-connecting-ip': ip, ...headers } });
const page = (i: number, hash: string) => HASH_PAGES[i % HASH_PAGES.length]!.replace('{hash}', hash);

let hash: string;

beforeAll(async () => {
  const { date, minutes } = await openTimes(1, 1, 2);
  const res = await postJson(
    '/api/whitetech/appointments/patient_appointment_post',
    {
      idempotency_key: `hash-pages-${Date.now()}`,
      language: 'hu',
      location_id: 1,
      date,
      time: minutes[0],
      package_ids: [1],
      test_ids: [],
      payment_type: 'ONSITE',
      person: freshPatient(),
      invoice: demoInvoice,
    },
    await anonymousBooker(),
  );
  expect(res.status).toBe(201);
  hash = ((await res.json()) as { data: { hash: string } }).data.hash;
});

/** Spends `count` misses of `ip` on the hash pages, each of which must be the 404 page. */
async function miss(ip: string, count: number, prefix = '') {
  for (let i = 0; i < count; i++) {
    const res = await open(`${prefix}${page(i, guess(i))}`, ip);
    expect(res.status, page(i, guess(i))).toBe(404);
    await res.arrayBuffer();
  }
}

describe('guessing hash links on the pages', () => {
  for (const [prefix, texts] of [
    ['', { message: 'túl sok érvénytelen foglalási hivatkozást', retry: 'próbálja újra', home: 'Vissza a főoldalra' }],
    ['/en', { message: 'Too many invalid booking links', retry: 'try again after', home: 'Back to the home page' }],
  ] as const) {
    it(`answers ${MAX} misses with the 404 page, then the branded 429 page with Retry-After (${prefix || '/hu'})`, async () => {
      const ip = freshIp();
      await miss(ip, MAX, prefix);
      for (const path of HASH_PAGES) {
        const res = await open(`${prefix}${path.replace('{hash}', guess(99))}`, ip);
        const html = await res.text();
        expect(res.status, path).toBe(429);
        const wait = Number(res.headers.get('retry-after'));
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(WINDOW_MS / 1000);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('content-type')).toContain('text/html');
        expect(html).toContain('<meta name="robots" content="noindex');
        expect(html).toContain(texts.message);
        expect(html).toContain(texts.home);
        // The site's layout (header with the language switch, footer), as on the 404 page.
        expect(html).toContain('<footer');
        expect(html).toContain(`<html lang="${prefix ? 'en' : 'hu'}`);
        // When to come back: the Budapest clock time the limit's window ends.
        const end = new Date(Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS).toISOString();
        expect(html).toContain(texts.retry);
        expect(html).toContain(formatInstant(prefix ? 'en' : 'hu', end, 'time'));
      }
    });
  }

  it('opens a real hash while under the limit, and counts no hit as a miss', async () => {
    const ip = freshIp();
    await miss(ip, MAX - 1);
    for (let i = 0; i < 3; i++) {
      const res = await open(`/idopontmodositas/${hash}`, ip);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('data-manage-booking');
    }
    const last = await open(`/adatkitoltes/${guess(1)}`, ip);
    expect(last.status).toBe(404);
    await last.arrayBuffer();
    expect((await open(`/adatkitoltes/${guess(2)}`, ip)).status).toBe(429);
  });

  it('refuses a real hash too from an address past the limit, but not from any other address', async () => {
    const guesser = freshIp();
    await miss(guesser, MAX);
    const refused = await open(`/idopontmodositas/${hash}`, guesser);
    expect(refused.status).toBe(429);
    expect(await refused.text()).not.toContain('data-manage-booking');
    const patient = freshIp();
    for (const path of ['/idopontmodositas/{hash}', '/en/adatkitoltes/{hash}', '/idopontfoglalas-naptar/{hash}']) {
      const res = await open(path.replace('{hash}', hash), patient);
      expect(res.status, path).toBe(200);
      await res.arrayBuffer();
    }
  });

  it('shares one budget with the API: misses on either count for both', async () => {
    const ip = freshIp();
    const api = (h: string) =>
      SELF.fetch(`${ORIGIN}/api/whitetech/appointments/patient_appointment_get/${h}`, {
        headers: { 'cf-connecting-ip': ip, accept: 'application/json' },
      });
    for (let i = 0; i < MAX / 2; i++) expect((await api(guess(i))).status).toBe(404);
    await miss(ip, MAX / 2);
    expect((await open(page(0, guess(0)), ip)).status).toBe(429);
    const res = await api(hash);
    expect([res.status, ((await res.json()) as any).error.code]).toEqual([429, 'too_many_attempts']);
  });

  it('answers a crawler past the limit with a bare 429 and Retry-After', async () => {
    const ip = freshIp();
    await miss(ip, MAX);
    const res = await open(page(0, guess(0)), ip, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    expect([res.status, await res.text()]).toEqual([429, 'Too Many Requests']);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
