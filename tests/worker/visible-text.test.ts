import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedAccounts } from '../../src/backends/accounts/embedded';
import { demoInvoice, demoPerson, freshPatient } from '../fixtures/booking.mjs';
import { loggedInMember, openTimes, ORIGIN, postJson, sendJson } from './helpers';
import { anonymousBooker } from './booker';

// The one text rule (issue 24 point 5; src/domain/visibleText.ts) where a visitor's text is stored for
// staff, mails and exports: the account's name, saved patients and family members, and a booking's
// person, invoice and other people. Each refusal is the field's translated message in a 422
// validation_failed, and nothing is stored. The enquiry's and the contest's are in
// company-pages.test.ts and contest.test.ts, beside their own set-up.

/** NUL, a bidi override, a zero-width space and a lone surrogate. */
const HIDDEN: [string, string][] = [
  ['NUL', '\u0000'],
  ['U+202E', '\u202e'],
  ['U+200B', '\u200b'],
  ['a lone surrogate', '\ud800'],
];
const HU = 'Nem megengedett (vezérlő- vagy láthatatlan) karaktert tartalmaz';
const EN = 'Contains control or invisible characters';

type Json = Record<string, any>;

it('sends a lone surrogate as JSON that keeps it', () => {
  // JSON.stringify writes a lone surrogate as the escape \ud800 (ES2019, well-formed JSON.stringify), so
  // it reaches the worker as it is rather than as U+FFFD; postJson and sendJson send what this gives.
  expect(JSON.stringify({ name: 'A\ud800' })).toBe('{"name":"A\\ud800"}');
});

describe('the account', () => {
  it('refuses a name with a hidden character in the user’s language, and keeps the old name', async () => {
    const { token, headers, email } = await loggedInMember('nev');
    const user = (await (await sendJson('PUT', '/api/whitetech/user/validate', { token }, headers)).json<Json>()).data;
    for (const [what, character] of HIDDEN) {
      const res = await sendJson(
        'PUT',
        `/api/whitetech/user/${user.id}`,
        { token, username: `Évi${character}` },
        headers,
      );
      expect(res.status, what).toBe(422);
      expect((await res.json<Json>()).error, what).toEqual({
        code: 'validation_failed',
        message: 'Some fields are not valid',
        fields: { username: HU },
      });
    }
    const row = await env.DB.prepare('SELECT username FROM users WHERE id = ?1').bind(user.id).first<Json>();
    expect(row!.username).toBe(email.split('@')[0]);
    const renamed = await sendJson('PUT', `/api/whitetech/user/${user.id}`, { token, username: 'Őri Évi 😀' }, headers);
    expect((await renamed.json<Json>()).data.username).toBe('Őri Évi 😀');
  });

  it('names an account made by another provider’s login by its address when the provider’s name has one', async () => {
    const { oauth } = embeddedAccounts(env, { ip: '2001:db8:24:5::2', defer: (work) => work });
    if (oauth.kind !== 'embedded') throw new Error('the embedded backend signs in itself');
    const stamp = Date.now().toString(36);
    const named = async (name: string, tag: string) => {
      const email = `${tag}.${stamp}@example.hu`;
      const profile = { subject: `${tag}-${stamp}`, email, emailVerified: true, name };
      const { user_id } = await oauth.signIn('testidp', profile, 'hu');
      return (await env.DB.prepare('SELECT username FROM users WHERE id = ?1').bind(user_id).first<Json>())!.username;
    };
    expect(await named('Kovács\u202e Éva', 'bidi')).toBe(`bidi.${stamp}`);
    // Cut at 100 characters, an emoji's pair would be split into a lone surrogate.
    expect(await named(`${'a'.repeat(99)}😀`, 'vagott')).toBe(`vagott.${stamp}`);
    expect(await named('Kovács Éva', 'rendes')).toBe('Kovács Éva');
  });

  it('refuses a saved patient or family member with one, naming the field, and saves none', async () => {
    const { token, headers } = await loggedInMember('beteg');
    const family = { first_name: 'Bence', last_name: 'Kovács', gender: 2, birth: '2016-09-01', taj: '111111110' };
    for (const [what, character] of HIDDEN) {
      const main = await postJson(
        '/api/whitetech/patient',
        { token, person: { ...demoPerson, mothers_name: `Nagy${character} Ilona` } },
        headers,
      );
      expect([main.status, (await main.json<Json>()).error.fields], what).toEqual([422, { mothers_name: HU }]);
      const member = await postJson(
        '/api/whitetech/patient',
        { token, family: true, person: { ...family, birth_place: `Győr${character}` } },
        headers,
      );
      expect([member.status, (await member.json<Json>()).error.fields], what).toEqual([422, { birth_place: HU }]);
    }
    const user = (await (await sendJson('PUT', '/api/whitetech/user/validate', { token }, headers)).json<Json>()).data;
    expect([user.main_patients, user.enabled_patients]).toEqual([[], []]);
  });
});

describe('a booking', () => {
  const headers = { 'cf-connecting-ip': '2001:db8:24:5::1' };
  let date: string;
  let minutes: number[];
  beforeAll(async () => {
    ({ date, minutes } = await openTimes(1, 1, 2));
  });
  const request = (fields: Json) => ({
    idempotency_key: crypto.randomUUID(),
    language: 'en',
    location_id: 1,
    date,
    time: minutes.at(-1),
    package_ids: [1],
    payment_type: 'ONSITE',
    person: freshPatient(),
    invoice: demoInvoice,
    ...fields,
  });
  const book = async (body: Json) => {
    const res = await postJson('/api/whitetech/appointments/patient_appointment_post', body, {
      ...headers,
      ...(await anonymousBooker()),
    });
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM appointments WHERE idempotency_key = ?1')
      .bind(body.idempotency_key)
      .first<{ n: number }>();
    return { status: res.status, error: (await res.json<Json>()).error, stored: stored!.n };
  };

  it('refuses one in the id card number, the invoice and another person, and books nothing', async () => {
    const companion = { first_name: 'Bence', last_name: 'Kovács', gender: 2, birth: '1990-09-01', taj: '111111110' };
    for (const [what, character] of HIDDEN) {
      const foreign = { ...demoPerson, state: 'AUT', zip_code: 'A-1010', taj: '', id_card_number: `AB${character}12` };
      const idCard = await book(request({ person: foreign }));
      expect([idCard.status, idCard.error.fields, idCard.stored], what).toEqual([422, { id_card_number: EN }, 0]);
      const invoiced = await book(request({ invoice: { ...demoInvoice, invoice_notes: `Első sor\r\n${character}` } }));
      expect([invoiced.status, invoiced.error.fields, invoiced.stored], what).toEqual([422, { invoice_notes: EN }, 0]);
      const people = [{ package_ids: [1], person: { ...companion, first_name: `Ben${character}ce` } }];
      const party = await book(request({ people }));
      expect([party.status, party.error.people, party.stored], what).toEqual([422, [{ first_name: EN }], 0]);
    }
  });

  it('takes CRLF line breaks in the invoice notes, as a form posts them, and a change by link keeps the rule', async () => {
    const notes = 'Első sor\r\nmásodik sor\ttabbal';
    const res = await postJson(
      '/api/whitetech/appointments/patient_appointment_post',
      request({ invoice: { ...demoInvoice, invoice_notes: notes } }),
      { ...headers, ...(await anonymousBooker()) },
    );
    expect(res.status).toBe(201);
    const booked = (await res.json<Json>()).data;
    expect(booked.invoice.invoice_notes).toBe(notes);
    const path = `/api/whitetech/appointments/patient_appointment_put/${booked.hash}`;
    for (const [what, character] of HIDDEN) {
      const change = await sendJson('PUT', path, { person: { ...demoPerson, city: `Buda${character}pest` } }, headers);
      expect([change.status, (await change.json<Json>()).error.fields], what).toEqual([422, { city: EN }]);
    }
    const kept = await SELF.fetch(`${ORIGIN}/api/whitetech/appointments/patient_appointment_get/${booked.hash}`);
    expect((await kept.json<Json>()).data.person.city).toBe(demoPerson.city);
  });
});
