/**
 * Every date and time the site shows, in one place (issue 13 point 4): one formatter per language and
 * shape, built once and reused (building an Intl.DateTimeFormat costs far more than using one).
 *
 * Two kinds of value reach it:
 * - calendar days ('2026-12-09': a booking's day, a birth date, a job's posting day) are days, not
 *   instants: formatted at noon UTC in UTC, so no time zone can move them to the day before;
 * - instants (a publication time, a hold's end, a booking's start) are shown as Budapest wall-clock
 *   time, as the laboratory and its patients read them (spec section 2).
 */
import { HTML_LANG, type Lang } from './lang';

const SHAPES = {
  /** "2026. december 9." / "9 December 2026" */
  day: { year: 'numeric', month: 'long', day: 'numeric' },
  /** "2026. december 9., szerda" / "Wednesday, 9 December 2026" */
  weekday: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' },
  /** The mails' form, the same words as `weekday` in the locale's full date style. */
  full: { dateStyle: 'full' },
  /** "dec. 9." / "9 Dec": a chosen day where room is short (the booking steps' recap) */
  short: { month: 'short', day: 'numeric' },
  /** "2026. december" / "December 2026" */
  month: { year: 'numeric', month: 'long' },
  /** "14:05" */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** "2026. december 9. 14:05" / "9 December 2026 at 14:05" */
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateShape = keyof typeof SHAPES;

const BUDAPEST = 'Europe/Budapest';
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, shape: DateShape, timeZone: string): Intl.DateTimeFormat {
  const key = `${lang} ${shape} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(HTML_LANG[lang], { ...SHAPES[shape], timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** A calendar day ('YYYY-MM-DD'); a value that is not one comes back unchanged. */
export function formatDay(lang: Lang, day: string, shape: DateShape = 'day'): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return formatter(lang, shape, 'UTC').format(date);
}

/** An instant in Budapest time; an unreadable one gives ''. */
export function formatInstant(lang: Lang, instant: string | number | Date, shape: DateShape = 'day'): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(lang, shape, BUDAPEST).format(date);
}

/** Hungarian weekdays as "on …" (hétfőn, kedden), by `Date.getUTCDay()`. */
const HU_ON_WEEKDAY = ['vasárnap', 'hétfőn', 'kedden', 'szerdán', 'csütörtökön', 'pénteken', 'szombaton'];

/**
 * The ending of a Hungarian day of the month said as "on the Nth" (1-jén, 2-án, 25-én): it follows the
 * ordinal's last word (elseje, második, tizenkettedik, huszadik), so 2 takes -án but 12 and 22 -én.
 */
export function huDayEnding(day: number): string {
  if (day === 1) return 'jén';
  if (day === 2) return 'án';
  if (day % 10 === 0) return day === 10 ? 'én' : 'án';
  return [3, 6, 8].includes(day % 10) ? 'án' : 'én';
}

/**
 * A calendar day as a time adverbial, for a sentence said aloud: "2026. november 25-én, szerdán" /
 * "on Wednesday, 25 November 2026". A value that is not a day comes back unchanged.
 */
export function formatOnDay(lang: Lang, day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  if (lang === 'en') return `on ${formatDay(lang, day, 'weekday')}`;
  const plain = formatDay(lang, day, 'day').replace(/\.$/, '');
  return `${plain}-${huDayEnding(date.getUTCDate())}, ${HU_ON_WEEKDAY[date.getUTCDay()]}`;
}
