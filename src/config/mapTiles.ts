/**
 * The street map's tile source (decision 0061): MAP_TILES_URL, an XYZ template such as
 * `https://tile.example/{z}/{x}/{y}.png` on one host, and MAP_ATTRIBUTION, the credit its licence asks
 * for. Both empty (the default): the locations keep the offline outline map and nothing is fetched from
 * a third party.
 */
export interface MapTiles {
  /** The template as configured, for Leaflet's tile layer. */
  url: string;
  /** Its origin, for the CSP's img-src. */
  origin: string;
  attribution: string;
}

type Env = object;

const read = (env: Env, name: string): string => {
  const value = (env as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** What is wrong with the configured template, or '' when it is usable (or unset). */
export function mapTilesUrlProblem(env: Env): string {
  const url = read(env, 'MAP_TILES_URL');
  if (!url) return '';
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return 'must hold {z}, {x} and {y}';
  if (url.includes('{s}')) return 'must name one host ({s} subdomains are not supported)';
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? '' : 'not an http(s) URL';
  } catch {
    return 'not a URL';
  }
}

/** The tile source when one is configured completely (a usable URL and its attribution), else undefined. */
export function mapTiles(env: Env): MapTiles | undefined {
  const url = read(env, 'MAP_TILES_URL');
  const attribution = read(env, 'MAP_ATTRIBUTION');
  if (!url || !attribution || mapTilesUrlProblem(env)) return undefined;
  return { url, origin: new URL(url).origin, attribution };
}
