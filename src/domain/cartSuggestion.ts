/**
 * The package optimiser's suggestion as the browser uses it (issue 17 point 2, docs/decisions/0047):
 * what it asks for a cart and the cart after the one-tap switch. Pure; shared by the cart step (an
 * island) and the examinations page (the framework-free shell). What the note says is the server's
 * (./suggestionView.ts, in the answer), so neither page loads the optimiser's message catalogue.
 */
import type { Lang } from '../i18n/lang';
import { type Cart, packageIds, setCoupon, testIds, toggleExamination, toggleParameter } from './cart';
import type { CartSuggestion, OptimiseRequest } from './packageOptimiser';

/**
 * The optimiser's question for this cart, or null when there is none to ask: an empty cart, or one
 * whose booking is already made (the summary pays for that booking; its items are no longer open).
 */
export function optimiseRequestOf(cart: Cart, lang: Lang): OptimiseRequest | null {
  if (cart.appointmentId !== null || cart.appointmentHash !== null) return null;
  const package_ids = packageIds(cart);
  const test_ids = testIds(cart);
  if (!package_ids.length && !test_ids.length) return null;
  return {
    language: lang,
    location_id: cart.location,
    package_ids,
    test_ids,
    time_chosen: cart.date !== null && cart.time !== 0,
    ...(cart.coupon_code ? { coupon_code: cart.coupon_code } : {}),
  };
}

/**
 * The cart holding the suggestion's packages and single tests instead of its own, through the cart's
 * own transitions (single tests in their locked examination, decision 0010); everything else stays:
 * the location, date, time, payment type, the coupon (with its discount on the new items, as the server
 * checked it) and what was last added. Dropping a single test empties the tests, as the spec's rule for
 * parameters says (section 4).
 */
export function withSuggestion(cart: Cart, suggestion: CartSuggestion): Cart {
  let next: Cart = { ...cart, examinations: [], parameters: [] };
  for (const test of suggestion.parameters) next = toggleParameter(next, test);
  for (const exam of suggestion.examinations) next = toggleExamination(next, exam);
  const kept = new Set(suggestion.parameters.map((test) => test.id));
  next = {
    ...next,
    tests: cart.parameters.every((test) => kept.has(test.id)) ? cart.tests : [],
    lastAddedExaminationId: cart.lastAddedExaminationId,
  };
  return cart.coupon_code
    ? setCoupon(next, { code: cart.coupon_code, discount: suggestion.discount, id: cart.coupon_id })
    : next;
}

/** A line of the combination in the note: the name, and its price kept on one line beside it. */
export const NOTE_LINE = {
  item: 'flex justify-between gap-3',
  name: 'min-w-0 break-anywhere',
  price: 'whitespace-nowrap font-600',
};
