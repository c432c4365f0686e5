import { describe, expect, it } from 'vitest';
import type { CalendarException } from '../../src/domain/calendar';
import { isHungarianPublicHoliday } from '../../src/domain/hungarianHolidays';
import type { LabLocation, WorkingDay } from '../../src/domain/location';
import { openNowText } from '../../src/domain/openNow';
import { openingSchedule } from '../../src/domain/openingSchedule';
import { formatPrice } from '../../src/domain/prices';
import { bookingEn, bookingHu as labels } from '../../src/i18n/bookingMessages';
import { cartFee } from '../../src/islands/booking/LocationCard';

/** A point open 07:00–11:00 on weekdays and 08:00–10:00 on Saturdays, closed on Sundays. */
const week = new Map<number, WorkingDay>([
  ...[1, 2, 3, 4, 5].map((day) => [day, { start: '07:00:00', end: '11:00:00' }] as const),
  [6, { start: '08:00:00', end: '10:00:00' }],
]);
const calendar = (exceptions: CalendarException[] = []) => ({
  weeklyPlan: week,
  closures: new Set<string>(),
  exceptions: new Map(exceptions.map((row) => [row.date, row])),
  isPublicHoliday: isHungarianPublicHoliday,
});
/** A Budapest wall-clock time as an instant (winter: UTC+1; summer: UTC+2). */
const at = (iso: string) => Date.parse(iso);

describe('open now, by the booking calendar rules and Budapest time', () => {
  it('is open inside the hours and says until when, in both languages', () => {
    const schedule = openingSchedule('2026-12-07', calendar()); // a Monday
    expect(openNowText(schedule, at('2026-12-07T09:30:00+01:00'), 'hu')).toEqual(['Most nyitva', '11:00-ig', true]);
    expect(openNowText(schedule, at('2026-12-07T09:30:00+01:00'), 'en')).toEqual(['Open now', 'until 11:00', true]);
  });

  it('before opening says today, after closing tomorrow, on Saturday afternoon the Monday', () => {
    const schedule = openingSchedule('2026-12-07', calendar());
    expect(openNowText(schedule, at('2026-12-07T06:15:00+01:00'), 'hu')).toEqual([
      'Most zárva',
      'Nyit: ma 07:00',
      false,
    ]);
    expect(openNowText(schedule, at('2026-12-07T11:00:00+01:00'), 'en')).toEqual([
      'Closed now',
      'Opens tomorrow at 07:00',
      false,
    ]);
    expect(openNowText(schedule, at('2026-12-12T12:00:00+01:00'), 'hu')).toEqual([
      'Most zárva',
      'Nyit: hétfőn 07:00',
      false,
    ]);
  });

  it('is closed on a public holiday (24–26 December 2026) and on a decreed rest day', () => {
    // Christmas Eve 2026 is a Thursday the decree makes a rest day; 25 and 26 are public holidays.
    const schedule = openingSchedule(
      '2026-12-23',
      calendar([{ date: '2026-12-24', kind: 'rest_day', plan_weekday: null }]),
    );
    expect(openNowText(schedule, at('2026-12-24T09:00:00+01:00'), 'en')).toEqual([
      'Closed now',
      'Opens on Monday at 07:00',
      false,
    ]);
  });

  it('keeps Budapest summer time: 07:00 in July is 05:00 UTC', () => {
    const schedule = openingSchedule('2026-07-06', calendar());
    expect(schedule[0]![0]).toBe(at('2026-07-06T05:00:00Z'));
    expect(openNowText(schedule, at('2026-07-06T05:30:00Z'), 'hu')).toEqual(['Most nyitva', '11:00-ig', true]);
  });

  it('says nothing when nothing opens within the schedule', () => {
    expect(openNowText([], Date.now(), 'hu')).toBeNull();
  });
});

describe("the booking location step's fee: only the variant the cart pays", () => {
  const location = {
    sampling_fee: [
      { type: 'base', name: 'Alap mintavételi díj', price: 2490 },
      { type: 'samplingfee_ex_2', name: 'Terheléses vércukor (2 pontos) mintavételi díja', price: 4990 },
      { type: 'samplingfee_ex_3', name: 'Terheléses vércukor (3 pontos) mintavételi díja', price: 5990 },
    ],
  } as LabLocation;

  it('is the basic fee for a cart without a glucose load test', () => {
    expect(cartFee(location, [[['showonweb'], []]], 'hu', labels)).toEqual({
      label: 'Alap mintavételi díj',
      price: formatPrice(2490, 'hu'),
    });
  });

  it("is the glucose load test's own fee when the cart has one, the most demanding winning", () => {
    expect(cartFee(location, [[['samplingfee_ex_2'], ['samplingfee_ex_3']]], 'hu', labels)?.label).toBe(
      'Terheléses vércukor (3 pontos) mintavételi díja',
    );
  });

  it("is everyone's fees together for a family, saying for how many", () => {
    expect(cartFee(location, [[['showonweb']], [], [[]]], 'hu', labels)).toEqual({
      label: 'Alap mintavételi díj, 3 főre',
      price: formatPrice(3 * 2490, 'hu'),
    });
    expect(cartFee(location, [[['samplingfee_ex_2']], []], 'en', bookingEn)).toEqual({
      label: 'Sampling fees, for 2 people',
      price: formatPrice(4990 + 2490, 'en'),
    });
  });

  it('falls back to the basic fee where the location has no fee of that kind, and is none without fees', () => {
    expect(cartFee(location, [[['samplingfee_ex_5']]], 'hu', labels)?.label).toBe('Alap mintavételi díj');
    expect(cartFee({ ...location, sampling_fee: [] }, [], 'hu', labels)).toBeNull();
  });
});
