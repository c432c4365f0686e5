import type { LatLng } from './geo';
import type { Lang } from '../i18n/lang';

/**
 * The centres of Budapest's 23 districts, to measure a Budapest postal code's distance from its own
 * district rather than from the city's one point (issue 15 point 4: 1134 is in district XIII, not at
 * the Chain Bridge).
 *
 * Source: the area centroid of each district's administrative boundary (OpenStreetMap admin_level 9,
 * exported by openstreetmap.hu, http://data2.openstreetmap.hu/hatarok/kozighatarok.zip), as kept in
 * k-monitor/nyitott-onkormanyzat `assets/kozig.geojson` (commit de1d4e7b, 2024-06-05); every centroid
 * was checked to lie inside its district. © OpenStreetMap contributors, ODbL. Rounded to 5 decimals.
 */
export const BUDAPEST_DISTRICT_CENTRES: Readonly<Record<number, LatLng>> = {
  1: { lat: 47.49697, lng: 19.03577 },
  2: { lat: 47.54216, lng: 18.97957 },
  3: { lat: 47.56995, lng: 19.03356 },
  4: { lat: 47.57962, lng: 19.0958 },
  5: { lat: 47.50035, lng: 19.05067 },
  6: { lat: 47.50946, lng: 19.06523 },
  7: { lat: 47.50235, lng: 19.07349 },
  8: { lat: 47.4906, lng: 19.0883 },
  9: { lat: 47.46536, lng: 19.09033 },
  10: { lat: 47.48337, lng: 19.15862 },
  11: { lat: 47.46025, lng: 19.01887 },
  12: { lat: 47.50134, lng: 18.97747 },
  13: { lat: 47.53669, lng: 19.07173 },
  14: { lat: 47.51811, lng: 19.11367 },
  15: { lat: 47.55893, lng: 19.13818 },
  16: { lat: 47.51832, lng: 19.20412 },
  17: { lat: 47.47573, lng: 19.2693 },
  18: { lat: 47.43024, lng: 19.20176 },
  19: { lat: 47.4493, lng: 19.14397 },
  20: { lat: 47.43334, lng: 19.12086 },
  21: { lat: 47.41952, lng: 19.06861 },
  22: { lat: 47.41017, lng: 18.99957 },
  23: { lat: 47.38934, lng: 19.14416 },
};

/** Margaret Island (Margitsziget) has its own code, 1007, and belongs to district XIII since 2013. */
const MARGARET_ISLAND = 1007;

/**
 * The district of a Budapest postal code: Magyar Posta's 1xxx codes carry the district in their 2nd and
 * 3rd digits (1134 is XIII., 1052 is V.). Undefined for any other code, and for 1xxx codes whose digits
 * name no district, such as the post-office-box code 1529.
 */
export function budapestDistrict(code: number): number | undefined {
  if (code === MARGARET_ISLAND) return 13;
  if (!Number.isInteger(code) || code < 1000 || code > 1999) return undefined;
  const district = Math.floor(code / 10) % 100;
  return district in BUDAPEST_DISTRICT_CENTRES ? district : undefined;
}

const ROMAN: [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** 13 → 'XIII', as districts are written. */
export function romanDistrict(district: number): string {
  let rest = district;
  let text = '';
  for (const [value, numeral] of ROMAN) {
    while (rest >= value) {
      text += numeral;
      rest -= value;
    }
  }
  return text;
}

/** 'Budapest XIII. kerület' in Hungarian, 'Budapest District XIII' in English. */
export function districtName(district: number, lang: Lang): string {
  const numeral = romanDistrict(district);
  return lang === 'hu' ? `Budapest ${numeral}. kerület` : `Budapest District ${numeral}`;
}
