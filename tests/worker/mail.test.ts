import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { decodeBase64 } from 'hono/utils/encode';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../src/domain/appointment';
import { RETRY_MINUTES, retryPendingMail, sendMail } from '../../src/backends/mail';
import { findMail } from '../../src/db/mailOutbox';
import type { MailMessage, StoredMail } from '../../src/domain/mail';
import { formatPrice } from '../../src/domain/prices';
import type { AppEnv } from '../../src/env';
import {
  type BookingMailInput,
  bookingMail,
  bookingMailContent,
  cancellationMail,
  changeMail,
  confirmationMail,
  loadBookingMailInput,
  manageLinks,
  reminderMail,
} from '../../src/mail/bookingMails';
import { accountMail } from '../../src/mail/accountMails';
import { MAIL_MESSAGES } from '../../src/i18n/mailMessages';
import { canonicalPath, routingPath } from '../../src/middleware/canonicalPath';
import { renderer } from '../../src/renderer';
import { devOutbox } from '../../src/routes/devOutbox';
import { notFound } from '../../src/routes/errors';
import { labelled } from '../../src/mail/layout';
import { httpMailEnv, ORIGIN } from './helpers';
import { demoInvoice, demoPerson } from '../fixtures/booking.mjs';

const HASH = 'AbCdEfGhIjKlMnOpQrStUv12';
const ORIGIN_PUBLIC = 'https://labor.example.hu';

function appointment(fields: Partial<Appointment> = {}): Appointment {
  return {
    id: 42,
    hash: HASH,
    reference: 'PL-7K3M-Q9TX',
    status: 'confirmed',
    location_id: 1,
    date: '2026-07-14',
    time: '08:30',
    minute: 510,
    // 06:30 UTC is 08:30 in Budapest in summer (CEST).
    starts_at: '2026-07-14T06:30:00.000Z',
    duration_minutes: 10,
    hold_expires_at: null,
    payment_type: 'ONSITE',
    language: 'hu',
    examinations: [{ id: 1, name: 'Alap laborcsomag', price: 12900 }],
    parameters: [{ id: 7, name: 'Vas & <TIBC>', price: 1500 }],
    person: { first_name: '<script>alert(1)</script>', last_name: 'Kovács', email: 'anna@example.hu' } as never,
    invoice: {} as never,
    coupon_code: null,
    items_total: 14400,
    sampling_fee: 2000,
    discount: 0,
    total: 16400,
    created_at: '2026-07-01T10:00:00.000Z',
    ...fields,
  };
}

const input = (fields: Partial<Appointment> = {}): BookingMailInput => ({
  appointment: appointment(fields),
  location: {
    name: 'Teszt labor',
    address: 'Váci út 1.',
    zip_code: '1134',
    city: 'Budapest',
    gps_latitude: 47.5,
    gps_longitude: 19.06,
  },
  preparation: [
    { fasting_hours: 8, morning_only: false, preparation: 'Igyon vizet.' },
    { fasting_hours: 12, morning_only: true, preparation: 'Igyon vizet.' },
  ],
  origin: ORIGIN_PUBLIC,
  now: new Date('2026-07-01T10:00:00Z'),
});

const ics = (content: string) => new TextDecoder().decode(decodeBase64(content));

describe('booking mails', () => {
  it('builds the Hungarian confirmation with time, place, preparation, price, links and the ICS file', async () => {
    const mail = await confirmationMail(input());
    expect(mail.subject).toContain('Időpontfoglalás visszaigazolása');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('július 14.');
      expect(part).toContain('08:30');
      expect(part).toContain('1134 Budapest, Váci út 1.');
      expect(part).toContain('legalább 12 órával');
      expect(part).toContain('csak délelőtt');
      expect(part).toContain('Fizetendő a helyszínen');
      expect(part).toContain('PL-7K3M-Q9TX');
      for (const path of ['adatkitoltes', 'idopontmodositas', 'helyszinmodositas', 'idopont-torles']) {
        expect(part).toContain(`${ORIGIN_PUBLIC}/${path}/${HASH}`);
      }
    }
    expect(mail.text.match(/Igyon vizet\./g)).toHaveLength(1);
    // Every line, each with its amount, summing to the total, stated once as to pay (issue 25).
    expect(mail.text).toContain(`Alap laborcsomag – ${formatPrice(12900, 'hu')}`);
    expect(mail.text).toContain(`Mintavételi díj – ${formatPrice(2000, 'hu')}`);
    expect(mail.text).toContain(`Fizetendő a helyszínen – ${formatPrice(16400, 'hu')}`);
    expect(mail.text).not.toContain('kifizetve');
    expect(mail.text).toContain('https://www.openstreetmap.org/?mlat=47.5&mlon=19.06');
    expect(mail.html).toContain('https://www.openstreetmap.org/?mlat=47.5&amp;mlon=19.06');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'idopont.ics' });
    expect(mail.attachments[0].contentType).toContain('text/calendar');
    const calendar = ics(mail.attachments[0].content);
    expect(calendar).toContain('BEGIN:VALARM');
    expect(calendar).toContain('DTSTART:20260714T063000Z');
    expect(calendar).toContain('Váci út 1.');
  });

  it('escapes every value in the HTML part and keeps plain text plain', async () => {
    const mail = await confirmationMail(input());
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Vas &amp; &lt;TIBC&gt;');
    expect(mail.text).toContain('Kedves Kovács <script>alert(1)</script>!');
  });

  it('builds the English confirmation under /en with the payment held for online payment', async () => {
    const mail = await confirmationMail(
      input({ language: 'en', payment_type: 'ONLINE', status: 'held', hold_expires_at: '2026-07-01T10:30:00.000Z' }),
    );
    expect(mail.subject).toContain('Your booking is confirmed');
    expect(mail.text).toContain('14 July 2026');
    expect(mail.text).toContain('08:30');
    expect(mail.text).toContain('Awaiting online payment');
    expect(mail.text).toContain('12:30'); // the hold's end in Budapest
    expect(mail.text).toContain(`To pay online – ${formatPrice(16400, 'en')}`);
    expect(mail.text).not.toContain('Paid online');
    expect(mail.text).toContain(`${ORIGIN_PUBLIC}/en/idopont-torles/${HASH}`);
    expect(mail.html).toContain(`${ORIGIN_PUBLIC}/en/adatkitoltes/${HASH}`);
    expect(mail.attachments[0].filename).toBe('appointment.ics');
    expect(ics(mail.attachments[0].content)).toContain('BEGIN:VALARM');
  });

  it('says paid, and only paid, for a confirmed online booking', async () => {
    const hu = (await confirmationMail(input({ payment_type: 'ONLINE' }))).text;
    expect(hu).toContain(`Online kifizetve – ${formatPrice(16400, 'hu')}`);
    expect(hu).not.toContain('Fizetendő');
    const en = (await changeMail(input({ payment_type: 'ONLINE', language: 'en' }))).text;
    expect(en).toContain(`Paid online – ${formatPrice(16400, 'en')}`);
    expect(en).not.toContain('To pay');
  });

  it('states the difference to settle after a paid booking moved to a location with another fee', async () => {
    // The move kept the items (14 400) and changed the sampling fee: the total follows it.
    const moved = (language: 'hu' | 'en', total: number) => ({
      ...input({ payment_type: 'ONLINE', language, total, sampling_fee: total - 14400 }),
      paid: 16400,
    });
    const due = (await changeMail(moved('hu', 17400))).text;
    expect(due).toContain(`Online kifizetve: ${formatPrice(16400, 'hu')}`);
    expect(due).toContain(`(${formatPrice(1000, 'hu')}) a mintavételkor kell megfizetni`);
    const refund = (await changeMail(moved('en', 15900))).text;
    expect(refund).toContain(`(${formatPrice(500, 'en')}) is refunded at the sampling`);
    expect((await changeMail(moved('en', 16400))).text).toContain(`Paid online – ${formatPrice(16400, 'en')}`);
  });

  it('builds the reminder, the change and the cancellation in both languages', async () => {
    for (const language of ['hu', 'en'] as const) {
      const reminder = await reminderMail(input({ language }));
      const change = await changeMail(input({ language }));
      const cancellation = await cancellationMail(input({ language }));
      const prefix = language === 'en' ? '/en' : '';
      expect(reminder.attachments).toEqual([]);
      expect(reminder.text).toContain(`${prefix}/idopontmodositas/${HASH}`);
      expect(change.attachments).toHaveLength(1);
      expect(ics(change.attachments[0].content)).toContain('UID:appointment-42@labor.example.hu');
      expect(change.html).toContain(`${prefix}/helyszinmodositas/${HASH}`);
      expect(cancellation.attachments).toEqual([]);
      expect(cancellation.text).not.toContain(HASH);
      expect(cancellation.text).toContain('08:30');
    }
    expect((await reminderMail(input())).subject).toContain('Emlékeztető');
    expect((await changeMail(input({ language: 'en' }))).subject).toContain('has changed');
    expect((await cancellationMail(input())).subject).toContain('töröltük');
  });

  it('puts a colon after a label, never after a sentence that ends in a full stop (no stray ".:")', async () => {
    for (const language of ['hu', 'en'] as const) {
      for (const build of [cancellationMail, confirmationMail, changeMail, reminderMail]) {
        const mail = await build(input({ language }));
        expect(mail.text).not.toMatch(/[.!?]:/);
      }
    }
    const { text } = await cancellationMail(input());
    expect(text).toContain(`Új időpontot foglalhat honlapunkon. ${ORIGIN_PUBLIC}/\n`);
    expect(text).toContain('Időpont:\n');
    expect((await cancellationMail(input({ language: 'en' }))).text).toContain(
      `You can book a new time on our website. ${ORIGIN_PUBLIC}/en\n`,
    );
    expect((await confirmationMail(input())).text).toMatch(/\nTérkép: https:\/\/www\.openstreetmap\.org\//);
  });

  it('writes labels the same way in the account mails', async () => {
    expect(labelled('Időpont')).toBe('Időpont:');
    expect(labelled('Térkép', 'https://example.hu')).toBe('Térkép: https://example.hu');
    expect(labelled('Új időpontot foglalhat honlapunkon.', 'https://example.hu')).toBe(
      'Új időpontot foglalhat honlapunkon. https://example.hu',
    );
    expect(labelled('Kész?  ')).toBe('Kész?');
  });

  it('builds the data-update mail in both languages: the booking as it stands, no new calendar entry', async () => {
    for (const [language, subject, intro] of [
      ['hu', 'Foglalási adatait frissítettük', 'Időpontja és helyszíne nem változott'],
      ['en', 'Your booking details were updated', 'Its time and place are unchanged'],
    ] as const) {
      const mail = await bookingMailContent('data_change', input({ language }));
      expect(mail.subject).toContain(subject);
      expect(mail.text).toContain(intro);
      expect(mail.text).toContain('08:30');
      expect(mail.html).toContain(`${language === 'en' ? '/en' : ''}/idopontmodositas/${HASH}`);
      expect(mail.attachments).toEqual([]);
    }
  });

  it('reads the location and the preparation for a seeded booking', async () => {
    const row = await env.DB.prepare(
      `SELECT l.id FROM lab_locations l JOIN lab_location_packages p ON p.location_id = l.id WHERE p.package_id = 1 LIMIT 1`,
    ).first<{ id: number }>();
    const loaded = await loadBookingMailInput(env, appointment({ location_id: row!.id, parameters: [] }));
    expect(loaded.location.name).toBeTruthy();
    expect(loaded.preparation.length).toBeGreaterThan(0);
    expect(loaded.origin).toBe(env.PUBLIC_ORIGIN);
  });
});

/** HTMLRewriter hands attributes and text over as written, entities and all. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decode = (value: string) => value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);

/** What a mail client finds in an HTML part: its language, viewport, images and links (with their text). */
async function parseMail(html: string) {
  const found = {
    lang: null as string | null,
    viewport: false,
    images: [] as { src: string | null; alt: string | null; width: string | null }[],
    links: [] as { href: string; style: string; text: string }[],
  };
  await new HTMLRewriter()
    .on('html', { element: (element) => void (found.lang = element.getAttribute('lang')) })
    .on('meta[name="viewport"]', { element: () => void (found.viewport = true) })
    .on('img', {
      element: (element) =>
        void found.images.push({
          src: element.getAttribute('src'),
          alt: element.getAttribute('alt'),
          width: element.getAttribute('width'),
        }),
    })
    .on('a', {
      element: (element) =>
        void found.links.push({
          href: decode(element.getAttribute('href')!),
          style: element.getAttribute('style') ?? '',
          text: '',
        }),
    })
    .on('a, a *', { text: (chunk) => void (found.links.at(-1)!.text += decode(chunk.text)) })
    .transform(new Response(html))
    .text();
  return found;
}

/** A link drawn as React Email's full-width button (the layout's MailButtonLink). */
const isButton = (style: string) => style.includes('display:block') && style.includes('border-radius:9999px');
const cssValue = (style: string, property: string) => new RegExp(`(?:^|;)${property}:([^;]+)`).exec(style)?.[1]?.trim();

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const LOGO = { src: `${ORIGIN_PUBLIC}/images/logo-mail.png`, alt: 'Pannon Labor', width: '172' };
const WITH_MANAGE_LINKS = ['confirmation', 'reminder', 'change', 'data_change'] as const;
const WITH_CALENDAR = ['confirmation', 'change'];
const KINDS = [...WITH_MANAGE_LINKS, 'cancellation', 'refund'] as const;

describe('branded, responsive mails (issue 15 point 9)', () => {
  const named = (fields: Partial<Appointment> = {}) =>
    input({
      person: { first_name: 'Éva', last_name: 'Kovács', email: 'eva@example.hu' } as never,
      parameters: [{ id: 7, name: 'Vas és TIBC', price: 1500 }],
      ...fields,
    });

  it('gives every booking mail in both languages the logo, a phone-width layout and its .ics as before', async () => {
    for (const language of ['hu', 'en'] as const) {
      for (const kind of KINDS) {
        const mail = await bookingMailContent(kind, named({ language }));
        const html = await parseMail(mail.html);
        expect(html.lang, kind).toBe(language === 'hu' ? 'hu-HU' : 'en-GB');
        expect(html.viewport, kind).toBe(true);
        expect(html.images, kind).toEqual([LOGO]);
        expect(mail.html, kind).toContain('max-width:600px');
        expect(mail.html, kind).toMatch(/^<!DOCTYPE html>/);
        const calendar = mail.attachments.filter((file) => file.contentType.startsWith('text/calendar'));
        expect(calendar, kind).toHaveLength(WITH_CALENDAR.includes(kind) ? 1 : 0);
      }
    }
  });

  it('draws the four manage links as full-width buttons with large tap targets and readable colours', async () => {
    for (const language of ['hu', 'en'] as const) {
      const links = manageLinks(ORIGIN_PUBLIC, language, HASH);
      const labels = MAIL_MESSAGES[language].links;
      for (const kind of WITH_MANAGE_LINKS) {
        const mail = await bookingMailContent(kind, named({ language }));
        const buttons = (await parseMail(mail.html)).links.filter((link) => isButton(link.style));
        expect(
          buttons.map((button) => [button.text, button.href]),
          kind,
        ).toEqual((['data', 'time', 'location', 'cancel'] as const).map((key) => [labels[key], links[key]]));
        for (const { style, text } of buttons) {
          expect(cssValue(style, 'width'), text).toBe('100%');
          // 16 px text, 14 px padding and a 2 px border above and below: a 48 px target.
          expect(cssValue(style, 'font-size'), text).toBe('16px');
          expect(cssValue(style, 'padding-top'), text).toBe('14px');
          expect(cssValue(style, 'padding-bottom'), text).toBe('14px');
          const colour = cssValue(style, 'color')!;
          const background = cssValue(style, 'background-color')!;
          expect(contrast(colour, background), text).toBeGreaterThanOrEqual(4.5);
        }
        // The plain-text part writes each of them out as its label and whole address.
        for (const key of ['data', 'time', 'location', 'cancel'] as const)
          expect(mail.text, kind).toContain(`\n${labels[key]}: ${links[key]}\n`);
      }
      for (const kind of ['cancellation', 'refund'] as const) {
        const mail = await bookingMailContent(kind, named({ language }));
        expect(
          (await parseMail(mail.html)).links.filter((link) => isButton(link.style)),
          kind,
        ).toEqual([]);
        expect(mail.html, kind).not.toContain(HASH);
      }
    }
  });

  it('writes a plain-text part from the same content: no markup, every link as a whole address', async () => {
    for (const language of ['hu', 'en'] as const) {
      for (const kind of KINDS) {
        const mail = await bookingMailContent(kind, named({ language }));
        expect(mail.text, kind).not.toMatch(/<[a-z/!]/i);
        expect(mail.text, kind).not.toMatch(/&(?:amp|lt|gt|#\d+);/);
        // Every address the HTML part links to stands in the text part too (the logo's link is the footer's).
        for (const { href } of (await parseMail(mail.html)).links) expect(mail.text, `${kind} ${href}`).toContain(href);
        expect(mail.text, kind).toContain(`Pannon Labor – ${ORIGIN_PUBLIC}${language === 'en' ? '/en' : '/'}`);
      }
    }
  });

  it('gives the account mails the logo, their link as a button and as a whole address in the text', async () => {
    for (const lang of ['hu', 'en'] as const) {
      for (const kind of ['verify', 'reset', 'account_exists'] as const) {
        const mail = await accountMail(kind, {
          to: 'eva@example.hu',
          name: 'Éva',
          lang,
          origin: `${ORIGIN_PUBLIC}/`,
          token: 'tok3n',
        });
        const html = await parseMail(mail.html);
        expect(html.images, kind).toEqual([LOGO]);
        const buttons = html.links.filter((link) => isButton(link.style));
        expect(buttons, kind).toHaveLength(1);
        expect(buttons[0]!.href, kind).toContain('tok3n');
        expect(buttons[0]!.href.startsWith(`${ORIGIN_PUBLIC}${lang === 'en' ? '/en/' : '/'}sajat/`), kind).toBe(true);
        expect(mail.text, kind).toContain(`${buttons[0]!.text}: ${buttons[0]!.href}\n`);
        expect(mail.attachments, kind).toEqual([]);
      }
    }
  });

  it('serves the logo the mails point at', async () => {
    // Static files are the assets binding's (wrangler.toml [assets]), as in production.
    const logo = await env.ASSETS.fetch(`${ORIGIN}/images/logo-mail.png`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    // The PNG signature, and twice the drawn size (172 × 40) for sharp screens.
    const bytes = new DataView(await logo.arrayBuffer());
    expect(bytes.getUint32(0)).toBe(0x89504e47);
    expect([bytes.getUint32(16), bytes.getUint32(20)]).toEqual([344, 80]);
  });
});

const message = (): Promise<MailMessage> => bookingMail('confirmation', input());
const NOW = new Date('2026-07-01T10:00:00Z');

/** sendMail for the tests that are not about the mail budget (mail-budget.test.ts): suppressed fails them. */
async function send(...args: Parameters<typeof sendMail>): Promise<StoredMail> {
  const result = await sendMail(...args);
  if (result.status === 'suppressed') throw new Error(`Suppressed by the mail budget (${result.count} this hour)`);
  return result;
}

describe('mail transports', () => {
  it('stores a message as sent in the outbox by default', async () => {
    const stored = await send(env, await message(), { now: NOW });
    expect(stored).toMatchObject({ status: 'sent', to: 'anna@example.hu', kind: 'confirmation', appointmentId: 42 });
    const read = await findMail(env.DB, stored.id);
    expect(read).toMatchObject({ status: 'sent', sentAt: NOW.toISOString(), language: 'hu', attempts: 0 });
    expect(read!.html).toBe((await message()).html);
    expect(read!.attachments).toEqual((await message()).attachments);
  });

  it('sends through the HTTP mail API with the key and the JSON body', async () => {
    const requests: Request[] = [];
    const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(url, init));
      return new Response('{"id":"x"}', { status: 202 });
    };
    const stored = await send(httpMailEnv, await message(), { now: NOW, fetch });
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 });
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe('https://mail.example.invalid/send');
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('authorization')).toBe('Bearer mail-key');
    const body = (await requests[0].json()) as Record<string, any>;
    expect(body).toMatchObject({
      from: httpMailEnv.MAIL_FROM,
      to: 'anna@example.hu',
      subject: (await message()).subject,
    });
    expect(body.text).toBe((await message()).text);
    expect(body.html).toBe((await message()).html);
    expect(body.attachments[0]).toMatchObject({
      filename: 'idopont.ics',
      content: (await message()).attachments[0].content,
    });
    expect((await findMail(env.DB, stored.id))!.status).toBe('sent');
  });

  it('records a refused message and retries it when it is due', async () => {
    const failing = async () => new Response('overloaded', { status: 503 });
    const stored = await send(httpMailEnv, await message(), { now: NOW, fetch: failing });
    const due = new Date(NOW.getTime() + RETRY_MINUTES[0] * 60_000);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: due.toISOString() });
    expect((await findMail(env.DB, stored.id))!).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: due.toISOString(),
      lastError: expect.stringContaining('503'),
    });

    const early = await retryPendingMail(httpMailEnv, new Date(due.getTime() - 1000), { fetch: failing });
    expect(early.map((mail) => mail.id)).not.toContain(stored.id);

    const ok = async () => new Response(null, { status: 200 });
    const retried = await retryPendingMail(httpMailEnv, due, { fetch: ok });
    expect(retried.find((mail) => mail.id === stored.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await findMail(env.DB, stored.id))!).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up as failed after the last retry', async () => {
    const failing = async () => {
      throw new Error('network down');
    };
    let at = NOW;
    const stored = await send(httpMailEnv, await message(), { now: at, fetch: failing });
    for (const minutes of RETRY_MINUTES) {
      at = new Date(at.getTime() + minutes * 60_000);
      await retryPendingMail(httpMailEnv, at, { fetch: failing });
    }
    expect((await findMail(env.DB, stored.id))!).toMatchObject({
      status: 'failed',
      attempts: RETRY_MINUTES.length + 1,
      nextAttemptAt: null,
      lastError: 'network down',
    });
  });
});

describe('the development outbox page', () => {
  const app = new Hono<AppEnv>({ getPath: routingPath });
  app.use(canonicalPath());
  app.use(renderer());
  app.route('/', devOutbox);
  app.notFound(notFound);
  const get = (path: string, bindings = env) => app.request(`${ORIGIN}${path}`, {}, bindings);

  it('lists messages newest first and shows one as the recipient sees it', async () => {
    const first = await send(env, await bookingMail('reminder', input()));
    const second = await send(env, await message());
    const list = await get('/dev/outbox');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const page = await list.text();
    expect(page.indexOf(`/dev/outbox/${second.id}"`)).toBeGreaterThan(-1);
    expect(page.indexOf(`/dev/outbox/${second.id}"`)).toBeLessThan(page.indexOf(`/dev/outbox/${first.id}"`));

    const shown = await get(`/dev/outbox/${second.id}`);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('anna@example.hu');
    expect(html).toMatch(new RegExp(`<iframe[^>]* sandbox="" src="/dev/outbox/${second.id}/html"`));
    expect(html).not.toContain('<script>alert(1)');
    // The body in its frame: the mail's inline styles allowed, no script, framed by the site only.
    const body = await get(`/dev/outbox/${second.id}/html`);
    expect(body.status).toBe(200);
    // Images also from the site itself: the logo comes from PUBLIC_ORIGIN, plain http on a developer's machine.
    expect(body.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'unsafe-inline'; img-src https: data: ${new URL(env.PUBLIC_ORIGIN).origin}; frame-ancestors 'self'; sandbox`,
    );
    expect(body.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(body.headers.get('cache-control')).toBe('no-store');
    expect(await body.text()).toBe((await message()).html);
    expect(html).toContain(`/dev/outbox/${second.id}/attachments/0`);
    expect(html).toContain('Fizetendő a helyszínen');

    const file = await get(`/dev/outbox/${second.id}/attachments/0`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/calendar');
    expect(await file.text()).toContain('BEGIN:VALARM');
    expect((await get(`/dev/outbox/${second.id}/attachments/5`)).status).toBe(404);
    expect((await get('/dev/outbox/999999')).status).toBe(404);
  });

  it('is the 404 page in production', async () => {
    const stored = await send(env, await message());
    const production = { ...env, ENVIRONMENT: 'production' as const };
    for (const path of ['/dev/outbox', `/dev/outbox/${stored.id}`, `/dev/outbox/${stored.id}/attachments/0`]) {
      const res = await get(path, production);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(stored.subject);
    }
  });
});

describe('the booking mails’ money, reference, phone and main button (issue 25)', () => {
  const complete = { person: demoPerson as never, invoice: demoInvoice as never };

  it('lists the items, the sampling fee and the coupon to the total they sum to, with the reference', async () => {
    const coupon = { coupon_code: 'ELSO2000', discount: 2000, total: 14400 };
    for (const language of ['hu', 'en'] as const) {
      const { text, html } = await confirmationMail(input({ ...coupon, language }));
      const price = (forints: number) => formatPrice(forints, language);
      const words =
        language === 'hu'
          ? { fee: 'Mintavételi díj', coupon: 'Kuponkedvezmény (ELSO2000)', total: 'Fizetendő a helyszínen' }
          : { fee: 'Sampling fee', coupon: 'Coupon discount (ELSO2000)', total: 'To pay on site' };
      for (const line of [
        `Alap laborcsomag – ${price(12900)}`,
        `Vas & <TIBC> – ${price(1500)}`,
        `${words.fee} – ${price(2000)}`,
        `${words.coupon} – −${price(2000)}`,
        `${words.total} – ${price(14400)}`,
      ])
        expect(text, language).toContain(line);
      expect(html).toContain('PL-7K3M-Q9TX');
    }
  });

  it('gives the lab’s phone number as a tel: link, or the contact page without one', async () => {
    const withPhone = await confirmationMail({ ...input(), phone: '+36 1 555 0100' });
    expect(withPhone.text).toContain('Hívjon minket: +36 1 555 0100: tel:+3615550100');
    expect(withPhone.html).toContain('href="tel:+3615550100"');
    const without = await confirmationMail(input({ language: 'en' }));
    expect(without.text).toContain(`How to reach us: ${ORIGIN_PUBLIC}/en/kapcsolat`);
  });

  it('makes filling in the details the main button only when some are missing', async () => {
    const buttons = async (fields: Partial<Appointment>) =>
      (await parseMail((await confirmationMail(input(fields))).html)).links.filter((link) => isButton(link.style));
    const incomplete = await buttons({});
    expect(incomplete[0]!.text).toBe('Adatok kitöltése');
    const done = await buttons(complete);
    expect(done.map((button) => button.text)).toEqual([
      'Időpont módosítása',
      'Helyszín módosítása',
      'Adatok módosítása',
      'Időpont törlése',
    ]);
    expect(cssValue(done[0]!.style, 'background-color')).toBe(cssValue(incomplete[0]!.style, 'background-color'));
  });
});
