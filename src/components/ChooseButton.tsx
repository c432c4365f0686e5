import { useSignals } from '@preact/signals-react/runtime';
import { isChosen, toggleChoosable, type Choosable } from '../domain/cart';
import { cart, updateCart } from './cart/store';
import { chooseButtonState, type ChooseLabels } from './chooseState';
import { useMounted } from './useMounted';

export type { ChooseLabels };

interface ChooseButtonProps {
  choice: Choosable;
  labels: ChooseLabels;
  className?: string;
}

/**
 * The button's markup in either state. The check mark is always there and hidden while not chosen, so
 * the shell can turn the server's copy into the chosen one by attributes and text alone.
 */
function ChooseButtonView({
  chosen,
  choice,
  labels,
  className = '',
  ...rest
}: ChooseButtonProps & { chosen: boolean; onClick?: () => void; 'data-choose'?: string }) {
  const { variant, text, ariaLabel } = chooseButtonState(chosen, choice, labels);
  return (
    <button
      type="button"
      className={`${variant} ${className}`}
      data-chosen={chosen ? '' : undefined}
      aria-label={ariaLabel}
      {...rest}
    >
      <span className="flex" hidden={!chosen} data-choose-check="">
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
      </span>
      <span data-choose-label="">{text}</span>
    </button>
  );
}

/** Inside an island (the catalogue): React renders it from the cart signal; clicking toggles it (spec section 4). */
export function ChooseButton(props: ChooseButtonProps) {
  useSignals();
  const mounted = useMounted();
  const chosen = mounted && isChosen(cart.value, props.choice);
  return (
    <ChooseButtonView {...props} chosen={chosen} onClick={() => updateCart((c) => toggleChoosable(c, props.choice))} />
  );
}

/**
 * On a server-rendered page (home, an examination's page): the same button without React. The shell
 * (src/client/chooseButtons.ts) reads the choice from `data-choose`, shows the cart's state and toggles
 * it, so these pages load no framework (issue 14 point 1, docs/decisions/0035).
 */
export function ShellChooseButton(props: ChooseButtonProps) {
  return (
    <ChooseButtonView
      {...props}
      chosen={false}
      data-choose={JSON.stringify({ choice: props.choice, labels: props.labels })}
    />
  );
}
