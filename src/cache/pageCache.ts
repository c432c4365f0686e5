import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { XSRF_COOKIE } from '../middleware/xsrf';
import { CONSENT_COOKIE } from '../domain/consent';
import type { ReadLog } from './kv';

/**
 * Rendered public pages kept in the isolate's memory (issue 14 point 4, docs/decisions/0042). Rendering
 * the catalogue with React costs several times what answering from memory does; the markup changes only
 * when what it is made of does. So a page is kept under the key of everything it was made of:
 *
 * - its address (path with the language prefix, and query) and the props it was rendered with;
 * - every copy the request read through the content and catalogue cache (src/cache/kv.ts), by key and
 *   version, the SHA-256 of the copy's JSON, the shell's menu and footer included: an edit to the content
 *   or the catalogue is a new version as soon as the cache reads it, so the next request renders anew;
 * - with the cookie banner on, the visitor's consent answer.
 *
 * The request runs as always, its reads included, and only rendering is skipped on a hit. The CSP nonce
 * is cut out of the kept copy and each answer gets its own request's nonce.
 *
 * Never kept or served: a request carrying any cookie besides the XSRF token and the consent answer (a
 * session, an OAuth round trip, anything the site does not know), so nothing personal can be in a kept
 * page or a kept page in a personal answer; the cart lives in the browser and never reaches the server.
 * Nor a page whose reads failed (it shows a fallback), that read something while streaming, answered
 * anything but 200 or set a cookie of its own.
 */

/** A page's reads, kept by the request for the renderer (src/renderer.tsx). */
export class PageReads implements ReadLog {
  private readonly versions = new Map<string, string>();
  private broken = false;

  read(key: string, version: string): void {
    // One page read two versions of one source: whichever it shows, it is not one state of the content.
    if ((this.versions.get(key) ?? version) !== version) this.broken = true;
    this.versions.set(key, version);
  }

  failed(): void {
    this.broken = true;
  }

  /** What the page read, as one string; null when the page may not be kept (a read failed). */
  signature(): string | null {
    if (this.broken) return null;
    return [...this.versions]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, version]) => `${version} ${key}`)
      .join('\n');
  }
}

/** Cookies that never make a page personal: the XSRF token (not in the markup) and the consent answer (in the key). */
const SHARED_COOKIES = new Set([XSRF_COOKIE, CONSENT_COOKIE]);

/** Whether a request's Cookie header names only cookies that leave its page the same for everyone. */
export function onlySharedCookies(header: string | undefined): boolean {
  if (!header) return true;
  return header.split(';').every((pair) => {
    const name = pair.split('=', 1)[0]!.trim();
    return name === '' || SHARED_COOKIES.has(name);
  });
}

/**
 * On a route whose markup depends only on its address, its language and what it reads through the cache
 * (never the time, a session, the cart or a direct database read; the time only as a read it records, as
 * the expected-results dates do, decision 0046): lets the renderer keep and reuse it.
 * A request with any other cookie renders as usual and is never kept.
 */
export function sharedPage(): MiddlewareHandler<AppEnv> {
  return async function sharedPageMiddleware(c, next) {
    if (c.req.method === 'GET' && onlySharedCookies(c.req.header('cookie'))) {
      c.env = { ...c.env, reads: new PageReads() };
    } else {
      c.header(PAGE_CACHE_HEADER, 'off');
    }
    await next();
  };
}

/** Says how the page was answered: `hit` (from memory), `miss` (rendered and kept) or `off` (never kept). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

interface Kept {
  /** The page's UTF-8 bytes, cut where the CSP nonce stood. */
  parts: Uint8Array<ArrayBuffer>[];
  bytes: number;
}

/** At most this many pages and bytes per isolate (128 MB of memory, shared with everything else). */
const MAX_PAGES = 256;
const MAX_BYTES = 16 * 1024 * 1024;
const kept = new Map<string, Kept>();
let keptBytes = 0;

const encoder = new TextEncoder();

/** The kept page under `key`, with `nonce` wherever the nonce of the request that rendered it stood. */
export function keptPage(key: string, nonce: string): Uint8Array<ArrayBuffer> | null {
  const page = kept.get(key);
  if (!page) return null;
  kept.delete(key);
  kept.set(key, page);
  const filler = encoder.encode(nonce);
  const body = new Uint8Array(page.bytes + filler.length * (page.parts.length - 1));
  let at = 0;
  page.parts.forEach((part, index) => {
    if (index > 0) {
      body.set(filler, at);
      at += filler.length;
    }
    body.set(part, at);
    at += part.length;
  });
  return body;
}

/** Reads the rendered page to its end and keeps it under `key`, its nonce cut out; `keep` decides at the end. */
export async function keepPage(
  key: string,
  nonce: string,
  stream: ReadableStream<Uint8Array>,
  keep: () => boolean,
): Promise<void> {
  const html = await new Response(stream).text();
  if (!keep()) return;
  const parts = (nonce ? html.split(nonce) : [html]).map((part) => encoder.encode(part));
  const bytes = parts.reduce((sum, part) => sum + part.length, 0);
  if (bytes > MAX_BYTES / 8) return;
  const before = kept.get(key);
  if (before) keptBytes -= before.bytes;
  kept.delete(key);
  kept.set(key, { parts, bytes });
  keptBytes += bytes;
  while (kept.size > MAX_PAGES || keptBytes > MAX_BYTES) {
    const [oldest, page] = kept.entries().next().value!;
    kept.delete(oldest);
    keptBytes -= page.bytes;
  }
}
