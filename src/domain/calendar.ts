import type { WorkingDay } from './location';
import { weekdayOf } from './budapestTime';

/**
 * A location's effective plan for one date (DESIGN.md, Booking engine rules): its weekly working plan,
 * overridden by its closures, Hungarian public holidays and the working-day order Hungary sets by decree
 * each year (calendar_exceptions, migrations/0004_create_booking.sql). Pure: the public-holiday check
 * comes in as a parameter, so these rules are tested without the holiday library's data.
 */
export type CalendarExceptionKind = 'working_day' | 'rest_day';

export interface CalendarException {
  date: string;
  kind: CalendarExceptionKind;
  /** The weekday (1 = Monday … 7 = Sunday) whose plan a transferred working day follows. */
  plan_weekday: number | null;
}

export interface LocationCalendar {
  /** Weekday (1 = Monday … 7 = Sunday) → its plan; a weekday without an entry is closed. */
  weeklyPlan: ReadonlyMap<number, WorkingDay>;
  /** Dates this location is closed on: its own closures and those for every location. */
  closures: ReadonlySet<string>;
  exceptions: ReadonlyMap<string, CalendarException>;
  isPublicHoliday: (date: string) => boolean;
}

export const CLOSED: WorkingDay = { start: null, end: null };

/**
 * The plan that holds on `date`, or CLOSED. Order, strongest first:
 * 1. a closure (the location decided it is shut, whatever the calendar says);
 * 2. a public holiday (munkaszüneti nap: no decree turns one into a working day);
 * 3. a decreed rest day (áthelyezett pihenőnap, e.g. 2026-01-02);
 * 4. a decreed working day (áthelyezett munkanap, a Saturday): the plan of the weekday it stands in for;
 * 5. the weekly plan of the date's own weekday.
 */
export function effectivePlan(date: string, calendar: LocationCalendar): WorkingDay {
  if (calendar.closures.has(date) || calendar.isPublicHoliday(date)) return CLOSED;
  const exception = calendar.exceptions.get(date);
  if (exception?.kind === 'rest_day') return CLOSED;
  const weekday = exception?.kind === 'working_day' ? (exception.plan_weekday ?? weekdayOf(date)) : weekdayOf(date);
  return calendar.weeklyPlan.get(weekday) ?? CLOSED;
}
