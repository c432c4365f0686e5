import { env, SELF } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { labBackend } from '../../src/backends/lab';
import type { Bindings } from '../../src/env';
import { labApi } from '../../src/routes/api/lab';
import { ORIGIN } from './helpers';

// The rows these tests read are their own (ids 9001+), so they hold whatever the demo seed contains.

type Item = { [field: string]: any };
type Body = { data: Item[]; error?: { code: string; message: string } };

/** labApi mounted at /api as src/index.tsx mounts it, for the tests that run it with other bindings. */
const app = new Hono<{ Bindings: Bindings }>().route('/api', labApi);

/** A call through the whole worker, or through labApi alone when a test swaps bindings. */
async function get(path: string, bindings?: Partial<Bindings>): Promise<{ status: number; body: Body }> {
  const url = `${ORIGIN}/api/whitetech/${path}`;
  const res = bindings ? await app.request(url, {}, { ...env, ...bindings }) : await SELF.fetch(url);
  return { status: res.status, body: (await res.json()) as Body };
}

async function list(path: string): Promise<Item[]> {
  const { status, body } = await get(path);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const ids = (items: Item[]) => items.map((item) => item.id);
const ours = (items: Item[]) => items.filter((item) => item.id >= 9000 && item.id < 10000);

const CATALOGUE = [
  `INSERT OR IGNORE INTO lab_fractions VALUES
     (9001, 'Szérum', 'Serum', 'Vénás vér, alvadásgátló nélküli cső', 'Venous blood, plain tube'),
     (9002, 'Vizelet', 'Urine', 'Első reggeli vizelet', 'First morning urine')`,
  `INSERT OR IGNORE INTO lab_tests (id, code, url_slug, name_hu, name_en, description_hu, description_en, b2c_price,
     turn_around_time_min, turn_around_time_max, fraction_id, fasting_hours, morning_only, showonweb) VALUES
     (9101, 'T-GLU', 't-vercukor', 'Vércukor', 'Glucose', 'Éhgyomri vércukor', 'Fasting glucose', 1200, 1, 1, 9001, 8, 1, 1),
     (9102, 'T-CHOL', 't-koleszterin', 'Koleszterin', 'Cholesterol', 'Összkoleszterin', '', 1500, 1, 2, 9001, 12, 0, 1),
     (9103, 'T-MIN', 't-asvanyi', 'Ásványi anyagok', 'Minerals', '', '', 3000, 2, 5, 9002, 0, 0, 0),
     (9104, 'T-BIL', 't-bilirubin', 'Bilirubin', 'Bilirubin', '', '', 900, 1, 1, 9001, 0, 0, 1)`,
  `INSERT OR IGNORE INTO lab_categories VALUES
     ('t-alap', 'Alapcsomagok', 'Basic packages', 'Rutin', 'Routine', 1),
     ('t-vizelet', 'Vizeletvizsgálatok', 'Urine tests', '', '', 2)`,
  `INSERT OR IGNORE INTO lab_packages (id, whitetech_id, code, url_slug, name_hu, name_en, b2c_price, category_tag,
     app_time, weight) VALUES
     (9201, 'WT-9201', 'P-ALAP', 't-alap-szures', 'Alap szűrés', 'Basic screening', 2000, 't-alap', 10, 2),
     (9202, 'WT-9202', 'P-EVES', 't-eves-csomag', 'Éves csomag', 'Annual package', 5000, 't-alap', 120, 1),
     (9203, 'WT-9203', 'P-VIZ', 't-vizelet-csomag', 'Vizelet csomag', 'Urine package', 2500, 't-vizelet', 10, 1)`,
  `INSERT OR IGNORE INTO lab_package_tests VALUES (9201, 9101), (9201, 9102), (9201, 9104), (9202, 9101), (9202, 9103),
     (9203, 9103)`,
  `INSERT OR IGNORE INTO lab_package_tags VALUES (9201, 'showonweb'), (9202, 'showonweb'), (9202, 'samplingfee_ex_2')`,
  `INSERT OR IGNORE INTO lab_locations (id, url_slug, name, address, zip_code, city, county, gps_latitude,
     gps_longitude, text_hu, text_en, parking_info_hu, parking_info_en, weight) VALUES
     (9301, 't-budapest', 'Budapest, Teszt Központ', 'Váci út 1.', '1132', 'Budapest', 'Budapest', 47.51, 19.06,
      'Magyar leírás', 'English description', 'Mélygarázs', 'Underground car park', 1),
     (9302, 't-gyor', 'Győr, Teszt Pont', 'Baross út 2.', '9021', 'Győr', 'Győr-Moson-Sopron', 47.68, 17.63,
      'Győri pont', '', '', '', 1),
     (9303, 't-debrecen', 'Debrecen, Rejtett', 'Piac u. 3.', '4024', 'Debrecen', 'Hajdú-Bihar', 47.53, 21.62,
      '', '', '', '', 0)`,
  `INSERT OR IGNORE INTO lab_location_tags VALUES (9301, 'showonweb'), (9301, 'child_testing'), (9302, 'showonweb')`,
  `INSERT OR IGNORE INTO lab_working_plans VALUES (9301, 1, '07:00:00', '12:00:00'), (9301, 2, '07:00:00', '12:00:00'),
     (9301, 3, '07:00:00', '12:00:00'), (9301, 4, '07:00:00', '12:00:00'), (9301, 5, '07:00:00', '11:00:00'),
     (9301, 6, '08:00:00', '10:00:00'), (9302, 1, '07:30:00', '09:30:00'), (9302, 3, '07:30:00', '09:30:00')`,
  `INSERT OR IGNORE INTO lab_sampling_fees VALUES (9301, 'samplingfee_ex_2', 3000), (9301, 'base', 1000),
     (9302, 'base', 1200)`,
  `INSERT OR IGNORE INTO lab_location_packages VALUES (9301, 9201), (9301, 9202), (9301, 9203), (9302, 9201)`,
];

beforeAll(async () => {
  await env.DB.batch(CATALOGUE.map((sql) => env.DB.prepare(sql)));
});

describe('GET /api/whitetech/web/tests', () => {
  it('answers tests by name in Hungarian collation, with fraction, tags and the English name', async () => {
    const tests = await list('web/tests?test_ids=9101,9102,9103,9104');
    expect(tests.map((test) => test.name)).toEqual(['Ásványi anyagok', 'Bilirubin', 'Koleszterin', 'Vércukor']);
    expect(tests[3]).toEqual({
      id: 9101,
      code: 'T-GLU',
      url_slug: 't-vercukor',
      name: 'Vércukor',
      name_en: 'Glucose',
      description: 'Éhgyomri vércukor',
      b2c_price: 1200,
      turn_around_time_min: 1,
      turn_around_time_max: 1,
      fractions: [{ id: 9001, name: 'Szérum', sample_type: 'Vénás vér, alvadásgátló nélküli cső' }],
      fasting_hours: 8,
      morning_only: true,
      preparation: '',
      tags: ['showonweb'],
    });
    expect(tests[0].tags).toEqual([]);
  });

  it('switches texts to English, keeping a Hungarian text where no English one is written', async () => {
    const tests = await list('web/tests?test_ids=9101,9102,9103,9104&language=en');
    expect(tests.map((test) => test.name)).toEqual(['Bilirubin', 'Cholesterol', 'Glucose', 'Minerals']);
    expect(tests[2].fractions).toEqual([{ id: 9001, name: 'Serum', sample_type: 'Venous blood, plain tube' }]);
    expect(tests[1].description).toBe('Összkoleszterin');
  });

  it('filters by fraction_ids and by test_ids together, in either list form', async () => {
    expect(ids(await list('web/tests?fraction_ids=9002'))).toEqual([9103]);
    expect(ids(await list('web/tests?fraction_ids=9001&test_ids=9101,9103'))).toEqual([9101]);
    expect(ids(await list('web/tests?test_ids=9101&test_ids=9102,9104&institute_id=1'))).toEqual([9104, 9102, 9101]);
    expect(ours(await list('web/tests')).length).toBe(4);
  });
});

describe('GET /api/whitetech/web/packages', () => {
  it('derives the undiscounted price, turnaround and fractions from the tests', async () => {
    const [annual] = await list('web/packages?package_ids=9202');
    expect(annual).toMatchObject({
      id: 9202,
      whitetech_id: 'WT-9202',
      name: 'Éves csomag',
      name_en: 'Annual package',
      b2c_price: 5000,
      price_without_discount: 4200,
      turn_around_time_min: 2,
      turn_around_time_max: 5,
      category_tag: 't-alap',
      category_name: 'Alapcsomagok',
      category_description: 'Rutin',
      category_weight: 1,
      app_time: 120,
      info_sheet: null,
      tags: ['samplingfee_ex_2', 'showonweb'],
    });
    expect(annual.fractions.map((f: Item) => f.id)).toEqual([9001, 9002]);
    expect(annual.tests.map((t: Item) => t.name)).toEqual(['Ásványi anyagok', 'Vércukor']);

    const [basic] = await list('web/packages?package_ids=9201&language=en');
    expect(basic).toMatchObject({
      name: 'Basic screening',
      category_name: 'Basic packages',
      price_without_discount: 3600,
    });
    expect([basic.turn_around_time_min, basic.turn_around_time_max]).toEqual([1, 2]);
    expect(basic.tests.map((t: Item) => t.name)).toEqual(['Bilirubin', 'Cholesterol', 'Glucose']);
  });

  it('orders packages by weight, then name', async () => {
    expect(ids(await list('web/packages?package_ids=9201,9202,9203'))).toEqual([9202, 9203, 9201]);
    expect(ids(ours(await list('web/packages?institute_id=1')))).toEqual([9202, 9203, 9201]);
  });
});

describe('GET /api/whitetech/web/locations', () => {
  it('answers the working plan by weekday, tags, translated sampling fees and package ids', async () => {
    const [budapest] = await list('web/locations?location_ids=9301');
    expect(budapest.working_plan).toEqual({
      monday: { start: '07:00:00', end: '12:00:00' },
      tuesday: { start: '07:00:00', end: '12:00:00' },
      wednesday: { start: '07:00:00', end: '12:00:00' },
      thursday: { start: '07:00:00', end: '12:00:00' },
      friday: { start: '07:00:00', end: '11:00:00' },
      saturday: { start: '08:00:00', end: '10:00:00' },
      sunday: { start: null, end: null },
    });
    expect(budapest.sampling_fee).toEqual([
      { type: 'base', name: 'Alap mintavételi díj', price: 1000 },
      { type: 'samplingfee_ex_2', name: 'Terheléses vércukor (2 pontos) mintavételi díja', price: 3000 },
    ]);
    expect(budapest).toMatchObject({
      name: 'Budapest, Teszt Központ',
      zip_code: '1132',
      gps_latitude: 47.51,
      tags: ['child_testing', 'showonweb'],
      package_ids: [9201, 9202, 9203],
      text_hu: 'Magyar leírás',
      text: 'Magyar leírás',
      parking_info: 'Mélygarázs',
      img: null,
    });

    const [english] = await list('web/locations?location_ids=9301&language=en');
    expect(english.sampling_fee.map((fee: Item) => fee.name)).toEqual([
      'Basic sampling fee',
      'Glucose load test (2 points) sampling fee',
    ]);
    expect(english).toMatchObject({ text_hu: 'Magyar leírás', text: 'English description' });
  });

  it('leaves a location without plan rows closed every day, with no fees', async () => {
    const [hidden] = await list('web/locations?location_ids=9303');
    expect(Object.values(hidden.working_plan)).toEqual(Array(7).fill({ start: null, end: null }));
    expect(hidden).toMatchObject({ tags: [], sampling_fee: [], package_ids: [] });
  });

  it('keeps only the locations that can sample every given package, ordered by weight then name', async () => {
    expect(ids(await list('web/locations?location_ids=9301,9302,9303'))).toEqual([9303, 9301, 9302]);
    expect(ids(ours(await list('web/locations?package_ids=9201')))).toEqual([9301, 9302]);
    expect(ids(ours(await list('web/locations?package_ids=9201,9202')))).toEqual([9301]);
    expect(ids(await list('web/locations?package_ids=9201&package_ids=9201&location_ids=9302'))).toEqual([9302]);
  });
});

describe('GET /api/whitetech/prices', () => {
  it('lists packages by category weight, then name, and single tests after them', async () => {
    const prices = ours(await list('prices'));
    expect(prices.map((entry) => `${entry.type}:${entry.id}`)).toEqual([
      'package:9201',
      'package:9202',
      'package:9203',
      'test:9103',
      'test:9104',
      'test:9102',
      'test:9101',
    ]);
    expect(prices[1]).toEqual({
      type: 'package',
      id: 9202,
      code: 'P-EVES',
      name: 'Éves csomag',
      url_slug: 't-eves-csomag',
      category_tag: 't-alap',
      category_name: 'Alapcsomagok',
      b2c_price: 5000,
      price_without_discount: 4200,
      turn_around_time_min: 2,
      turn_around_time_max: 5,
      tags: ['samplingfee_ex_2', 'showonweb'],
    });
    expect(prices[3]).toMatchObject({ category_tag: null, category_name: null, price_without_discount: null });
  });

  it('answers only tests or only packages by type, in the requested language', async () => {
    const tests = ours(await list('prices?type=test&language=en'));
    expect(tests.map((entry) => entry.name)).toEqual(['Bilirubin', 'Cholesterol', 'Glucose', 'Minerals']);
    const packages = await list('prices?type=package');
    expect(packages.every((entry) => entry.type === 'package')).toBe(true);
    expect(ids(ours(packages))).toEqual([9201, 9202, 9203]);
  });
});

describe('lab API: empty answers (spec section 8)', () => {
  it.each([
    ['web/tests?test_ids=999999', 'tests'],
    ['web/packages?package_ids=999999', 'packages'],
    ['web/locations?location_ids=9302&package_ids=9202', 'locations'],
  ])("answers %s with 404 'No data received from %s', a warning in the log", async (path, source) => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { status, body } = await get(path);
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: 'no_data', message: `No data received from ${source}` });
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`No data received from ${source}`));
    vi.restoreAllMocks();
  });
});

describe('lab API: bad parameters', () => {
  it.each([
    ['web/tests?test_ids=abc', 'test_ids must be a comma-separated list of ids'],
    ['web/tests?fraction_ids=1,-2', 'fraction_ids must be a comma-separated list of ids'],
    ['web/tests?language=de', 'language must be hu or en'],
    ['web/tests?institute_id=abc', 'institute_id must be a positive whole number'],
    ['web/packages?package_ids=1.5', 'package_ids must be a comma-separated list of ids'],
    ['web/locations?location_ids=0', 'location_ids must be a comma-separated list of ids'],
    ['prices?type=bundle', 'type must be test or package'],
    ['prices?language=', 'language must be hu or en'],
  ])('answers 400 invalid_query for %s', async (path, message) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: 'invalid_query', message });
  });

  it('reads an empty id list as no filter', async () => {
    expect(ours(await list('web/tests?test_ids=&fraction_ids=9002'))).toHaveLength(1);
  });
});

describe('lab API: the configured backend and the cache', () => {
  let renamed = false;
  afterEach(async () => {
    if (renamed) {
      await env.DB.exec('ALTER TABLE lab_fractions_off RENAME TO lab_fractions');
      await env.DB.exec('ALTER TABLE lab_working_plans_off RENAME TO lab_working_plans');
    }
    renamed = false;
    vi.unstubAllGlobals();
  });

  it('serves the last good copy when the catalogue fails, and 502 when there is none', async () => {
    const paths = ['prices?type=test', 'web/tests?test_ids=9101', 'web/packages?package_ids=9201', 'web/locations'];
    const primed = await Promise.all(paths.map((path) => get(path)));
    await env.DB.exec('ALTER TABLE lab_fractions RENAME TO lab_fractions_off');
    await env.DB.exec('ALTER TABLE lab_working_plans RENAME TO lab_working_plans_off');
    renamed = true;
    for (const [i, path] of paths.entries()) {
      const stale = await get(path);
      expect(stale.status, path).toBe(200);
      expect(stale.body).toEqual(primed[i].body);
    }
    const neverCached = await get('web/tests?test_ids=9102&language=en');
    expect(neverCached.status).toBe(502);
    expect(neverCached.body.error?.code).toBe('lab_backend_failed');
  });

  it('answers from the laboratory system when LAB_BACKEND is http', async () => {
    const upstream = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({ data: [] }));
    vi.stubGlobal('fetch', upstream);
    const http = { LAB_BACKEND: 'http', LAB_API_URL: 'https://lab.example.hu', LAB_API_KEY: 'k' };
    const { status, body } = await get('prices?language=en', http);
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: 'no_data', message: 'No data received from prices' });
    expect(String(upstream.mock.calls[0][0])).toBe('https://lab.example.hu/api/whitetech/prices?language=en');

    upstream.mockImplementation(async () => new Response('down', { status: 503 }));
    expect((await get('web/packages?package_ids=1', http)).status).toBe(502);
  });

  it('refuses an unknown backend, an http one without LAB_API_URL and a bad institute id', () => {
    const base = { DB: env.DB, LAB_API_URL: '', LAB_INSTITUTE_ID: '1' };
    expect(labBackend({ ...base, LAB_BACKEND: 'embedded' }).tests).toBeTypeOf('function');
    expect(() => labBackend({ ...base, LAB_BACKEND: 'whitetech' })).toThrow(/Unknown LAB_BACKEND "whitetech"/);
    expect(() => labBackend({ ...base, LAB_BACKEND: 'http' })).toThrow(/LAB_API_URL/);
    expect(() => labBackend({ ...base, LAB_BACKEND: 'http', LAB_API_URL: 'https://x', LAB_INSTITUTE_ID: 'a' })).toThrow(
      /LAB_INSTITUTE_ID/,
    );
  });
});
