import * as v from 'valibot';
import { cacheKey, readThrough, SourceUnavailableError } from '../../cache/kv';
import type { MenuItem } from '../../domain/menu';
import type { Bindings, RequestScope } from '../../env';
import { embeddedContentSource } from './embedded';
import { mediaBase } from './media';
import {
  ContentNotFoundError,
  type ContentQuery,
  ContentQueryError,
  type ContentResponse,
  type ContentSource,
} from './port';
import { isPlainObject } from './query';
import { strapiContentSource } from './strapi';

/** The content source wrangler.toml's CONTENT_SOURCE names (DESIGN.md: configuration, never a code edit). */
export function contentSource(
  env: Pick<Bindings, 'DB' | 'CONTENT_SOURCE' | 'CMS_URL' | 'CMS_TOKEN' | 'CMS_MEDIA_URL'>,
): ContentSource {
  switch (env.CONTENT_SOURCE) {
    case 'embedded':
      return embeddedContentSource(env.DB);
    case 'strapi':
      if (!env.CMS_URL) throw new Error('CONTENT_SOURCE is "strapi" but CMS_URL is not set');
      return strapiContentSource({ baseUrl: env.CMS_URL, token: env.CMS_TOKEN, mediaUrl: mediaBase(env) });
    default:
      throw new Error(`Unknown CONTENT_SOURCE "${env.CONTENT_SOURCE}"; expected "embedded" or "strapi"`);
  }
}

/**
 * When the content last changed, as the CMS said (its webhook, src/routes/api/cmsWebhook.ts): copies
 * stored before it are out of date in every isolate. Kept in KV under the cache version; each isolate
 * reads it at most every STAMP_CHECK_MS, so an edit shows within that plus KV's own propagation (about
 * a minute), instead of CACHE_FRESH_SECONDS and a visit.
 */
const STAMP_CHECK_MS = 10_000;
const stamps = new Map<string, { at: number; readAt: number }>();
const stampKey = (env: Pick<Bindings, 'CACHE_VERSION'>) => cacheKey(env.CACHE_VERSION, 'content-changed', 'all');

async function contentChangedAt(env: Bindings): Promise<number> {
  const key = stampKey(env);
  const known = stamps.get(key);
  if (known && Date.now() - known.readAt < STAMP_CHECK_MS) return known.at;
  const at = Number(await env.CACHE.get(key).catch(() => null)) || 0;
  stamps.set(key, { at, readAt: Date.now() });
  return at;
}

/** Says the content changed now: every copy stored before is out of date (the CMS's webhook). */
export async function contentChanged(env: Bindings, at = Date.now()): Promise<void> {
  const key = stampKey(env);
  // KV keeps it as long as any copy it outdates (a week, kv.ts).
  await env.CACHE.put(key, String(at), { expirationTtl: 7 * 24 * 3600 });
  stamps.set(key, { at, readAt: Date.now() });
}

/**
 * find() through the KV cache with stale-while-revalidate (the request's `background`) and
 * stale-if-error. Only a failing source falls back to the last good
 * copy: "no such content" and "bad query" are answers, not outages, so they reach the caller. Copies
 * older than the CMS's last change are not served while the source answers (contentChangedAt).
 */
export async function cachedContent(
  env: Bindings & RequestScope,
  path: string,
  query: ContentQuery,
  source: ContentSource = contentSource(env),
  { store = true }: { store?: boolean } = {},
): Promise<ContentResponse> {
  return readThrough(
    env.CACHE,
    cacheKey(env.CACHE_VERSION, 'content', { path, ...query }),
    {
      freshSeconds: Number(env.CACHE_FRESH_SECONDS),
      notBefore: await contentChangedAt(env),
      isAnswer: (error) => error instanceof ContentNotFoundError || error instanceof ContentQueryError,
      store,
      background: env.background,
      reads: env.reads,
    },
    () => source.find(path, query),
  );
}

/** Failed parts already logged by this isolate (bounded: a drift that names many queries cannot grow it). */
const loggedParts = new Set<string>();
const LOGGED_PARTS_MAX = 500;

/**
 * Content for one part of a page (issue 26 point 4): what `cachedContent` answers, or no content when
 * the query fails, so the rest of the page is still served. A refused query (a schema drift, Strapi's
 * 400), a type the source does not have and a source that is down with nothing cached all leave the part
 * empty; stale copies are served before that (`cachedContent`). Each failing query is logged once per
 * isolate and CACHE_VERSION with its path and parameters (content queries carry no personal data), not
 * once per visitor.
 * When the part is what the page is for (`subject`: the questions of /gyik, the list of jobs), a source
 * that is down with nothing cached is the branded 503 with Retry-After instead (issue 12 point 5): an
 * empty list would say, as a cacheable 200, that there is nothing. A refusal is never retried that way:
 * it would fail the same until the schema is fixed, so the page is served without the part.
 */
export async function contentPart(
  env: Bindings & RequestScope,
  path: string,
  query: ContentQuery,
  what: string,
  { subject = false }: { subject?: boolean } = {},
): Promise<ContentResponse> {
  try {
    return await cachedContent(env, path, query);
  } catch (error) {
    if (subject && error instanceof SourceUnavailableError) throw error;
    const key = JSON.stringify({ path, ...query });
    // Per cache version: a deploy with a new CACHE_VERSION says again what still fails.
    if (!loggedParts.has(`${env.CACHE_VERSION} ${key}`)) {
      if (loggedParts.size >= LOGGED_PARTS_MAX) loggedParts.clear();
      loggedParts.add(`${env.CACHE_VERSION} ${key}`);
      console.error(`${what} left empty: the content query failed: ${key}`, error);
    }
    return { data: null, meta: {} };
  }
}

// ---- menus (spec section 7, Menu) ----------------------------------------------------------------

const weighted = <T extends v.ObjectEntries>(entries: T) =>
  v.looseObject({ ...entries, Weight: v.optional(v.nullable(v.number())) });
const linkSchema = weighted({ Text: v.string(), Link: v.string() });
const itemSchema = weighted({
  Text: v.string(),
  Link: v.string(),
  Appointmentbutton: v.optional(v.nullable(v.boolean())),
  Langswitcher: v.optional(v.nullable(v.boolean())),
  Submenu: v.optional(v.nullable(v.array(v.unknown()))),
});

/**
 * The menu in a content response. The spec allows two shapes: a list whose first entry holds a
 * MenuItem list (top-menus), or the list of items itself (bottom-menu-1s). Entries that are not menu
 * items are dropped, and anything else reads as no menu, so a broken CMS entry cannot break a page.
 */
export function menuItems(response: unknown): MenuItem[] {
  const data = isPlainObject(response) && 'data' in response ? response.data : response;
  const list = Array.isArray(data) ? data : isPlainObject(data) ? [data] : [];
  const first = list[0];
  const raw = isPlainObject(first) && Array.isArray(first.MenuItem) ? first.MenuItem : list;
  return byWeight(validItems(raw, itemSchema)).map((item) => ({
    text: item.Text,
    link: item.Link,
    appointmentButton: item.Appointmentbutton === true,
    langSwitcher: item.Langswitcher === true,
    submenu: byWeight(validItems(item.Submenu ?? [], linkSchema)).map(({ Text, Link }) => ({ text: Text, link: Link })),
  }));
}

function validItems<T extends v.GenericSchema>(items: unknown[], schema: T): v.InferOutput<T>[] {
  return items.flatMap((item) => {
    const result = v.safeParse(schema, item);
    return result.success ? [result.output] : [];
  });
}

/** Items with a Weight come in its order; the rest keep the content's order, after them. */
function byWeight<T extends { Weight?: number | null }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.Weight ?? Infinity) - (b.Weight ?? Infinity) || 0); // ∞ - ∞ is NaN
}
