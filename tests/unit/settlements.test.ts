import { describe, expect, it } from 'vitest';
import { settlementLookups, type Settlement } from '../../src/domain/settlements';
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
  it('places a postal code at its settlement', () => {
    expect(locate('4032')).toEqual({ name: 'Debrecen', lat: 47.5314, lng: 21.62598 });
    expect(locate('1134')?.name).toBe('Budapest');
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
