import { foldText } from './text';
import { type LatLng, nearestFirst } from './geo';
import { BUDAPEST_DISTRICT_CENTRES, budapestDistrict, districtName } from './budapestDistricts';
import type { Lang } from '../i18n/lang';

/** KSH 'Helység jogállása' values (spec section 3), biggest first: search lists bigger places first. */
export const SETTLEMENT_RANKS = [
  'főváros',
  'megyeszékhely',
  'megyei jogú város',
  'város',
  'nagyközség',
  'község',
] as const;
export type SettlementRank = (typeof SETTLEMENT_RANKS)[number];

/** One record of the settlement reference data (src/data/settlements.json). */
export interface Settlement extends LatLng {
  readonly name: string;
  readonly county: string;
  /** Sorted 4-digit codes; a code may belong to several settlements (7838 to 9 villages). */
  readonly postalCodes: readonly number[];
  readonly rank: SettlementRank;
}

/** What a postal-code lookup answers: where the code is, not everything known about the place. */
export type SettlementPlace = Pick<Settlement, 'name' | 'county' | 'lat' | 'lng'>;
/** The point a visitor's input stands for, to measure distances from. */
export type LocatedPlace = Pick<Settlement, 'name' | 'lat' | 'lng'> & {
  /** The postal code typed, when the input was one: the locations that have it come first. */
  postalCode?: number;
  /** The Budapest district of that code; the point is then the district's centre, not the city's. */
  district?: number;
};

/** Spec section 3: the county for a postal code comes from the table, with fallback 'Budapest'. */
export const FALLBACK_COUNTY = 'Budapest';

export const POSTAL_CODE_PATTERN = /^\d{4}$/;
const POSTAL_PREFIX_PATTERN = /^\d{1,4}$/;

/** Case and spacing tidied, accents kept: an exactly typed name wins over its accentless namesake. */
const tidy = (text: string) => text.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ');

export interface SettlementLookups {
  /** The first settlement (in the file's order) that has the code; any 1xxx code is Budapest. */
  settlementByPostalCode(code: number): SettlementPlace | undefined;
  /** Every settlement that has the code, in the file's order; any unlisted 1xxx code is Budapest. */
  settlementsByPostalCode(code: number): SettlementPlace[];
  /** The county of the code's first settlement, or 'Budapest' when no settlement has it. */
  countyForPostalCode(code: number): string;
  /** The settlement whose name matches regardless of case and accents. */
  settlementByName(name: string): Settlement | undefined;
  /** Autocomplete: digits match postal codes by prefix, text matches names (exact, prefix, then contains). */
  searchSettlements(query: string, limit?: number): Settlement[];
  /** A 4-digit postal code or a settlement name as the point it stands for; undefined when neither. */
  locate(query: string): LocatedPlace | undefined;
}

interface Entry {
  settlement: Settlement;
  folded: string;
  codes: string[];
  rankOrder: number;
}

const place = ({ name, county, lat, lng }: Settlement): SettlementPlace => ({ name, county, lat, lng });

/** Builds the indexes once; the lookups it returns are plain functions, safe to destructure. */
export function settlementLookups(settlements: readonly Settlement[]): SettlementLookups {
  const entries: Entry[] = settlements.map((settlement) => ({
    settlement,
    folded: foldText(settlement.name),
    codes: settlement.postalCodes.map(String),
    rankOrder: SETTLEMENT_RANKS.indexOf(settlement.rank),
  }));
  const byCode = new Map<number, Settlement[]>();
  const byName = new Map<string, Settlement>();
  const byFoldedName = new Map<string, Entry>();
  for (const entry of entries) {
    const { settlement } = entry;
    for (const code of settlement.postalCodes) {
      const sharing = byCode.get(code);
      if (sharing) sharing.push(settlement);
      else byCode.set(code, [settlement]);
    }
    byName.set(tidy(settlement.name), settlement);
    // Folding joins Komló with Kömlő and Komoró with Kömörő; without accents, the bigger place is meant.
    const taken = byFoldedName.get(entry.folded);
    if (!taken || entry.rankOrder < taken.rankOrder) byFoldedName.set(entry.folded, entry);
  }
  const capital = settlements.find((settlement) => settlement.rank === 'főváros');

  function settlementsByPostalCode(code: number): SettlementPlace[] {
    const listed = byCode.get(code);
    if (listed) return listed.map(place);
    // Every 1xxx code is Budapest's (Magyar Posta); the table lists its street codes, not PO-box ones like 1364.
    const inCapital = Number.isInteger(code) && code >= 1000 && code <= 1999;
    return inCapital && capital ? [place(capital)] : [];
  }

  function settlementByName(name: string): Settlement | undefined {
    // An accented exact match comes first, so 'Kömlő' is never answered with Komló.
    return byName.get(tidy(name)) ?? byFoldedName.get(foldText(name))?.settlement;
  }

  function searchSettlements(query: string, limit = 10): Settlement[] {
    const folded = foldText(query);
    if (!folded || limit < 1) return [];
    const tierOf = POSTAL_PREFIX_PATTERN.test(folded)
      ? (entry: Entry) => (entry.codes.some((code) => code.startsWith(folded)) ? 0 : -1)
      : (entry: Entry) =>
          entry.folded === folded ? 0 : entry.folded.startsWith(folded) ? 1 : entry.folded.includes(folded) ? 2 : -1;
    // The sort is stable, so equal tier and rank keep the file's Hungarian alphabetical order.
    return entries
      .map((entry) => ({ entry, tier: tierOf(entry) }))
      .filter(({ tier }) => tier >= 0)
      .sort((a, b) => a.tier - b.tier || a.entry.rankOrder - b.entry.rankOrder)
      .slice(0, limit)
      .map(({ entry }) => entry.settlement);
  }

  function locate(query: string): LocatedPlace | undefined {
    const text = query.trim();
    if (!POSTAL_CODE_PATTERN.test(text)) {
      const found = settlementByName(text);
      return found && { name: found.name, lat: found.lat, lng: found.lng };
    }
    // A postal code stands for its own place (issue 15 point 4): its settlement, or in Budapest its district.
    const postalCode = Number(text);
    const found = settlementsByPostalCode(postalCode)[0];
    if (!found) return undefined;
    const district = found.name === capital?.name ? budapestDistrict(postalCode) : undefined;
    if (district === undefined) return { name: found.name, lat: found.lat, lng: found.lng, postalCode };
    const { lat, lng } = BUDAPEST_DISTRICT_CENTRES[district];
    return { name: found.name, lat, lng, postalCode, district };
  }

  return {
    settlementByPostalCode: (code) => settlementsByPostalCode(code)[0],
    settlementsByPostalCode,
    countyForPostalCode: (code) => settlementsByPostalCode(code)[0]?.county ?? FALLBACK_COUNTY,
    settlementByName,
    searchSettlements,
    locate,
  };
}

/** The place as the finders name it: '1134 Budapest XIII. kerület', '4032 Debrecen' or 'Szeged'. */
export function placeLabel(place: LocatedPlace, lang: Lang): string {
  const name = place.district === undefined ? place.name : districtName(place.district, lang);
  return place.postalCode === undefined ? name : `${place.postalCode} ${name}`;
}

/**
 * Locations nearest first from the place, those in the postal code searched before all others (issue 15
 * point 4: searching 1134 lists the location in 1134 first, then the nearest to district XIII's centre).
 */
export function nearestToPlace<T>(
  items: readonly T[],
  place: LocatedPlace,
  position: (item: T) => LatLng,
  postalCodeOf: (item: T) => string | number,
) {
  const { postalCode } = place;
  return nearestFirst(
    items,
    place,
    position,
    (item) => postalCode !== undefined && Number(postalCodeOf(item)) === postalCode,
  );
}
