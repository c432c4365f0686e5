import type { Lang } from '../i18n/lang';

/** A point on the earth in decimal degrees (WGS 84), as the laboratory backend and settlements data give it. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Spec section 9: distances use the haversine formula with an earth radius of 6371 km. */
const EARTH_RADIUS_KM = 6371;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle ("as the crow flies") distance between two points, in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against h creeping above 1 through rounding for antipodal points, which would give NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The items with their distance from `from`, nearest first. Array.prototype.sort is stable (ES2019), so
 * items at equal distances keep the order they came in, e.g. the backend's weight order for locations.
 * Items `inPlace` come before all others (nearest first among themselves): a location in the very postal
 * code searched is the answer, whatever the distance from the point that code stands for (issue 15).
 */
export function nearestFirst<T>(
  items: readonly T[],
  from: LatLng,
  position: (item: T) => LatLng,
  inPlace: (item: T) => boolean = () => false,
): Array<T & { distanceKm: number }> {
  return items
    .map((item) => ({ item: { ...item, distanceKm: haversineKm(from, position(item)) }, first: inPlace(item) }))
    .sort((a, b) => Number(b.first) - Number(a.first) || a.item.distanceKm - b.item.distanceKm)
    .map(({ item }) => item);
}

/**
 * A distance for people: metres below 1 km (to the nearest 10 m, as finer would claim a precision that
 * settlement-centre coordinates do not have), one decimal up to 10 km, whole kilometres above.
 * Hungarian writes the decimal comma: '3,4 km'; English '3.4 km'.
 */
export function formatDistance(km: number, lang: Lang): string {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`A distance must be a non-negative number, not ${km}`);
  const metres = Math.round(km * 100) * 10;
  if (metres < 1000) return `${metres} m`;
  const tenths = Math.round(km * 10) / 10;
  if (tenths >= 10) return `${Math.round(km)} km`;
  const text = tenths.toFixed(1);
  return `${lang === 'hu' ? text.replace('.', ',') : text} km`;
}
