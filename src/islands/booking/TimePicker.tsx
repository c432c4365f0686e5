import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { AvailableTime } from '../../domain/slots';
import { call } from '../../client/call';
import type { BookingMessages } from '../../i18n/bookingMessages';
import type { Lang } from '../../i18n/lang';
import { Bone, Pending } from './placeholder';
import { fill, minuteToTime, Notice } from './shared';
import { formatDay } from '../../i18n/dates';

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
  const [gone, setGone] = useState<KeptChoice | null>(null);

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
        if (open) setDay(open);
        else settle({ date: null, time: null });
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
    call('availableTimes', { query: { ...query, date: day } })
      .then(({ data }) => {
        setTimes(data);
        const choice = keeping.current;
        if (choice?.date !== day) return;
        const time = data.find((candidate) => candidate.minute === choice.minute) ?? null;
        if (time) setMinute(time.minute);
        settle({ date: day, time });
      })
      .catch(() => {
        setTimes([]);
        settle(null);
      });
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
      onClick={() => setMonth(shiftMonth(month, by))}
      aria-label={label}
    >
      {by < 0 ? '‹' : '›'}
    </button>
  );
  const weeks = monthWeeks(month);
  while (weeks.length < CALENDAR_ROWS) weeks.push(Array.from({ length: 7 }, () => null));

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
            <h2 id="calendar-title" className="text-lg font-700 text-ink" aria-live="polite">
              {monthName}
            </h2>
            {monthButton(1, labels.nextMonth, month >= dates.at(-1)!.slice(0, 7))}
          </div>
          <table className="mt-4 w-full table-fixed text-center" role="grid" aria-labelledby="calendar-title">
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
                        <button
                          type="button"
                          className={`calendar-day ${date === day ? 'calendar-day-chosen' : ''}`}
                          disabled={!available.has(date)}
                          aria-pressed={date === day}
                          aria-label={formatDay(lang, date, 'weekday')}
                          onClick={() => {
                            setDay(date);
                            setMinute(0);
                            onChoose(date, null);
                          }}
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
          {day && times?.length === 0 ? <Notice>{labels.noTimes}</Notice> : null}
          {times && times.length > 0 ? (
            <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={labels.chooseTime} data-times="">
              {times.map((time) => (
                <li key={time.minute}>
                  <button
                    type="button"
                    className={`w-full ${time.minute === minute ? 'btn-chosen' : 'btn-secondary'}`}
                    aria-pressed={time.minute === minute}
                    title={fill(labels.freePlaces, { count: time.free })}
                    onClick={() => {
                      setMinute(time.minute);
                      onChoose(day, time);
                    }}
                  >
                    {time.time}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {chosen && note ? <div className="mt-4">{note(chosen)}</div> : null}
        </section>
      </div>
      {after}
    </>
  );
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
