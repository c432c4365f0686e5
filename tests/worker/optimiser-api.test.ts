import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CartSuggestion } from '../../src/domain/packageOptimiser';
import { ORIGIN, postJson, xsrfHeaders } from './helpers';

/**
 * POST /api/cart/optimise (issue 17 point 2, docs/decisions/0047) over the seeded demo catalogue
 * (scripts/seed/catalogue.mjs): TSH 4 900, FT4 4 500, FT3 4 500 Ft alone, 11 900 Ft as the
 * Pajzsmirigy-csomag (6); the Váci út location (1) samples everything, base fee 2 490 Ft, glucose load
 * fees 4 990 / 5 990 / 7 990 Ft; Budaörs (2) has no children's sampling.
 */
const PATH = '/api/cart/optimise';
const THYROID_TESTS = [57, 58, 59];

async function suggestion(body: Record<string, unknown>): Promise<CartSuggestion | null> {
  const res = await postJson(PATH, body);
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return ((await res.json()) as { data: { suggestion: CartSuggestion | null } }).data.suggestion;
}

async function refusal(body: unknown): Promise<[number, string]> {
  const res = await SELF.fetch(`${ORIGIN}${PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(await xsrfHeaders()) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(res.headers.get('content-type')).toContain('application/json');
  return [res.status, ((await res.json()) as { error: { code: string } }).error.code];
}

describe('the package optimiser API', () => {
  it('finds the package that holds the chosen single tests for less, in both languages', async () => {
    expect(await suggestion({ language: 'hu', location_id: null, package_ids: [], test_ids: THYROID_TESTS })).toEqual({
      examinations: [{ id: 6, name: 'Pajzsmirigy-csomag', price: 11900, app_time: 10, cat_id: 'pajzsmirigy' }],
      parameters: [],
      adds: [],
      current_total: 13900,
      total: 11900,
      saving: 2000,
      discount: 0,
      fee_included: false,
    });
    const english = await suggestion({ language: 'en', test_ids: THYROID_TESTS });
    expect(english?.examinations[0]?.name).toBe('Thyroid package');
  });

  it('sends the note’s texts in the asked language with the suggestion, none without one', async () => {
    const view = async (language: string, test_ids: number[]) => {
      const res = await postJson(PATH, { language, test_ids });
      return ((await res.json()) as { data: { view: Record<string, unknown> | null } }).data.view;
    };
    expect(await view('hu', THYROID_TESTS)).toMatchObject({
      title: 'Olcsóbban is megkaphatja',
      combination: 'Pajzsmirigy-csomag',
      saving: '2\u00a0000 Ft megtakarítás',
      switchLabel: 'Lecserélem erre: Pajzsmirigy-csomag',
    });
    expect(await view('en', THYROID_TESTS)).toMatchObject({
      title: 'You can have this for less',
      combination: 'Thyroid package',
    });
    expect(await view('hu', [57])).toBeNull();
  });

  it('fills with single tests, says what the combination adds, and includes the sampling fee at a location', async () => {
    // The Alap laborcsomag and eight single tests: the Kiterjesztett laborcsomag and the blood count.
    const found = await suggestion({
      language: 'en',
      location_id: 1,
      package_ids: [1],
      test_ids: [12, 29, 30, 44, 45, 47, 49, 57],
      time_chosen: true,
    });
    expect(found).toMatchObject({
      examinations: [{ id: 2, name: 'Extended lab package' }],
      parameters: [{ id: 1, name: 'Complete blood count (CBC)', price: 2900 }],
      adds: [{ id: 2, name: 'Full blood count with white cell differential' }],
      current_total: 22900 + 21400 + 2490,
      total: 39900 + 2900 + 2490,
      saving: 1500,
      fee_included: true,
    });
  });

  it('answers null for a cart that is already the best', async () => {
    expect(await suggestion({ package_ids: [1, 6] })).toBeNull();
    expect(await suggestion({ package_ids: [6], location_id: 1, time_chosen: true })).toBeNull();
  });

  it('never suggests a package the chosen location cannot sample', async () => {
    // Children's allergy package and the tests of the children's vitamin package: a children's location
    // samples that package for less; Budaörs samples no children's package.
    const body = { package_ids: [34], test_ids: [1, 49, 50, 51, 54] };
    expect(await suggestion({ ...body, location_id: 1 })).toMatchObject({
      examinations: [{ id: 34 }, { id: 35 }],
      saving: 5600,
    });
    expect(await suggestion({ ...body, location_id: 2 })).toBeNull();
  });

  it('never suggests a package needing an information sheet the patient has not chosen', async () => {
    // The tick's Borrelia PCR costs 16 900 Ft alone and 14 900 Ft as the package with its sheet.
    expect(await suggestion({ test_ids: [120] })).toBeNull();
    // The coeliac genetics: 39 900 Ft alone, 34 900 Ft as the package with its sheet.
    expect(await suggestion({ test_ids: [119], location_id: 1 })).toBeNull();
  });

  it('prices the glucose load packages with their sampling-fee tags', async () => {
    // OGTT2 and OGTT3 together: OGTT3 holds OGTT2's tests, and the heavier load decides the fee either way.
    expect(await suggestion({ package_ids: [22, 23], location_id: 1 })).toMatchObject({
      examinations: [{ id: 23 }],
      current_total: 3900 + 5900 + 5990,
      total: 5900 + 5990,
      fee_included: true,
    });
    expect(await suggestion({ package_ids: [22, 23] })).toMatchObject({ total: 5900, fee_included: false });
  });

  it('keeps the cart’s coupon: priced with it, and no suggestion it would not apply to', async () => {
    expect(await suggestion({ test_ids: THYROID_TESTS, location_id: 1, coupon_code: 'TAVASZ10' })).toMatchObject({
      current_total: 13900 + 2490 - 1390,
      total: 11900 + 2490 - 1190,
      saving: 1800,
      discount: 1190,
    });
    // ELSO2000 needs 15 000 Ft of tests: the thyroid tests and the ESR reach it, the package and the ESR do not.
    const body = { test_ids: [...THYROID_TESTS, 3], location_id: 1 };
    expect(await suggestion(body)).toMatchObject({ saving: 2000 });
    expect(await suggestion({ ...body, coupon_code: 'ELSO2000' })).toBeNull();
  });

  it('answers a cart of 15 items', async () => {
    // Two packages and 13 single tests at Szeged (3): the Pajzsmirigy-csomag and the two thyroid
    // antibodies make the Hashimoto-csomag (7) for 3 800 Ft less; the rest is best as it is.
    const found = await suggestion({
      language: 'hu',
      location_id: 3,
      package_ids: [1, 6],
      test_ids: [2, 12, 47, 48, 49, 50, 51, 60, 61, 62, 44, 45, 29],
      time_chosen: true,
    });
    expect(found).toMatchObject({
      examinations: [{ id: 1 }, { id: 7, name: 'Hashimoto-csomag (pajzsmirigy és antitestek)' }],
      adds: [],
      current_total: 99490,
      total: 95690,
      saving: 3800,
    });
    expect(found!.parameters.map((test) => test.id)).toEqual([2, 12, 29, 44, 45, 47, 48, 49, 50, 51, 62]);
  });

  it('refuses a body that is not the contract’s with 400 and a stable code', async () => {
    expect(await refusal('not json')).toEqual([400, 'invalid_body']);
    expect(await refusal([1, 2])).toEqual([400, 'invalid_body']);
    expect(await refusal({ package_ids: '1,2' })).toEqual([400, 'invalid_body']);
    expect(await refusal({ test_ids: [0] })).toEqual([400, 'invalid_body']);
    expect(await refusal({ test_ids: [1.5] })).toEqual([400, 'invalid_body']);
    expect(await refusal({ test_ids: [1], language: 'de' })).toEqual([400, 'invalid_body']);
    expect(await refusal({ test_ids: [1], location_id: 'Váci út' })).toEqual([400, 'invalid_body']);
    expect(await refusal({ test_ids: [1], time_chosen: 'yes' })).toEqual([400, 'invalid_body']);
    const many = Array.from({ length: 31 }, (_, index) => index + 1);
    expect(await refusal({ test_ids: many })).toEqual([400, 'invalid_body']);
  });

  it('refuses a cart the catalogue cannot read with 422 and a stable code', async () => {
    expect(await refusal({})).toEqual([422, 'invalid_items']);
    expect(await refusal({ package_ids: [999] })).toEqual([422, 'invalid_items']);
    expect(await refusal({ test_ids: [57, 9999] })).toEqual([422, 'invalid_items']);
    expect(await refusal({ test_ids: [57], location_id: 999 })).toEqual([422, 'unknown_location']);
  });

  it('is refused without the XSRF pair, like every call that is not a GET', async () => {
    const res = await SELF.fetch(`${ORIGIN}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ test_ids: THYROID_TESTS }),
    });
    expect(res.status).toBe(403);
  });
});
