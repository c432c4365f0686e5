import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../src/env';
import worker from '../../src/index';
import { PRODUCTION_VARS, STAFF_SERVICE } from '../fixtures/production';

// The street map's tile source (decision 0061): the CSP lets the browser load images from the tile
// host only when one is configured, the pages ask for the street map only then, and the fail-closed
// check (decision 0015) refuses a source without its credit or, in production, one not on https.

const TILES = 'https://tiles.example.net/osm/{z}/{x}/{y}.png';
const ATTRIBUTION = '© OpenStreetMap contributors';

afterEach(() => vi.restoreAllMocks());

async function call(bindings: object, path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://www.pannonlabor.example${path}`), bindings as Bindings, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  const imgSrc =
    /img-src ([^;]*)/
      .exec(res.headers.get('content-security-policy') ?? '')?.[1]
      ?.split(' ')
      .filter(Boolean) ?? [];
  return { status: res.status, html, imgSrc };
}

const problems = async (bindings: object) =>
  (JSON.parse((await call(bindings, '/healthz')).html) as { problems?: { setting: string; problem: string }[] })
    .problems ?? [];

describe('with a tile source', () => {
  const bindings = { ...env, MAP_TILES_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png', MAP_ATTRIBUTION: ATTRIBUTION };

  it("allows the tile host's images, and only its origin", async () => {
    const { status, imgSrc } = await call(bindings, '/helyszinek');
    expect(status).toBe(200);
    expect(imgSrc).toContain('http://127.0.0.1:9');
    expect(imgSrc.filter((source) => source.includes('127.0.0.1'))).toEqual(['http://127.0.0.1:9']);
  });

  it('asks for the street map on the list and on a location page, over the outline', async () => {
    for (const path of ['/helyszinek', '/en/helyszinek/budapest-vaci-ut?tiles']) {
      const { html } = await call(bindings, path);
      expect(html, path).toContain('data-street-map=""');
      expect(html, path).toContain('data-tiles="http://127.0.0.1:9/{z}/{x}/{y}.png"');
      expect(html, path).toContain(`data-attribution="${ATTRIBUTION}"`);
      expect(html, path).toMatch(/data-css="\/assets\/leaflet-[0-9a-f]+\.css"/);
      // The outline and its pin links stay in the markup: the path without script, and until the tiles load.
      expect(html, path).toContain('class="map-pin');
    }
  });
});

describe('without a tile source (the default)', () => {
  it('keeps the outline map alone and allows no tile host', async () => {
    for (const path of ['/helyszinek', '/en/helyszinek/budapest-vaci-ut']) {
      const { status, html, imgSrc } = await call(env, path);
      expect(status).toBe(200);
      expect(html).toContain('class="map-pin');
      expect(html).not.toContain('data-street-map');
      expect(html).not.toContain('leaflet');
      expect(imgSrc).toEqual(["'self'", 'data:', 'https:']);
    }
  });
});

describe('the configuration check', () => {
  it('refuses in production a tile URL that is not https, naming MAP_TILES_URL', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bindings = {
      ...env,
      ...PRODUCTION_VARS,
      STAFF_SERVICE,
      MAP_TILES_URL: 'http://tiles.example.net/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: ATTRIBUTION,
    };
    expect((await call(bindings, '/helyszinek')).status).toBe(503);
    expect(await problems(bindings)).toEqual([{ setting: 'MAP_TILES_URL', problem: 'must be an https URL' }]);
  });

  it('refuses tiles without their attribution, naming MAP_ATTRIBUTION, in production and outside it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const base of [{ ...env, ...PRODUCTION_VARS, STAFF_SERVICE }, env]) {
      const bindings = { ...base, MAP_TILES_URL: TILES, MAP_ATTRIBUTION: ' ' };
      expect(await problems(bindings)).toEqual([
        { setting: 'MAP_ATTRIBUTION', problem: 'not set; the tiles of MAP_TILES_URL must be credited' },
      ]);
    }
  });

  it('refuses a URL that is no tile template', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = async (url: string) =>
      (await problems({ ...env, MAP_TILES_URL: url, MAP_ATTRIBUTION: ATTRIBUTION })).map((p) => p.problem);
    expect(await refused('https://tiles.example.net/tile.png')).toEqual(['must hold {z}, {x} and {y}']);
    expect(await refused('https://{s}.tiles.example.net/{z}/{x}/{y}.png')).toEqual([
      'must name one host ({s} subdomains are not supported)',
    ]);
    expect(await refused('ftp://tiles.example.net/{z}/{x}/{y}.png')).toEqual(['not an http(s) URL']);
  });

  it('accepts an https tile source with its attribution in production', async () => {
    const bindings = { ...env, ...PRODUCTION_VARS, STAFF_SERVICE, MAP_TILES_URL: TILES, MAP_ATTRIBUTION: ATTRIBUTION };
    expect(await problems(bindings)).toEqual([]);
    const { status, imgSrc } = await call(bindings, '/en/helyszinek?production');
    expect(status).toBe(200);
    expect(imgSrc).toContain('https://tiles.example.net');
  });
});
