import { useSignals } from '@preact/signals-react/runtime';
import { clockTime } from '../../../domain/slots';
import type { AvailableTime } from '../../../domain/slots';
import type { Lang } from '../../../i18n/lang';
import { partyMessages } from '../../../i18n/partyMessages';
import { cart } from '../../cart/store';
import { companionName, startPartyStore } from './partyStore';

/**
 * Under a chosen time of a family booking (docs/decisions/0048): who is seen when, as the availability
 * engine placed everyone (AvailableTime.party), so a parent knows before booking that the children come
 * right after. Nothing for a booking of one person.
 */
export function PartyTimes({ lang, time }: { lang: Lang; time: AvailableTime }) {
  useSignals();
  startPartyStore();
  const starts = time.party;
  const { people } = cart.value;
  if (!starts || starts.length !== people.length + 1) return null;
  const m = partyMessages(lang);
  const names = [m.you, ...people.map((person, index) => companionName(person.key, index + 1, lang))];
  return (
    <section className="mb-4 rounded-2xl bg-brand-50 p-4" aria-labelledby="party-times" data-party-times="">
      <h3 id="party-times" className="font-700 text-ink">
        {m.time.whoWhen}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{m.time.intro(names.length)}</p>
      <ul className="mt-2 space-y-1">
        {names.map((name, index) => (
          <li key={index} className="flex justify-between gap-4">
            <span className="min-w-0 text-ink break-anywhere">{name}</span>
            <span className="whitespace-nowrap font-700 text-brand-700">{clockTime(starts[index]!)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
