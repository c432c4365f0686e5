import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../client/call';
import { OptimiserNote } from '../../components/OptimiserNote';
import { optimiseRequestOf, withSuggestion } from '../../domain/cartSuggestion';
import type { SuggestionView } from '../../domain/suggestionView';
import type { CartSuggestion } from '../../domain/packageOptimiser';
import type { Lang } from '../../i18n/lang';
import { cart, updateCart } from '../cart/store';

/** Long enough for a loaded server, short enough that the cart step never waits long for a suggestion. */
const ASK_MS = 8_000;

export interface SuggestionState {
  suggestion: CartSuggestion | null;
  /** Its texts in the page's language, as the server sent them. */
  view: SuggestionView | null;
  /** The cart the answer was for (its request as JSON): a suggestion for another one may not be used. */
  key: string;
}

const requestKey = (lang: Lang) => JSON.stringify(optimiseRequestOf(cart.value, lang));

/**
 * The package optimiser's answer for the cart (issue 17 point 2, POST /api/cart/optimise), once
 * `wanted`: undefined until the first answer, so the cart step can paint its items and the note together
 * (decision 0037); a failure or a timeout is no suggestion. A changed cart keeps the last answer until
 * the next one arrives, so the note does not blink; its switch waits for the answer that fits.
 */
export function useCartSuggestion(lang: Lang, wanted: boolean): SuggestionState | undefined {
  const [state, setState] = useState<SuggestionState | undefined>(undefined);
  const key = requestKey(lang);
  useEffect(() => {
    if (!wanted) return;
    const request = optimiseRequestOf(cart.value, lang);
    if (!request) return setState({ suggestion: null, view: null, key });
    let current = true;
    call('optimiseCart', { body: request }, { timeoutMs: ASK_MS })
      .then(({ data }) => current && setState({ suggestion: data.suggestion, view: data.view, key }))
      .catch(() => current && setState({ suggestion: null, view: null, key }));
    return () => {
      current = false;
    };
  }, [key, lang, wanted]);
  return state;
}

/**
 * The cart step's note: the better combination with its switch, and once switched what the cart now
 * holds, said in a status region (so a screen reader hears it) that takes focus from the vanished button.
 */
export function CartSuggestionNote({ lang, state }: { lang: Lang; state: SuggestionState }) {
  useSignals();
  const [done, setDone] = useState<{ text: string; key: string } | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const key = requestKey(lang);
  const showDone = done !== null && done.key === key;
  useEffect(() => {
    if (showDone) doneRef.current?.focus();
  }, [showDone]);
  const { suggestion } = state;
  const view = suggestion && !showDone ? state.view : null;
  const switchCart = () => {
    if (!suggestion || !state.view || state.key !== key) return;
    updateCart((current) => withSuggestion(current, suggestion));
    setDone({ text: state.view.switched, key: requestKey(lang) });
  };
  return (
    <>
      <div role="status">
        {showDone ? (
          <p
            ref={doneRef}
            tabIndex={-1}
            className="mt-6 rounded-2xl bg-brand-50 p-5 font-600 text-ink break-anywhere"
            data-optimiser-done=""
          >
            {done.text}
          </p>
        ) : null}
      </div>
      {view ? (
        <div className="mt-6" data-cart-suggestion="">
          <OptimiserNote lang={lang} variant="box" view={view} onSwitch={switchCart} pending={state.key !== key} />
        </div>
      ) : null}
    </>
  );
}
