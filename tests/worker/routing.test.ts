import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN } from './helpers';

const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers });

afterEach(() => vi.restoreAllMocks());

describe('trailing slashes and language prefixes', () => {
  it.each([
    ['/helyszinek/', '/helyszinek'],
    ['/helyszinek/?kerulet=13&x=1', '/helyszinek?kerulet=13&x=1'],
    ['/en/', '/en'],
    ['/en/arak//', '/en/arak'],
    ['/hu', '/'],
    ['/hu/', '/'],
    ['/hu/helyszinek?q=1', '/helyszinek?q=1'],
  ])('%s answers 301 to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(
      new URL(res.headers.get('location')!, ORIGIN).pathname + new URL(res.headers.get('location')!, ORIGIN).search,
    ).toBe(to);
  });

  it('serves the home page in Hungarian unprefixed and in English under /en', async () => {
    const hu = await get('/');
    expect(hu.status).toBe(200);
    const huHtml = await hu.text();
    expect(huHtml).toContain('<html lang="hu"');
    expect(huHtml).toContain('Laborvizsgálat gyorsan, átlátható áron');

    const en = await get('/en');
    expect(en.status).toBe(200);
    const enHtml = await en.text();
    expect(enHtml).toContain('<html lang="en"');
    expect(enHtml).toContain('Lab tests, fast and at clear prices');
    expect(enHtml).toContain('href="/en/helyszinek"');
  });

  it('sets canonical and hreflang alternates for both languages', async () => {
    const html = await (await get('/en')).text();
    expect(html).toContain('<link rel="canonical" href="https://test.example.invalid/en"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="hu" href="https://test.example.invalid/"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="https://test.example.invalid/en"/>');
    expect(html).toContain('<meta property="og:locale" content="en_GB"/>');
  });
});

describe('no open redirect (issue 12, point 1)', () => {
  // Each form answered `301 Location: //evil.example` before: a protocol-relative URL that leaves the site.
  it.each([
    ['//evil.example/', '/evil.example'],
    ['///evil.example/', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['/hu//evil.example', '/evil.example'],
    ['/hu/\\evil.example/', '/evil.example'],
    ['//evil.example', '/evil.example'],
  ])('%s redirects on the site, to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    const location = res.headers.get('location')!;
    expect(location).toBe(to);
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example/x', 'evil.example', 'javascript:alert(1)'])(
    'a table row with target %s is refused',
    async (target) => {
      const warn = vi.spyOn(console, 'warn');
      // Rows persist across tests in this file, so each target gets its own source.
      const source = `/kulso-cel-${encodeURIComponent(target).replace(/%/g, '')}`;
      await env.DB.prepare('INSERT INTO redirects (source, target, status) VALUES (?, ?, 301)')
        .bind(source, target)
        .run();
      const res = await get(source);
      expect(res.status).toBe(404);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Redirect from ${source} refused`));
    },
  );

  it('a pattern whose capture starts with a slash still lands on the site', async () => {
    await env.DB.prepare("INSERT INTO redirects (source, target, status) VALUES ('/regi/*', '/*', 301)").run();
    const res = await get('/regi//evil.example');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/evil.example');
  });
});

describe('legacy redirects', () => {
  it.each([
    ['/blog/vercukor-meres-otthon', '/hasznos/vercukor-meres-otthon'],
    ['/blog', '/hasznos'],
    ['/en/about-us', '/en/rolunk'],
    ['/en/lab-tests/tsh', '/en/laborvizsgalatok/tsh'],
    ['/dokumentumok/arlista.pdf', '/arlista'],
    ['/kategoria/pajzsmirigy', '/laborvizsgalatok?kategoria=pajzsmirigy'],
    ['/vizsgalat/vitamin-d?utm_source=old', '/laborvizsgalatok/vitamin-d?utm_source=old'],
    ['/wp-content/uploads/2019/05/flyer.pdf', '/'],
  ])('%s answers 301 to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it('follows rows an operator adds to the table', async () => {
    expect((await get('/regi-akcio')).status).toBe(404);
    await env.DB.prepare("INSERT INTO redirects (source, target, status) VALUES ('/regi-akcio', '/arak', 301)").run();
    const res = await get('/regi-akcio');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/arak');
  });
});

describe('the 404 page', () => {
  it('renders the Hungarian page with status, message, home button and noindex, and logs the path', async () => {
    const warn = vi.spyOn(console, 'warn');
    const res = await get('/nincs-ilyen-oldal');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('A keresett oldal nem található!');
    expect(html).toContain('<title>404 – A keresett oldal nem található! | Pannon Labor</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(/<a href="\/" class="btn-primary[^"]*">Vissza a főoldalra<\/a>/);
    expect(warn).toHaveBeenCalledWith('Page not found: /nincs-ilyen-oldal');
  });

  it('renders the English page under /en', async () => {
    const res = await get('/en/no-such-page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('The page was not found!');
    expect(html).toContain('<title>404 – The page was not found! | Pannon Labor</title>');
  });

  it('gives crawlers a bare 404 with no page', async () => {
    const res = await get('/nincs-ilyen-oldal', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('Not Found');
  });

  it('treats an unknown two-letter prefix as an unknown page', async () => {
    expect((await get('/de/helyszinek')).status).toBe(404);
  });

  it('answers unknown API paths with a JSON error', async () => {
    const res = await get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No API route at /api/nothing-here' } });
  });
});

describe('the 500 page', () => {
  it('renders the error page with status 500 and a title that shows it', async () => {
    const { default: app } = await import('../../src/index');
    // A deployment without its XSRF secret is a real misconfiguration: every request fails.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app.fetch(new Request(`${ORIGIN}/`), { ...env, XSRF_SECRET: undefined }, {
      waitUntil() {},
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('<title>500 – Váratlan hiba történt | Pannon Labor</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(error).toHaveBeenCalled();

    const crawler = await app.fetch(
      new Request(`${ORIGIN}/`, { headers: { 'user-agent': 'bingbot/2.0' } }),
      { ...env, XSRF_SECRET: undefined },
      { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
    );
    expect(crawler.status).toBe(500);
    expect(await crawler.text()).toBe('Internal Server Error');
  });
});

describe('secure headers and the build id', () => {
  it('sends secure headers on pages, errors and API answers', async () => {
    for (const path of ['/', '/nincs', '/api/ajax?url=top-menus', '/_build']) {
      const res = await get(path);
      await res.arrayBuffer();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('strict-transport-security'), path).toContain('max-age=');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('does not ask for HSTS preload outside production', async () => {
    const res = await get('/');
    await res.arrayBuffer();
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sets the XSRF cookie with the __Host- prefix: Secure, Path=/ and no Domain, on http://localhost too', async () => {
    const res = await get('/');
    await res.arrayBuffer();
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-XSRF-TOKEN=[^;]+; Path=\/; Secure; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('puts the CSP nonce on the page scripts', async () => {
    const res = await get('/');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html).toMatch(
      new RegExp(`<script type="module" src="/assets/shell-[^"]+\\.js" nonce="${nonce!.replace(/[+/=]/g, '\\$&')}"`),
    );
  });

  it('allows no inline styles: the pages carry no style attribute, and a <style> needs the nonce', async () => {
    // Issue 12 point 9: without 'unsafe-inline' a style attribute would be refused by the browser, so
    // every page must do without one; the map pins and the header's submenu rows were the last ones.
    const pages = [
      '/',
      '/en',
      '/helyszinek',
      '/helyszinek/budapest-vaci-ut',
      '/en/helyszinek',
      '/vallalatoknak',
      '/laborvizsgalatok',
      '/idopontfoglalas',
      '/nincs',
    ];
    for (const path of pages) {
      const res = await get(path);
      const policy = res.headers.get('content-security-policy')!;
      const styleSrc = policy.split(';').find((directive) => directive.trim().startsWith('style-src'));
      expect(styleSrc, path).toMatch(/^\s*style-src 'self' 'nonce-[^']+'$/);
      const html = await res.text();
      expect(html, path).not.toMatch(/<[^>]+\sstyle=/);
      expect(html, path).not.toMatch(/<style(?![^>]*\snonce=)/);
    }
  });

  it('reports the build id without caching', async () => {
    const res = await get('/_build');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { buildId } = await res.json<{ buildId: string }>();
    expect(buildId).toMatch(/^[0-9a-f]{10}$/);
    expect(await (await get('/')).text()).toContain(`<meta name="build-id" content="${buildId}"/>`);
  });
});
