import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase, root, startDevServer } from '../../scripts/lib/local.mjs';
import { AUDIT_LANGS, AUDIT_WIDTHS, axeViolations } from './axe';
import { contextOptions, launch, origin, pageErrors } from './browser';
import { ready } from './islands';
import { observeLayoutShifts } from './shift';

// The street map (decision 0061) as a visitor meets it when the operator configured a tile source: a
// server of its own with MAP_TILES_URL pointing at a tile stand-in started here, which counts what it is
// asked for and answers every tile with one small PNG (a light square with a grid line on two sides).
// The default server (no tiles) keeps the offline outline and never loads Leaflet.

const PORT = Number(process.env.E2E_STREET_MAP_PORT ?? Number(process.env.E2E_PORT ?? 8799) + 2);
const ATTRIBUTION = '© Térképcsempe-próba';
const LEAFLET = /\/(chunks\/streetMap-[^/]*\.js|leaflet-[^/]*\.css)$/;

let browser: Browser;
let site: Awaited<ReturnType<typeof startDevServer>>;
let tileServer: Server;
let tileOrigin = '';
const tileRequests: string[] = [];

beforeAll(async () => {
  const tile = gridTile();
  tileServer = createServer((req, res) => {
    tileRequests.push(req.url ?? '');
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(tile);
  });
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
  tileOrigin = `http://127.0.0.1:${(tileServer.address() as AddressInfo).port}`;
  const persistTo = join(root, '.wrangler/e2e-street-map-state');
  rmSync(persistTo, { recursive: true, force: true });
  await prepareDatabase({ persistTo, quiet: true });
  site = await startDevServer({
    port: PORT,
    persistTo,
    quiet: true,
    vars: { MAP_TILES_URL: `${tileOrigin}/{z}/{x}/{y}.png`, MAP_ATTRIBUTION: ATTRIBUTION },
  });
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  site?.stop();
  await new Promise((resolve) => tileServer?.close(resolve));
});

/** A fresh visitor on `base` at the given viewport, layout shifts observed from the first byte. */
async function open(base: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext(contextOptions({ baseURL: base, viewport }));
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await page.addInitScript(observeLayoutShifts);
  await page.addInitScript(recordShiftSources);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  return { context, page, errors: pageErrors(page), requests };
}

/** Which elements moved, and by how much: said when a shift is over budget. */
function recordShiftSources() {
  const shifts: string[] = [];
  (window as unknown as { shifts: string[] }).shifts = shifts;
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      const nodes = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
        const name = node instanceof Element ? `${node.tagName}.${node.className}` : (node?.nodeName ?? '?');
        return `${name} ${a.x},${a.y} ${a.width}x${a.height} → ${b.x},${b.y} ${b.width}x${b.height}`;
      });
      shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${nodes.join('; ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const shiftSources = (page: Page) => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts.join('\n'));

const serious = (violations: string[]) => violations.filter((line) => /\((serious|critical)\)/.test(line));

/** Brings the map into view as a visitor scrolling to it would, and waits for the street map to show. */
async function streetMapShown(page: Page) {
  const figure = page.locator('figure[data-street-map]');
  await figure.scrollIntoViewIfNeeded();
  await page.locator('figure[data-street-map="ready"]').waitFor();
  return figure;
}

describe('the street map, with a tile source configured', () => {
  for (const { prefix, lang } of AUDIT_LANGS) {
    for (const viewport of AUDIT_WIDTHS) {
      const names =
        lang === 'hu' ? { zoomIn: 'Nagyítás', zoomOut: 'Kicsinyítés' } : { zoomIn: 'Zoom in', zoomOut: 'Zoom out' };

      it(`/helyszinek shows every location on street tiles (${lang}, ${viewport.width} px)`, async () => {
        const { context, page, errors, requests } = await open(site.origin, viewport);
        try {
          await page.goto(`${prefix}/helyszinek`);
          await ready(page);
          if (viewport.width < 1000) {
            // On a phone the map is below the list: nothing of Leaflet is fetched before it comes near.
            await page.waitForLoadState('networkidle');
            expect(requests.filter((path) => LEAFLET.test(path))).toEqual([]);
          }
          const before = tileRequests.length;
          const figure = await streetMapShown(page);
          expect(tileRequests.length).toBeGreaterThan(before);
          await expectTilesShown(page);
          // Every location of the list is on the map: its own marker, a link to the same page as the
          // outline's pin, or, where locations are too close to tell apart (Budapest), a button naming them.
          const outline = await figure
            .locator('.map-pin')
            .evaluateAll((pins) => pins.map((pin) => [pin.getAttribute('href')!, pin.getAttribute('aria-label')!]));
          expect(outline.length).toBeGreaterThan(1);
          const links = new Map(
            await figure
              .locator('.street-pin a')
              .evaluateAll((all) => all.map((link) => [link.getAttribute('aria-label')!, link.getAttribute('href')!])),
          );
          const group = figure.locator('.street-pin button').first();
          const groups = await figure
            .locator('.street-pin button')
            .evaluateAll((all) => all.map((button) => button.getAttribute('aria-label')!));
          for (const [href, name] of outline) {
            if (links.has(name!)) expect(links.get(name!)).toBe(href);
            else
              expect(
                groups.some((label) => label.includes(name!)),
                name!,
              ).toBe(true);
          }
          expect(groups.length).toBeGreaterThan(0);
          await expectUsable(page, names);
          expect(await page.evaluate(() => window.layoutShift!()), await shiftSources(page)).toBeLessThanOrEqual(0.02);
          expect(serious(await axeViolations(page))).toEqual([]);
          // The group's button, with the keyboard, zooms in until its locations are links of their own,
          // and the keyboard's focus goes on to the first of them.
          const label = (await group.getAttribute('aria-label'))!;
          expect(label).toContain(names.zoomIn);
          expect(label).toMatch(lang === 'hu' ? /^\d+ helyszín: / : /^\d+ locations: /);
          const first = outline.find(([, name]) => label.includes(`: ${name}, `))!;
          await group.focus();
          // Each press zooms in on the focused group; closer locations may need another press, as they would a visitor.
          for (let press = 0; press < 5; press++) {
            if (await page.evaluate((href) => document.activeElement?.getAttribute('href') === href, first[0])) break;
            const pressed = await page.evaluateHandle(() => document.activeElement!);
            await page.keyboard.press('Enter');
            await expect
              .poll(() =>
                page.evaluate(
                  ([old, href]) =>
                    !old.isConnected &&
                    (document.activeElement?.getAttribute('href') ??
                      document.activeElement?.getAttribute('data-first')) === href,
                  [pressed, first[0]] as const,
                ),
              )
              .toBe(true);
          }
          expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(first[0]);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });

      it(`a location page centres the street map on its location (${lang}, ${viewport.width} px)`, async () => {
        const { context, page, errors } = await open(site.origin, viewport);
        try {
          await page.goto(`${prefix}/helyszinek/budapest-vaci-ut`);
          await ready(page);
          const figure = await streetMapShown(page);
          await expectTilesShown(page);
          const marker = figure.locator('.street-pin a');
          await expect.poll(() => marker.count()).toBe(1);
          // The marker sits in the middle of the map (zoom 15 around the location).
          const [box, pin] = await Promise.all([figure.boundingBox(), marker.boundingBox()]);
          expect(Math.abs(pin!.x + pin!.width / 2 - (box!.x + box!.width / 2))).toBeLessThan(4);
          expect(Math.abs(pin!.y + pin!.height / 2 - (box!.y + box!.height / 2))).toBeLessThan(4);
          expect(tileRequests.some((path) => path.startsWith('/15/'))).toBe(true);
          await expectUsable(page, names);
          expect(await page.evaluate(() => window.layoutShift!()), await shiftSources(page)).toBeLessThanOrEqual(0.02);
          expect(serious(await axeViolations(page))).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('without a tile source (the default)', () => {
  it('keeps the outline map with its pin links and loads nothing of Leaflet', async () => {
    for (const viewport of AUDIT_WIDTHS) {
      for (const path of ['/helyszinek', '/en/helyszinek/budapest-vaci-ut']) {
        const { context, page, requests } = await open(origin(), viewport);
        try {
          await page.goto(path);
          await ready(page);
          const figure = page.locator('figure:has(.map-pins)').first();
          await figure.scrollIntoViewIfNeeded();
          await page.waitForLoadState('networkidle');
          expect(await figure.getAttribute('data-street-map')).toBeNull();
          await expect
            .poll(() => figure.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
          expect(await figure.locator('.map-pin').count()).toBeGreaterThan(0);
          expect(await page.locator('.leaflet-container').count()).toBe(0);
          expect(requests.filter((p) => LEAFLET.test(p))).toEqual([]);
        } finally {
          await context.close();
        }
      }
    }
  });
});

/** Tiles of the stand-in are in the page and have loaded (decoded to their 256 px). */
async function expectTilesShown(page: Page) {
  const tiles = page.locator(`img.leaflet-tile-loaded[src^="${tileOrigin}/"]`);
  await expect.poll(() => tiles.count()).toBeGreaterThan(0);
  const widths = await tiles.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
  expect(widths.every((width) => width === 256)).toBe(true);
  // The outline gave way to the street map, which is visible.
  expect(await page.locator('figure[data-street-map] .street-map').isVisible()).toBe(true);
  expect(await page.locator('figure[data-street-map] > img').evaluate((img) => getComputedStyle(img).visibility)).toBe(
    'hidden',
  );
}

/** The credit is shown, the zoom buttons are named, and a marker takes the keyboard's focus. */
async function expectUsable(page: Page, names: { zoomIn: string; zoomOut: string }) {
  const attribution = page.locator('.leaflet-control-attribution');
  await expect.poll(() => attribution.isVisible()).toBe(true);
  expect(await attribution.textContent()).toContain(ATTRIBUTION);
  expect(await page.locator('.leaflet-control-zoom-in').getAttribute('aria-label')).toBe(names.zoomIn);
  expect(await page.locator('.leaflet-control-zoom-out').getAttribute('aria-label')).toBe(names.zoomOut);
  const marker = page.locator('.street-pin a').first();
  await marker.focus();
  expect(await marker.evaluate((link) => link === document.activeElement)).toBe(true);
  expect(await marker.getAttribute('aria-label')).toBeTruthy();
}

/** A 256 px PNG tile: a pale green square with a darker line along its top and left edges (a grid when tiled). */
function gridTile(): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const line = x < 2 || y < 2;
      row.set(line ? [150, 180, 170] : [226, 238, 232], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
