import type { Lang } from '../i18n/lang';
import { type Weekday, WEEKDAYS, type WorkingDay } from './location';

/**
 * Opening hours of a location (spec section 2, Other screen behaviour): times show their first five
 * characters (HH:MM); consecutive days with equal hours merge into ranges; a day is open only if start
 * and end exist and differ, otherwise it reads 'Zárva' / 'Closed'.
 */
export const DAY_LABELS: Record<Lang, string[]> = {
  hu: ['H', 'K', 'Sze', 'Cs', 'P', 'Szo', 'V'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};

export const CLOSED: Record<Lang, string> = { hu: 'Zárva', en: 'Closed' };

export interface OpeningHoursRow {
  /** 'H – P' or 'Szo' */
  days: string;
  /** '07:00 – 11:00' or 'Zárva' */
  hours: string;
  open: boolean;
  /** 0-based indexes (Monday = 0) of the first and last day of the range. */
  from: number;
  to: number;
}

export function isOpenDay(day: WorkingDay | undefined): day is { start: string; end: string } {
  return !!day?.start && !!day.end && day.start.slice(0, 5) !== day.end.slice(0, 5);
}

export function dayHours(day: WorkingDay | undefined, lang: Lang): string {
  return isOpenDay(day) ? `${day.start.slice(0, 5)} – ${day.end.slice(0, 5)}` : CLOSED[lang];
}

export function openingHours(plan: Partial<Record<Weekday, WorkingDay>>, lang: Lang): OpeningHoursRow[] {
  const rows: OpeningHoursRow[] = [];
  WEEKDAYS.forEach((weekday, index) => {
    const hours = dayHours(plan[weekday], lang);
    const last = rows.at(-1);
    if (last && last.hours === hours && last.to === index - 1) last.to = index;
    else rows.push({ days: '', hours, open: isOpenDay(plan[weekday]), from: index, to: index });
  });
  const labels = DAY_LABELS[lang];
  for (const row of rows)
    row.days = row.from === row.to ? labels[row.from]! : `${labels[row.from]} – ${labels[row.to]}`;
  return rows;
}
