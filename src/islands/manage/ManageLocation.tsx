import { useEffect, useState } from 'react';
import type { LabLocation } from '../../backends/lab/port';
import { api } from '../../client/http';
import { visibleByWeight } from '../../domain/visibility';
import { Notice } from '../booking/shared';
import { availabilityQuery, type ManageProps } from './shared';
import { startManageCart, updateManageCart } from './store';
import { TimePicker } from '../booking/TimePicker';

/**
 * /helyszinmodositas/{hash}: the locations that can sample every examination of the booking, then the
 * free times of the chosen one. The laboratory backend's change call has no location yet, so the choice
 * cannot be saved: the page says so and offers cancelling and booking anew.
 */
export function ManageLocation({ lang, prefix, labels, booking, appointment }: ManageProps) {
  const [locations, setLocations] = useState<LabLocation[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);

  useEffect(() => {
    const ids = appointment.examinations.map((item) => item.id).join(',') || undefined;
    api<{ data: LabLocation[] }>('/api/whitetech/web/locations', {
      query: { language: lang, package_ids: ids },
      showLoading: true,
    })
      .then(({ data }) => setLocations(visibleByWeight(data)))
      .catch(() => setLocations([]));
  }, [appointment, lang]);

  if (locations === null) return <p className="text-ink-muted">…</p>;
  if (locations.length === 0) return <Notice tone="error">{booking.noLocations}</Notice>;
  const choose = (id: number) => {
    setChosen(id);
    startManageCart(appointment);
    updateManageCart({ location: id, date: '', time: 0 });
  };

  return (
    <div data-manage-location="">
      <h2 className="text-xl font-700 text-ink">{labels.chooseLocation}</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {locations.map((l) => {
          const current = l.id === (chosen ?? appointment.location_id);
          return (
            <li key={l.id} className={`card flex flex-col ${current ? 'ring-2 ring-brand-600' : ''}`}>
              <h3 className="text-lg font-700 text-ink">{l.name}</h3>
              <p className="grow text-ink-soft">{`${l.zip_code} ${l.city}, ${l.address}`}</p>
              <button
                type="button"
                className={`${current ? 'btn-chosen' : 'btn-primary'} mt-4`}
                aria-pressed={current}
                aria-label={`${current ? booking.selected : booking.select}: ${l.name}`}
                onClick={() => choose(l.id)}
              >
                {current ? booking.selected : booking.select}
              </button>
            </li>
          );
        })}
      </ul>
      {chosen !== null ? (
        <div className="mt-8">
          <TimePicker
            key={chosen}
            lang={lang}
            labels={booking}
            query={availabilityQuery(appointment, chosen)}
            onChoose={(date, time) => updateManageCart({ date: date ?? '', time: time?.minute ?? 0 })}
          />
          <div className="mt-6">
            <Notice>{labels.locationNotSaved}</Notice>
            <a href={`${prefix}/idopont-torles/${appointment.hash}`} className="btn-secondary mt-4">
              {labels.cancelTitle}
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
