import { useState } from 'react';
import type { AvailableTime } from '../../domain/slots';
import { Notice } from '../booking/shared';
import { availabilityQuery, SaveBar, type ManageProps, useMoveSubmit } from './shared';
import { startManageCart, updateManageCart } from './store';
import { TimePicker } from '../booking/TimePicker';

/**
 * /idopontmodositas/{hash}: another day and time at the booking's location. Nothing changes until the
 * visitor saves (PUT date+time); a slot taken meanwhile (409) leaves the old booking as it was.
 */
export function ManageTime({ lang, prefix, labels, booking, appointment }: ManageProps) {
  const [chosen, setChosen] = useState<{ date: string; time: AvailableTime } | null>(null);
  const { error, notice, attempt, busy, submit } = useMoveSubmit(appointment, lang, prefix, labels);
  const query = availabilityQuery(appointment, appointment.location_id);

  const save = async () => {
    // Fresh availability after a refusal: the taken time disappears from the list.
    if (chosen && !(await submit({ date: chosen.date, time: chosen.time.minute }))) setChosen(null);
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
      <SaveBar label={labels.saveTime} notice={notice} disabled={!chosen || busy} onSave={save} />
    </div>
  );
}
