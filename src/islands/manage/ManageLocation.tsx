import { useEffect, useRef, useState } from 'react';
import type { AvailableTime } from '../../domain/slots';
import { formatPrice } from '../../domain/prices';
import { fill, Notice } from '../booking/shared';
import { TimePicker } from '../booking/TimePicker';
import { SaveBar, type ManageProps, useMoveSubmit } from './shared';
import { familyOutcome, useFamilyChoice } from './FamilyChoice';
import { startManageCart, updateManageCart } from './store';

/** A location the booking can move to, priced by the server for this booking. */
export interface LocationChoice {
  id: number;
  name: string;
  /** 'zip city, street' */
  address: string;
  sampling_fee: number;
  /** The booking's total there: its items and discount as booked, plus this location's fee. */
  total: number;
  /** The location tests children (child_testing). */
  children: boolean;
}

export interface ManageLocationProps extends ManageProps {
  choices: LocationChoice[];
  /** Forints already paid online (0 when nothing was). */
  paid: number;
  /** Someone in the family booking has a children's examination: moving everyone, only children's locations. */
  partyChildren?: boolean;
}

/**
 * /helyszinmodositas/{hash}: the locations that can sample every examination of the booking, each with
 * its sampling fee, then the free times of the chosen one. Nothing changes until the visitor saves
 * (PUT location_id+date+time); a slot taken meanwhile (409) leaves the booking where it was.
 */
export function ManageLocation({
  lang,
  prefix,
  labels,
  booking,
  appointment,
  choices,
  paid,
  family,
  partyChildren = false,
}: ManageLocationProps) {
  const [chosen, setChosen] = useState<LocationChoice | null>(null);
  const [when, setWhen] = useState<{ date: string; time: AvailableTime } | null>(null);
  const { error, notice, attempt, busy, submit, clearError } = useMoveSubmit(appointment, lang, prefix, labels);
  const timeStep = useRef<HTMLDivElement>(null);
  const choice = useFamilyChoice(appointment, {
    labels: family,
    lang,
    onChange: () => {
      setChosen(null);
      setWhen(null);
    },
  });
  // On a phone the list is long: bring the chosen location's times into view.
  useEffect(() => {
    if (chosen) timeStep.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [chosen]);

  const offered = choice.everyone && partyChildren ? choices.filter((place) => place.children) : choices;
  if (offered.length === 0) {
    return (
      <div data-manage-location="">
        {choice.picker}
        <Notice tone="error">{booking.noLocations}</Notice>
      </div>
    );
  }

  const choose = (choice: LocationChoice) => {
    setChosen(choice);
    setWhen(null);
    clearError();
    startManageCart(appointment);
    updateManageCart({ location: choice.id, date: '', time: 0 });
  };

  const save = async () => {
    const everyone = choice.everyone || undefined;
    if (
      chosen &&
      when &&
      !(await submit({ location_id: chosen.id, date: when.date, time: when.time.minute, everyone }))
    ) {
      setWhen(null);
    }
  };

  const price = (amount: number) => formatPrice(amount, lang);
  const difference = chosen ? chosen.total - paid : 0;

  return (
    <div data-manage-location="">
      {choice.picker}
      <h2 className="text-xl font-700 text-ink">{labels.chooseLocation}</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {offered.map((choice) => {
          const picked = choice.id === chosen?.id;
          const current = choice.id === appointment.location_id;
          return (
            <li key={choice.id} className={`card flex flex-col ${picked ? 'ring-2 ring-brand-600' : ''}`}>
              <h3 className="text-lg font-700 text-ink">{choice.name}</h3>
              {current ? <p className="text-sm font-600 text-brand-700">{labels.currentLocation}</p> : null}
              <p className="grow text-ink-soft">{choice.address}</p>
              <p className="mt-2 text-ink">{fill(labels.samplingFee, { fee: price(choice.sampling_fee) })}</p>
              <button
                type="button"
                className={`${picked ? 'btn-chosen' : 'btn-primary'} mt-4`}
                aria-pressed={picked}
                aria-label={`${picked ? booking.selected : booking.select}: ${choice.name}`}
                onClick={() => choose(choice)}
              >
                {picked ? booking.selected : booking.select}
              </button>
            </li>
          );
        })}
      </ul>
      {chosen ? (
        <div ref={timeStep} className="mt-8 scroll-mt-24" data-manage-location-time="">
          {chosen.total !== appointment.total ? (
            <Notice>
              {fill(labels.newTotal, { total: price(chosen.total), old: price(appointment.total) })}
              {paid > 0 && difference !== 0
                ? ` ${fill(difference > 0 ? labels.differenceDue : labels.differenceRefund, {
                    paid: price(paid),
                    difference: price(Math.abs(difference)),
                  })}`
                : ''}
            </Notice>
          ) : null}
          {error ? (
            <Notice tone="error" refusal>
              {error}
            </Notice>
          ) : null}
          <div className="mt-4">
            <TimePicker
              key={`${chosen.id}-${attempt}-${choice.everyone}`}
              lang={lang}
              labels={booking}
              query={choice.query(chosen.id)}
              onChoose={(date, time) => {
                setWhen(date && time ? { date, time } : null);
                updateManageCart({ date: date ?? '', time: time?.minute ?? 0 });
              }}
            />
          </div>
          {family && choice.people ? (
            <div className="mt-6" data-family-outcome="">
              <Notice>{familyOutcome(choice, appointment, family, lang, when, 'location')}</Notice>
            </div>
          ) : null}
          <SaveBar label={labels.saveLocation} notice={notice} disabled={!when || busy} onSave={save} />
        </div>
      ) : null}
    </div>
  );
}
