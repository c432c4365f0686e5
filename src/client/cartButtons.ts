import { effect } from '@preact/signals-core';
import { furthestStep, STEP_PATHS } from '../domain/bookingGate';
import { type Cart, type Choosable, isChosen, setLocation, toggleChoosable } from '../domain/cart';
import { cart, updateCart } from '../islands/cart/store';
import { chooseButtonState, type ChooseLabels } from '../islands/chooseState';
import { whenParsed } from './hydration';

/**
 * The cart's buttons on server-rendered pages, with no framework (issue 14 point 1, docs/decisions/0035):
 * a page whose only interactive part changes the cart loads no React.
 *
 * - Choose buttons (ShellChooseButton in src/islands/ChooseButton.tsx; home, an examination's page):
 *   each shows whether its item is in the cart and toggles it (spec sections 2 and 4).
 * - 'Book here' on a location's page: the location goes into the cart (which resets date and time, spec
 *   section 4) and the visitor continues at the furthest unlocked step. Without script the link opens
 *   the booking start with the location in its query.
 */
const CHOOSE = 'button[data-choose]';
const BOOK_HERE = 'a[data-book-here]';
/** '' on a Hungarian page, '/en' on an English one (decision 2): where booking links lead. */
export const langPrefix = () => (document.documentElement.lang === 'en' ? '/en' : '');

const choices = new WeakMap<HTMLElement, { choice: Choosable; labels: ChooseLabels }>();

function choiceOf(button: HTMLElement) {
  let entry = choices.get(button);
  if (!entry) {
    entry = JSON.parse(button.dataset.choose ?? '') as { choice: Choosable; labels: ChooseLabels };
    choices.set(button, entry);
  }
  return entry;
}

function show(button: HTMLElement, current: Cart): void {
  const { choice, labels } = choiceOf(button);
  const chosen = isChosen(current, choice);
  const { variant, text, ariaLabel } = chooseButtonState(chosen, choice, labels);
  button.classList.remove('btn-primary', 'btn-chosen');
  button.classList.add(variant);
  button.toggleAttribute('data-chosen', chosen);
  button.setAttribute('aria-label', ariaLabel);
  button.querySelector('[data-choose-check]')?.toggleAttribute('hidden', !chosen);
  const label = button.querySelector('[data-choose-label]');
  if (label) label.textContent = text;
}

export function setUpCartButtons(): void {
  const buttons: HTMLElement[] = [];
  whenParsed<HTMLElement>(CHOOSE, (button) => {
    buttons.push(button);
    show(button, cart.value);
  });
  effect(() => {
    const current = cart.value;
    for (const button of buttons) show(button, current);
  });
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as Element | null;
    const button = target?.closest?.<HTMLElement>(CHOOSE);
    if (button) updateCart((current) => toggleChoosable(current, choiceOf(button).choice));
    const bookHere = target?.closest?.<HTMLAnchorElement>(BOOK_HERE);
    if (bookHere) {
      event.preventDefault();
      updateCart((current) => setLocation(current, Number(bookHere.dataset.bookHere)));
      location.assign(langPrefix() + STEP_PATHS[furthestStep({ cart: cart.value })]);
    }
  });
}
