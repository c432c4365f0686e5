import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/env';
import { settlementsApi } from '../../src/routes/api/settlements';
import { BUDAPEST_DISTRICT_CENTRES } from '../../src/domain/budapestDistricts';

// The module is tested on its own app, as src/index.tsx mounts it: at /api.
const app = new Hono<AppEnv>().route('/api', settlementsApi);

type Body = { data?: any; error?: { code: string; message: string } };

async function get(path: string) {
  const res = await app.request(path, {}, env);
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as Body };
}

async function expectError(path: string, status: number, code: string) {
  const res = await get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.cacheControl).toBeNull();
  expect(res.body).toEqual({ error: { code, message: expect.any(String) } });
  return res.body.error!.message;
}

describe('GET /api/settlements (autocomplete)', () => {
  it('answers matches, county seats first, as cacheable reference data', async () => {
    const res = await get('/api/settlements?q=sze');
    expect(res.status).toBe(200);
    expect(res.cacheControl).toBe('public, max-age=86400');
    expect(res.body.data).toHaveLength(8);
    expect(res.body.data[0]).toEqual({
      name: 'Szeged',
      county: 'Csongrád-Csanád',
      postalCodes: expect.arrayContaining([6720]),
      rank: 'megyeszékhely',
      lat: 46.25463,
      lng: 20.1486,
    });
  });

  it('matches postal codes by prefix and honours limit', async () => {
    expect((await get('/api/settlements?q=403')).body.data.map((s: any) => s.name)).toEqual(['Debrecen']);
    expect((await get('/api/settlements?q=a&limit=20')).body.data).toHaveLength(20);
    expect((await get('/api/settlements?q=a&limit=1')).body.data).toHaveLength(1);
  });

  it('reads accented and encoded queries, and answers [] when nothing matches', async () => {
    const res = await get(`/api/settlements?q=${encodeURIComponent('Győr')}`);
    expect(res.body.data[0].name).toBe('Győr');
    const none = await get('/api/settlements?q=xyzzy');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ data: [] });
  });

  it('refuses a missing, blank or over-long q with invalid_query', async () => {
    expect(await expectError('/api/settlements', 400, 'invalid_query')).toMatch(/^q is required/);
    expect(await expectError('/api/settlements?q=%20%20', 400, 'invalid_query')).toMatch(/^q is required/);
    await get(`/api/settlements?q=${'a'.repeat(50)}`).then((res) => expect(res.status).toBe(200));
    expect(await expectError(`/api/settlements?q=${'a'.repeat(51)}`, 400, 'invalid_query')).toBe(
      'q must be at most 50 characters',
    );
  });

  it('refuses a limit outside 1–20 with invalid_query', async () => {
    for (const limit of ['0', '21', '-1', '2.5', 'ten', '']) {
      expect(await expectError(`/api/settlements?q=deb&limit=${limit}`, 400, 'invalid_query')).toBe(
        'limit must be a whole number from 1 to 20',
      );
    }
  });
});

describe('GET /api/settlements/postal/:code', () => {
  it('answers the settlement and county of a code', async () => {
    const res = await get('/api/settlements/postal/4032');
    expect(res.status).toBe(200);
    expect(res.cacheControl).toBe('public, max-age=86400');
    expect(res.body).toEqual({
      data: {
        postalCode: 4032,
        settlements: [{ name: 'Debrecen', county: 'Hajdú-Bihar', lat: 47.5314, lng: 21.62598 }],
        county: 'Hajdú-Bihar',
      },
    });
  });

  it('lists every settlement that shares a code', async () => {
    const { body } = await get('/api/settlements/postal/7838');
    expect(body.data.settlements).toHaveLength(9);
    expect(body.data.county).toBe('Baranya');
  });

  it('answers Budapest for any 1xxx code', async () => {
    for (const code of ['1134', '1364']) {
      const res = await get(`/api/settlements/postal/${code}`);
      expect(res.status).toBe(200);
      expect(res.body.data.settlements.map((s: any) => s.name)).toEqual(['Budapest']);
      expect(res.body.data.county).toBe('Budapest');
    }
  });

  it('answers 404 settlement_not_found for a code no settlement has', async () => {
    expect(await expectError('/api/settlements/postal/9999', 404, 'settlement_not_found')).toContain('9999');
    await expectError('/api/settlements/postal/0123', 404, 'settlement_not_found');
  });

  it('answers 400 invalid_postal_code unless the code is 4 digits', async () => {
    for (const code of ['403', '40320', 'abcd', '40%2032']) {
      await expectError(`/api/settlements/postal/${code}`, 400, 'invalid_postal_code');
    }
  });
});

describe('GET /api/settlements/locate', () => {
  it('places a postal code or a settlement name', async () => {
    const byCode = await get('/api/settlements/locate?q=4032');
    expect(byCode.status).toBe(200);
    expect(byCode.cacheControl).toBe('public, max-age=86400');
    expect(byCode.body).toEqual({ data: { name: 'Debrecen', lat: 47.5314, lng: 21.62598, postalCode: 4032 } });
    expect((await get('/api/settlements/locate?q=SZEGED')).body).toEqual({
      data: { name: 'Szeged', lat: 46.25463, lng: 20.1486 },
    });
  });

  it('places a Budapest postal code at its district, naming the code and the district', async () => {
    expect((await get('/api/settlements/locate?q=1134')).body).toEqual({
      data: { name: 'Budapest', ...BUDAPEST_DISTRICT_CENTRES[13], postalCode: 1134, district: 13 },
    });
  });

  it('answers 404 settlement_not_found for what it cannot place', async () => {
    await expectError('/api/settlements/locate?q=9999', 404, 'settlement_not_found');
    await expectError('/api/settlements/locate?q=Atlantisz', 404, 'settlement_not_found');
  });

  it('answers 400 invalid_query for a missing or over-long q', async () => {
    await expectError('/api/settlements/locate', 400, 'invalid_query');
    await expectError(`/api/settlements/locate?q=${'a'.repeat(51)}`, 400, 'invalid_query');
  });
});
