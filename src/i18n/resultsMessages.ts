import type { ExpectedResults } from '../domain/expectedResults';
import type { Lang } from './lang';

/**
 * The words of the expected-results date (issue 17 point 1, docs/decisions/0046) on the cards, the
 * booking steps, /sajat and the booking mails. Templates use {cutoff}.
 */
export interface ResultsMessages {
  /** Before a time is chosen: counted from a sampling today, now. */
  today: string;
  /**
   * Counted from the booked (or chosen) appointment; also an item's line in a step's list, whose box
   * below says how the dates are counted. Not a bare "Eredmény": the catalogue already uses that word
   * for the price without the package (spec section 2).
   */
  appointment: string;
  /** The whole booking: when its slowest result is in. */
  all: string;
  /** The same before a time is chosen. */
  allToday: string;
  /** Opens howCounted. */
  howCountedTitle: string;
  sameDay: string;
  /** How the date is counted, with the cut-off time. */
  howCounted: string;
  /** The booking mails' section title. */
  mailTitle: string;
  /** Short month names, January first, as the dates are written. */
  months: readonly string[];
}

const hu: ResultsMessages = {
  today: 'Eredmény mai mintavételnél',
  appointment: 'Eredmény várható',
  all: 'Minden eredmény várható',
  allToday: 'Minden eredmény mai mintavételnél',
  howCountedTitle: 'Hogyan számoljuk?',
  sameDay: 'aznap',
  howCounted:
    'Munkanapokkal számolva (hétvége, ünnepnap és áthelyezett pihenőnap nélkül). A {cutoff} után levett minták feldolgozása a következő munkanapon kezdődik.',
  mailTitle: 'Mikorra várható az eredmény',
  months: ['jan.', 'febr.', 'márc.', 'ápr.', 'máj.', 'jún.', 'júl.', 'aug.', 'szept.', 'okt.', 'nov.', 'dec.'],
};

const en: ResultsMessages = {
  today: 'Results if sampled today',
  appointment: 'Results expected',
  all: 'All results expected',
  allToday: 'All results if sampled today',
  howCountedTitle: 'How is this counted?',
  sameDay: 'same day',
  howCounted:
    'Counted in working days (no weekends, public holidays or transferred rest days). Samples taken after {cutoff} are worked on from the next working day.',
  mailTitle: 'When to expect your results',
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

export const resultsMessages = (lang: Lang): ResultsMessages => (lang === 'en' ? en : hu);

const NBSP = '\u00a0';
/** An en dash between word joiners (U+2060): "26–28" never breaks after its dash. */
const DASH = '\u2060–\u2060';

/**
 * A results date as written: "aznap" / "same day"; "nov. 26." / "26 Nov"; a range "nov. 26–28." /
 * "26–28 Nov", "nov. 30. – dec. 2." / "30 Nov – 2 Dec"; across a new year with the years,
 * "2026. dec. 30. – 2027. jan. 4." / "30 Dec 2026 – 4 Jan 2027". Written from the date's own digits,
 * never through a time zone, so no runtime's clock or ICU version can move or reword it. Each date's
 * spaces are no-break spaces and a day range's dash is joined: a narrow screen may break a range only at
 * the spaced dash between two dates.
 */
export function formatExpected({ from, to, same_day }: ExpectedResults, lang: Lang): string {
  const m = resultsMessages(lang);
  if (same_day) return m.sameDay;
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  const month = (n: number) => m.months[n - 1] ?? '';
  const words = (...parts: (string | number)[]) => parts.join(NBSP);
  if (lang === 'en') {
    if (from === to) return words(d1, month(m1));
    if (y1 !== y2) return `${words(d1, month(m1), y1)} – ${words(d2, month(m2), y2)}`;
    return m1 === m2 ? words(`${d1}${DASH}${d2}`, month(m1)) : `${words(d1, month(m1))} – ${words(d2, month(m2))}`;
  }
  if (from === to) return words(month(m1), `${d1}.`);
  if (y1 !== y2) return `${words(`${y1}.`, month(m1), `${d1}.`)} – ${words(`${y2}.`, month(m2), `${d2}.`)}`;
  return m1 === m2
    ? words(month(m1), `${d1}${DASH}${d2}.`)
    : `${words(month(m1), `${d1}.`)} – ${words(month(m2), `${d2}.`)}`;
}

/** How the dates are counted, with the laboratory's cut-off time. */
export const howCounted = (lang: Lang, cutoff: string) => resultsMessages(lang).howCounted.replace('{cutoff}', cutoff);
