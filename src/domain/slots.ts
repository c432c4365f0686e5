import type { WorkingDay } from './location';
import { utcInstantsOn } from './budapestTime';

/**
 * Slot arithmetic of the embedded booking engine (DESIGN.md, Booking engine rules): a day's plan is cut
 * into slots of the location's length, each taking `capacity` visitors; a start is free when every
 * slot its sampling occupies still has room. Pure: the caller brings the plan, the taken counts and the
 * earliest allowed minute. Minutes are Budapest wall-clock minutes from midnight.
 */
export interface SlotDay {
  /** 'YYYY-MM-DD' */
  date: string;
  /** The day's effective plan ('HH:MM:SS' or null); a day is open only if start and end exist and differ. */
  plan: WorkingDay;
  slotMinutes: number;
  capacity: number;
  /** Visitors already counted per slot start minute (confirmed or still held). */
  taken: ReadonlyMap<number, number>;
  /** Consecutive slots one sampling occupies (see slotsNeeded). */
  slotsNeeded: number;
  /** No start before this minute: the lead time on the day it ends in, 0 on later days. */
  earliestMinute: number;
}

export interface FreeStart {
  minute: number;
  /** The least room left over the slots the sampling occupies. */
  free: number;
}

/** 'HH:MM' or 'HH:MM:SS' → minutes from midnight. */
export function clockMinute(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes from midnight → 'HH:MM'. */
export function clockTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

export function isOpen(plan: WorkingDay | null | undefined): plan is { start: string; end: string } {
  return !!plan?.start && !!plan.end && plan.start !== plan.end;
}

/**
 * How many consecutive slots a booking occupies: the longest app_time among the chosen packages decides
 * (the samplings happen in one visit, and a glucose load test keeps the patient for its whole length);
 * single tests are drawn with the packages and add nothing. Always at least one slot.
 */
export function slotsNeeded(appTimes: readonly number[], slotMinutes: number): number {
  return Math.max(1, Math.ceil(Math.max(0, ...appTimes) / slotMinutes));
}

/**
 * Every start with room for a whole sampling: the run of `slotsNeeded` slots from it must end by closing
 * time and each of its slots must have capacity left. Slots are laid from the opening minute; a last
 * slot that would run past closing is not offered. Lazy, so a caller asking "any?" stops at the first.
 */
function* starts(day: SlotDay): Generator<FreeStart> {
  if (!isOpen(day.plan)) return;
  const open = clockMinute(day.plan.start);
  const slots = Math.floor((clockMinute(day.plan.end) - open) / day.slotMinutes);
  // Room per slot, read as the runs reach it: "any free start?" mostly stops within the first run.
  const room: number[] = [];
  const roomAt = (slot: number) => (room[slot] ??= day.capacity - (day.taken.get(open + slot * day.slotMinutes) ?? 0));
  for (let first = 0; first + day.slotsNeeded <= slots; first++) {
    const minute = open + first * day.slotMinutes;
    if (minute < day.earliestMinute) continue;
    let free = roomAt(first);
    for (let slot = first + 1; slot < first + day.slotsNeeded && free > 0; slot++) free = Math.min(free, roomAt(slot));
    if (free > 0) yield { minute, free };
  }
}

export const freeStarts = (day: SlotDay): FreeStart[] => [...starts(day)];

/** Whether the day has any free start (available_dates asks only this, for every day of the horizon). */
export const hasFreeStart = (day: SlotDay): boolean => !starts(day).next().done;

export interface AvailableTime {
  /** 'HH:MM' Budapest wall-clock start. */
  time: string;
  /** Minutes from midnight, Budapest (the cart's `time`; 0 means none, spec section 3). */
  minute: number;
  /** UTC instant of the start. */
  starts_at: string;
  /** How many more visitors this start can take. */
  free: number;
  /**
   * Asked for a group (a family booking, docs/decisions/0048): each person's own start, the booker's
   * first; absent for one person.
   */
  party?: number[];
}

/** The day's free starts as the port answers them, with each start's UTC instant. */
export function availableTimes(day: SlotDay): AvailableTime[] {
  const instant = utcInstantsOn(day.date);
  return freeStarts(day).map(({ minute, free }) => ({
    time: clockTime(minute),
    minute,
    starts_at: instant(minute),
    free,
  }));
}

/** The slot start minutes a booking from `start` occupies (the rows appointment_slots gets). */
export function occupiedSlots(start: number, slotMinutes: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => start + index * slotMinutes);
}
