import type { Lang } from '../i18n/lang';

/**
 * 'Open now' and 'opens at HH:MM (day)' of a sampling point (issue 25, docs/decisions/0057). Pages are
 * cached (decision 0042), so the server does not say whether a point is open: it writes the point's
 * openings of the coming days as UTC instants, built with the booking calendar's own rules (its weekly
 * plan under public holidays and the decreed transferred days, calendar.ts effectivePlan), and the
 * browser reads its own clock against them. A page cached for hours still tells the truth. This module
 * is the browser's part, kept free of the calendar code; the server's is openingSchedule.ts.
 */

/** Openings as [opens, closes] in milliseconds since the epoch, earliest first. */
export type OpeningSchedule = [number, number][];

export type OpenState = { open: true; until: number } | { open: false; opens: number } | null;

/** Open until when, or closed and opening when; null when nothing opens in the schedule's days. */
export function openState(schedule: OpeningSchedule, now: number): OpenState {
  for (const [opens, closes] of schedule) {
    if (now < opens) return { open: false, opens };
    if (now < closes) return { open: true, until: closes };
  }
  return null;
}

const TEXTS = {
  hu: {
    open: 'Most nyitva',
    until: (time: string) => `${time}-ig`,
    closed: 'Most zárva',
    opens: (day: string, time: string) => `Nyit: ${day} ${time}`,
    today: 'ma',
    tomorrow: 'holnap',
    days: ['vasárnap', 'hétfőn', 'kedden', 'szerdán', 'csütörtökön', 'pénteken', 'szombaton'],
  },
  en: {
    open: 'Open now',
    until: (time: string) => `until ${time}`,
    closed: 'Closed now',
    opens: (day: string, time: string) => `Opens ${day} at ${time}`,
    today: 'today',
    tomorrow: 'tomorrow',
    days: ['on Sunday', 'on Monday', 'on Tuesday', 'on Wednesday', 'on Thursday', 'on Friday', 'on Saturday'],
  },
};

// Budapest's date, weekday and time of an instant; one formatter per page.
let budapest: Intl.DateTimeFormat | undefined;
function wall(instant: number) {
  budapest ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Budapest',
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts: Record<string, string> = {};
  for (const part of budapest.formatToParts(instant)) parts[part.type] = part.value;
  return {
    day: Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / 86_400_000,
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!),
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The line a card shows: ['Most nyitva', '11:00-ig'] or ['Most zárva', 'Nyit: holnap 07:00'], or null. */
export function openNowText(schedule: OpeningSchedule, now: number, lang: Lang): [string, string, boolean] | null {
  const state = openState(schedule, now);
  if (!state) return null;
  const texts = TEXTS[lang];
  if (state.open) return [texts.open, texts.until(wall(state.until).time), true];
  const at = wall(state.opens);
  const ahead = at.day - wall(now).day;
  const day = ahead === 0 ? texts.today : ahead === 1 ? texts.tomorrow : texts.days[at.weekday]!;
  return [texts.closed, texts.opens(day, at.time), false];
}
