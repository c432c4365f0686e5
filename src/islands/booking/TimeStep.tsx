import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { api, ApiError } from '../../client/http';
import type { AvailableTime } from '../../backends/lab/bookingPort';
import { packageIds, testIds } from '../../domain/cart';
import { cart, updateCart } from '../cart/store';
import { stepHref, useStepGate } from './gate';
import { fill, formatDate, Notice, StepActions, type StepProps } from './shared';

/** Month grid helpers: the Monday-first weeks of a 'YYYY-MM' month as 'YYYY-MM-DD' or null padding. */
function monthWeeks(month: string): (string | null)[][] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, m - 1, 1));
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: (first.getUTCDay() + 6) % 7 }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

const shiftMonth = (month: string, by: number) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * /idopontfoglalas-idopontvalasztas: available dates on an accessible month calendar
 * (GET available_dates), then the free times of the chosen day (GET available_times).
 */
export function TimeStep({ lang, prefix, labels }: StepProps) {
  useSignals();
  const open = useStepGate('time', prefix);
  const locationId = cart.value.location;
  const query = {
    location_id: locationId ?? undefined,
    package_ids: packageIds(cart.value).join(',') || undefined,
    test_ids: testIds(cart.value).join(',') || undefined,
  };
  const [dates, setDates] = useState<string[] | null>(null);
  const [month, setMonth] = useState('');
  const [day, setDay] = useState<string | null>(cart.value.date);
  const [times, setTimes] = useState<AvailableTime[] | null>(null);
  const [minute, setMinute] = useState(cart.value.time);

  useEffect(() => {
    if (!open) return;
    api<{ data: string[] }>('/api/whitetech/web/available_dates', { query, showLoading: true })
      .then(({ data }) => {
        setDates(data);
        const start = day && data.includes(day) ? day : data[0]!;
        setMonth(start.slice(0, 7));
        if (!day || !data.includes(day)) setDay(null);
      })
      .catch((error) => setDates(error instanceof ApiError && error.status === 404 ? [] : []));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the gate opens
  }, [open]);

  useEffect(() => {
    if (!day) return setTimes(null);
    setTimes(null);
    api<{ data: AvailableTime[] }>('/api/whitetech/web/available_times', { query: { ...query, date: day } })
      .then(({ data }) => setTimes(data))
      .catch(() => setTimes([]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- per chosen day
  }, [day]);

  if (!open) return null;
  if (dates === null) return <p className="text-ink-muted">…</p>;
  if (dates.length === 0) {
    return (
      <>
        <Notice tone="error">{labels.noDates}</Notice>
        <StepActions back={stepHref(prefix, 'location')} backLabel={labels.back} />
      </>
    );
  }
  const available = new Set(dates);
  const first = dates[0]!.slice(0, 7);
  const last = dates.at(-1)!.slice(0, 7);
  const chosenTime = times?.find((time) => time.minute === minute);
  const monthName = new Intl.DateTimeFormat(lang === 'hu' ? 'hu-HU' : 'en-GB', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="calendar-title">
        <div className="flex items-center justify-between">
          <button
            type="button"
            className="btn-secondary"
            disabled={month <= first}
            onClick={() => setMonth(shiftMonth(month, -1))}
            aria-label={labels.previousMonth}
          >
            ‹
          </button>
          <h2 id="calendar-title" className="text-lg font-700 capitalize text-ink" aria-live="polite">
            {monthName}
          </h2>
          <button
            type="button"
            className="btn-secondary"
            disabled={month >= last}
            onClick={() => setMonth(shiftMonth(month, 1))}
            aria-label={labels.nextMonth}
          >
            ›
          </button>
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
            {monthWeeks(month).map((week, index) => (
              <tr key={index}>
                {week.map((date, cell) => (
                  <td key={date ?? `pad-${cell}`} className="p-0.5">
                    {date ? (
                      <button
                        type="button"
                        className={`calendar-day ${date === day ? 'calendar-day-chosen' : ''}`}
                        disabled={!available.has(date)}
                        aria-pressed={date === day}
                        aria-label={formatDate(date, lang)}
                        onClick={() => {
                          setDay(date);
                          setMinute(0);
                        }}
                      >
                        {Number(date.slice(8))}
                      </button>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="times-title">
        <h2 id="times-title" className="text-lg font-700 text-ink">
          {day ? formatDate(day, lang) : labels.chooseDate}
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
                  onClick={() => setMinute(time.minute)}
                >
                  {time.time}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <div className="lg:col-span-2">
        <StepActions
          back={stepHref(prefix, 'location')}
          backLabel={labels.back}
          nextLabel={labels.continue}
          nextDisabled={!day || !chosenTime}
          next={() => {
            if (!day || !chosenTime) return;
            updateCart((current) => ({ ...current, date: day, time: chosenTime.minute }));
            location.assign(stepHref(prefix, 'basicData'));
          }}
        />
      </div>
    </div>
  );
}
