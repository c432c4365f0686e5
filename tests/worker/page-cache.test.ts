import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { onlySharedCookies, PageReads } from '../../src/cache/pageCache';
import { ORIGIN, xsrfHeaders } from './helpers';

// The page cache (docs/decisions/0042). CACHE_FRESH_SECONDS is 0 here: every request reads its sources
// anew, so a kept page is served only because the sources answered the same content, and an edit is
// read by the very next request.

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { headers, redirect: 'manual' });
  const html = await res.text();
  const csp = res.headers.get('content-security-policy') ?? '';
  return {
    status: res.status,
    html,
    cache: res.headers.get('x-page-cache'),
    nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? null,
    setCookie: res.headers.get('set-cookie') ?? '',
  };
}

/** The page without its nonces: what must be the same from memory as rendered. */
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, '');
const noncesIn = (html: string) => [...new Set([...html.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]))];

/** A page answered from memory: the same page is asked until it is (another test file may have kept it). */
async function kept(path: string) {
  const first = await get(path);
  const second = await get(path);
  return { first, second };
}

describe('a public page', () => {
  it('is answered from memory once rendered, with a nonce of its own in the markup and the CSP', async () => {
    const { first, second } = await kept('/laborvizsgalatok');
    const third = await get('/laborvizsgalatok');
    expect(first.status).toBe(200);
    expect(['miss', 'hit']).toContain(first.cache);
    expect(second.cache).toBe('hit');
    expect(third.cache).toBe('hit');
    for (const answer of [first, second, third]) {
      expect(answer.nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
      // React's inline scripts and the shell's script carry the answer's own nonce, and only it.
      expect(noncesIn(answer.html)).toEqual([answer.nonce]);
    }
    expect(new Set([first.nonce, second.nonce, third.nonce]).size).toBe(3);
    expect(withoutNonces(second.html)).toBe(withoutNonces(first.html));
    expect(withoutNonces(third.html)).toBe(withoutNonces(first.html));
    // A first visitor still gets the XSRF cookie with a kept page.
    expect(second.setCookie).toContain('__Host-XSRF-TOKEN=');
  });

  it('shows a catalogue edit on the next request, then keeps the new page', async () => {
    const before = await kept('/laborvizsgalatok/alap-laborcsomag');
    expect(before.second.cache).toBe('hit');
    expect(before.second.html).toContain('22\u00a0900 Ft');
    await env.DB.prepare("UPDATE lab_packages SET b2c_price = 23456 WHERE url_slug = 'alap-laborcsomag'").run();
    const edited = await get('/laborvizsgalatok/alap-laborcsomag');
    expect(edited.cache).toBe('miss');
    expect(edited.html).toContain('23\u00a0456 Ft');
    expect(edited.html).not.toContain('22\u00a0900 Ft');
    const again = await get('/laborvizsgalatok/alap-laborcsomag');
    expect(again.cache).toBe('hit');
    expect(again.html).toContain('23\u00a0456 Ft');
    // The catalogue list reads the same package: it changes too.
    expect((await get('/laborvizsgalatok')).html).toContain('23\u00a0456 Ft');
  });

  it('shows a content edit on the next request: the footer every page shares', async () => {
    const before = await kept('/helyszinek/budapest-vaci-ut');
    expect(before.second.cache).toBe('hit');
    const row = await env.DB.prepare(
      "SELECT id, data FROM content_documents WHERE type_uid = 'bottom-data-plural' AND locale = 'hu'",
    ).first<{ id: number; data: string }>();
    const data = JSON.parse(row!.data) as { Copyright?: string };
    expect(before.second.html).not.toContain('Szerkesztett lábléc 2099');
    data.Copyright = 'Szerkesztett lábléc 2099';
    await env.DB.prepare('UPDATE content_documents SET data = ? WHERE id = ?')
      .bind(JSON.stringify(data), row!.id)
      .run();
    const edited = await get('/helyszinek/budapest-vaci-ut');
    expect(edited.cache).toBe('miss');
    expect(edited.html).toContain('Szerkesztett lábléc 2099');
    expect((await get('/')).html).toContain('Szerkesztett lábléc 2099');
  });

  it('is kept per address and language', async () => {
    await kept('/laborvizsgalatok');
    const english = await kept('/en/laborvizsgalatok');
    expect(english.second.cache).toBe('hit');
    expect(english.second.html).toContain('<html lang="en"');
    const filtered = await kept('/laborvizsgalatok?kategoria=pajzsmirigy');
    expect(filtered.second.cache).toBe('hit');
    expect(filtered.second.html).toContain('aria-current="true" data-category="pajzsmirigy"');
    expect((await get('/laborvizsgalatok')).html).not.toContain('aria-current="true" data-category="pajzsmirigy"');
  });
});

describe('never from memory', () => {
  it('a request with a session, or any cookie the site does not know, even for a kept page', async () => {
    const { second } = await kept('/');
    expect(second.cache).toBe('hit');
    const xsrf = (await xsrfHeaders()).cookie;
    for (const cookie of [
      '__Host-session=abc.def',
      `${xsrf}; __Host-session=abc.def`,
      '__Host-oauth=sealed',
      // The cart lives in localStorage; should a cart ever ride in a cookie, it is not shared either.
      'cart=%7B%22examinations%22%3A%5B1%5D%7D',
    ]) {
      const answer = await get('/', { cookie });
      expect(answer.status).toBe(200);
      expect(answer.cache, cookie).toBe('off');
      // And it is not kept for others: the next stranger still gets the page kept before.
      expect((await get('/')).cache).toBe('hit');
    }
    // The XSRF token alone leaves the page shared (it is not in the markup).
    expect((await get('/', { cookie: xsrf })).cache).toBe('hit');
  });

  it('a page that is not a 200', async () => {
    await get('/laborvizsgalatok/nincs-ilyen-csomag');
    const again = await get('/laborvizsgalatok/nincs-ilyen-csomag');
    expect(again.status).toBe(404);
    expect(again.cache).toBeNull();
  });

  it('a route that does not share its pages (the booking steps, the account)', async () => {
    for (const path of ['/idopontfoglalas', '/idopontfoglalas-kosar', '/sajat/bejelentkezes']) {
      await get(path);
      expect((await get(path)).cache, path).toBeNull();
    }
  });
});

describe('PageReads', () => {
  it('names every copy read by key and version, in one order, and nothing once a read failed', () => {
    const reads = new PageReads();
    reads.read('v1:lab:b', 'bbb');
    reads.read('v1:content:a', 'aaa');
    expect(reads.signature()).toBe('aaa v1:content:a\nbbb v1:lab:b');
    const other = new PageReads();
    other.read('v1:content:a', 'aaa');
    other.read('v1:lab:b', 'bbb');
    expect(other.signature()).toBe(reads.signature());
    reads.failed();
    expect(reads.signature()).toBeNull();
  });

  it('refuses a page that read two versions of one source', () => {
    const reads = new PageReads();
    reads.read('v1:lab:b', 'one');
    reads.read('v1:lab:b', 'two');
    expect(reads.signature()).toBeNull();
  });

  it('shares only requests whose cookies are the XSRF token and the consent answer', () => {
    expect(onlySharedCookies(undefined)).toBe(true);
    expect(onlySharedCookies('__Host-XSRF-TOKEN=a.b; consent=necessary')).toBe(true);
    expect(onlySharedCookies('__Host-XSRF-TOKEN=a.b; __Host-session=t')).toBe(false);
    expect(onlySharedCookies('other=1')).toBe(false);
  });
});
