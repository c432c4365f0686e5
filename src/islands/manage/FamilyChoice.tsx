import { useState } from 'react';
import type { Appointment, PartyPerson } from '../../domain/appointment';
import { partyQuery, personName as partyName } from '../../domain/party';
import type { AvailableTime } from '../../domain/slots';
import { formatDay } from '../../i18n/dates';
import type { FamilyMoveMessages } from '../../i18n/familyMoveMessages';
import type { Lang } from '../../i18n/lang';
import { fill, minuteToTime } from '../booking/shared';
import { availabilityQuery } from './shared';

/**
 * A family booking's choice on the time and location pages (docs/decisions/0055): move everyone (the
 * default) or this person alone. `people` is null for a booking of one person, or one whose others have
 * all cancelled: then nothing is asked.
 */
export function useFamilyChoice(
  appointment: Appointment,
  { labels, lang, onChange }: { labels?: FamilyMoveMessages; lang: Lang; onChange: () => void },
) {
  const listed = appointment.party?.people ?? [];
  const people = listed.length > 1 ? listed : null;
  const [everyone, setEveryone] = useState(true);
  const together = !!people && everyone;
  /**
   * The availability query: for everyone only the starts the whole group fits at, each with everyone's
   * start, the group's own places counting as free (they are given up by the move).
   */
  const query = (location_id: number) =>
    together
      ? {
          location_id,
          package_ids: people[0]!.package_ids.join(',') || undefined,
          test_ids: people[0]!.test_ids.join(',') || undefined,
          party: partyQuery(people.slice(1).map((person) => person.package_ids)),
          moving: appointment.hash,
        }
      : availabilityQuery(appointment, location_id);
  const others = people?.filter((person) => person.position !== appointment.party?.position) ?? [];
  const choice = { people, everyone: together, setEveryone, query, others };
  const picker = labels ? (
    <FamilyChoice choice={choice} appointment={appointment} labels={labels} lang={lang} onChange={onChange} />
  ) : null;
  return { ...choice, picker };
}

type Choice = Omit<ReturnType<typeof useFamilyChoice>, 'picker'>;

/** The others and where they stay: 'Kovács Bence (szerda, december 9., 10:00)'. */
const staying = (others: PartyPerson[], lang: Lang) =>
  others.map((person) => `${partyName(person, lang)} (${formatDay(lang, person.date, 'weekday')}, ${person.time})`);

/**
 * What saving would do, in plain words, before the visitor saves: everyone's new times, or this person's
 * new time and where the others stay. For a location change, `where` says so.
 */
export function familyOutcome(
  choice: Choice,
  appointment: Appointment,
  labels: FamilyMoveMessages,
  lang: Lang,
  when: { date: string; time: AvailableTime } | null,
  where: 'time' | 'location',
): string {
  if (!choice.people) return '';
  const name = partyName(appointment.person, lang);
  if (!choice.everyone) {
    const list = staying(choice.others, lang).join(', ');
    if (where === 'location') return fill(labels.oneLocation, { name, list });
    const at = when ? `${formatDay(lang, when.date, 'weekday')}, ${when.time.time}` : '…';
    return fill(labels.oneTime, { name, when: at, list });
  }
  const starts = when?.time.party;
  if (!when || !starts) return where === 'location' ? labels.everyoneLocation : labels.everyonePick;
  const list = choice.people
    .map((person, index) => `${partyName(person, lang)} ${minuteToTime(starts[index] ?? when.time.minute)}`)
    .join(', ');
  const moved = fill(labels.everyoneTime, { list });
  return where === 'location' ? `${labels.everyoneLocation} ${moved}` : moved;
}

/** The two choices as radio buttons; everyone is chosen first. */
function FamilyChoice({
  choice,
  appointment,
  labels,
  lang,
  onChange,
}: {
  choice: Choice;
  appointment: Appointment;
  labels: FamilyMoveMessages;
  lang: Lang;
  onChange: () => void;
}) {
  if (!choice.people) return null;
  const options = [
    { value: true, text: fill(labels.everyone, { count: choice.people.length }), hint: labels.everyoneHint },
    { value: false, text: fill(labels.one, { name: partyName(appointment.person, lang) }), hint: labels.oneHint },
  ];
  return (
    <fieldset className="card mb-6" data-family-choice="">
      <legend className="px-1 text-lg font-700 text-ink">{labels.legend}</legend>
      <div className="mt-2 space-y-3">
        {options.map((option) => (
          <label key={String(option.value)} className="flex cursor-pointer items-start gap-3">
            <input
              type="radio"
              name="family-move"
              className="mt-1 h-5 w-5 shrink-0"
              checked={choice.everyone === option.value}
              onChange={() => {
                choice.setEveryone(option.value);
                onChange();
              }}
              data-family-option={option.value ? 'everyone' : 'one'}
            />
            <span>
              <span className="block font-600 text-ink">{option.text}</span>
              <span className="block text-sm text-ink-soft">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
