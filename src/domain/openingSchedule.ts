import { addDays, toUtcInstant } from './budapestTime';
import { effectivePlan, type LocationCalendar } from './calendar';
import type { OpeningSchedule } from './openNow';
import { isOpenDay } from './openingHours';

/**
 * A location's openings of the coming days as UTC instants, by the booking calendar's rule (calendar.ts
 * effectivePlan): the server's half of 'open now' (src/domain/openNow.ts, decision 0057).
 */

/** How many days ahead the schedule reaches: a page cached for a day still finds the next opening. */
export const SCHEDULE_DAYS = 10;

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The openings from `today` (a Budapest 'YYYY-MM-DD') for SCHEDULE_DAYS days under `calendar`. */
export function openingSchedule(today: string, calendar: LocationCalendar): OpeningSchedule {
  const schedule: OpeningSchedule = [];
  for (let day = 0; day < SCHEDULE_DAYS; day++) {
    const date = addDays(today, day);
    const plan = effectivePlan(date, calendar);
    if (!isOpenDay(plan)) continue;
    const instant = (time: string) => Date.parse(toUtcInstant(date, minuteOf(time)));
    schedule.push([instant(plan.start), instant(plan.end)]);
  }
  return schedule;
}
