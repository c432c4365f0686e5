import type { LinkedBooking } from '../../../domain/bookingView';
import { bookedName } from '../thanks/booked';
import type { Preparation } from '../../../domain/preparation';
import { formatPrice } from '../../../domain/prices';
import type { BookingMessages } from '../../../i18n/bookingMessages';
import type { Lang } from '../../../i18n/lang';
import { partyMessages } from '../../../i18n/partyMessages';
import { PreparationBox } from '../CartStep';
import { usePeoplePreparation } from './preparations';

/**
 * The thank-you page's family booking (docs/decisions/0048): everyone else booked with the booker, each
 * at their own time, with their examinations and their own preparation. The page's facts, items and
 * preparation above are the booker's; its totals are everyone's. Shown whole once every preparation is
 * in, at the end of the page, so nothing moves.
 */
export function PartyBooked({
  lang,
  labels,
  appointment,
}: {
  lang: Lang;
  labels: BookingMessages;
  appointment: LinkedBooking;
}) {
  const others = partyOthers(appointment);
  const preparations = usePeoplePreparation(
    others.map((member) => ({
      packages: member.examinations.map((item) => item.id),
      tests: member.parameters.map((item) => item.id),
    })),
    lang,
  );
  if (!others.length || !preparations) return null;
  return <PartyMembers lang={lang} labels={labels} others={others} preparations={preparations} />;
}

/** Everyone booked with the booker, the booker left out. */
export const partyOthers = (appointment: LinkedBooking) =>
  (appointment.party?.members ?? []).filter((member) => member.hash !== appointment.hash);

/** The others with their preparations (the payment success page renders it on the server). */
export function PartyMembers({
  lang,
  labels,
  others,
  preparations,
}: {
  lang: Lang;
  labels: BookingMessages;
  others: LinkedBooking[];
  preparations: (Preparation | null)[];
}) {
  if (!others.length) return null;
  const m = partyMessages(lang);
  // A member whose booking ended is shown without their person (decision 0050): by their place in the group.
  const name = (member: LinkedBooking) => bookedName(member, lang);
  return (
    <section className="space-y-4" aria-labelledby="party-booked" data-party-booked="">
      <h2 id="party-booked" className="text-xl font-700 text-ink">
        {m.thanks.title}
      </h2>
      {others.map((member, index) => (
        <article key={member.hash} className="card space-y-3" data-party-member={member.party?.position}>
          <h3 className="flex items-baseline justify-between gap-4">
            <span className="min-w-0 font-700 text-ink break-anywhere">{name(member)}</span>
            <span className="whitespace-nowrap font-700 text-brand-700">{member.time}</span>
          </h3>
          <ul className="space-y-1">
            {[...member.examinations, ...member.parameters].map((item) => (
              <li key={item.id} className="flex items-baseline justify-between gap-4 text-sm">
                <span className="min-w-0 text-ink break-anywhere hyphens-auto">{item.name}</span>
                <span className="whitespace-nowrap text-ink">{formatPrice(item.price, lang)}</span>
              </li>
            ))}
          </ul>
          <div data-party-preparation="">
            <PreparationBox preparation={preparations[index]} labels={labels} titleId={`preparation-${member.hash}`} />
          </div>
        </article>
      ))}
      <p className="text-sm text-ink-soft">{m.thanks.linksNote}</p>
    </section>
  );
}
