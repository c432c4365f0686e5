/**
 * KV read-through cache with stale-while-revalidate and stale-if-error (DESIGN.md, Data; decisions 0004
 * and 0024): a copy is fresh for `freshSeconds`; after that, a request that can run work after its answer
 * (`background`) gets the stale copy at once while the source is asked behind it, and one that cannot
 * waits for the source. When the source fails the last good copy is served and the failure logged.
 * Every write carries an explicit TTL (the stale window) and a versioned key. Callers share the
 * returned objects (memory layer), so they must not modify them.
 */
import { sha256Hex, utf8 } from '../lib/crypto';
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
  /**
   * The request's `ExecutionContext.waitUntil` (src/middleware/requestScope.ts). Given, and with a fresh
   * window above 0, a stale copy is answered at once and refreshed after the answer (issue 12 point 5:
   * pages never wait for a slow upstream when they have something to show). Without it (cron jobs,
   * direct calls) the source is waited for, at most LOAD_TIMEOUT_MS. With `freshSeconds` 0 every answer
   * comes from the source, so the copy only stands in when it fails.
   */
  background?: Background;
  /**
   * The request's record of what it read (src/cache/pageCache.ts): each copy answered, by its key and
   * version, and any read that failed. A page rendered from these reads alone may be served again to
   * whoever reads the same versions (docs/decisions/0042).
   */
  reads?: ReadLog;
  /**
   * Copies stored up to this time (ms since the epoch) are out of date whatever their age: the source
   * said it changed (a CMS's webhook, src/routes/api/cmsWebhook.ts). One is answered only when the source
   * fails; otherwise the source is waited for, not asked behind a stale answer.
   */
  notBefore?: number;
}

/** What one request read through the cache: the page cache keys a rendered page on it. */
export interface ReadLog {
  /** A copy was answered: its key, and its version (the SHA-256 of its JSON, so equal content, equal version). */
  read(key: string, version: string): void;
  /** A read failed (the caller may have shown something else instead). */
  failed(): void;
}

/** Runs work after the answer is sent: `ExecutionContext.waitUntil`. */
export type Background = (work: Promise<unknown>) => void;

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
  /** versionOf's answer, kept once asked (never stored in KV: every reader derives the same one). */
  version?: string;
}

/** A copy's version: the SHA-256 of its JSON, the same in every isolate for the same content. */
async function versionOf(entry: Entry<unknown>): Promise<string> {
  entry.version ??= await sha256Hex(JSON.stringify(entry.value) ?? 'null');
  return entry.version;
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
  if (utf8(key).length <= KV_KEY_LIMIT) return key;
  const prefix = new TextDecoder().decode(utf8(key).slice(0, 300));
  return `${prefix}#${await sha256Hex(key)}`;
}

export async function readThrough<T>(
  kv: KVNamespace,
  key: string,
  options: CacheOptions,
  load: () => Promise<T>,
): Promise<T> {
  const { reads } = options;
  if (!reads) return (await readEntry(kv, key, options, load)).value;
  let entry: Entry<T>;
  try {
    entry = await readEntry(kv, key, options, load);
  } catch (error) {
    reads.failed();
    throw error;
  }
  reads.read(key, await versionOf(entry));
  return entry.value;
}

async function readEntry<T>(
  kv: KVNamespace,
  key: string,
  options: CacheOptions,
  load: () => Promise<T>,
): Promise<Entry<T>> {
  const outdated = (entry: Entry<T>) => entry.storedAt <= (options.notBefore ?? 0);
  const isFresh = (entry: Entry<T>) => Date.now() - entry.storedAt < options.freshSeconds * 1000 && !outdated(entry);
  const hot = memory.get(key) as Entry<T> | undefined;
  if (hot && isFresh(hot)) return hot;
  const stored = await storageKey(key);
  const cached: Entry<T> | null = await kv.get<Entry<T>>(stored, 'json').catch((error: unknown) => {
    console.error(`Cache read failed for ${key}`, error);
    return null;
  });
  if (cached && isFresh(cached)) {
    remember(key, cached);
    return cached;
  }
  // The newest good copy: KV's, or the isolate's own (all an unstored query has).
  const last = [cached, hot].filter((entry): entry is Entry<T> => !!entry).sort((a, b) => b.storedAt - a.storedAt)[0];
  const source: Source<T> = { kv, key, stored, area: areaOf(key), options, load };
  if (last && options.background && options.freshSeconds > 0 && !outdated(last)) {
    refreshBehind(source, options.background);
    return last;
  }
  try {
    return await refresh(source);
  } catch (error) {
    if (options.isAnswer?.(error)) throw error;
    if (!last) {
      if (error instanceof SourceUnavailableError) throw error;
      const wait = Math.max(openFor(source.area), 1000);
      throw new SourceUnavailableError(key, Math.ceil(wait / 1000), { cause: error });
    }
    console.error(
      `Source failed for ${key}; serving the copy stored at ${new Date(last.storedAt).toISOString()}`,
      error,
    );
    return last;
  }
}

/** One cached source call: where its copy lives, and how it is loaded. */
interface Source<T> {
  kv: KVNamespace;
  key: string;
  /** The key in KV (storageKey). */
  stored: string;
  /** The breaker's area. */
  area: string;
  options: CacheOptions;
  load: () => Promise<T>;
}

/** 'v1:content:{…}' → 'content': one breaker per upstream, whatever the query. */
const areaOf = (key: string) => key.split(':')[1] ?? key;

/**
 * Asks the source (unless its breaker is open), at most LOAD_TIMEOUT_MS, records the outcome in the
 * breaker, and keeps a good answer in memory and, unless `store` is false, in KV.
 */
async function refresh<T>({ kv, key, stored, area, options, load }: Source<T>): Promise<Entry<T>> {
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
    return entry;
  }
  const ttl = Math.max(60, options.staleSeconds ?? DEFAULT_STALE_SECONDS);
  await kv.put(stored, JSON.stringify(entry), { expirationTtl: ttl }).catch((error: unknown) => {
    console.error(`Cache write failed for ${key}`, error);
  });
  return entry;
}

/**
 * The keys whose refresh runs behind an answer in this isolate: while one runs, further requests for
 * the key are served the same stale copy without asking the source again, so a hanging upstream holds
 * at most one call per key, not one per request.
 */
const refreshing = new Set<string>();

/** Refreshes a stale copy after the answer; never rejects, so nothing is left unhandled. */
function refreshBehind<T>(source: Source<T>, background: Background): void {
  const { key, stored, options } = source;
  if (refreshing.has(key)) return;
  // An open breaker: nothing is asked until its time is over, the stale copy stands meanwhile.
  if (openFor(source.area)) return;
  refreshing.add(key);
  const work = refresh(source)
    .then(
      () => undefined,
      async (error: unknown) => {
        if (!options.isAnswer?.(error)) {
          console.error(`Background refresh failed for ${key}; the stale copy is served meanwhile`, error);
          return;
        }
        // The source's answer is that the content is gone or the query is wrong: the copy must not
        // outlive it, so the next request asks the source and gets that answer.
        memory.delete(key);
        await source.kv.delete(stored).catch((deleteError: unknown) => {
          console.error(`Cache delete failed for ${key}`, deleteError);
        });
      },
    )
    .finally(() => refreshing.delete(key));
  background(work);
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
