/**
 * KV read-through cache with stale-if-error (DESIGN.md, Data): a copy is fresh for `freshSeconds`;
 * after that the source is asked again, and when the source fails the last good copy is served and the
 * failure logged. Every write carries an explicit TTL (the stale window) and a versioned key.
 */
export interface CacheOptions {
  /** How long a copy is served without asking the source. 0 asks the source every time. */
  freshSeconds: number;
  /** How long KV keeps the last good copy for stale-if-error. KV's minimum is 60 s. */
  staleSeconds?: number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

const DEFAULT_STALE_SECONDS = 7 * 24 * 3600;

export function cacheKey(version: string, area: string, params: unknown): string {
  return `v${version}:${area}:${stableStringify(params)}`;
}

export async function readThrough<T>(
  kv: KVNamespace,
  key: string,
  options: CacheOptions,
  load: () => Promise<T>,
): Promise<T> {
  const cached = await kv.get<Entry<T>>(key, 'json').catch((error: unknown) => {
    console.error(`Cache read failed for ${key}`, error);
    return null;
  });
  if (cached && Date.now() - cached.storedAt < options.freshSeconds * 1000) return cached.value;
  try {
    const value = await load();
    const entry: Entry<T> = { value, storedAt: Date.now() };
    const ttl = Math.max(60, options.staleSeconds ?? DEFAULT_STALE_SECONDS);
    await kv.put(key, JSON.stringify(entry), { expirationTtl: ttl }).catch((error: unknown) => {
      console.error(`Cache write failed for ${key}`, error);
    });
    return value;
  } catch (error) {
    if (!cached) throw error;
    console.error(`Source failed for ${key}; serving the copy stored at ${new Date(cached.storedAt).toISOString()}`, error);
    return cached.value;
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
