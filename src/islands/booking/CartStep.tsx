import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { announce } from '../../client/announce';
import { call } from '../../client/call';
import { type Cart, itemsPrice, packageIds, testIds, toggleExamination, toggleParameter } from '../../domain/cart';
import { preparationOf, type Preparation } from '../../domain/preparation';
import { formatPrice } from '../../domain/prices';
import type { BookingMessages } from '../../i18n/bookingMessages';
import type { Lang } from '../../i18n/lang';
import { cart, updateCart } from '../cart/store';
import { isStepOpen } from '../../domain/bookingGate';
import { partyItems } from '../../domain/partyCart';
import { partyMessages } from '../../i18n/partyMessages';
import { CartSuggestionNote, useCartSuggestion } from './CartSuggestion';
import { gateInput, stepHref, useStepGate } from './gate';
import { PartyCart } from './party/PartyCart';
import { Bone, BoneCard, Pending } from './placeholder';
import {
  BookingResults,
  BookingResultsPlaceholder,
  expectedOf,
  ItemResults,
  samplingOf,
  useExpectedResults,
} from './ExpectedResults';
import { chosenCount, fill, StepActions, type StepProps } from './shared';

/** The cart's removable items (a package's locked examinations are not), each with its list key. */
function cartLines({ examinations, parameters }: Cart) {
  return [
    ...examinations.filter((exam) => !exam.locked).map((exam) => ({ kind: 'examination' as const, item: exam })),
    ...parameters.map((test) => ({ kind: 'parameter' as const, item: test })),
  ].map((line) => ({ ...line, key: `${line.kind}-${line.item.id}` }));
}

/** Everyone's items of a family booking (the booker's alone otherwise). */
const everyoneItems = (current: Cart) => partyItems(current).flatMap((person) => person.items);

/**
 * /idopontfoglalas-kosar: the chosen examinations and tests, what to prepare, the running total.
 *
 * Removing an item says what came out and the new total through the page's live region, and moves the
 * focus to the next item's remove button, the previous one's after the last, or the empty cart's heading
 * (issue 16 point 5): never to the page's body, where the removed button took it.
 */
export function CartStep({ lang, prefix, labels }: StepProps) {
  useSignals();
  const open = useStepGate('cart', prefix);
  const preparation = usePreparation(packageIds(cart.value), testIds(cart.value), lang, open);
  const suggestion = useCartSuggestion(lang, open);
  const at = samplingOf(cart.value.date, cart.value.time);
  const expected = useExpectedResults(packageIds(cart.value), testIds(cart.value), lang, at, open);
  const items = cartLines(cart.value);
  // A family booking's other people's examinations count too: the totals are everyone's (decision 0048).
  const everyone = everyoneItems(cart.value);
  const total = itemsPrice(everyone);
  /**
   * After a removal: the items left, the item whose button takes the focus ('' for the empty cart's
   * heading) and what is said. Acted on by the first commit that shows that many items: one rendered
   * before the click (on an answer about the preparation) may commit after it.
   */
  const removal = useRef<{ left: number; focus: string; say: string } | null>(null);
  const view = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const done = removal.current;
    if (!done || done.left !== items.length) return;
    const target = view.current?.querySelector<HTMLElement>(
      done.focus ? `[data-remove="${done.focus}"]` : '[data-cart-empty]',
    );
    if (!target) return;
    removal.current = null;
    target.focus();
    // Said after the focus has moved, so the name of the focused control does not cut it short.
    announce(done.say);
  });
  // The list, its results dates, the optimiser's note and the preparation box appear together, so nothing
  // below them moves.
  if (!open || preparation === undefined || suggestion === undefined || expected === undefined)
    return <CartPlaceholder labels={labels} lang={lang} />;
  if (items.length === 0) {
    return (
      <div className="space-y-4" ref={view}>
        {/* A heading, so that the focus has somewhere to go when the last item is removed. */}
        <h2 className="rounded-xl bg-brand-50 p-4 text-ink" tabIndex={-1} data-cart-empty="">
          {labels.cartEmpty}
        </h2>
        <a href={stepHref(prefix, 'start')} className="btn-primary">
          {labels.cartEmptyAction}
        </a>
      </div>
    );
  }
  const remove = (index: number) => {
    const { kind, item } = items[index]!;
    updateCart((current) =>
      kind === 'examination' ? toggleExamination(current, item) : toggleParameter(current, item),
    );
    const left = cartLines(cart.value);
    const leftTotal = formatPrice(itemsPrice(everyoneItems(cart.value)), lang);
    const name = item.name ?? '';
    removal.current = {
      left: left.length,
      focus: (items[index + 1] ?? items[index - 1])?.key ?? '',
      say: left.length
        ? fill(labels.removedFromCart, { name, total: leftTotal, count: left.length })
        : fill(labels.removedLast, { name }),
    };
  };
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]" ref={view}>
      <div>
        {cart.value.people.length ? (
          <h2 className="mb-3 text-xl font-700 text-ink">{partyMessages(lang).cart.yours}</h2>
        ) : null}
        <ul className="divide-y divide-brand-100 rounded-2xl ring-1 ring-brand-100" data-cart-items="">
          {items.map(({ key, kind, item }, index) => (
            // On a phone the price and the button go below a name that leaves them no room (issue 15 point 1).
            <li key={key} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
              <span className="min-w-0 grow basis-40 font-600 text-ink break-anywhere hyphens-auto">{item.name}</span>
              <span className="ml-auto whitespace-nowrap font-700 text-brand-700">
                {formatPrice(item.price ?? 0, lang)}
              </span>
              <button
                type="button"
                className="btn-secondary"
                aria-label={`${labels.remove}: ${item.name}`}
                data-remove={key}
                onClick={() => remove(index)}
              >
                {labels.remove}
              </button>
              <ItemResults
                lang={lang}
                expected={expectedOf(expected, kind === 'examination' ? 'package' : 'test', item.id)}
                className="basis-full"
              />
            </li>
          ))}
        </ul>
        <CartSuggestionNote lang={lang} state={suggestion} />
        <BookingResults lang={lang} answer={expected} className="mt-6" />
        <PreparationBox preparation={preparation} labels={labels} />
        <PartyCart lang={lang} />
      </div>
      <aside className="card h-fit space-y-3 p-6">
        <p className="text-sm text-ink-soft">{chosenCount(labels, everyone.length)}</p>
        <p className="flex items-baseline justify-between">
          <span className="text-ink-soft">{labels.itemsTotal}</span>
          <span className="text-2xl font-700 text-brand-700" data-cart-total="">
            {formatPrice(total, lang)}
          </span>
        </p>
        <p className="text-xs text-ink-muted">{labels.displayNote}</p>
      </aside>
      {/* A grid item of the step's grid, whose height it stays stuck within on a phone. */}
      <StepActions
        className="lg:col-span-2"
        back={stepHref(prefix, 'start')}
        backLabel={labels.back}
        nextLabel={labels.continue}
        // Everyone of a family booking needs an examination first (docs/decisions/0048).
        nextDisabled={!isStepOpen('location', gateInput())}
        next={() => location.assign(stepHref(prefix, 'location'))}
      />
    </div>
  );
}

/** The cart step's layout for two items until the cart and its preparation are in (decision 0037). */
function CartPlaceholder({ labels, lang }: { labels: BookingMessages; lang: Lang }) {
  return (
    <Pending className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div>
        <ul className="divide-y divide-brand-100 rounded-2xl ring-1 ring-brand-100">
          {['first', 'second'].map((row) => (
            <li key={row} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
              <Bone className="h-6 grow basis-40" />
              <Bone className="ml-auto h-6 w-20" />
              <span className="btn-secondary invisible" aria-hidden="true">
                {labels.remove}
              </span>
              <Bone className="h-5 max-w-48 basis-full" />
            </li>
          ))}
        </ul>
        <BookingResultsPlaceholder lang={lang} className="mt-6" />
        <BoneCard className="mt-6 h-96 sm:h-56" />
      </div>
      <aside className="card h-fit space-y-3 p-6">
        <Bone className="h-5 w-32" />
        <p className="flex items-center justify-between">
          <span className="text-ink-soft">{labels.itemsTotal}</span>
          <Bone className="h-8 w-32" />
        </p>
        <p className="text-xs text-ink-muted">{labels.displayNote}</p>
      </aside>
    </Pending>
  );
}

/**
 * The preparation the whole cart needs (longest fasting, morning-only tests), from the catalogue API,
 * once `wanted` (the ids are known): undefined until first known, null when nothing is to be prepared or
 * it could not be read. A changed cart keeps the last answer until the next one arrives: the box does not
 * blink, and a step that waits for it (decision 0037) waits only once.
 */
export function usePreparation(
  packages: number[],
  tests: number[],
  lang: Lang,
  wanted = true,
): Preparation | null | undefined {
  const [preparation, setPreparation] = useState<Preparation | null | undefined>(undefined);
  const key = `${packages.join(',')}|${tests.join(',')}`;
  useEffect(() => {
    if (!wanted) return;
    if (!packages.length && !tests.length) return setPreparation(null);
    let current = true;
    Promise.all([
      packages.length ? call('packages', { query: { language: lang, package_ids: packages.join(',') } }) : { data: [] },
      tests.length ? call('tests', { query: { language: lang, test_ids: tests.join(',') } }) : { data: [] },
    ])
      .then(([packages, tests]) => {
        if (current) setPreparation(preparationOf([...packages.data.flatMap((pkg) => pkg.tests), ...tests.data]));
      })
      .catch(() => current && setPreparation(null));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids are summed up in key
  }, [key, lang, wanted]);
  return preparation;
}

export function PreparationBox({
  preparation,
  labels,
  titleId = 'preparation-title',
}: {
  preparation: Preparation | null | undefined;
  labels: StepProps['labels'];
  /** Another id where several boxes stand on one page (each person of a family booking, decision 0048). */
  titleId?: string;
}) {
  if (!preparation) return null;
  return (
    <section className="mt-6 rounded-2xl bg-brand-50 p-5" aria-labelledby={titleId} data-preparation="">
      <h2 id={titleId} className="font-700 text-ink">
        {labels.preparationTitle}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
        <li>
          {preparation.fastingHours > 0 ? fill(labels.fasting, { hours: preparation.fastingHours }) : labels.noFasting}
        </li>
        {preparation.morningOnly ? <li>{labels.morningOnly}</li> : null}
        {preparation.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
