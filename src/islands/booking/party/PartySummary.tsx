import type { ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Preparation } from '../../../domain/preparation';
import { PreparationBox } from '../CartStep';
import { formatPrice } from '../../../domain/prices';
import { clockTime } from '../../../domain/slots';
import type { BookingMessages } from '../../../i18n/bookingMessages';
import type { Lang } from '../../../i18n/lang';
import { partyMessages } from '../../../i18n/partyMessages';
import { cart } from '../../cart/store';
import { person as booker } from '../personStore';
import type { Order } from '../summary/useOrder';
import { companionName, startPartyStore } from './partyStore';
import { personName } from '../../../domain/personName';

/**
 * The summary's family booking (docs/decisions/0048): who is coming, each at their own time, with their
 * own examinations, sampling fee and total (display only: the server prices the booking). The totals
 * beside it are everyone's. Nothing for a booking of one person.
 */
export function PartySummary({
  lang,
  labels,
  order,
  preparations,
}: {
  lang: Lang;
  labels: BookingMessages;
  order: Order;
  /** Each person's preparation, the booker's first (decision 0055): shown with them before booking. */
  preparations: (Preparation | null)[];
}) {
  useSignals();
  startPartyStore();
  const { people, partyStarts } = cart.value;
  if (!people.length) return null;
  const m = partyMessages(lang);
  const time = (position: number) => (partyStarts[position] !== undefined ? clockTime(partyStarts[position]) : '');
  const me = booker.value;
  const myName = personName(me, lang);
  return (
    <section className="card space-y-4" aria-labelledby="party-summary" data-party-summary="">
      <h2 id="party-summary" className="text-xl font-700 text-ink">
        {m.summary.title}
      </h2>
      <ul className="divide-y divide-brand-100">
        <PersonRow
          name={`${myName || m.you} (${m.you})`}
          time={time(0)}
          lines={[
            [labels.itemsTotal, order.booker.itemsTotal],
            [labels.samplingFee, order.booker.fee],
          ]}
          total={order.booker.itemsTotal + order.booker.fee}
          lang={lang}
          totalLabel={m.summary.personTotal}
        >
          <PreparationBox preparation={preparations[0]} labels={labels} titleId="preparation-0" />
        </PersonRow>
        {order.people.map((person, index) => (
          <PersonRow
            key={person.key}
            name={companionName(person.key, index + 1, lang)}
            time={time(index + 1)}
            lines={[
              ...person.items.map((item): [string, number] => [item.name ?? '', item.price ?? 0]),
              [labels.samplingFee, person.fee],
            ]}
            total={person.total}
            lang={lang}
            totalLabel={m.summary.personTotal}
          >
            <PreparationBox
              preparation={preparations[index + 1]}
              labels={labels}
              titleId={`preparation-${index + 1}`}
            />
          </PersonRow>
        ))}
      </ul>
    </section>
  );
}

function PersonRow({
  name,
  time,
  lines,
  total,
  lang,
  totalLabel,
  children,
}: {
  children?: ReactNode;
  name: string;
  time: string;
  lines: [string, number][];
  total: number;
  lang: Lang;
  totalLabel: string;
}) {
  return (
    <li className="space-y-1 py-3 first:pt-0 last:pb-0" data-party-row="">
      <p className="flex items-baseline justify-between gap-4">
        <span className="min-w-0 font-700 text-ink break-anywhere">{name}</span>
        <span className="whitespace-nowrap font-700 text-brand-700">{time}</span>
      </p>
      {lines.map(([label, price], index) => (
        <p key={index} className="flex items-baseline justify-between gap-4 text-sm">
          <span className="min-w-0 text-ink-soft break-anywhere hyphens-auto">{label}</span>
          <span className="whitespace-nowrap text-ink">{formatPrice(price, lang)}</span>
        </p>
      ))}
      <p className="flex items-baseline justify-between gap-4 text-sm">
        <span className="font-600 text-ink">{totalLabel}</span>
        <span className="whitespace-nowrap font-700 text-ink">{formatPrice(total, lang)}</span>
      </p>
      <div data-party-preparation="">{children}</div>
    </li>
  );
}
