import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { call } from '../../../client/call';
import type { CartItem } from '../../../domain/cart';
import type { LabPackage, LabTest } from '../../../domain/catalogue';
import { CHILD_TESTING, MAX_COMPANIONS } from '../../../domain/party';
import { addPerson, copyBookerItems, partyItems, removePerson, togglePersonItem } from '../../../domain/partyCart';
import { formatPrice } from '../../../domain/prices';
import { visibleCategories } from '../../../domain/visibility';
import type { Lang } from '../../../i18n/lang';
import { partyMessages } from '../../../i18n/partyMessages';
import { cart, updateCart } from '../../cart/store';
import { companionName, startPartyStore } from './partyStore';

/** What a person may be booked for: the packages the website shows, and the single tests. */
interface Catalogue {
  packages: LabPackage[];
  tests: LabTest[];
}

/** The catalogue once someone besides the booker is in the cart; null until it is in (or if it failed). */
function useCatalogue(lang: Lang, wanted: boolean): Catalogue | null {
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  useEffect(() => {
    if (!wanted || catalogue) return;
    let current = true;
    Promise.all([call('packages', { query: { language: lang } }), call('tests', { query: { language: lang } })])
      .then(([packages, tests]) => current && setCatalogue({ packages: packages.data, tests: tests.data }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [lang, wanted, catalogue]);
  return catalogue;
}

/**
 * The cart step's family booking (issue 17 point 3; docs/decisions/0048): up to four more people, each
 * with their own examinations, chosen from a native list (a phone shows its own picker) or copied from
 * the booker's with one tap. Rendered in the cart step's commit, so nothing above it moves; the list
 * stands disabled at its own size until the catalogue is in.
 */
export function PartyCart({ lang }: { lang: Lang }) {
  useSignals();
  startPartyStore();
  const m = partyMessages(lang);
  const { people } = cart.value;
  const catalogue = useCatalogue(lang, people.length > 0);
  const everyone = partyItems(cart.value);
  const childChosen =
    !!catalogue &&
    everyone.some(({ items }) =>
      items.some((item) => catalogue.packages.some((pkg) => pkg.id === item.id && pkg.tags.includes(CHILD_TESTING))),
    );
  return (
    <section className="mt-8 space-y-4" aria-labelledby="party-title" data-party="">
      <div>
        <h2 id="party-title" className="text-xl font-700 text-ink">
          {m.cart.title}
        </h2>
        <p className="mt-1 text-ink-soft">{m.cart.intro}</p>
      </div>
      {people.map((person, index) => (
        <PersonCard
          key={person.key}
          lang={lang}
          personKey={person.key}
          position={index + 1}
          items={[
            ...person.examinations.map((item) => ({ kind: 'examination' as const, item })),
            ...person.parameters.map((item) => ({ kind: 'parameter' as const, item })),
          ]}
          catalogue={catalogue}
        />
      ))}
      {people.length < MAX_COMPANIONS ? (
        <button
          type="button"
          className="btn-secondary w-full sm:w-auto"
          onClick={() => updateCart((current) => addPerson(current, crypto.randomUUID()))}
          data-add-person=""
        >
          <span aria-hidden="true">+ </span>
          {m.cart.addPerson}
        </button>
      ) : (
        <p className="text-sm text-ink-muted">{m.cart.maxReached}</p>
      )}
      {childChosen ? <p className="rounded-xl bg-brand-50 p-4 text-sm text-ink">{m.cart.childNote}</p> : null}
    </section>
  );
}

type Chosen = { kind: 'examination' | 'parameter'; item: CartItem };

function PersonCard({
  lang,
  personKey,
  position,
  items,
  catalogue,
}: {
  lang: Lang;
  personKey: string;
  position: number;
  items: Chosen[];
  catalogue: Catalogue | null;
}) {
  const m = partyMessages(lang);
  const name = companionName(personKey, position, lang);
  const titleId = `party-person-${personKey}`;
  const bookerHasItems = cart.value.examinations.some((exam) => !exam.locked) || cart.value.parameters.length > 0;
  const toggle = ({ kind, item }: Chosen) => updateCart((current) => togglePersonItem(current, personKey, kind, item));
  return (
    <div className="card space-y-3 p-4 sm:p-5" role="group" aria-labelledby={titleId} data-party-person={position + 1}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-700 text-ink break-anywhere">
          {name}
        </h3>
        <button
          type="button"
          className="btn-secondary"
          aria-label={`${m.cart.removePerson}: ${name}`}
          onClick={() => updateCart((current) => removePerson(current, personKey))}
        >
          {m.cart.removePerson}
        </button>
      </div>
      {items.length ? (
        <ul className="divide-y divide-brand-100 rounded-xl ring-1 ring-brand-100">
          {items.map((chosen) => (
            <li key={`${chosen.kind}-${chosen.item.id}`} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
              <span className="min-w-0 grow basis-40 text-ink break-anywhere hyphens-auto">{chosen.item.name}</span>
              <span className="ml-auto whitespace-nowrap font-700 text-brand-700">
                {formatPrice(chosen.item.price ?? 0, lang)}
              </span>
              <button
                type="button"
                className="btn-secondary"
                aria-label={`${m.cart.removePerson}: ${chosen.item.name}`}
                onClick={() => toggle(chosen)}
              >
                {m.cart.removePerson}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm font-600 text-accent-700" data-party-empty="">
          {m.cart.nothingChosen}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <ItemPicker lang={lang} personKey={personKey} chosen={items} catalogue={catalogue} onPick={toggle} />
        {!items.length && bookerHasItems ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => updateCart((current) => copyBookerItems(current, personKey))}
          >
            {m.cart.sameAsMine}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** A native list of the packages by category and the single tests; picking one adds it and resets the list. */
function ItemPicker({
  lang,
  personKey,
  chosen,
  catalogue,
  onPick,
}: {
  lang: Lang;
  personKey: string;
  chosen: Chosen[];
  catalogue: Catalogue | null;
  onPick: (choice: Chosen) => void;
}) {
  const m = partyMessages(lang);
  const id = `party-pick-${personKey}`;
  const taken = new Set(chosen.map(({ kind, item }) => `${kind}:${item.id}`));
  const option = (kind: Chosen['kind'], item: { id: number; name: string; b2c_price: number }) =>
    taken.has(`${kind}:${item.id}`) ? null : (
      <option key={`${kind}:${item.id}`} value={`${kind}:${item.id}`}>
        {`${item.name} – ${formatPrice(item.b2c_price, lang)}`}
      </option>
    );
  const pick = (value: string) => {
    const [kind, id] = value.split(':') as [Chosen['kind'], string];
    const list = kind === 'examination' ? catalogue?.packages : catalogue?.tests;
    const found = list?.find((item) => item.id === Number(id));
    if (found) onPick({ kind, item: { id: found.id, name: found.name, price: found.b2c_price } });
  };
  return (
    <div className="min-w-0 grow">
      <label htmlFor={id} className="mb-1 block text-sm font-600 text-ink">
        {m.cart.addExamination}
      </label>
      <select
        id={id}
        className="input w-full"
        value=""
        disabled={!catalogue}
        onChange={(event) => pick(event.currentTarget.value)}
      >
        <option value="">{m.cart.choose}</option>
        {catalogue
          ? visibleCategories(catalogue.packages).map((group) => (
              <optgroup key={group.tag} label={group.name}>
                {group.items.map((item) => option('examination', item))}
              </optgroup>
            ))
          : null}
        {catalogue ? (
          <optgroup label={m.cart.singleTests}>
            {[...catalogue.tests]
              .sort((a, b) => a.name.localeCompare(b.name, lang))
              .map((item) => option('parameter', item))}
          </optgroup>
        ) : null}
      </select>
    </div>
  );
}
