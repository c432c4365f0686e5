import { describe, expect, it } from 'vitest';
import { formatDistance, haversineKm, nearestFirst } from '../../src/domain/geo';

const budapest = { lat: 47.49838, lng: 19.04047 };
const debrecen = { lat: 47.5314, lng: 21.62598 };
const szeged = { lat: 46.25463, lng: 20.1486 };

describe('haversineKm', () => {
  it('measures Budapest–Debrecen as about 194 km in a straight line', () => {
    expect(haversineKm(budapest, debrecen)).toBeGreaterThan(192);
    expect(haversineKm(budapest, debrecen)).toBeLessThan(196);
  });

  it('gives 0 for the same point and the same distance both ways', () => {
    expect(haversineKm(szeged, szeged)).toBe(0);
    expect(haversineKm(debrecen, szeged)).toBeCloseTo(haversineKm(szeged, debrecen), 9);
  });

  it('uses an earth radius of 6371 km (spec section 9): a quarter meridian is 10,007.5 km', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI / 2) * 6371, 6);
  });

  it('stays finite for antipodal points', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });
});

describe('nearestFirst', () => {
  const at = (name: string, point: { lat: number; lng: number }) => ({ name, point });

  it('orders by distance and adds distanceKm, keeping the other fields', () => {
    const items = [at('Debrecen', debrecen), at('Budapest', budapest), at('Szeged', szeged)];
    const sorted = nearestFirst(items, { lat: 47.5, lng: 19.1 }, (item) => item.point);
    expect(sorted.map((item) => item.name)).toEqual(['Budapest', 'Szeged', 'Debrecen']);
    expect(sorted[0].point).toBe(budapest);
    expect(sorted[2].distanceKm).toBeCloseTo(haversineKm({ lat: 47.5, lng: 19.1 }, debrecen), 9);
  });

  it('keeps the input order for equal distances', () => {
    const items = ['a', 'b', 'c', 'd'].map((name, i) => at(name, i % 2 ? szeged : budapest));
    expect(nearestFirst(items, budapest, (item) => item.point).map((item) => item.name)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('puts the items in the place before all others, nearest first among themselves', () => {
    const items = [at('Debrecen', debrecen), at('Budapest', budapest), at('Szeged', szeged), at('Pest', budapest)];
    const inPlace = (item: { name: string }) => item.name === 'Debrecen' || item.name === 'Szeged';
    const sorted = nearestFirst(items, budapest, (item) => item.point, inPlace);
    expect(sorted.map((item) => item.name)).toEqual(['Szeged', 'Debrecen', 'Budapest', 'Pest']);
    expect(sorted[0].distanceKm).toBeCloseTo(haversineKm(budapest, szeged), 9);
  });

  it('leaves the input list alone and answers [] for no items', () => {
    const items = [at('Debrecen', debrecen), at('Budapest', budapest)];
    nearestFirst(items, budapest, (item) => item.point);
    expect(items.map((item) => item.name)).toEqual(['Debrecen', 'Budapest']);
    expect(nearestFirst([], budapest, () => budapest)).toEqual([]);
  });
});

describe('formatDistance', () => {
  it('shows metres, to the nearest 10, below 1 km', () => {
    expect(formatDistance(0.85, 'hu')).toBe('850 m');
    expect(formatDistance(0.8534, 'en')).toBe('850 m');
    expect(formatDistance(0, 'hu')).toBe('0 m');
  });

  it('shows one decimal from 1 to 10 km, with a decimal comma in Hungarian', () => {
    expect(formatDistance(3.42, 'hu')).toBe('3,4 km');
    expect(formatDistance(3.42, 'en')).toBe('3.4 km');
    expect(formatDistance(1, 'hu')).toBe('1,0 km');
    expect(formatDistance(0.9996, 'en')).toBe('1.0 km');
  });

  it('shows whole kilometres from 10 km', () => {
    expect(formatDistance(9.96, 'hu')).toBe('10 km');
    expect(formatDistance(12.5, 'hu')).toBe('13 km');
    expect(formatDistance(194.2, 'en')).toBe('194 km');
  });

  it('refuses a negative or non-numeric distance', () => {
    expect(() => formatDistance(-1, 'hu')).toThrow(RangeError);
    expect(() => formatDistance(Number.NaN, 'en')).toThrow(RangeError);
  });
});
