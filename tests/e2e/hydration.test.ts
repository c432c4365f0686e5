import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOptions, launch, origin, VIEWPORTS, visitor } from './browser';
import { ready } from './islands';
import { bookAtSummary, toSummary } from './summary';

/**
 * When islands hydrate (docs/decisions/0035, issue 14 point 1): once their markup and their code are
 * both in, when visible or first touched, at once on the booking steps, without a mismatch.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const REACT_CHUNK = /\/assets\/chunks\/islands-[\w-]+\.js$/;

/** Scrolls each island into view in turn (which hydrates it) and waits until every one is live. */
async function hydrateAll(page: Page): Promise<number> {
  const islands = page.locator('[data-island]');
  const count = await islands.count();
  for (let i = 0; i < count; i++) await islands.nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-hydrated')),
  );
  return count;
}

/**
 * A stand-in for a slow network in front of the worker: every request goes through to it, except that
 * once `hold(path, island)` is called the next HTML answer for `path` stops in the middle of that
 * island's props until `release()`, as a page streamed over a slow link would.
 */
async function slowProxy(target: string) {
  let held: { path: string; island: string; release: Promise<void> } | null = null;
  let release = () => {};
  const body = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return chunks.length ? Buffer.concat(chunks) : undefined;
  };
  const server: Server = createServer(async (request, response) => {
    const self = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value !== 'string' || ['host', 'connection', 'accept-encoding'].includes(name)) continue;
      // The worker refuses a write from another origin (decision 0022): the proxy speaks as the browser would to it.
      headers.set(name, name === 'origin' || name === 'referer' ? value.replace(self, target) : value);
    }
    const method = request.method ?? 'GET';
    const upstream = await fetch(target + request.url, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : await body(request),
      redirect: 'manual',
    });
    const out: Record<string, string | string[]> = {};
    upstream.headers.forEach((value, name) => {
      if (['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'set-cookie'].includes(name))
        return;
      out[name] = name === 'location' ? value.replace(target, self) : value;
    });
    if (upstream.headers.getSetCookie().length) out['set-cookie'] = upstream.headers.getSetCookie();
    response.writeHead(upstream.status, out);
    const hold = held;
    if (hold && new URL(request.url ?? '/', self).pathname === hold.path) {
      held = null;
      const html = await upstream.text();
      const marker = `data-island="${hold.island}"><script type="application/json">`;
      const cut = html.indexOf(marker) + marker.length + 20;
      expect(cut).toBeGreaterThan(marker.length + 20);
      response.write(html.slice(0, cut));
      await hold.release;
      response.end(html.slice(cut));
      return;
    }
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold(path: string, island: string) {
      held = { path, island, release: new Promise<void>((resolve) => (release = resolve)) };
    },
    release: () => release(),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('islands hydrate', () => {
  it('once a streamed island has arrived whole, even when the script ran before it', async () => {
    const proxy = await slowProxy(origin());
    const context = await browser.newContext(contextOptions({ viewport: VIEWPORTS.phone, baseURL: proxy.origin }));
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await toSummary(page);

      proxy.hold('/idopontfoglalas-osszegzes', 'BookingSummary');
      await page.goto('/idopontfoglalas-osszegzes', { waitUntil: 'commit' });
      // The shell has run while the summary island is still half sent: its props are cut short, its root
      // has not come.
      await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready');
      const midway = await page.evaluate(() => {
        const island = document.querySelector('[data-island="BookingSummary"]');
        return {
          loading: document.readyState === 'loading',
          island: island !== null,
          root: island?.querySelector('[data-island-root]') != null,
        };
      });
      expect(midway).toEqual({ loading: true, island: true, root: false });

      proxy.release();
      await page.locator('[data-island="BookingSummary"][data-hydrated]').waitFor();
      // The summary is whole, buttons and all, and it books.
      await page.locator('[data-book]').waitFor();
      await bookAtSummary(page, 'ONSITE');
      await page.waitForURL('**/idopontfoglalas-koszono');
      await ready(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await proxy.stop();
    }
  });

  it('replays a search and a click made before React arrived', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.laptop);
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(REACT_CHUNK, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/helyszinek');
    await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready');
    const finder = page.locator('[data-island="LocationFinder"]');
    // In view, so due at once, but React is held back: the visitor types and asks meanwhile.
    await page.getByRole('textbox', { name: 'Irányítószám vagy település' }).fill('4032');
    await page.getByRole('button', { name: 'Legközelebbi helyszínek' }).click();
    expect(await finder.getAttribute('data-hydrated')).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/helyszinek');

    arrive();
    await finder.and(page.locator('[data-hydrated]')).waitFor();
    await page.locator('[data-finder-status]', { hasText: 'Debrecen' }).waitFor();
    await expect.poll(() => page.locator('[data-location-list] > li').first().textContent()).toContain('Debrecen');
    expect(errors).toEqual([]);
  });

  it('out of view only once scrolled to, and only then loads React', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/esemenyek/nyeremenyjatek-maldiv-utazas', { waitUntil: 'networkidle' });
    await ready(page);
    const contest = page.locator('[data-island="ContestForm"]');
    expect(await contest.getAttribute('data-hydrated')).toBeNull();
    expect(scripts.some((url) => REACT_CHUNK.test(url))).toBe(false);

    await contest.scrollIntoViewIfNeeded();
    await contest.and(page.locator('[data-hydrated]')).waitFor();
    expect(scripts.some((url) => REACT_CHUNK.test(url))).toBe(true);
    await page.getByRole('button', { name: 'Jelentkezem' }).click();
    await expect.poll(() => page.locator('[data-field-error="contest-lastName"]').textContent()).toContain('Kötelező');
    expect(errors).toEqual([]);
  });

  it('on the booking steps, the price list, the locations and the account pages without a mismatch', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.laptop);
    // Every step open: a chosen package, location and time, and the patient's details.
    await toSummary(page);
    const pages = [
      '/idopontfoglalas',
      '/idopontfoglalas-kosar',
      '/idopontfoglalas-helyszinvalasztas',
      '/idopontfoglalas-idopontvalasztas',
      '/idopontfoglalas-alapadatok',
      '/idopontfoglalas-osszegzes',
      '/en/idopontfoglalas-osszegzes',
      '/arlista',
      '/helyszinek',
      '/helyszinek/budapest-vaci-ut',
      '/sajat/bejelentkezes',
      '/sajat/regisztracio',
      '/sajat/jelszo-visszaallitas',
      '/en/sajat/bejelentkezes',
    ];
    const withoutIslands: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await ready(page);
      if ((await hydrateAll(page)) === 0) withoutIslands.push(path);
      expect(new URL(page.url()).pathname, 'no step sent the visitor elsewhere').toBe(path);
    }
    // A location's page is the shell's alone (its 'Book here' link, decision 0035).
    expect(withoutIslands).toEqual(['/helyszinek/budapest-vaci-ut']);
    // visitor() counts a console error naming hydration as a page error.
    expect(errors).toEqual([]);
  });
});
