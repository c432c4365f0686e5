import { cachedWorkingCalendar } from '../backends/lab/workingCalendar';
import { budapestNow } from '../domain/budapestTime';
import type { CalendarException } from '../domain/calendar';
import { calendarYears } from '../domain/expectedResults';
import { isHungarianPublicHoliday } from '../domain/hungarianHolidays';
import { WEEKDAYS, type LabLocation } from '../domain/location';
import type { OpeningSchedule } from '../domain/openNow';
import { openingSchedule } from '../domain/openingSchedule';
import type { Bindings, RequestScope } from '../env';
import type { Lang } from '../i18n/lang';
import type { PlaceExtras } from '../islands/booking/LocationCard';
import { loadLocations, locationPhoto } from './catalogue';

/**
 * Each location's openings of the coming days (src/domain/openNow.ts), by the rules the booking calendar
 * uses: the weekly plan, Hungarian public holidays and the laboratory's decreed transferred days (the
 * working calendar through the laboratory port and the cache, the read expected-results dates share).
 * Without the working calendar the plan and the holidays still hold (logged).
 */
export async function openingSchedules(
  env: Bindings & RequestScope,
  locations: Pick<LabLocation, 'id' | 'working_plan'>[],
  now = new Date(),
): Promise<Record<number, OpeningSchedule>> {
  const today = budapestNow(now).date;
  let exceptions = new Map<string, CalendarException>();
  try {
    const calendar = await cachedWorkingCalendar(env, calendarYears(today));
    exceptions = new Map(calendar.exceptions.map((row) => [row.date, { ...row, plan_weekday: null }]));
  } catch (error) {
    console.error('The working calendar could not be read; opening times follow the weekly plan', error);
  }
  return Object.fromEntries(
    locations.map((location) => [
      location.id,
      openingSchedule(today, {
        weeklyPlan: new Map(WEEKDAYS.map((weekday, index) => [index + 1, location.working_plan[weekday]])),
        closures: new Set(),
        exceptions,
        isPublicHoliday: isHungarianPublicHoliday,
      }),
    ]),
  );
}

/** The booking's location step: each location's photo and openings, by id (its cards, decision 0057). */
export async function placeExtras(env: Bindings & RequestScope, lang: Lang): Promise<Record<number, PlaceExtras>> {
  const locations = await loadLocations(env, lang);
  const schedules = await openingSchedules(env, locations);
  return Object.fromEntries(
    locations.map((location) => [
      location.id,
      { photo: locationPhoto(location), schedule: schedules[location.id] ?? [] },
    ]),
  );
}
