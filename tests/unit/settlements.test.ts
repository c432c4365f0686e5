import { describe, expect, it } from 'vitest';
import { nearestToPlace, placeLabel, settlementLookups, type Settlement } from '../../src/domain/settlements';
import { BUDAPEST_DISTRICT_CENTRES, budapestDistrict, romanDistrict } from '../../src/domain/budapestDistricts';
import { haversineKm } from '../../src/domain/geo';
import { LOCATIONS } from '../../scripts/seed/catalogue.mjs';
import { foldText } from '../../src/domain/text';
import { env } from 'cloudflare:test';
import { knownPostalCode, settlementData } from '../../src/services/settlements';

// The data as the worker reads it: the built static file, through the ASSETS binding.
const {
  countyForPostalCode,
  locate,
  searchSettlements,
  settlementByName,
  settlementByPostalCode,
  settlementsByPostalCode,
  settlements: SETTLEMENTS,
} = await settlementData(env);

const names = (list: { name: string }[]) => list.map((settlement) => settlement.name);

describe('the settlement data', () => {
  it('holds the 3,155 settlements of shared/data with coordinates inside Hungary', () => {
    expect(SETTLEMENTS).toHaveLength(3155);
    expect(SETTLEMENTS.every(({ lat, lng }) => lat > 45.7 && lat < 48.6 && lng > 16.1 && lng < 22.9)).toBe(true);
  });

  it('checks postal codes from the bundled list exactly as the full data answers them', () => {
    for (let code = 1000; code <= 9999; code++) {
      expect(knownPostalCode(String(code)), String(code)).toBe(settlementsByPostalCode(code).length > 0);
    }
    expect(knownPostalCode('123')).toBe(false);
    expect(knownPostalCode('0999')).toBe(false);
  });
});

describe('foldText', () => {
  it('lowercases, strips accents (ő and ű too) and tidies spaces', () => {
    expect(foldText('  GYŐR ')).toBe('gyor');
    expect(foldText('Hódmezővásárhely')).toBe('hodmezovasarhely');
    expect(foldText('Tiszaújváros  Űrhajó')).toBe('tiszaujvaros urhajo');
    // Look-alikes from keyboards and lists without Hungarian letters.
    expect(foldText('Gyõr')).toBe('gyor');
  });
});

describe('postal code lookups', () => {
  it('finds Debrecen in Hajdú-Bihar for 4032', () => {
    expect(settlementByPostalCode(4032)).toEqual({
      name: 'Debrecen',
      county: 'Hajdú-Bihar',
      lat: 47.5314,
      lng: 21.62598,
    });
    expect(countyForPostalCode(4032)).toBe('Hajdú-Bihar');
  });

  it('resolves any 1xxx code to Budapest, listed or not', () => {
    expect(settlementByPostalCode(1134)?.name).toBe('Budapest');
    expect(settlementByPostalCode(1364)?.name).toBe('Budapest');
    expect(countyForPostalCode(1999)).toBe('Budapest');
  });

  it("falls back to 'Budapest' as the county of an unknown code (spec section 3)", () => {
    expect(settlementByPostalCode(9999)).toBeUndefined();
    expect(settlementsByPostalCode(9999)).toEqual([]);
    expect(countyForPostalCode(9999)).toBe('Budapest');
    expect(countyForPostalCode(123)).toBe('Budapest');
  });

  it('lists every settlement that shares a code, the first one answering alone', () => {
    const shared = settlementsByPostalCode(7838);
    expect(shared).toHaveLength(9);
    expect(new Set(shared.map((settlement) => settlement.county))).toEqual(new Set(['Baranya']));
    expect(settlementByPostalCode(7838)).toEqual(shared[0]);
    expect(shared[0].name).toBe('Besence');
  });
});

describe('settlementByName', () => {
  it('matches regardless of case and accents', () => {
    expect(settlementByName('gyor')?.name).toBe('Győr');
    expect(settlementByName('PECS')?.name).toBe('Pécs');
    expect(settlementByName('debrecen')?.county).toBe('Hajdú-Bihar');
    expect(settlementByName(' DEBRECEN ')?.name).toBe('Debrecen');
  });

  it('prefers the accented name as written, and the bigger place when accents are left out', () => {
    expect(settlementByName('Kömlő')?.name).toBe('Kömlő');
    expect(settlementByName('Komló')?.name).toBe('Komló');
    expect(settlementByName('komlo')?.name).toBe('Komló');
  });

  it('answers undefined for a part of a name or an unknown one', () => {
    expect(settlementByName('Debr')).toBeUndefined();
    expect(settlementByName('Atlantisz')).toBeUndefined();
  });
});

describe('searchSettlements', () => {
  it('puts county seats before small villages among name prefixes', () => {
    const found = names(searchSettlements('Sze', 20));
    expect(found.slice(0, 3)).toEqual(['Szeged', 'Székesfehérvár', 'Szekszárd']);
    expect(found.indexOf('Szentendre')).toBeGreaterThan(2);
  });

  it('matches postal codes by prefix', () => {
    expect(names(searchSettlements('403'))).toEqual(['Debrecen']);
    expect(names(searchSettlements('1'))[0]).toBe('Budapest');
    expect(names(searchSettlements('7838'))).toHaveLength(9);
  });

  it('answers the full record, without accents in the query', () => {
    const [debrecen] = searchSettlements('debrecen');
    expect(debrecen).toMatchObject({ name: 'Debrecen', county: 'Hajdú-Bihar', rank: 'megyeszékhely' });
    expect(debrecen.postalCodes).toContain(4032);
    expect(names(searchSettlements('gyor', 1))).toEqual(['Győr']);
  });

  it('lists name prefixes before names that only contain the query', () => {
    expect(names(searchSettlements('deb'))).toEqual(['Debrecen', 'Debercsény', 'Debréte', 'Aldebrő', 'Feldebrő']);
  });

  it('puts an exact name before bigger places that start with it', () => {
    expect(names(searchSettlements('tata', 2))).toEqual(['Tata', 'Tatabánya']);
  });

  it('respects the limit and answers [] for an empty query', () => {
    expect(searchSettlements('a')).toHaveLength(10);
    expect(searchSettlements('a', 3)).toHaveLength(3);
    expect(searchSettlements('   ')).toEqual([]);
    expect(searchSettlements('xyzzy')).toEqual([]);
  });
});

describe('locate', () => {
  it('places a postal code at its settlement, keeping the code', () => {
    expect(locate('4032')).toEqual({ name: 'Debrecen', lat: 47.5314, lng: 21.62598, postalCode: 4032 });
  });

  it('places a Budapest postal code at the centre of its district (2nd and 3rd digits)', () => {
    expect(locate('1134')).toEqual({
      name: 'Budapest',
      ...BUDAPEST_DISTRICT_CENTRES[13],
      postalCode: 1134,
      district: 13,
    });
    expect(locate('1052')?.district).toBe(5);
    expect(locate('1239')?.district).toBe(23);
    // Margaret Island's own code is district XIII's; a PO-box code names no district: the city's point.
    expect(locate('1007')?.district).toBe(13);
    const capital = settlementByName('Budapest')!;
    expect(locate('1529')).toEqual({ name: 'Budapest', lat: capital.lat, lng: capital.lng, postalCode: 1529 });
  });

  it('places a settlement name, in any case and accents', () => {
    expect(locate('Szeged')).toEqual({ name: 'Szeged', lat: 46.25463, lng: 20.1486 });
    expect(locate('hodmezovasarhely')?.name).toBe('Hódmezővásárhely');
  });

  it('answers undefined for what it cannot place', () => {
    expect(locate('9999')).toBeUndefined();
    expect(locate('403')).toBeUndefined();
    expect(locate('Sze')).toBeUndefined();
    expect(locate('')).toBeUndefined();
  });
});

describe('Budapest districts', () => {
  it('reads the district from the 2nd and 3rd digits of a 1xxx code', () => {
    expect([1011, 1134, 1239, 1007].map(budapestDistrict)).toEqual([1, 13, 23, 13]);
    for (const code of [1001, 1241, 1529, 4032, 999, 10000, 1134.5])
      expect(budapestDistrict(code), String(code)).toBeUndefined();
  });

  it('has 23 centres, one per district, each within 20 km of the city point', () => {
    const capital = settlementByName('Budapest')!;
    const centres = Object.entries(BUDAPEST_DISTRICT_CENTRES);
    expect(centres.map(([district]) => Number(district))).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    for (const [district, centre] of centres) expect(haversineKm(capital, centre), district).toBeLessThan(20);
    // The inner districts are the nearest to the city's point, the outer ones the farthest.
    expect(haversineKm(capital, BUDAPEST_DISTRICT_CENTRES[5])).toBeLessThan(1.5);
    expect(haversineKm(capital, BUDAPEST_DISTRICT_CENTRES[17])).toBeGreaterThan(15);
  });

  it('writes district numbers in Roman numerals', () => {
    expect([1, 4, 9, 13, 14, 19, 23].map(romanDistrict)).toEqual(['I', 'IV', 'IX', 'XIII', 'XIV', 'XIX', 'XXIII']);
  });

  it('names a located place with its postal code and district in both languages', () => {
    expect(placeLabel(locate('1134')!, 'hu')).toBe('1134 Budapest XIII. kerület');
    expect(placeLabel(locate('1134')!, 'en')).toBe('1134 Budapest District XIII');
    expect(placeLabel(locate('4032')!, 'en')).toBe('4032 Debrecen');
    expect(placeLabel(locate('szeged')!, 'hu')).toBe('Szeged');
  });
});

describe('nearestToPlace: the seeded locations from a postal code', () => {
  const shown = LOCATIONS.filter((location) => location.tags.includes('showonweb'));
  const order = (query: string) =>
    nearestToPlace(
      shown,
      locate(query)!,
      (location) => ({ lat: location.gps_latitude, lng: location.gps_longitude }),
      (location) => location.zip_code,
    ).map((location) => `${location.zip_code} ${location.name}`);

  it('lists the location in 1134 first, then the nearest to district XIII', () => {
    const sorted = order('1134');
    expect(sorted[0]).toBe('1134 Pannon Labor Váci út');
    // From district XIII's centre Óbuda (III.) and Újpest (IV.) are nearer than Margit körút (II.).
    expect(sorted.slice(1, 3).sort()).toEqual(['1033 Pannon Labor Óbuda', '1042 Pannon Labor Újpest']);
    expect(sorted.indexOf('1027 Pannon Labor Margit körút')).toBeGreaterThan(2);
  });

  it('puts the searched code first even where another location is nearer to its point', () => {
    // Debrecen's point is nearer to Belváros (4025) than to Nagyerdő (4032).
    const debrecen = settlementByName('Debrecen')!;
    const [nagyerdo, belvaros] = ['4032', '4025'].map((zip) => shown.find((l) => l.zip_code === zip)!);
    const distance = (l: typeof nagyerdo) => haversineKm(debrecen, { lat: l.gps_latitude, lng: l.gps_longitude });
    expect(distance(belvaros)).toBeLessThan(distance(nagyerdo));
    expect(order('4032').slice(0, 2)).toEqual([
      '4032 Pannon Labor Debrecen – Nagyerdő',
      '4025 Pannon Labor Debrecen – Belváros',
    ]);
    expect(order('4025')[0]).toBe('4025 Pannon Labor Debrecen – Belváros');
  });

  it('sorts a code without a location of its own by the distance from its district', () => {
    // 1118 is in district XI (Buda side): its one location first, then Budaörs just over the city line.
    expect(order('1118').slice(0, 2)).toEqual(['1114 Pannon Labor Bartók Béla út', '2040 Pannon Labor Budaörs']);
    // 1039 is Békásmegyer, district III; 1173 is district XVII at the eastern edge.
    expect(order('1039')[0]).toBe('1033 Pannon Labor Óbuda');
    expect(order('1173')[0]).toBe('1085 Pannon Labor Üllői út');
  });
});

describe('settlementLookups over other data', () => {
  const village = (name: string, postalCodes: number[]): Settlement => ({
    name,
    county: 'Pest',
    postalCodes,
    rank: 'község',
    lat: 47,
    lng: 19,
  });

  it('gives no Budapest fallback when the list has no capital', () => {
    const lookups = settlementLookups([village('Alsó', [2000])]);
    expect(lookups.settlementByPostalCode(1134)).toBeUndefined();
    expect(lookups.countyForPostalCode(1134)).toBe('Budapest');
    expect(lookups.countyForPostalCode(2000)).toBe('Pest');
  });

  it('keeps the given order among equal ranks and matches', () => {
    const lookups = settlementLookups([village('Bab', [2001]), village('Bab utca', [2002]), village('Aba', [2001])]);
    expect(names(lookups.searchSettlements('ba'))).toEqual(['Bab', 'Bab utca', 'Aba']);
    expect(names(lookups.settlementsByPostalCode(2001))).toEqual(['Bab', 'Aba']);
    expect(lookups.searchSettlements('ba', 0)).toEqual([]);
  });
});
