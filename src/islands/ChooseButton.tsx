import { useSignals } from '@preact/signals-react/runtime';
import { isChosen, toggleChoosable, type Choosable } from '../domain/cart';
import { cart, updateCart } from './cart/store';
import { useMounted } from './useMounted';

export interface ChooseLabels {
  choose: string;
  chosen: string;
}

/**
 * 'Ezt választom' / 'I choose this' until the item is in the cart, then 'Kiválasztva' / 'Chosen'
 * (spec section 2). Clicking toggles it (spec section 4). The accessible name adds the item's name to
 * the visible text, so a screen-reader user hears which of many buttons this is.
 */
export function ChooseButton({
  choice,
  labels,
  className = '',
}: {
  choice: Choosable;
  labels: ChooseLabels;
  className?: string;
}) {
  useSignals();
  const mounted = useMounted();
  const chosen = mounted && isChosen(cart.value, choice);
  return (
    <button
      type="button"
      className={`${chosen ? 'btn-chosen' : 'btn-primary'} ${className}`}
      data-chosen={chosen ? '' : undefined}
      aria-label={`${chosen ? labels.chosen : labels.choose}: ${choice.item.name}`}
      onClick={() => updateCart((current) => toggleChoosable(current, choice))}
    >
      {chosen ? (
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.4}
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
      {chosen ? labels.chosen : labels.choose}
    </button>
  );
}
