import { useState } from 'react';
import type { AvailableTime } from '../../domain/slots';
import { Notice } from '../booking/shared';
import { SaveBar, type ManageProps, useMoveSubmit } from './shared';
import { familyOutcome, useFamilyChoice } from './FamilyChoice';
import { startManageCart, updateManageCart } from './store';
import { TimePicker } from '../booking/TimePicker';

/**
 * /idopontmodositas/{hash}: another day and time at the booking's location. Nothing changes until the
 * visitor saves (PUT date+time); a slot taken meanwhile (409) leaves the old booking as it was.
 */
export function ManageTime({ lang, prefix, labels, booking, appointment, family }: ManageProps) {
  const [chosen, setChosen] = useState<{ date: string; time: AvailableTime } | null>(null);
  const { error, notice, attempt, busy, submit } = useMoveSubmit(appointment, lang, prefix, labels);
  const choice = useFamilyChoice(appointment, { labels: family, lang, onChange: () => setChosen(null) });
  const query = choice.query(appointment.location_id);
  const outcome = family ? familyOutcome(choice, appointment, family, lang, chosen, 'time') : '';

  const save = async () => {
    const change = { date: chosen?.date ?? '', time: chosen?.time.minute ?? 0, everyone: choice.everyone || undefined };
    // Fresh availability after a refusal: the taken time disappears from the list.
    if (chosen && !(await submit(change))) setChosen(null);
  };

  return (
    <div data-manage-time="">
      {choice.picker}
      {error ? (
        <Notice tone="error" refusal>
          {error}
        </Notice>
      ) : null}
      <div className="mt-4">
        <TimePicker
          key={`${attempt}-${choice.everyone}`}
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
      {outcome ? (
        <div className="mt-6" data-family-outcome="">
          <Notice>{outcome}</Notice>
        </div>
      ) : null}
      <SaveBar label={labels.saveTime} notice={notice} disabled={!chosen || busy} onSave={save} />
    </div>
  );
}
