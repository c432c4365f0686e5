import * as v from 'valibot';
import { cacheKey, readThrough } from '../../cache/kv';
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
 * find() through the KV cache with stale-while-revalidate (the request's `background`) and
 * stale-if-error. Only a failing source falls back to the last good
 * copy: "no such content" and "bad query" are answers, not outages, so they reach the caller.
 */
export function cachedContent(
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
      isAnswer: (error) => error instanceof ContentNotFoundError || error instanceof ContentQueryError,
      store,
      background: env.background,
      reads: env.reads,
    },
    () => source.find(path, query),
  );
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
