import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { setLocation } from '../../domain/cart';
import { cart, cartItemCount, updateCart } from '../cart/store';
import { useMounted } from '../useMounted';
import { stepHref } from './gate';
import { chosenCount, type StepProps } from './shared';

/**
 * /idopontfoglalas: examination selection is always open (spec section 2). A bar follows the chosen
 * count and leads on to the cart. `?helyszin=` (from a location's page) puts that location in the cart.
 */
export function StartStep({ prefix, labels, locationId }: StepProps & { locationId: number | null }) {
  useSignals();
  const mounted = useMounted();
  useEffect(() => {
    if (locationId == null) return;
    updateCart((current) => setLocation(current, locationId));
    const url = new URL(location.href);
    url.searchParams.delete('helyszin');
    history.replaceState(null, '', url);
  }, [locationId]);
  // The cart lives in the browser: nothing before mount, as on the server, or React finds a mismatch.
  if (!mounted) return null;
  const count = cartItemCount.value;
  if (count === 0 && cart.value.examinations.length === 0) return null;
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-100 bg-white/95 shadow-[0_-4px_16px_rgba(23,37,47,.08)] backdrop-blur"
      data-start-bar=""
      data-bottom-overlay=""
    >
      <div className="wrap flex items-center justify-between gap-4 py-3">
        {/* Not a live region: each choice is said once, by the page's (src/client/cartButtons.ts). */}
        <p className="font-600 text-ink">{chosenCount(labels, count)}</p>
        <a href={stepHref(prefix, 'cart')} className="btn-primary">
          {labels.continue}
        </a>
      </div>
    </div>
  );
}
