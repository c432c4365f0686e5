import { describe, expect, it } from 'vitest';
import type { WorkingDay } from '../../src/domain/location';
import { addDays, budapestNow, toUtcInstant, weekdayOf } from '../../src/domain/budapestTime';
import { CLOSED, type CalendarException, effectivePlan, type LocationCalendar } from '../../src/domain/calendar';
import { isHungarianPublicHoliday } from '../../src/domain/hungarianHolidays';
import { availableTimes, freeStarts, type SlotDay, slotsNeeded } from '../../src/domain/slots';
import { CALENDAR_EXCEPTIONS } from '../../scripts/seed/booking.mjs';

const day = (overrides: Partial<SlotDay> = {}): SlotDay => ({
  date: '2026-03-25',
  plan: { start: '07:00:00', end: '09:00:00' },
  slotMinutes: 10,
  capacity: 2,
  taken: new Map(),
  slotsNeeded: 1,
  earliestMinute: 0,
  ...overrides,
});

const at = (hours: number, minutes = 0) => hours * 60 + minutes;
const startTimes = (slotDay: SlotDay) => availableTimes(slotDay).map((time) => time.time);

describe('Budapest wall clock', () => {
  it('reads the Budapest date and minute in winter and in summer', () => {
    expect(budapestNow(new Date('2026-01-15T23:30:00Z'))).toEqual({ date: '2026-01-16', minute: at(0, 30) });
    expect(budapestNow(new Date('2026-07-01T21:59:00Z'))).toEqual({ date: '2026-07-01', minute: at(23, 59) });
  });

  it('turns wall-clock times into UTC instants on both sides of each switch', () => {
    expect(toUtcInstant('2026-03-28', at(8))).toBe('2026-03-28T07:00:00.000Z');
    expect(toUtcInstant('2026-03-29', at(1, 30))).toBe('2026-03-29T00:30:00.000Z');
    expect(toUtcInstant('2026-03-29', at(8))).toBe('2026-03-29T06:00:00.000Z');
    expect(toUtcInstant('2026-10-25', at(1, 30))).toBe('2026-10-24T23:30:00.000Z');
    expect(toUtcInstant('2026-10-25', at(8))).toBe('2026-10-25T07:00:00.000Z');
    expect(toUtcInstant('2026-10-25', at(0))).toBe('2026-10-24T22:00:00.000Z');
  });

  it('counts days across month and year ends and numbers weekdays from Monday', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(['2026-01-05', '2026-01-10', '2026-01-11'].map(weekdayOf)).toEqual([1, 6, 7]);
  });
});

describe('slot arithmetic', () => {
  it('offers every slot of a normal day, the last one ending at closing time', () => {
    const times = availableTimes(day());
    expect(times).toHaveLength(12);
    expect(times[0]).toEqual({ time: '07:00', minute: at(7), starts_at: '2026-03-25T06:00:00.000Z', free: 2 });
    expect(times[11].time).toBe('08:50');
    // A 15-minute grid with 10 minutes to spare before closing does not offer a slot that overruns.
    expect(startTimes(day({ slotMinutes: 15, plan: { start: '07:00:00', end: '08:10:00' } }))).toEqual([
      '07:00',
      '07:15',
      '07:30',
      '07:45',
    ]);
  });

  it('keeps a closed day closed: no times, missing or equal start and end', () => {
    expect(freeStarts(day({ plan: CLOSED }))).toEqual([]);
    expect(freeStarts(day({ plan: { start: '08:00:00', end: '08:00:00' } }))).toEqual([]);
    expect(freeStarts(day({ plan: { start: '08:00:00', end: null } }))).toEqual([]);
  });

  it('cuts the morning of today at the lead time', () => {
    expect(startTimes(day({ earliestMinute: at(8, 5) }))).toEqual(['08:10', '08:20', '08:30', '08:40', '08:50']);
    expect(startTimes(day({ earliestMinute: at(8, 50) }))).toEqual(['08:50']);
    expect(startTimes(day({ earliestMinute: at(9) }))).toEqual([]);
  });

  it('drops a full slot and reports the room left in a partly taken one', () => {
    const times = availableTimes(
      day({
        taken: new Map([
          [at(7, 30), 2],
          [at(7, 40), 1],
        ]),
      }),
    );
    expect(times.map((time) => time.time)).not.toContain('07:30');
    expect(times.find((time) => time.time === '07:40')?.free).toBe(1);
    expect(times.find((time) => time.time === '07:50')?.free).toBe(2);
  });

  it('needs the longest app_time in consecutive slots, and at least one slot', () => {
    expect(slotsNeeded([10, 120, 20], 10)).toBe(12);
    expect(slotsNeeded([150], 15)).toBe(10);
    expect(slotsNeeded([25], 10)).toBe(3);
    expect(slotsNeeded([], 10)).toBe(1);
  });

  it('offers a 120-minute test only where all its slots have room and it ends by closing', () => {
    const glucose = day({
      plan: { start: '07:00:00', end: '12:00:00' },
      slotsNeeded: 12,
      taken: new Map([
        [at(9), 2],
        [at(10, 30), 1],
      ]),
    });
    const starts = freeStarts(glucose);
    // Twelve slots from 07:10 … 09:00 would run through the full 09:00 slot; from 07:00 they end at 09:00.
    expect(starts.map((start) => start.minute)).toEqual([at(7), ...[10, 20, 30, 40, 50, 60].map((m) => at(9) + m)]);
    // The last start is 10:00 (10:00 + 120 = 12:00); the runs over 10:30 have one place left.
    expect(starts.at(-1)).toEqual({ minute: at(10), free: 1 });
    expect(starts[0]).toEqual({ minute: at(7), free: 2 });
    expect(starts.find((start) => start.minute === at(9, 10))?.free).toBe(1);
  });

  it.each([
    ['2026-03-28', '2026-03-29', -1],
    ['2026-10-24', '2026-10-25', 1],
  ])('gives %s and the switch day %s the same wall-clock slots, an hour apart in UTC', (before, switchDay, hours) => {
    const plan: WorkingDay = { start: '08:00:00', end: '11:00:00' };
    const first = availableTimes(day({ date: before, plan }));
    const second = availableTimes(day({ date: switchDay, plan }));
    expect(second.map((time) => time.time)).toEqual(first.map((time) => time.time));
    expect(second).toHaveLength(18);
    second.forEach((time, index) => {
      const gap = Date.parse(time.starts_at) - Date.parse(first[index].starts_at);
      expect(gap).toBe(86_400_000 + hours * 3_600_000);
    });
  });
});

describe('the effective plan of a date', () => {
  const everyDay = (start: string, end: string) => new Map([1, 2, 3, 4, 5, 6, 7].map((d) => [d, { start, end }]));
  const weeklyPlan = everyDay('07:00:00', '12:00:00');
  weeklyPlan.set(5, { start: '07:00:00', end: '10:00:00' });
  weeklyPlan.delete(7);
  // The seeded 2026 order (scripts/seed/booking.mjs), as calendar_exceptions holds it.
  const exceptions = new Map((CALENDAR_EXCEPTIONS as CalendarException[]).map((row) => [row.date, row]));
  const calendar = (overrides: Partial<LocationCalendar> = {}): LocationCalendar => ({
    weeklyPlan,
    closures: new Set(),
    exceptions,
    isPublicHoliday: isHungarianPublicHoliday,
    ...overrides,
  });

  it('follows the weekly plan on an ordinary day', () => {
    expect(effectivePlan('2026-01-07', calendar())).toEqual({ start: '07:00:00', end: '12:00:00' });
    expect(effectivePlan('2026-01-09', calendar())).toEqual({ start: '07:00:00', end: '10:00:00' });
    expect(effectivePlan('2026-01-11', calendar())).toEqual(CLOSED);
  });

  it('closes Hungarian public holidays, not observances or Christmas Eve', () => {
    for (const holiday of ['2026-03-15', '2026-10-23', '2026-04-03', '2026-05-25', '2027-01-01']) {
      expect(isHungarianPublicHoliday(holiday), holiday).toBe(true);
    }
    for (const workday of ['2026-10-06', '2026-12-24', '2026-10-22']) {
      expect(isHungarianPublicHoliday(workday), workday).toBe(false);
    }
    expect(effectivePlan('2026-10-23', calendar())).toEqual(CLOSED);
    expect(effectivePlan('2026-03-15', calendar({ weeklyPlan: everyDay('08:00:00', '11:00:00') }))).toEqual(CLOSED);
  });

  it('opens a transferred working day with the plan of the weekday it stands in for', () => {
    // 2026-01-10 is a Saturday worked for Friday 2026-01-02 (10/2025. (IV. 30.) NGM rendelet).
    expect(effectivePlan('2026-01-10', calendar())).toEqual({ start: '07:00:00', end: '10:00:00' });
    expect(effectivePlan('2026-01-10', calendar({ exceptions: new Map() }))).toEqual({
      start: '07:00:00',
      end: '12:00:00',
    });
    // 2026-12-12 stands in for Thursday 2026-12-24.
    expect(effectivePlan('2026-12-12', calendar({ weeklyPlan: everyDay('08:00:00', '09:00:00') }))).toEqual({
      start: '08:00:00',
      end: '09:00:00',
    });
  });

  it('closes a decreed rest day and a closure, and a holiday beats a working-day exception', () => {
    expect(effectivePlan('2026-01-02', calendar())).toEqual(CLOSED);
    expect(effectivePlan('2026-12-24', calendar())).toEqual(CLOSED);
    expect(effectivePlan('2026-01-07', calendar({ closures: new Set(['2026-01-07']) }))).toEqual(CLOSED);
    const odd = new Map<string, CalendarException>([
      ['2026-10-23', { date: '2026-10-23', kind: 'working_day', plan_weekday: 1 }],
    ]);
    expect(effectivePlan('2026-10-23', calendar({ exceptions: odd }))).toEqual(CLOSED);
  });
});
