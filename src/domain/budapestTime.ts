/**
 * Budapest wall clock ↔ UTC (DESIGN.md, Booking engine rules: every time is Europe/Budapest wall-clock,
 * instants are stored and compared in UTC, and daylight-saving days must give the right slots). Only
 * Intl is used: the runtime's own time-zone data knows Hungary's CET/CEST switches, so no library (and
 * no copied table of offsets) can fall out of date here. Dates are 'YYYY-MM-DD' strings throughout.
 */
export const BUDAPEST = 'Europe/Budapest';

export interface BudapestClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Minutes from Budapest midnight. */
  minute: number;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

// One formatter for the module: building an Intl.DateTimeFormat is far costlier than using one.
const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUDAPEST,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Budapest wall clock's fields at an instant. */
function fields(instant: number) {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The Budapest date and minute of the day at `now`. */
export function budapestNow(now: Date): BudapestClock {
  const { year, month, day, hour, minute } = fields(now.getTime());
  return { date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`, minute: hour * 60 + minute };
}

/** Milliseconds since the epoch of a date's midnight, read as if it were UTC (calendar arithmetic only). */
function calendarMs(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** How far Budapest is ahead of UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function offsetAt(instant: number): number {
  const { year, month, day, hour, minute } = fields(instant);
  return Date.UTC(year, month - 1, day, hour, minute) - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/**
 * The UTC instant (ISO-8601, as the appointments table stores it) of a Budapest wall-clock time. The
 * offset is read at a first guess and read again at that guess, so a time on either side of a switch
 * gets its own offset. A time the spring switch skips (02:00–02:59 on the last Sunday of March) lands an
 * hour later; one the autumn switch repeats gets its second, winter-time, instant. No sampling point is
 * open in that hour, so the choice only needs to be stable.
 */
export function toUtcInstant(date: string, minute: number): string {
  const local = calendarMs(date) + minute * MINUTE_MS;
  const guess = local - offsetAt(local);
  return new Date(local - offsetAt(guess)).toISOString();
}

/**
 * toUtcInstant for many times of one date: when the offset is the same from before the day's start to
 * after its end (every day but the two switch days), it is read twice instead of twice per time.
 */
export function utcInstantsOn(date: string): (minute: number) => string {
  const midnight = calendarMs(date);
  const offset = offsetAt(midnight - 2 * 3_600_000);
  if (offset !== offsetAt(midnight + DAY_MS)) return (minute) => toUtcInstant(date, minute);
  return (minute) => new Date(midnight + minute * MINUTE_MS - offset).toISOString();
}

/** The date `days` days after (or before, when negative) a date. */
export function addDays(date: string, days: number): string {
  return new Date(calendarMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included. */
export function* datesBetween(from: string, to: string): Generator<string> {
  const last = calendarMs(to);
  for (let day = calendarMs(from); day <= last; day += DAY_MS) yield new Date(day).toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday, as lab_working_plans numbers weekdays. */
export function weekdayOf(date: string): number {
  return ((new Date(calendarMs(date)).getUTCDay() + 6) % 7) + 1;
}
