import { effect } from '@preact/signals-core';
import { furthestStep, STEP_PATHS } from '../domain/bookingGate';
import { type Cart, type Choosable, isChosen, setLocation, toggleChoosable } from '../domain/cart';
import { cart, cartItemCount, updateCart } from '../islands/cart/store';
import { chooseButtonState, type ChooseLabels, decodeChoice } from '../islands/chooseState';
import { announce } from './announce';
import { choiceNote, showChooseToast } from './chooseToast';
import { whenParsed } from './hydration';

/**
 * The cart's buttons on server-rendered pages, with no framework (issue 14 point 1, docs/decisions/0035
 * and 0042): a page whose only interactive part changes the cart loads no React.
 *
 * - Choose buttons (src/components/ChooseButton.tsx; home, the catalogue, an examination's page): each
 *   shows whether its item is in the cart and toggles it (spec sections 2 and 4). The page's live region
 *   says so with the cart's count (src/client/announce.ts, issue 16 point 5), and the note that follows
 *   shows it with the way on (src/client/chooseToast.ts, issue 15 point 3), except inside
 *   `[data-choose-toast="off"]` (the booking start, whose bar shows the count).
 * - 'Book here' on a location's page: the location goes into the cart (which resets date and time, spec
 *   section 4) and the visitor continues at the furthest unlocked step. Without script the link opens
 *   the booking start with the location in its query.
 */
const CHOOSE = 'button[data-choose]';
const BOOK_HERE = 'a[data-book-here]';
/** '' on a Hungarian page, '/en' on an English one (decision 2): where booking links lead. */
export const langPrefix = () => (document.documentElement.lang === 'en' ? '/en' : '');

const choices = new WeakMap<HTMLElement, { choice: Choosable; labels: ChooseLabels } | null>();

/**
 * The button's item (`data-choose`) and its labels (`data-choose-labels`, on it or on an ancestor); null
 * for a button whose item cannot be read, which is then left as the server rendered it.
 */
function choiceOf(button: HTMLElement) {
  if (choices.has(button)) return choices.get(button)!;
  const choice = decodeChoice(button.dataset.choose ?? '');
  const labels = button.closest<HTMLElement>('[data-choose-labels]')?.dataset.chooseLabels;
  const entry = choice && labels ? { choice, labels: JSON.parse(labels) as ChooseLabels } : null;
  if (!entry) console.error('A choose button without a readable item or labels', button);
  choices.set(button, entry);
  return entry;
}

function show(button: HTMLElement, current: Cart): void {
  const entry = choiceOf(button);
  if (!entry) return;
  const { choice, labels } = entry;
  const chosen = isChosen(current, choice);
  const { variant, text, ariaLabel } = chooseButtonState(chosen, choice, labels);
  button.classList.remove('btn-primary', 'btn-chosen');
  button.classList.add(variant);
  button.toggleAttribute('data-chosen', chosen);
  button.setAttribute('aria-label', ariaLabel);
  const label = button.querySelector('[data-choose-label]');
  if (label) label.textContent = text;
}

const buttons: HTMLElement[] = [];
const known = new WeakSet<HTMLElement>();

function takeUp(button: HTMLElement): void {
  if (known.has(button)) return;
  known.add(button);
  buttons.push(button);
  show(button, cart.value);
}

/** Choose buttons added after the page was parsed (the catalogue's fetched rows): shown and kept in step. */
export function takeUpChooseButtons(root: HTMLElement): void {
  for (const button of root.querySelectorAll<HTMLElement>(CHOOSE)) takeUp(button);
}

export function setUpCartButtons(): void {
  whenParsed<HTMLElement>(CHOOSE, takeUp);
  effect(() => {
    const current = cart.value;
    for (const button of buttons) show(button, current);
  });
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as Element | null;
    const button = target?.closest?.<HTMLElement>(CHOOSE);
    const choice = button && choiceOf(button)?.choice;
    if (button && choice) {
      updateCart((current) => toggleChoosable(current, choice));
      const added = isChosen(cart.value, choice);
      const note = choiceNote({ name: choice.item.name ?? '', added, count: cartItemCount.value });
      // Said on every page, the booking start included; the note is shown where the page has no count.
      announce(`${note.title}, ${note.tally}`);
      if (!button.closest('[data-choose-toast="off"]')) showChooseToast(note, button);
    }
    const bookHere = target?.closest?.<HTMLAnchorElement>(BOOK_HERE);
    if (bookHere) {
      event.preventDefault();
      updateCart((current) => setLocation(current, Number(bookHere.dataset.bookHere)));
      location.assign(langPrefix() + STEP_PATHS[furthestStep({ cart: cart.value })]);
    }
  });
}
