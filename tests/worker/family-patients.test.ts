import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { demoPerson } from '../fixtures/booking.mjs';
import { loggedInMember as member, ORIGIN, postJson, sendJson, xsrfHeaders } from './helpers';

// Family members saved to an account (issue 17 point 3; docs/decisions/0048): patients beside the main
// one, with the rules of a family booking's other people, listed on /sajat and offered on the booking's
// basic-data step. Each test signs up its own user from its own client address.

const child = {
  first_name: 'Bence',
  last_name: 'Kovács',
  gender: 2,
  birth: '2016-09-01',
  taj: '111111110',
  state: 'HUN',
};

const save = (token: string, headers: Record<string, string>, person: unknown, family = true) =>
  postJson('/api/whitetech/patient', { token, person, family }, headers);

const validate = async (token: string, headers: Record<string, string>) =>
  (await (await sendJson('PUT', '/api/whitetech/user/validate', { token }, headers)).json<any>()).data;

/** A page as the logged-in browser gets it. */
async function pageOf(path: string, token: string) {
  const xsrf = await xsrfHeaders();
  const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: { cookie: `${xsrf.cookie}; __Host-session=${token}` } });
  expect(res.status).toBe(200);
  return res.text();
}

describe('saved family members', () => {
  it('saves them beside the main patient, contact and address left to the booker, checked by the booking rules', async () => {
    const { token, headers } = await member('family');
    const main = await save(token, headers, demoPerson, false);
    expect(main.status).toBe(201);
    const kid = await save(token, headers, child);
    expect(kid.status, await kid.clone().text()).toBe(201);
    const saved = (await kid.json<any>()).data;
    expect(saved).toMatchObject({
      main: false,
      enabled: true,
      person: { first_name: 'Bence', email: '', address: '' },
    });
    const user = await validate(token, headers);
    expect(user.main_patients).toEqual([(await main.json<any>()).data.id]);
    expect(user.enabled_patients).toContain(saved.id);
    // Still one main patient only (spec section 5).
    expect((await save(token, headers, demoPerson, false)).status).toBe(409);

    // The TAJ number is checked as for anyone booked; a translated message per field.
    const wrong = await save(token, headers, { ...child, taj: '111111111', birth: '2999-01-01' });
    expect(wrong.status).toBe(422);
    expect((await wrong.json<any>()).error).toMatchObject({
      code: 'validation_failed',
      fields: { taj: 'Hibás TAJ-szám', birth: 'A születési dátum nem lehet a jövőben' },
    });
  });

  it('offers them on /sajat and on the booking’s details step, and changes and removes them', async () => {
    const { token, headers } = await member('pick');
    const saved = (await (await save(token, headers, { ...child, first_name: 'Csilla' })).json<any>()).data;
    expect(await pageOf('/sajat', token)).toContain('Csilla');
    // The details step gets them to pick from (the island's props carry the saved people).
    const details = await pageOf('/idopontfoglalas-alapadatok', token);
    expect(details).toContain('Csilla');
    expect(details).toContain(`"family":[{"id":${saved.id},`);

    const changed = await sendJson(
      'PUT',
      `/api/whitetech/patient/${saved.id}`,
      { token, person: { ...child, first_name: 'Csenge', email: '' } },
      headers,
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await pageOf('/sajat', token)).toContain('Csenge');

    // Another user can neither see nor remove it.
    const other = await member('other');
    const foreign = await sendJson(
      'DELETE',
      `/api/whitetech/patient/${saved.id}`,
      { token: other.token },
      other.headers,
    );
    expect(foreign.status).toBe(404);
    const removed = await sendJson('DELETE', `/api/whitetech/patient/${saved.id}`, { token }, headers);
    expect([removed.status, (await removed.json<any>()).data]).toEqual([200, { status: 'deleted' }]);
    expect((await validate(token, headers)).enabled_patients).not.toContain(saved.id);
  });

  it('never removes the main patient, and keeps at most 10 family members', async () => {
    const { token, headers } = await member('limit');
    const main = (await (await save(token, headers, demoPerson, false)).json<any>()).data;
    const refused = await sendJson('DELETE', `/api/whitetech/patient/${main.id}`, { token }, headers);
    expect([refused.status, (await refused.json<any>()).error.code]).toEqual([403, 'forbidden']);
    for (let i = 0; i < 10; i++) {
      expect((await save(token, headers, { ...child, first_name: `Gyerek${'abcdefghij'[i]}` })).status).toBe(201);
    }
    const eleventh = await save(token, headers, { ...child, first_name: 'Tizenegyedik' });
    expect([eleventh.status, (await eleventh.json<any>()).error.code]).toEqual([409, 'too_many_patients']);
  });
});
