import { useState } from 'react';
import type { AvailableTime } from '../../backends/lab/bookingPort';
import { api } from '../../client/http';
import { Notice } from '../booking/shared';
import { APPOINTMENTS_API, availabilityQuery, failureMessage, type ManageProps } from './shared';
import { resetManageCart, startManageCart, updateManageCart } from './store';
import { TimePicker } from '../booking/TimePicker';

/**
 * /idopontmodositas/{hash}: another day and time at the booking's location. Nothing changes until the
 * visitor saves (PUT date+time); a slot taken meanwhile (409) leaves the old booking as it was.
 */
export function ManageTime({ lang, prefix, labels, booking, appointment }: ManageProps) {
  const [chosen, setChosen] = useState<{ date: string; time: AvailableTime } | null>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const query = availabilityQuery(appointment, appointment.location_id);

  const save = async () => {
    if (!chosen) return;
    setBusy(true);
    setError('');
    try {
      await api(`${APPOINTMENTS_API}/patient_appointment_put/${appointment.hash}`, {
        method: 'PUT',
        body: { date: chosen.date, time: chosen.time.minute },
        showLoading: true,
      });
      resetManageCart();
      location.assign(`${prefix}/idopontmodositas-koszono/${appointment.hash}`);
    } catch (failure) {
      setError(failureMessage(failure, labels));
      // Fresh availability: the taken time disappears from the list.
      setChosen(null);
      setAttempt((count) => count + 1);
      setBusy(false);
    }
  };

  return (
    <div data-manage-time="">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="mt-4">
        <TimePicker
          key={attempt}
          lang={lang}
          labels={booking}
          query={query}
          onChoose={(date, time) => {
            setChosen(date && time ? { date, time } : null);
            if (date && time) {
              startManageCart(appointment);
              updateManageCart({ date, time: time.minute });
            }
          }}
        />
      </div>
      <div className="mt-10 flex justify-end border-t border-brand-100 pt-6">
        <button
          type="button"
          className="btn-primary btn-lg"
          disabled={!chosen || busy}
          onClick={save}
          data-manage-save=""
        >
          {labels.saveTime}
        </button>
      </div>
    </div>
  );
}
