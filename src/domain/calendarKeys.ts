/**
 * Where the booking calendar's keys lead (issue 16 point 6, decision 0045), as the WAI-ARIA Authoring
 * Practices' date picker grid has them: arrows a day or a week, Home and End the week's first and last
 * day, Page Up and Page Down the same day a month before or after (the month's last day when it has
 * no such day). Days are 'YYYY-MM-DD' calendar days; weeks start on Monday, as the calendar shows them.
 */

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, by: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + by);
  return toDay(date);
}

/** The same day of the month `by` months away, or that month's last day. */
export function addMonths(day: string, by: number): string {
  const date = toDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + by, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return toDay(target);
}

/** The last day of a 'YYYY-MM' month. */
export function lastDayOf(month: string): string {
  return addDays(addMonths(`${month}-01`, 1), -1);
}

/**
 * The day `key` moves to from `day`, kept between `first` and `last` (the months the calendar can show):
 * `day` itself for a move that would leave them, null for a key the calendar does not take. Home and End
 * stay in the day's month, as the calendar shows no days of the months beside it.
 */
export function calendarKeyTarget(day: string, key: string, first: string, last: string): string | null {
  const monday = (toDate(day).getUTCDay() + 6) % 7;
  const month = day.slice(0, 7);
  const moves: Record<string, () => string> = {
    ArrowLeft: () => addDays(day, -1),
    ArrowRight: () => addDays(day, 1),
    ArrowUp: () => addDays(day, -7),
    ArrowDown: () => addDays(day, 7),
    Home: () => [addDays(day, -monday), `${month}-01`].find((target) => target.startsWith(month))!,
    End: () => [addDays(day, 6 - monday), lastDayOf(month)].find((target) => target.startsWith(month))!,
    PageUp: () => addMonths(day, -1),
    PageDown: () => addMonths(day, 1),
  };
  if (!Object.hasOwn(moves, key)) return null;
  const target = moves[key]!();
  return target < first || target > last ? day : target;
}
