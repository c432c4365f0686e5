import type { Choosable } from '../domain/cart';
import { chooseButtonState, type ChooseLabels, encodeChoice } from '../islands/chooseState';

export type { ChooseLabels };

/**
 * A choose button (spec sections 2 and 4) as the server renders it: not chosen, since the cart lives in
 * the browser. The shell (src/client/cartButtons.ts) reads the item from `data-choose`, shows the cart's
 * state and toggles it, so no page needs React for it (issue 14 point 1, docs/decisions/0035 and 0042).
 * The shell turns this copy into the chosen one by attributes and text alone: the check mark is drawn by
 * the stylesheet for `[data-chosen]` (src/styles/shell.css), not carried by every button.
 *
 * The labels ride in `data-choose-labels`, on the button or, where many buttons share them (the
 * catalogue), once on an ancestor: `sharedLabels` leaves them off the button.
 */
export function ChooseButton({
  choice,
  labels,
  className = '',
  sharedLabels = false,
}: {
  choice: Choosable;
  labels: ChooseLabels;
  className?: string;
  sharedLabels?: boolean;
}) {
  const { variant, text, ariaLabel } = chooseButtonState(false, choice, labels);
  return (
    <button
      type="button"
      className={`${variant} ${className}`}
      aria-label={ariaLabel}
      data-choose={encodeChoice(choice)}
      data-choose-labels={sharedLabels ? undefined : JSON.stringify(labels)}
    >
      <span data-choose-label="">{text}</span>
    </button>
  );
}
