import type { Choosable } from '../domain/cart';

export interface ChooseLabels {
  choose: string;
  chosen: string;
}

/**
 * What a choose button shows (spec section 2): 'Ezt választom' / 'I choose this' until the item is in
 * the cart, then 'Kiválasztva' / 'Chosen'. The accessible name adds the item's name to the visible text,
 * so a screen-reader user hears which of many buttons this is. Framework-free: the server's markup
 * (src/components/ChooseButton.tsx) and the shell (src/client/cartButtons.ts) both draw from it.
 */
export function chooseButtonState(chosen: boolean, choice: Choosable, labels: ChooseLabels) {
  const text = chosen ? labels.chosen : labels.choose;
  return { variant: chosen ? 'btn-chosen' : 'btn-primary', text, ariaLabel: `${text}: ${choice.item.name}` };
}

/**
 * A choose button's item as its `data-choose` attribute carries it: `e;id;price;app_time;cat_id;name` for
 * an examination, `p;id;price;name` for a single test (the name last, as it may hold the separator).
 * A third of the JSON's size once the quotes are escaped as `&quot;`: the catalogue has some 150 of them
 * (docs/decisions/0042).
 */
export function encodeChoice({ kind, item }: Choosable): string {
  const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));
  return kind === 'examination'
    ? ['e', item.id, text(item.price), text(item.app_time), text(item.cat_id), text(item.name)].join(';')
    : ['p', item.id, text(item.price), text(item.name)].join(';');
}

/** The item encodeChoice wrote; null for anything else. */
export function decodeChoice(value: string): Choosable | null {
  const number = (part: string | undefined) => (part ? Number(part) : undefined);
  const [kind, id, price, ...rest] = value.split(';');
  if (!id || !Number.isInteger(Number(id))) return null;
  if (kind === 'e' && rest.length >= 3) {
    const [appTime, catId, ...name] = rest;
    return {
      kind: 'examination',
      item: {
        id: Number(id),
        price: number(price),
        app_time: number(appTime),
        cat_id: catId || undefined,
        name: name.join(';'),
      },
    };
  }
  if (kind === 'p' && rest.length >= 1) {
    return { kind: 'parameter', item: { id: Number(id), price: number(price), name: rest.join(';') } };
  }
  return null;
}
