import type { Choosable } from '../domain/cart';

export interface ChooseLabels {
  choose: string;
  chosen: string;
}

/**
 * What a choose button shows (spec section 2): 'Ezt választom' / 'I choose this' until the item is in
 * the cart, then 'Kiválasztva' / 'Chosen'. The accessible name adds the item's name to the visible text,
 * so a screen-reader user hears which of many buttons this is. Framework-free: the island
 * (ChooseButton.tsx) and the shell (src/client/chooseButtons.ts) both draw from it.
 */
export function chooseButtonState(chosen: boolean, choice: Choosable, labels: ChooseLabels) {
  const text = chosen ? labels.chosen : labels.choose;
  return { variant: chosen ? 'btn-chosen' : 'btn-primary', text, ariaLabel: `${text}: ${choice.item.name}` };
}
