import { describe, expect, it } from 'vitest';
import type { SamplingFee, WorkingDay } from '../../src/domain/location';
import { openingHours } from '../../src/domain/openingHours';
import { formatPrice, parsePrice } from '../../src/domain/prices';
import { equalFeesText, samplingFeeLines } from '../../src/domain/samplingFees';
import { foldText, matchesQuery } from '../../src/domain/text';
import { formatTurnaround } from '../../src/domain/turnaround';
import { visibleByWeight, visibleCategories } from '../../src/domain/visibility';

const day = (start: string | null, end: string | null): WorkingDay => ({ start, end });

describe('opening hours', () => {
  it('shows HH:MM and merges consecutive days with equal hours', () => {
    const plan = {
      monday: day('07:00:00', '11:00:00'),
      tuesday: day('07:00:00', '11:00:00'),
      wednesday: day('07:00:00', '11:00:00'),
      thursday: day('07:00:00', '11:00:00'),
      friday: day('07:00:00', '10:00:00'),
      saturday: day(null, null),
      sunday: day(null, null),
    };
    expect(openingHours(plan, 'hu').map(({ days, hours }) => [days, hours])).toEqual([
      ['H – Cs', '07:00 – 11:00'],
      ['P', '07:00 – 10:00'],
      ['Szo – V', 'Zárva'],
    ]);
    expect(openingHours(plan, 'en').map(({ days, hours }) => [days, hours])).toEqual([
      ['Mon – Thu', '07:00 – 11:00'],
      ['Fri', '07:00 – 10:00'],
      ['Sat – Sun', 'Closed'],
    ]);
  });

  it('counts a day as open only when start and end exist and differ', () => {
    const plan = {
      monday: day('07:00:00', '07:00:00'),
      tuesday: day('07:00:00', null),
      wednesday: day(null, '11:00:00'),
      thursday: day('06:30:00', '12:00:00'),
      friday: day('06:30:00', '12:00:00'),
      saturday: day('08:00:00', '11:00:00'),
      sunday: day('', ''),
    };
    expect(openingHours(plan, 'hu').map(({ days, hours, open }) => [days, hours, open])).toEqual([
      ['H – Sze', 'Zárva', false],
      ['Cs – P', '06:30 – 12:00', true],
      ['Szo', '08:00 – 11:00', true],
      ['V', 'Zárva', false],
    ]);
  });

  it('does not merge equal days that are not consecutive, and reads missing days as closed', () => {
    const rows = openingHours({ monday: day('07:00', '11:00'), wednesday: day('07:00', '11:00') }, 'hu');
    expect(rows.map((row) => row.days)).toEqual(['H', 'K', 'Sze', 'Cs – V']);
  });
});

describe('prices', () => {
  it('prints thousands-separated numbers with the suffix Ft', () => {
    expect(formatPrice(12900)).toBe('12\u00a0900 Ft');
    expect(formatPrice(990)).toBe('990 Ft');
    expect(formatPrice(1234567, 'en')).toBe('1,234,567 Ft');
  });

  it('reads a dot followed by exactly three digits as a thousands separator', () => {
    expect(parsePrice('12.900')).toBe(12900);
    expect(parsePrice('1.234.567')).toBe(1234567);
    expect(parsePrice('12.90')).toBe(12.9);
    expect(parsePrice('12.9000')).toBe(12.9);
    expect(parsePrice('4 990 Ft')).toBe(4990);
    expect(formatPrice('2.990')).toBe('2\u00a0990 Ft');
    expect(parsePrice(undefined)).toBe(0);
  });
});

describe('turnaround', () => {
  it('reads N or N - M working days', () => {
    expect(formatTurnaround(1, 1, 'hu')).toBe('1 munkanapon belül');
    expect(formatTurnaround(2, 4, 'hu')).toBe('2 - 4 munkanapon belül');
    expect(formatTurnaround(1, 1, 'en')).toBe('within 1 working day');
    expect(formatTurnaround(10, 15, 'en')).toBe('within 10 - 15 working days');
  });
});

describe('sampling fees', () => {
  const fee = (type: string, price: number): SamplingFee => ({
    type,
    name: type === 'base' ? 'Alap mintavételi díj' : `Terheléses (${type})`,
    price,
  });

  it('says it in one line when all fees are equal', () => {
    const fees = [fee('base', 2990), fee('samplingfee_ex_2', 2990), fee('samplingfee_ex_3', 2990)];
    expect(equalFeesText(fees, 'hu')).toBe('Terheléses és alap mintavételi díj: 2\u00a0990 Ft');
    expect(samplingFeeLines(fees, 'en')).toEqual([{ label: 'Glucose load and basic sampling fee', price: '2,990 Ft' }]);
  });

  it('lists each fee when they differ, and the base fee alone as itself', () => {
    const fees = [fee('base', 1990), fee('samplingfee_ex_2', 4990)];
    expect(equalFeesText(fees, 'hu')).toBeNull();
    expect(samplingFeeLines(fees, 'hu')).toEqual([
      { label: 'Alap mintavételi díj', price: '1\u00a0990 Ft' },
      { label: 'Terheléses (samplingfee_ex_2)', price: '4\u00a0990 Ft' },
    ]);
    expect(samplingFeeLines([fee('base', 1990)], 'hu')).toEqual([
      { label: 'Alap mintavételi díj', price: '1\u00a0990 Ft' },
    ]);
  });
});

describe('showonweb and weights', () => {
  const item = (name: string, tags: string[], weight?: number, category = 'a', categoryWeight?: number) => ({
    name,
    tags,
    weight,
    category_tag: category,
    category_name: category.toUpperCase(),
    category_description: '',
    category_weight: categoryWeight,
  });

  it('shows only showonweb items, lightest first with 5 as the default weight', () => {
    const items = [
      item('Cecília', ['showonweb']),
      item('Anna', ['showonweb'], 7),
      item('Béla', []),
      item('Dóra', ['showonweb'], 1),
    ];
    expect(visibleByWeight(items).map((i) => i.name)).toEqual(['Dóra', 'Cecília', 'Anna']);
  });

  it('groups by category in weight order and skips categories with nothing shown', () => {
    const items = [
      item('x', ['showonweb'], 5, 'vitaminok', 8),
      item('y', ['showonweb'], 5, 'alaplabor', 1),
      item('z', [], 5, 'rejtett', 0),
      item('w', ['showonweb'], 5, 'pajzsmirigy'),
    ];
    expect(visibleCategories(items).map((group) => group.tag)).toEqual(['alaplabor', 'pajzsmirigy', 'vitaminok']);
  });
});

describe('accent-insensitive search', () => {
  it('folds accents and case, and needs every word', () => {
    expect(foldText('Vércukor ŐSZ Űr')).toBe('vercukor osz ur');
    expect(matchesQuery('D-vitamin (25-OH-D3)', 'd-vit')).toBe(true);
    expect(matchesQuery('Pajzsmirigy alapcsomag', 'PAJZSMIRIGY csomag')).toBe(true);
    expect(matchesQuery('Pajzsmirigy alapcsomag', 'pajzsmirigy vas')).toBe(false);
    expect(matchesQuery('Győri vérvétel', 'gyori')).toBe(true);
  });
});
