import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { AvailableTime } from '../../domain/slots';
import { announce } from '../../client/announce';
import { call } from '../../client/call';
import { calendarKeyTarget, lastDayOf } from '../../domain/calendarKeys';
import type { BookingMessages } from '../../i18n/bookingMessages';
import type { Lang } from '../../i18n/lang';
import { Bone, Pending } from './placeholder';
import { fill, minuteToTime, Notice } from './shared';
import { formatDay, formatOnDay } from '../../i18n/dates';

/** Month grid helpers: the Monday-first weeks of a 'YYYY-MM' month as 'YYYY-MM-DD' or null padding. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, m - 1, 1));
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: (first.getUTCDay() + 6) % 7 }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** Every month is shown in six week rows, so the calendar keeps its height from month to month. */
const CALENDAR_ROWS = 6;

export const shiftMonth = (month: string, by: number) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

export interface PickerQuery {
  location_id: number;
  package_ids?: string;
  test_ids?: string;
  /** A family booking's other people's packages (src/domain/party.ts, partyQuery). */
  party?: string;
}

/** A day and a start the visitor chose before (the booking cart's `date` and `time`; minute 0 is none). */
export interface KeptChoice {
  date: string | null;
  minute: number;
}

/**
 * The accessible month calendar of available dates (GET available_dates) and the free times of the
 * chosen day (GET available_times) for one location; `onChoose` gets the day and the start (or null).
 *
 * The calendar is an ARIA grid with one tab stop (issue 16 point 6, decision 0045): the arrow keys, Home,
 * End, Page Up and Page Down move the focus between its days (src/domain/calendarKeys.ts), into the month
 * before or after when they leave this one; a day without free times keeps its place and its focus but
 * says it is unavailable. The day's times are one group of radio buttons, each showing its free places as
 * text. When a chosen day's times arrive, the page's live region says how many (src/client/announce.ts,
 * issue 16 point 5).
 *
 * `kept`, the choice made before (issue 15 point 2), is shown chosen once both answers say it is still
 * free, and handed to `onChoose`; one no longer free is said so above the calendar (`timeGone`) and
 * `onChoose` gets what is left of it (the day, or nothing). Until then the calendar's frame stands, so the day, its times and
 * `after` (the step's buttons) arrive in one commit as new elements, not moved ones (decision 0037).
 * `note` adds a line under the times about the chosen one (the booking's cut-off notice).
 */
export function TimePicker({
  lang,
  labels,
  query,
  onChoose,
  kept = null,
  note,
  after,
}: {
  lang: Lang;
  labels: BookingMessages;
  query: PickerQuery;
  onChoose: (date: string | null, time: AvailableTime | null) => void;
  kept?: KeptChoice | null;
  note?: (time: AvailableTime) => ReactNode;
  after?: ReactNode;
}) {
  const [dates, setDates] = useState<string[] | null>(null);
  const [month, setMonth] = useState('');
  const [day, setDay] = useState<string | null>(null);
  const [times, setTimes] = useState<AvailableTime[] | null>(null);
  const [minute, setMinute] = useState(0);
  /** The kept choice until the answers have said whether it is still free (read once, at mount). */
  const keeping = useRef(kept?.date ? kept : null);
  const [resolving, setResolving] = useState(keeping.current !== null);
  /** The day opened for the visitor (the first free one): its times arrive without being said. */
  const quiet = useRef<string | null>(null);
  const [gone, setGone] = useState<KeptChoice | null>(null);
  /** The day holding the calendar's tab stop once the visitor has moved to one (or chosen one). */
  const [cursor, setCursor] = useState<string | null>(null);
  /** The day a key moved to: focused once it is drawn (in another month, after the month is). */
  const focusDay = useRef<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  useEffect(() => {
    // Not yet drawn by this commit (one begun before the key was pressed): the next one will.
    const target = focusDay.current && grid.current?.querySelector<HTMLElement>(`[data-date="${focusDay.current}"]`);
    if (!target) return;
    focusDay.current = null;
    target.focus();
  });

  const settle = (left: { date: string | null; time: AvailableTime | null } | null) => {
    const choice = keeping.current;
    keeping.current = null;
    if (choice && left) {
      if (!left.time && (choice.minute > 0 || !left.date)) setGone(choice);
      onChoose(left.date, left.time);
    }
    setResolving(false);
  };

  useEffect(() => {
    call('availableDates', { query }, { showLoading: true })
      .then(({ data }) => {
        setDates(data);
        const keptDay = keeping.current?.date;
        const open = keptDay && data.includes(keptDay) ? keptDay : null;
        if (data[0]) setMonth((open ?? data[0]).slice(0, 7));
        // The kept day is still open: its times say whether the kept start is free.
        if (open) return setDay(open);
        settle({ date: null, time: null });
        // Otherwise the first day with free times is shown open, so the times' panel is never empty
        // (issue 25); opened for the visitor, not by them, it is not said aloud nor stored as chosen. The
        // frame stands until its times are in, so they arrive with the calendar (decision 0037).
        if (!data[0]) return;
        quiet.current = data[0];
        setDay(data[0]);
        setResolving(true);
      })
      .catch(() => {
        setDates([]);
        settle(null);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's fields, not the object rebuilt each render
  }, [query.location_id, query.package_ids, query.test_ids, query.party]);

  useEffect(() => {
    setTimes(null);
    if (!day) return;
    // An answer for a day the visitor has already left is dropped.
    let current = true;
    call('availableTimes', { query: { ...query, date: day } })
      .then(({ data }) => {
        if (!current) return;
        setTimes(data);
        const choice = keeping.current;
        // The visitor's own choice of day is answered aloud; a day kept from before, or the first free
        // day opened for them, opens quietly.
        if (choice?.date !== day) {
          if (quiet.current === day) setResolving(false);
          else announce(timesFound(lang, labels, day, data.length));
          quiet.current = null;
          return;
        }
        const time = data.find((candidate) => candidate.minute === choice.minute) ?? null;
        if (time) setMinute(time.minute);
        settle({ date: day, time });
      })
      .catch(() => {
        if (!current) return;
        setTimes([]);
        settle(null);
      });
    return () => {
      current = false;
    };
    // The chosen day's times: the query object is rebuilt each render, its fields stay while the step is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [day]);

  if (dates === null || resolving) return <CalendarFrame labels={labels} after={after} />;
  if (dates.length === 0)
    return (
      <>
        <Notice tone="error">{labels.noDates}</Notice>
        {after}
      </>
    );
  const chosen = times?.find((time) => time.minute === minute);
  const available = new Set(dates);
  const monthName = formatDay(lang, `${month}-15`, 'month');
  const monthButton = (by: number, label: string, disabled: boolean) => (
    <button
      type="button"
      className="btn-secondary"
      disabled={disabled}
      onClick={() => {
        const next = shiftMonth(month, by);
        setMonth(next);
        setCursor(null);
        // The focus stays on the button: the new month is said, as the heading changes out of its sight.
        announce(formatDay(lang, `${next}-15`, 'month'));
      }}
      aria-label={label}
    >
      {by < 0 ? '‹' : '›'}
    </button>
  );
  const weeks = monthWeeks(month);
  while (weeks.length < CALENDAR_ROWS) weeks.push(Array.from({ length: 7 }, () => null));
  // One tab stop: the day last moved to, else the chosen day, else the month's first free day.
  const inMonth = (date: string | null | undefined) => (date?.startsWith(month) ? date : null);
  const tabStop =
    inMonth(cursor) ?? inMonth(day) ?? inMonth(dates.find((date) => date.startsWith(month))) ?? `${month}-01`;
  const [first, last] = [`${dates[0]!.slice(0, 7)}-01`, lastDayOf(dates.at(-1)!.slice(0, 7))];
  const move = (from: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = calendarKeyTarget(from, event.key, first, last);
    if (target === null) return;
    event.preventDefault();
    setCursor(target);
    setMonth(target.slice(0, 7));
    focusDay.current = target;
  };
  const choose = (date: string) => {
    setCursor(date);
    if (!available.has(date)) return;
    // The day open already (the first free one, opened for the visitor): its times are said now.
    if (date === day && times) announce(timesFound(lang, labels, date, times.length));
    // Another day's times go at once, in the same commit as the day: never a moment of the old ones.
    else setTimes(null);
    setDay(date);
    setMinute(0);
    onChoose(date, null);
  };

  return (
    <>
      {/* Above the calendar, where a phone shows it at once; it stays while the page does, so that
          choosing another time moves nothing under the finger. */}
      {gone ? (
        <div className="mb-6" data-time-gone="">
          <Notice tone="error">
            {fill(labels.timeGone, {
              when: [gone.date && formatDay(lang, gone.date, 'weekday'), gone.minute && minuteToTime(gone.minute)]
                .filter(Boolean)
                .join(', '),
            })}
          </Notice>
        </div>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-2">
        <section aria-labelledby="calendar-title">
          <div className="flex items-center justify-between">
            {monthButton(-1, labels.previousMonth, month <= dates[0]!.slice(0, 7))}
            <h2 id="calendar-title" className="text-lg font-700 text-ink">
              {monthName}
            </h2>
            {monthButton(1, labels.nextMonth, month >= dates.at(-1)!.slice(0, 7))}
          </div>
          <table
            ref={grid}
            className="mt-4 w-full table-fixed text-center"
            role="grid"
            aria-labelledby="calendar-title"
            data-calendar=""
          >
            <thead>
              <tr>
                {labels.weekdays.map((weekday) => (
                  <th key={weekday} scope="col" className="pb-2 text-sm font-600 text-ink-muted">
                    {weekday}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, index) => (
                <tr key={index}>
                  {week.map((date, cell) => (
                    <td key={date ?? `pad-${cell}`} className="p-0.5">
                      {date ? (
                        // Focusable though unavailable, as the grid's keys step through every day; the
                        // chosen one is pressed, which a screen reader says on the focused day itself.
                        <button
                          type="button"
                          className={`calendar-day ${date === day ? 'calendar-day-chosen' : ''}`}
                          tabIndex={date === tabStop ? 0 : -1}
                          aria-disabled={available.has(date) ? undefined : true}
                          aria-pressed={date === day}
                          aria-label={formatDay(lang, date, 'weekday')}
                          data-date={date}
                          onKeyDown={move(date)}
                          onClick={() => choose(date)}
                        >
                          {Number(date.slice(8))}
                        </button>
                      ) : (
                        <DaySpace />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="times-title">
          <h2 id="times-title" className="text-lg font-700 text-ink">
            {day ? formatDay(lang, day, 'weekday') : labels.chooseDate}
          </h2>
          {day && times === null ? <p className="mt-3 text-ink-muted">…</p> : null}
          {/* Said by the page's live region when the day is chosen, so not a live region itself. */}
          {day && times?.length === 0 ? (
            <div data-no-times="">
              <Notice live={false}>{labels.noTimes}</Notice>
            </div>
          ) : null}
          {times && times.length > 0 ? (
            // One radio group (decision 0045): a day has up to 70 times, one tab stop and the arrow keys
            // beat as many tab stops before Continue; a screen reader says "3 of 69" and which is chosen.
            // Parted by the time of day (decision 0058), each part headed and counted, so a day of 70
            // times reads as three short lists.
            <fieldset className="mt-2" aria-labelledby="times-title" data-times="">
              {dayParts(times).map(({ part, times: partTimes }) => (
                <div key={part} role="group" aria-labelledby={`times-${part}`} className="mt-3" data-day-part={part}>
                  <h3 id={`times-${part}`} className="mb-2 text-sm font-600 text-ink-soft">
                    {labels.dayParts[part]}{' '}
                    <span className="font-400 text-ink-muted">
                      (
                      {fill(partTimes.length === 1 ? labels.timeCountOne : labels.timeCount, {
                        count: partTimes.length,
                      })}
                      )
                    </span>
                  </h3>
                  <div className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-5 xl:grid-cols-6">
                    {partTimes.map((time) => (
                      <TimeOption
                        key={time.minute}
                        time={time}
                        labels={labels}
                        checked={time.minute === minute}
                        onChange={() => {
                          setMinute(time.minute);
                          onChoose(day, time);
                        }}
                      />
                    ))}
                  </div>
                </div>
              ))}
            </fieldset>
          ) : null}
          {chosen && note ? <div className="mt-4">{note(chosen)}</div> : null}
        </section>
      </div>
      {after}
    </>
  );
}

/** A time's free places are worth saying only when few are left (issue 25): at most this many. */
export const FEW_PLACES = 3;

/** The parts of a day the times are shown in: before 9, before noon, and after (decision 0058). */
const DAY_PARTS = [
  ['early', 9 * 60],
  ['morning', 12 * 60],
  ['afternoon', 24 * 60],
] as const;
export type DayPart = (typeof DAY_PARTS)[number][0];

/** A day's times in its parts, in order, each part that has any. */
export function dayParts(times: AvailableTime[]): { part: DayPart; times: AvailableTime[] }[] {
  return DAY_PARTS.map(([part, before], index) => ({
    part,
    times: times.filter((time) => time.minute < before && time.minute >= (DAY_PARTS[index - 1]?.[1] ?? 0)),
  })).filter((group) => group.times.length > 0);
}

/** One time as a radio in a tile: its start, and its free places when few are left. */
function TimeOption({
  time,
  labels,
  checked,
  onChange,
}: {
  time: AvailableTime;
  labels: BookingMessages;
  checked: boolean;
  onChange: () => void;
}) {
  const few = time.free <= FEW_PLACES;
  return (
    // The free places, when shown, are text on the time, and so in its name too (issue 16 point 6).
    <label
      className={`time-option relative min-h-11 w-full cursor-pointer flex-col gap-0 px-1 py-1 leading-tight ${checked ? 'btn-chosen' : 'btn-secondary'}`}
    >
      <input type="radio" name="time" value={time.minute} className="sr-only" checked={checked} onChange={onChange} />
      <span>
        <span data-start="">{time.time}</span>
        {/* A pause before the places when read out, not seen (the tile's lines would part it by a space). */}
        {few ? <span className="time-pause">,</span> : null}
      </span>
      {few ? (
        <span className="text-xs font-600 text-accent-700" data-free="">
          {fill(time.free === 1 ? labels.freePlacesOne : labels.freePlaces, { count: time.free })}
        </span>
      ) : null}
    </label>
  );
}

/** What the live region says when a chosen day's times are in: how many, on which day. */
function timesFound(lang: Lang, labels: BookingMessages, day: string, count: number): string {
  if (count === 0) return labels.noTimes;
  return fill(count === 1 ? labels.timesFoundOne : labels.timesFound, { count, day: formatOnDay(lang, day) });
}

/** An empty day cell, as tall as a day button: a padding row keeps its height. */
function DaySpace() {
  return <span aria-hidden="true" className="block min-h-11" />;
}

/**
 * The calendar before its dates are in (and, in the booking's time step, before the cart is read): the
 * same header, weekdays and six rows of days, the month and the days still blank, so the dates arrive
 * without moving anything (issue 14 point 2, decision 0037).
 */
export function CalendarFrame({ labels, after }: { labels: BookingMessages; after?: ReactNode }) {
  const blank = (label: string, text: string) => (
    <button type="button" className="btn-secondary" disabled aria-label={label}>
      {text}
    </button>
  );
  return (
    <>
      <Pending className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-2">
        <section>
          <div className="flex items-center justify-between">
            {blank(labels.previousMonth, '‹')}
            <Bone className="h-7 w-36" />
            {blank(labels.nextMonth, '›')}
          </div>
          <table className="mt-4 w-full table-fixed text-center" role="presentation">
            <thead>
              <tr>
                {labels.weekdays.map((weekday) => (
                  <th key={weekday} className="pb-2 text-sm font-600 text-ink-muted">
                    {weekday}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: CALENDAR_ROWS }, (_, row) => (
                <tr key={row}>
                  {labels.weekdays.map((weekday) => (
                    <td key={weekday} className="p-0.5">
                      <Bone className="h-11 rounded-xl" />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section>
          <h2 className="text-lg font-700 text-ink">{labels.chooseDate}</h2>
        </section>
      </Pending>
      {after}
    </>
  );
}
