import { useSignals } from '@preact/signals-react/runtime';
import { cartCount } from '../../domain/cart';
import { formatDay } from '../../i18n/dates';
import { cart, startCartStore } from '../cart/store';
import { useMounted } from '../useMounted';
import { fill, minuteToTime, type StepProps } from './shared';

/** A box of one line whose text arrives after the first paint: a no-break space holds its line's height. */
const HOLD = '\u00a0';

/**
 * What the visitor has chosen so far, on every booking step after the cart (issue 25): the items and
 * their count, the location, and the day and time once chosen. Its own small island above the step's,
 * in the shared step layout (src/routes/pages/booking.tsx), so every step shows it the same way.
 *
 * The cart lives in the browser, so the server and the hydrating render draw the boxes empty, each
 * holding one line (a no-break space), and the values arrive in them without moving anything (CLS): each
 * value is one truncated line in a box of its own. On a phone the three values share one row of three
 * short columns (the count, the place, the day and time), the items' names are left to the laptop.
 */
export function StepRecap({ lang, labels, places }: StepProps & { places: Record<string, string> }) {
  useSignals();
  const mounted = useMounted();
  if (mounted) startCartStore();
  const c = mounted ? cart.value : null;
  // Everyone's items, a family booking's other people's too: the count is everyone's.
  const names = c
    ? [
        ...c.examinations.filter((exam) => !exam.locked),
        ...c.parameters,
        ...c.people.flatMap((person) => [...person.examinations, ...person.parameters]),
      ]
        .map((item) => item.name)
        .filter(Boolean)
    : [];
  // A location whose name the server could not read is still chosen: it holds its line rather than say "not yet".
  const place = c?.location != null ? (places[String(c.location)] ?? HOLD) : '';
  const when =
    c?.date && c.time > 0
      ? `${formatDay(lang, c.date, 'short')} ${minuteToTime(c.time)}`
      : c?.date
        ? formatDay(lang, c.date, 'short')
        : '';
  const count = (n: number) => fill(n === 1 ? labels.recapCountOne : labels.recapCount, { count: n });
  const value = (text: string, data: string, extra = '') => (
    <dd className={`truncate font-600 text-ink ${extra}`} data-recap={data}>
      {c ? text || labels.recapNone : HOLD}
    </dd>
  );
  return (
    <section aria-label={labels.recapTitle} className="step-recap" data-step-recap="">
      <dl className="grid grid-cols-[minmax(0,0.8fr)_minmax(0,1.1fr)_minmax(0,1.1fr)] gap-x-3 text-sm sm:gap-x-6">
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{labels.recapItems}</dt>
          {value(c ? count(cartCount(c)) : '', 'count')}
          <dd className="hidden truncate text-ink-soft sm:block" data-recap="names">
            {names.join(', ') || HOLD}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{labels.recapLocation}</dt>
          {value(place, 'location')}
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{labels.recapTime}</dt>
          {value(when, 'time')}
        </div>
      </dl>
    </section>
  );
}
