import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedWorkingCalendar, httpWorkingCalendar } from '../../src/backends/lab/workingCalendar';
import { budapestNow } from '../../src/domain/budapestTime';
import type { LabPackage, LabTest } from '../../src/domain/catalogue';
import { packageTurnaround, type Sampling, turnaround } from '../../src/domain/expectedResults';
import type { Lang } from '../../src/i18n/lang';
import { bookingRule, worked } from '../fixtures/expectedResults';
import { demoInvoice, freshPatient } from '../fixtures/booking.mjs';
import { dayClearOfCutoff, ORIGIN, postJson, solvedProof, xsrfHeaders } from './helpers';
import { anonymousBooker } from './booker';

// The expected-results date (issue 17 point 1, docs/decisions/0046) as the worker serves it: the
// laboratory port's working calendar from D1 (seeded decree rows, lab_settings' cut-off), the API, the
// pages, the booking mails and /sajat. Expected dates are worked out here with the domain's rule on the
// seeded calendar (scripts/seed/booking.mjs), which tests/unit/expected-results.test.ts checks on its own.

const ALAP = 1; // Alap laborcsomag, /laborvizsgalatok/alap-laborcsomag
const CRP = 6; // C-reaktív protein: turnaround 0, "same day" before the cut-off

const json = async <T>(path: string) => {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: { accept: 'application/json' } });
  return { status: res.status, headers: res.headers, body: await res.json<T>() };
};

async function catalogueItems(lang: Lang) {
  const [packages, tests] = await Promise.all([
    json<{ data: LabPackage[] }>(`/api/whitetech/web/packages?language=${lang}&package_ids=${ALAP}`),
    json<{ data: LabTest[] }>(`/api/whitetech/web/tests?language=${lang}&test_ids=${CRP}`),
  ]);
  return { alap: packages.body.data[0]!, crp: tests.body.data[0]! };
}

/** What a page made now shows, sampled today: the rule's answer at the moments before and after the request. */
async function today<T>(load: () => Promise<T>, expectOf: (sampling: Sampling) => string[]) {
  const before = expectOf(budapestNow(new Date()));
  const value = await load();
  const after = expectOf(budapestNow(new Date()));
  return { value, accepted: [before, after] };
}

const setCutoff = (cutoff: string) =>
  env.DB.prepare('UPDATE lab_settings SET results_cutoff = ?1 WHERE id = 1').bind(cutoff).run();

afterEach(async () => {
  await setCutoff('10:00');
});

describe('GET /api/whitetech/web/working_calendar', () => {
  it('answers the decreed transferred days and the cut-off an operator keeps in D1', async () => {
    const { status, body } = await json<{ data: { cutoff: string; exceptions: { date: string; kind: string }[] } }>(
      '/api/whitetech/web/working_calendar?from=2026-01-01&to=2026-12-31',
    );
    expect(status).toBe(200);
    expect(body.data.cutoff).toBe('10:00');
    expect(body.data.exceptions).toContainEqual({ date: '2026-12-12', kind: 'working_day' });
    expect(body.data.exceptions).toContainEqual({ date: '2026-12-24', kind: 'rest_day' });
    expect(body.data.exceptions.every((row) => row.date >= '2026-01-01' && row.date <= '2026-12-31')).toBe(true);

    await setCutoff('11:30');
    const changed = await json<{ data: { cutoff: string } }>(
      '/api/whitetech/web/working_calendar?from=2026-01-01&to=2026-12-31',
    );
    expect(changed.body.data.cutoff).toBe('11:30');
  });

  it('is the same over HTTP as from D1, so a site can ask another for it', async () => {
    const range = { from: '2025-01-01', to: '2027-12-31' };
    const overHttp = httpWorkingCalendar({
      baseUrl: ORIGIN,
      fetch: (input, init) => SELF.fetch(new Request(input, init)),
    });
    expect(await overHttp.workingCalendar(range)).toEqual(await embeddedWorkingCalendar(env.DB).workingCalendar(range));
  });

  it.each([
    ['to=2026-12-31', 'from is required'],
    ['from=2026-02-30&to=2026-12-31', 'from must be a real date'],
    ['from=2026-12-31&to=2026-01-01', 'from must not be after to'],
    ['from=2020-01-01&to=2026-12-31', 'the range must be under 1100 days'],
  ])('refuses %s with 400 invalid_query', async (query, message) => {
    const { status, body } = await json<{ error: { code: string; message: string } }>(
      `/api/whitetech/web/working_calendar?${query}`,
    );
    expect([status, body.error.code, body.error.message]).toEqual([400, 'invalid_query', message]);
  });
});

describe('GET /api/results_expected', () => {
  it('counts each item and the whole booking from a chosen time, on the decreed calendar', async () => {
    const { alap } = await catalogueItems('hu');
    const span = packageTurnaround(alap)!;
    // Friday 11 December 2026: the next working day is the decreed Saturday, 12 December.
    const { status, headers, body } = await json<{ data: any }>(
      `/api/results_expected?language=hu&package_ids=${ALAP}&test_ids=${CRP}&date=2026-12-11&time=540`,
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const sampling = { date: '2026-12-11', minute: 540 };
    const {
      items: [alapExpected, crpExpected],
      all,
    } = bookingRule([span, turnaround(0, 0)], sampling, 'hu');
    expect(crpExpected).toEqual({ from: '2026-12-11', to: '2026-12-11', same_day: true, text: 'aznap' });
    expect(body.data).toEqual({
      basis: 'appointment',
      sampling,
      cutoff: '10:00',
      items: [
        { type: 'package', id: ALAP, turn_around_time_min: span.min, turn_around_time_max: span.max, ...alapExpected },
        { type: 'test', id: CRP, turn_around_time_min: 0, turn_around_time_max: 0, ...crpExpected },
      ],
      all,
    });
    // After the cut-off the same-day test is ready on the decreed Saturday, in English too.
    const late = await json<{ data: any }>(
      `/api/results_expected?language=en&test_ids=${CRP}&date=2026-12-11&time=630`,
    );
    expect(late.body.data.all).toEqual({ from: '2026-12-12', to: '2026-12-12', same_day: false, text: '12\u00a0Dec' });
  });

  it('follows the cut-off an operator sets', async () => {
    const ask = () => json<{ data: any }>(`/api/results_expected?test_ids=${CRP}&date=2026-11-23&time=540`);
    expect((await ask()).body.data.all.same_day).toBe(true);
    await setCutoff('08:00');
    const { body } = await ask();
    expect(body.data.cutoff).toBe('08:00');
    expect(body.data.all).toMatchObject({ from: '2026-11-24', same_day: false });
  });

  it('counts from today, now, before a time is chosen', async () => {
    const { alap } = await catalogueItems('en');
    const { value, accepted } = await today(
      () => json<{ data: any }>(`/api/results_expected?language=en&package_ids=${ALAP}`),
      (sampling) => [sampling.date, worked(packageTurnaround(alap)!, sampling, 'en').text],
    );
    expect(value.body.data.basis).toBe('today');
    expect(accepted).toContainEqual([value.body.data.sampling.date, value.body.data.all.text]);
  });

  it.each([
    ['language=hu', 400, 'invalid_query', 'package_ids or test_ids is required'],
    [`test_ids=${CRP}&date=2026-11-23`, 400, 'invalid_query', 'date and time go together'],
    [`test_ids=${CRP}&date=2026-11-23&time=1440`, 400, 'invalid_query', 'time must be minutes from midnight'],
    [`test_ids=${CRP}&date=2026-11-23&time=9:00`, 400, 'invalid_query', 'time must be minutes from midnight'],
    [`test_ids=x`, 400, 'invalid_query', 'test_ids must be a comma-separated list of ids'],
    [`test_ids=${CRP}&language=de`, 400, 'invalid_query', 'language must be hu or en'],
    [`test_ids=${CRP}&date=2040-01-06&time=540`, 400, 'invalid_query', null],
    ['package_ids=999999', 404, 'no_data', 'No data received from results expected'],
  ])('answers %s with %i %s', async (query, status, code, message) => {
    const res = await json<{ error: { code: string; message: string } }>(`/api/results_expected?${query}`);
    expect([res.status, res.body.error.code]).toEqual([status, code]);
    if (message) expect(res.body.error.message).toBe(message);
  });
});

/** The `data-results-expected` dates and the words after `label` in a piece of markup. */
function shown(html: string, label: string) {
  const match = new RegExp(
    `data-results-expected="([\\d-]+)/([\\d-]+)">${label}: <span class="font-600 text-ink">([^<]+)</span>`,
  ).exec(html);
  return match ? [match[1], match[2], match[3]] : null;
}

/** An item's card or row, from its link to the end of its list item. */
const card = (html: string, name: string) => {
  const start = html.indexOf(`>${name}</a>`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</li>', start));
};

describe('pages', () => {
  it('show on every catalogue card and row when results are expected if sampled today, in both languages', async () => {
    for (const [lang, path, label, name] of [
      ['hu', '/laborvizsgalatok?q=crp', 'Eredmény mai mintavételnél', 'Alap laborcsomag'],
      ['en', '/en/laborvizsgalatok?q=crp', 'Results if sampled today', 'Basic lab package'],
    ] as const) {
      const { alap, crp } = await catalogueItems(lang);
      const { value: html, accepted } = await today(
        async () => (await SELF.fetch(`${ORIGIN}${path}`)).text(),
        (sampling) =>
          [worked(packageTurnaround(alap)!, sampling, lang), worked(turnaround(0, 0), sampling, lang)].flatMap(
            (item) => [item.from, item.to, item.text],
          ),
      );
      const seen = [...shown(card(html, name), label)!, ...shown(card(html, crp.name), label)!];
      expect(accepted, `${path}: ${seen.join(' ')}`).toContainEqual(seen);
    }
  });

  it('keep a kept page only while its dates hold: an operator’s new cut-off renders it anew', async () => {
    const path = '/laborvizsgalatok?q=crp';
    const { crp } = await catalogueItems('hu');
    const first = await SELF.fetch(`${ORIGIN}${path}`);
    await first.text();
    const again = await SELF.fetch(`${ORIGIN}${path}`);
    const kept = await again.text();
    expect(again.headers.get('x-page-cache')).toBe('hit');
    // A cut-off at midnight: every sampling today is after it, so even a 0-day test is ready on the
    // next working day.
    await setCutoff('00:00');
    const changed = await SELF.fetch(`${ORIGIN}${path}`);
    const html = await changed.text();
    expect(changed.headers.get('x-page-cache')).toBe('miss');
    const expected = worked({ min: 0, max: 0 }, budapestNow(new Date()), 'hu', '00:00');
    expect(expected.same_day).toBe(false);
    expect(shown(card(html, crp.name), 'Eredmény mai mintavételnél')).toEqual([
      expected.from,
      expected.to,
      expected.text,
    ]);
    expect(shown(card(kept, crp.name), 'Eredmény mai mintavételnél')).not.toBeNull();
  });

  it('show it in the price box of a package and of a single test, on the booking start’s and the home page’s cards', async () => {
    for (const [path, label] of [
      ['/laborvizsgalatok/alap-laborcsomag', 'Eredmény mai mintavételnél'],
      ['/laborvizsgalatok/egyedi/crp', 'Eredmény mai mintavételnél'],
      ['/en/laborvizsgalatok/egyedi/crp', 'Results if sampled today'],
    ]) {
      const html = await (await SELF.fetch(`${ORIGIN}${path}`)).text();
      const row = `<div class="flex items-baseline justify-between gap-4 text-sm" data-results-expected="[\\d-]+/[\\d-]+"><dt class="text-ink-muted">${label}</dt><dd><span class="font-600 text-ink">[^<]+</span></dd></div>`;
      expect(html, path).toMatch(new RegExp(row));
    }
    const start = await (await SELF.fetch(`${ORIGIN}/en/idopontfoglalas`)).text();
    expect(shown(card(start, 'Basic lab package'), 'Results if sampled today')).not.toBeNull();
    // The home page's featured examination cards too.
    const home = await (await SELF.fetch(`${ORIGIN}/`)).text();
    expect(shown(card(home, 'Alap laborcsomag'), 'Eredmény mai mintavételnél')).not.toBeNull();
  });
});

/** Books package 1 and CRP on site at Váci út on a day clear of the change cut-off, in `language`. */
async function book(language: Lang, headers: Record<string, string> = {}) {
  const query = `location_id=1&package_ids=${ALAP}&test_ids=${CRP}`;
  const dates = (await json<{ data: string[] }>(`/api/whitetech/web/available_dates?${query}`)).body.data;
  const date = dayClearOfCutoff(dates);
  const times = (await json<{ data: { minute: number }[] }>(`/api/whitetech/web/available_times?${query}&date=${date}`))
    .body.data;
  const res = await postJson(
    '/api/whitetech/appointments/patient_appointment_post',
    {
      idempotency_key: crypto.randomUUID(),
      language,
      location_id: 1,
      date,
      time: times[0]!.minute,
      package_ids: [ALAP],
      test_ids: [CRP],
      payment_type: 'ONSITE',
      person: freshPatient({ language }),
      invoice: demoInvoice,
    },
    { ...(await anonymousBooker()), ...headers },
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ data: { id: number; hash: string; date: string; minute: number } }>()).data;
}

/** The rule's dates for a booking of package 1 and CRP. */
async function bookingExpected(booking: { date: string; minute: number }, lang: Lang) {
  const { alap } = await catalogueItems(lang);
  return bookingRule(
    [packageTurnaround(alap)!, turnaround(0, 0)],
    { date: booking.date, minute: booking.minute },
    lang,
  );
}

async function confirmationOf(appointmentId: number) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const row = await env.DB.prepare(
      "SELECT text_body, html_body FROM mail_outbox WHERE appointment_id = ?1 AND kind = 'confirmation'",
    )
      .bind(appointmentId)
      .first<{ text_body: string; html_body: string }>();
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No confirmation for appointment ${appointmentId}`);
}

describe('the confirmation mail', () => {
  it.each([
    ['hu', 'Mikorra várható az eredmény', 'Minden eredmény várható', 'Alap laborcsomag', 'C-reaktív protein (CRP)'],
    ['en', 'When to expect your results', 'All results expected', 'Basic lab package', 'C-reactive protein (CRP)'],
  ] as const)(
    'says in %s when each item’s and all results are expected, in HTML and text',
    async (lang, title, all, alapName, crpName) => {
      const booking = await book(lang);
      const expected = await bookingExpected(booking, lang);
      const mail = await confirmationOf(booking.id);
      const text = mail.text_body;
      expect(text).toContain(title);
      expect(text).toContain(`${all}: ${expected.all.text}`);
      expect(text).toContain(expected.items[0]!.text);
      expect(text).toContain(alapName);
      expect(text).toContain(crpName);
      expect(text).toMatch(/10:00/);
      const html = mail.html_body.replaceAll('&nbsp;', '\u00a0');
      expect(html).toContain(title);
      expect(html).toContain(expected.all.text);
      expect(html).toContain(expected.items[1]!.text);
    },
  );
});

describe('/sajat', () => {
  it('shows a booking’s expected results, the whole booking’s and each item’s', async () => {
    const email = `results.${Date.now().toString(36)}@example.hu`;
    const clientIp = { 'cf-connecting-ip': `2001:db8:17::${Math.floor(Math.random() * 0xffff).toString(16)}` };
    const password = 'Kék-Tulipán-Vár-42';
    const proof = { 'x-challenge': await solvedProof() };
    expect((await postJson('/api/auth/signup', { email, password }, { ...clientIp, ...proof })).status).toBe(202);
    let token = '';
    for (let attempt = 0; attempt < 60 && !token; attempt++) {
      const row = await env.DB.prepare("SELECT text_body FROM mail_outbox WHERE to_address = ?1 AND kind = 'verify'")
        .bind(email)
        .first<{ text_body: string }>();
      token = /\/sajat\/bejelentkezes\?verify=([A-Za-z0-9_-]+)/.exec(row?.text_body ?? '')?.[1] ?? '';
      if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await postJson('/api/auth/verify', { token }, clientIp)).status).toBe(200);
    const login = await postJson('/api/auth/login', { email, password }, clientIp);
    const session = (await login.json<{ access_token: string }>()).access_token;
    const xsrf = await xsrfHeaders();
    const cookie = `${xsrf.cookie}; __Host-session=${session}`;
    const booking = await book('hu', { ...xsrf, cookie });
    const expected = await bookingExpected(booking, 'hu');

    const html = await (await SELF.fetch(`${ORIGIN}/sajat`, { headers: { cookie } })).text();
    const mine = html.slice(html.indexOf(`data-my-appointment="${booking.hash}"`));
    const entry = mine.slice(0, mine.indexOf('</li></ul></div>') + 5);
    expect(entry).toContain(`data-results-all="${expected.all.from}/${expected.all.to}"`);
    expect(entry).toContain(`Minden eredmény várható: <span class="font-600 text-ink">${expected.all.text}</span>`);
    expect(entry).toContain(`Alap laborcsomag: <span class="font-600 text-ink">${expected.items[0]!.text}</span>`);
    expect(entry).toContain(
      `C-reaktív protein (CRP): <span class="font-600 text-ink">${expected.items[1]!.text}</span>`,
    );
  });
});
