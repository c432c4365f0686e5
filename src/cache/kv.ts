/**
 * KV read-through cache with stale-if-error (DESIGN.md, Data): a copy is fresh for `freshSeconds`;
 * after that the source is asked again, and when the source fails the last good copy is served and the
 * failure logged. Every write carries an explicit TTL (the stale window) and a versioned key.
 * Callers share the returned objects (memory layer), so they must not modify them.
 */
import { openFor, recordFailure, recordSuccess } from './breaker';

export interface CacheOptions {
  /** How long a copy is served without asking the source. 0 asks the source every time. */
  freshSeconds: number;
  /** How long KV keeps the last good copy for stale-if-error. KV's minimum is 60 s. */
  staleSeconds?: number;
  /**
   * Errors that are the source's answer rather than an outage ("no such content", "bad query"): they
   * reach the caller even when an older copy exists.
   */
  isAnswer?: (error: unknown) => boolean;
  /**
   * false for a query a stranger shaped (the public /api/ajax and /api/whitetech/web calls): it may
   * read a copy the site's own pages stored, and the isolate's bounded memory keeps it, but it writes no
   * KV key, so random filters or id lists cannot fill KV for a week (issue 12 point 6). Counted in
   * `cacheStats.unstored`.
   */
  store?: boolean;
}

/** What the cache refused to store, per isolate, for the logs and tests. */
export const cacheStats = { unstored: 0 };

/** An upstream's answer is waited for this long at most (issue 12 point 5: pages never stall). */
export const LOAD_TIMEOUT_MS = 3_000;

/**
 * The source did not answer in time, failed, or its breaker is open, and no copy is cached: pages show
 * a branded 503 with Retry-After (src/routes/errors.tsx) instead of a 500.
 */
export class SourceUnavailableError extends Error {
  constructor(
    readonly key: string,
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super(`The source for ${key} is not available`, options);
    this.name = 'SourceUnavailableError';
  }
}

/** The load, given up after LOAD_TIMEOUT_MS. */
async function withTimeout<T>(load: () => Promise<T>, key: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The source for ${key} did not answer within ${LOAD_TIMEOUT_MS} ms`)),
      LOAD_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([load(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

const DEFAULT_STALE_SECONDS = 7 * 24 * 3600;

/**
 * Fresh copies are also kept in the isolate's memory: an isolate serves many requests, and a memory hit
 * saves a KV round trip on every page (menu, footer and page content are read on each one).
 */
const MEMORY_ENTRIES = 256;
const memory = new Map<string, Entry<unknown>>();

function remember(key: string, entry: Entry<unknown>) {
  memory.delete(key);
  memory.set(key, entry);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
}

export function cacheKey(version: string, area: string, params: unknown): string {
  return `v${version}:${area}:${stableStringify(params)}`;
}

/** KV refuses keys over 512 bytes. */
const KV_KEY_LIMIT = 512;

/**
 * The key KV stores a copy under: the readable key itself, or, when it is too long for KV (a deep
 * populate query), its first 300 characters followed by the SHA-256 of the whole key.
 */
export async function storageKey(key: string): Promise<string> {
  if (new TextEncoder().encode(key).length <= KV_KEY_LIMIT) return key;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const prefix = new TextDecoder().decode(new TextEncoder().encode(key).slice(0, 300));
  return `${prefix}#${hex}`;
}

export async function readThrough<T>(
  kv: KVNamespace,
  key: string,
  options: CacheOptions,
  load: () => Promise<T>,
): Promise<T> {
  const isFresh = (entry: Entry<T>) => Date.now() - entry.storedAt < options.freshSeconds * 1000;
  const hot = memory.get(key) as Entry<T> | undefined;
  if (hot && isFresh(hot)) return hot.value;
  const stored = await storageKey(key);
  const cached: Entry<T> | null = await kv.get<Entry<T>>(stored, 'json').catch((error: unknown) => {
    console.error(`Cache read failed for ${key}`, error);
    return null;
  });
  if (cached && isFresh(cached)) {
    remember(key, cached);
    return cached.value;
  }
  // 'v1:content:{…}' → 'content': one breaker per upstream, whatever the query.
  const area = key.split(':')[1] ?? key;
  try {
    const wait = openFor(area);
    if (wait) throw new SourceUnavailableError(key, Math.ceil(wait / 1000));
    let value: T;
    try {
      value = await withTimeout(load, key);
      recordSuccess(area);
    } catch (error) {
      // An answer ("no such content", "bad query") is the source working, not failing.
      if (options.isAnswer?.(error)) recordSuccess(area);
      else recordFailure(area);
      throw error;
    }
    const entry: Entry<T> = { value, storedAt: Date.now() };
    remember(key, entry);
    if (options.store === false) {
      cacheStats.unstored++;
      return value;
    }
    const ttl = Math.max(60, options.staleSeconds ?? DEFAULT_STALE_SECONDS);
    await kv.put(stored, JSON.stringify(entry), { expirationTtl: ttl }).catch((error: unknown) => {
      console.error(`Cache write failed for ${key}`, error);
    });
    return value;
  } catch (error) {
    // The newest good copy: KV's, or the isolate's own (all an unstored query has).
    const last = [cached, hot].filter((entry): entry is Entry<T> => !!entry).sort((a, b) => b.storedAt - a.storedAt)[0];
    if (options.isAnswer?.(error)) throw error;
    if (!last) {
      if (error instanceof SourceUnavailableError) throw error;
      throw new SourceUnavailableError(key, Math.ceil(Math.max(openFor(area), 1000) / 1000), { cause: error });
    }
    console.error(
      `Source failed for ${key}; serving the copy stored at ${new Date(last.storedAt).toISOString()}`,
      error,
    );
    return last.value;
  }
}

/** JSON with object keys sorted, so equal parameters give equal cache keys whatever their order. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
