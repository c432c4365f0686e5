import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ENQUIRY_LIMIT } from '../../src/routes/api/companyEnquiry';
import { ORIGIN, postJson, xsrfHeaders } from './helpers';

// The FAQ, about, contact and company pages (issue 7, items 2 and 5) and the company enquiry API
// (POST /api/company/enquiry). Every API test uses its own client IP, so one test's attempts never
// reach another's per-IP limit.

type Json = Record<string, any>;

const page = async (path: string) => {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const island = (html: string, name: string) => {
  const match = new RegExp(`data-island="${name}"><script type="application/json">(.*?)</script>`).exec(html);
  if (!match) throw new Error(`No ${name} island`);
  return JSON.parse(match[1]!);
};

afterEach(() => vi.restoreAllMocks());

describe('/gyik', () => {
  it('groups the questions by topic in native accordions, with FAQPage structured data', async () => {
    const { status, html } = await page('/gyik');
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="page-title mt-3">Gyakori kérdések</h1>');
    const topics = [...html.matchAll(/<h2 id="tema-\d+"[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(topics).toEqual([
      'Felkészülés a vizsgálatra',
      'Eredmények',
      'Fizetés és árak',
      'Gyermekek vizsgálata',
      'Időpont, módosítás, lemondás',
    ]);
    const accordions = html.match(/<details class="card group p-0" data-faq="">/g) ?? [];
    expect(accordions.length).toBeGreaterThanOrEqual(12);
    expect(html).toMatch(/<summary[^>]*><span>Éhgyomorra kell érkeznem a vérvételre\?<\/span>/);
    // Answers are plain paragraphs, not injected HTML.
    expect(html).toContain('<p>Igen, tiszta vizet nyugodtan ihat');
    const faq = jsonLd(html).find((data) => data['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(accordions.length);
    expect(faq.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'Éhgyomorra kell érkeznem a vérvételre?',
      acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('10–12 órás éhezés') },
    });
    expect(faq.mainEntity[0].acceptedAnswer.text).not.toContain('\n');
  });

  it('is English under /en', async () => {
    const { status, html } = await page('/en/gyik');
    expect(status).toBe(200);
    expect(html).toContain('Frequently asked questions');
    expect(html).toContain('Do I need to fast before blood sampling?');
    expect(html).toContain('href="/en/kapcsolat"');
  });

  it('still renders, without questions, when the FAQ cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.DB.prepare("DELETE FROM content_documents WHERE type_uid = 'faqs'").run();
    await env.DB.prepare("DELETE FROM content_types WHERE uid = 'faqs'").run();
    const { status, html } = await page('/gyik');
    expect(status).toBe(200);
    expect(html).toContain('Jelenleg nincs megjeleníthető kérdés.');
    expect(jsonLd(html).some((data) => data['@type'] === 'FAQPage')).toBe(false);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^The FAQ left empty: the content query failed: .*"path":"faqs","locale":"hu"/),
      expect.anything(),
    );
  });
});

describe('/rolunk', () => {
  it('tells the story, accreditation, values and numbers, with Organization structured data', async () => {
    const { status, html } = await page('/rolunk');
    expect(status).toBe(200);
    expect(html).toContain('Történetünk');
    expect(html).toContain('NAH-akkreditált laboratórium');
    expect(html).toContain('Átláthatóság');
    expect(html).toMatch(/<dd class="[^"]*">120\+<\/dd>/);
    const org = jsonLd(html).find((data) => data['@type'] === 'Organization');
    expect(org).toMatchObject({
      name: 'Pannon Labor',
      legalName: 'Pannon Labor Kft.',
      url: 'https://test.example.invalid/',
      telephone: '+36 1 555 0100',
      email: 'info@pannonlabor.hu',
      taxID: '12345676-2-41',
      address: { postalCode: '1134', addressLocality: 'Budapest', streetAddress: 'Váci út 45/B.' },
    });
    expect(org.sameAs).toContain('https://www.facebook.com/pannonlabor');
    expect(org.sameAs).not.toContain('https://x.com/pannonlabor'); // not enabled in the content
  });
});

describe('/kapcsolat', () => {
  it('shows the contact details, company data, the headquarters opening hours and map links', async () => {
    const { status, html } = await page('/kapcsolat');
    expect(status).toBe(200);
    expect(html).toContain('href="tel:+3615550100"');
    expect(html).toContain('href="mailto:info@pannonlabor.hu"');
    expect(html).toContain('1134 Budapest, Váci út 45/B.');
    expect(html).toContain('Cg. 01-09-123456');
    expect(html).toContain('12345676-2-41');
    // The Váci út location's working plan, merged as on the location pages.
    const hours = html.slice(
      html.indexOf('data-opening-hours'),
      html.indexOf('</dl>', html.indexOf('data-opening-hours')),
    );
    expect(hours).toContain('H – P</dt><dd class="text-ink-soft">06:30 – 18:00');
    expect(hours).toContain('Szo</dt><dd class="text-ink-soft">07:00 – 12:00');
    expect(hours).toContain('V</dt><dd class="text-ink-soft">08:00 – 11:00');
    expect(html).toContain('href="/helyszinek/budapest-vaci-ut"');
    // No third-party map: the self-hosted dot map and links out with the coordinates.
    expect(html).toContain(
      'href="https://www.openstreetmap.org/?mlat=47.52512&amp;mlon=19.06561#map=17/47.52512/19.06561"',
    );
    expect(html).toContain('https://www.google.com/maps/dir/?api=1&amp;destination=47.52512%2C19.06561');
    expect(html).not.toMatch(/<(iframe|script)[^>]+src="https?:\/\/(?!test\.example)/);
    expect(jsonLd(html).some((data) => data['@type'] === 'Organization')).toBe(true);
  });

  it('is English under /en', async () => {
    const { html } = await page('/en/kapcsolat');
    expect(html).toContain('Opening hours of our central sampling point');
    expect(html).toContain('Mon – Fri</dt>');
    expect(html).toContain('href="/en/helyszinek/budapest-vaci-ut"');
  });
});

describe('/vallalatoknak', () => {
  it('shows benefits, packages and process with the enquiry form island', async () => {
    const { status, html } = await page('/vallalatoknak');
    expect(status).toBe(200);
    expect(html).toContain('Kihelyezett vérvétel');
    expect(html).toContain('Vezetői szűrés');
    expect(html).toContain('Így dolgozunk együtt');
    const props = island(html, 'EnquiryForm');
    expect(props.lang).toBe('hu');
    expect(props.labels.submit).toBe('Ajánlatot kérek');
    expect(html).toContain('name="company"');
    expect(html).toContain('name="headcount"');
    const en = await page('/en/vallalatoknak');
    expect(island(en.html, 'EnquiryForm').labels.submit).toBe('Request an offer');
  });

  it('lists the four pages in the sitemap', async () => {
    const xml = await (await SELF.fetch(`${ORIGIN}/sitemap.xml`)).text();
    for (const path of ['/gyik', '/rolunk', '/kapcsolat', '/vallalatoknak']) {
      expect(xml).toContain(`<loc>https://test.example.invalid${path}</loc>`);
      expect(xml).toContain(`<loc>https://test.example.invalid/en${path}</loc>`);
    }
  });
});

// ---- POST /api/company/enquiry --------------------------------------------------------------------

let counter = 0;
const RUN = Math.floor(Math.random() * 0xffff).toString(16);
function freshIp() {
  counter += 1;
  return `2001:db8:e9:${RUN}::${counter.toString(16)}`;
}
const send = (body: unknown, ip: string) => postJson('/api/company/enquiry', body, { 'cf-connecting-ip': ip });
const good = (company: string) => ({
  company,
  contactName: 'Kovács Éva',
  email: 'Eva.Kovacs@Example.hu ',
  phone: '+36 30 123 4567',
  headcount: '1 200',
  message: 'Éves szűrés az irodai csapatnak.',
});
const rows = async (company: string) =>
  (
    await env.DB.prepare('SELECT * FROM company_enquiries WHERE company = ?1 ORDER BY id')
      .bind(company)
      .all<Record<string, unknown>>()
  ).results;

describe('the enquiry form without JavaScript (posted to the page itself)', () => {
  const post = (fields: Record<string, string>, ip: string) =>
    SELF.fetch(`${ORIGIN}/vallalatoknak`, {
      method: 'POST',
      // The browser's own Origin: a form post from another site is refused (tests/worker/origin-check.test.ts).
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip, origin: ORIGIN },
      body: new URLSearchParams(fields),
    });

  it('shows the form again as typed with the problems next to the fields, and stores nothing', async () => {
    const res = await post({ ...good('Nincs JS Kft.'), email: 'nem-cim', phone: '' }, freshIp());
    expect(res.status).toBe(200);
    const props = island(await res.text(), 'EnquiryForm');
    expect(props.posted.values).toMatchObject({
      company: 'Nincs JS Kft.',
      email: 'nem-cim',
      message: good('').message,
    });
    expect(props.posted.problems).toEqual({ email: 'invalidEmail', phone: 'required' });
    expect(props.posted.sent).toBe(false);
    expect(await rows('Nincs JS Kft.')).toEqual([]);
  });

  it('names a hidden character at its field, keeps what was typed, and takes CRLF in the message', async () => {
    // A form post cannot carry a lone surrogate (it is sent as UTF-8, so as U+FFFD): the API test has it.
    for (const [what, character] of [
      ['NUL', '\u0000'],
      ['U+202E', '\u202e'],
      ['U+200B', '\u200b'],
    ]) {
      const company = `Rejtett${character} Kft. ${RUN}`;
      const res = await post({ ...good(company), message: `Első${character} sor` }, freshIp());
      const props = island(await res.text(), 'EnquiryForm');
      expect(props.posted.values, what).toMatchObject({ company, message: `Első${character} sor` });
      expect(props.posted.problems, what).toEqual({ company: 'invalidCharacters', message: 'invalidCharacters' });
      expect(await rows(company), what).toEqual([]);
    }
    const lines = `Sorok Kft. ${RUN}`;
    const sent = await post({ ...good(lines), message: 'Első sor\r\nmásodik sor' }, freshIp());
    expect(island(await sent.text(), 'EnquiryForm').posted.sent).toBe(true);
    expect(await rows(lines)).toMatchObject([{ message: 'Első sor\r\nmásodik sor' }]);
  });

  it('stores a valid enquiry and confirms it', async () => {
    const res = await post(good('Csak HTML Zrt.'), freshIp());
    expect(res.status).toBe(200);
    expect(island(await res.text(), 'EnquiryForm').posted.sent).toBe(true);
    expect(await rows('Csak HTML Zrt.')).toMatchObject([{ email: 'eva.kovacs@example.hu', headcount: 1200 }]);
  });
});

describe('POST /api/company/enquiry', () => {
  it('stores the enquiry and answers 201, no-store', async () => {
    const company = `Példa Kft. ${RUN}-1`;
    const res = await send(good(company), freshIp());
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ data: { status: 'received' } });
    const [row] = await rows(company);
    expect(row).toMatchObject({
      company,
      contact_name: 'Kovács Éva',
      email: 'eva.kovacs@example.hu',
      phone: '+36 30 123 4567',
      headcount: 1200,
      message: 'Éves szűrés az irodai csapatnak.',
      language: 'hu',
    });
    expect(row!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('takes a numeric headcount, no message, and the /en language', async () => {
    const company = `Example Ltd ${RUN}-2`;
    const { message: _, ...body } = good(company);
    const res = await SELF.fetch(`${ORIGIN}/en/api/company/enquiry`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(await xsrfHeaders()),
        'cf-connecting-ip': freshIp(),
      },
      body: JSON.stringify({ ...body, headcount: 35 }),
    });
    expect(res.status).toBe(201);
    expect((await rows(company))[0]).toMatchObject({ headcount: 35, message: '', language: 'en' });
  });

  it('answers 400 invalid_body naming the first bad field, and stores nothing', async () => {
    const company = `Hibás Kft. ${RUN}`;
    const ip = freshIp();
    const base = good(company);
    const cases: [Json, string][] = [
      [{ ...base, company: undefined }, 'company'],
      [{ ...base, company: '  ' }, 'company'],
      [{ ...base, contactName: 'Éva 2' }, 'contactName'],
      [{ ...base, email: 'nem-cim' }, 'email'],
      [{ ...base, phone: 'hívjon' }, 'phone'],
      [{ ...base, phone: '123' }, 'phone'],
      [{ ...base, headcount: 0 }, 'headcount'],
      [{ ...base, headcount: 2.5 }, 'headcount'],
      [{ ...base, headcount: 'sok' }, 'headcount'],
      [{ ...base, headcount: undefined }, 'headcount'],
      [{ ...base, message: 'x'.repeat(2001) }, 'message'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body, ip);
      expect(res.status, `${field}: ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const json = await res.json<Json>();
      expect(json.error.code).toBe('invalid_body');
      expect(json.error.message.startsWith(`${field}:`), json.error.message).toBe(true);
    }
    expect(await rows(company)).toHaveLength(0);
  });

  it('refuses NUL, U+202E, U+200B or a lone surrogate in the company or the message (400), and stores nothing', async () => {
    const ip = freshIp();
    for (const character of ['\u0000', '\u202e', '\u200b', '\ud800']) {
      const company = `Láthatatlan Kft. ${RUN}`;
      for (const [field, body] of [
        ['company', { ...good(`${company}${character}`) }],
        ['message', { ...good(company), message: `Első sor\r\n${character}második sor` }],
      ] as const) {
        const res = await send(body, ip);
        expect(res.status, `${field} ${JSON.stringify(character)}`).toBe(400);
        const json = await res.json<Json>();
        expect(json.error).toEqual({ code: 'invalid_body', message: `${field}: control or invisible characters` });
      }
      expect(await rows(company)).toHaveLength(0);
      expect(await rows(`${company}${character}`)).toHaveLength(0);
    }
  });

  it('limits the enquiries of one client IP (429 with Retry-After)', async () => {
    const ip = freshIp();
    for (let i = 0; i < COMPANY_ENQUIRY_LIMIT.max; i += 1) {
      const res = await send(good(`Limit Kft. ${RUN}-${i}`), ip);
      expect(res.status).toBe(201);
      await res.arrayBuffer();
    }
    const last = await send(good(`Limit Kft. ${RUN}-x`), ip);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await last.json<Json>()).error.code).toBe('too_many_attempts');
  });

  it('refuses a call without the XSRF pair (403)', async () => {
    const company = `XSRF Kft. ${RUN}`;
    const res = await SELF.fetch(`${ORIGIN}/api/company/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
      body: JSON.stringify(good(company)),
    });
    expect(res.status).toBe(403);
    await res.arrayBuffer();
    expect(await rows(company)).toHaveLength(0);
  });
});
