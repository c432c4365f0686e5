import { describe, expect, it } from 'vitest';
import { httpLabBackend } from '../../src/backends/lab/http';
import type { LabBackend } from '../../src/backends/lab/port';
import locations from '../fixtures/lab/locations.json';
import noData from '../fixtures/lab/no-data.json';
import packages from '../fixtures/lab/packages.json';
import prices from '../fixtures/lab/prices.json';
import tests from '../fixtures/lab/tests.json';

// The HTTP laboratory backend against recorded laboratory-system answers (DESIGN.md, Ports: contract
// tests for every remote implementation), through an injected fetch.

interface Call {
  url: URL;
  headers: Headers;
  signal: AbortSignal | null | undefined;
}

/** A laboratory-system stand-in that records each request and answers with the given body and status. */
function lab(body: unknown, status = 200, apiKey = 'lab-api-key') {
  const calls: Call[] = [];
  const backend = httpLabBackend({
    baseUrl: 'https://labor.example.hu/',
    apiKey,
    instituteId: 4,
    fetch: async (input, init) => {
      calls.push({ url: new URL(String(input)), headers: new Headers(init?.headers), signal: init?.signal });
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(text, { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { backend, calls };
}

const copy = <T>(value: T): any => structuredClone(value);

describe('httpLabBackend: the requests', () => {
  it('calls /web/tests with language, institute_id and comma-separated id lists, and the headers', async () => {
    const { backend, calls } = lab(tests);
    await backend.tests({ language: 'en', fraction_ids: [1, 2], test_ids: [101, 112] });
    const [{ url, headers, signal }] = calls;
    expect(url.origin + url.pathname).toBe('https://labor.example.hu/api/whitetech/web/tests');
    expect(url.search).toBe('?language=en&institute_id=4&fraction_ids=1,2&test_ids=101,112');
    expect(headers.get('authorization')).toBe('Bearer lab-api-key');
    expect(headers.get('accept')).toBe('application/json');
    expect(signal).toBeInstanceOf(AbortSignal);
  });

  it("sends the query's institute_id over the configured one, and leaves absent parameters out", async () => {
    const { backend, calls } = lab(packages, 200, '');
    await backend.packages({ language: 'hu', institute_id: 9 });
    await backend.packages({ language: 'hu', package_ids: [7] });
    expect(calls.map((call) => call.url.pathname + call.url.search)).toEqual([
      '/api/whitetech/web/packages?language=hu&institute_id=9',
      '/api/whitetech/web/packages?language=hu&institute_id=4&package_ids=7',
    ]);
    expect(calls[0].headers.has('authorization')).toBe(false);
  });

  it('calls /web/locations and /prices with their own parameters', async () => {
    const { backend: locationsBackend, calls: locationCalls } = lab(locations);
    await locationsBackend.locations({ language: 'hu', location_ids: [3, 5], package_ids: [7, 12] });
    expect(locationCalls[0].url.pathname + locationCalls[0].url.search).toBe(
      '/api/whitetech/web/locations?language=hu&location_ids=3,5&package_ids=7,12',
    );
    const { backend: pricesBackend, calls: priceCalls } = lab(prices);
    await pricesBackend.prices({ language: 'en', type: 'package' });
    await pricesBackend.prices({ language: 'hu' });
    expect(priceCalls.map((call) => call.url.pathname + call.url.search)).toEqual([
      '/api/whitetech/prices?language=en&type=package',
      '/api/whitetech/prices?language=hu',
    ]);
  });

  it('gives up after the timeout with an error naming the call', async () => {
    const backend = httpLabBackend({
      baseUrl: 'https://labor.example.hu',
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    });
    await expect(backend.locations({ language: 'hu' })).rejects.toThrow(
      'Laboratory backend call locations failed: The operation was aborted due to timeout',
    );
  });
});

describe('httpLabBackend: the answers', () => {
  it('answers each call with the recorded data, dropping fields the port does not name', async () => {
    expect(await lab(prices).backend.prices({ language: 'hu' })).toEqual(prices.data);
    expect(await lab(packages).backend.packages({ language: 'hu' })).toEqual(packages.data);
    expect(await lab(locations).backend.locations({ language: 'hu' })).toEqual(locations.data);
    const [glucose, tsh] = await lab(tests).backend.tests({ language: 'hu' });
    expect(glucose).not.toHaveProperty('lis_code');
    expect(glucose).toEqual({ ...tests.data[0], lis_code: undefined, updated_at: undefined });
    expect(tsh).toEqual(tests.data[1]);
  });

  it("reads an empty answer — [], data null or a 404 'no_data' — as no data", async () => {
    expect(await lab({ data: [] }).backend.tests({ language: 'hu' })).toEqual([]);
    expect(await lab({ data: null }).backend.prices({ language: 'hu' })).toEqual([]);
    expect(await lab(noData, 404).backend.packages({ language: 'hu' })).toEqual([]);
  });

  const broken: [string, (backend: LabBackend) => Promise<unknown>, unknown][] = [
    ['tests', (b) => b.tests({ language: 'hu' }), withItem(tests, (test) => delete test.name_en)],
    ['packages', (b) => b.packages({ language: 'hu' }), withItem(packages, (item) => (item.b2c_price = '5990'))],
    ['locations', (b) => b.locations({ language: 'hu' }), withItem(locations, (l) => (l.working_plan.sunday = null))],
    ['prices', (b) => b.prices({ language: 'hu' }), withItem(prices, (entry) => (entry.type = 'bundle'))],
    ['tests', (b) => b.tests({ language: 'hu' }), { tests: tests.data }],
    ['locations', (b) => b.locations({ language: 'hu' }), '<html>Bad gateway</html>'],
  ];
  it.each(broken)('rejects a %s body with a missing or mistyped field, naming the call', async (call, ask, body) => {
    await expect(ask(lab(body).backend)).rejects.toThrow(`Laboratory backend answered ${call} with an unexpected body`);
  });

  it('rejects a 500 and a 404 that is not no_data, naming the call', async () => {
    const failed = lab({ error: { code: 'internal', message: 'database locked' } }, 500).backend;
    await expect(failed.packages({ language: 'hu' })).rejects.toThrow('Laboratory backend answered 500 for packages');
    const missing = lab('Not Found', 404).backend;
    await expect(missing.tests({ language: 'hu' })).rejects.toThrow('Laboratory backend answered 404 for tests');
  });

  it('rejects a failed connection, naming the call', async () => {
    const backend = httpLabBackend({
      baseUrl: 'https://labor.example.hu',
      fetch: async () => {
        throw new TypeError('Network connection lost.');
      },
    });
    await expect(backend.prices({ language: 'hu' })).rejects.toThrow(
      'Laboratory backend call prices failed: Network connection lost.',
    );
  });
});

/** A copy of a recorded answer with its first item changed. */
function withItem(fixture: { data: unknown[] }, change: (item: any) => unknown) {
  const body = copy(fixture);
  change(body.data[0]);
  return body;
}
