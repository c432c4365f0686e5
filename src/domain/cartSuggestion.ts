/**
 * The package optimiser's suggestion as the browser uses it (issue 17 point 2, docs/decisions/0047):
 * what it asks for a cart, what the note says, and the cart after the one-tap switch. Pure; shared by
 * the cart step (an island) and the examinations page (the framework-free shell).
 */
import type { Lang } from '../i18n/lang';
import { optimiserMessages } from '../i18n/optimiserMessages';
import { type Cart, packageIds, setCoupon, testIds, toggleExamination, toggleParameter } from './cart';
import type { CartSuggestion, OptimiseRequest } from './packageOptimiser';
import { formatPrice } from './prices';

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

/** The note's texts, in the page's language. */
export interface SuggestionView {
  title: string;
  /** The combination in a few words: 'Alap laborcsomag + 1 single test'. */
  combination: string;
  saving: string;
  totals: string;
  adds: string;
  items: { key: string; name: string; price: string }[];
  added: string[];
  switchLabel: string;
  /** What the cart holds once switched. */
  switched: string;
}

export function suggestionView(suggestion: CartSuggestion, lang: Lang): SuggestionView {
  const m = optimiserMessages(lang);
  const price = (amount: number) => formatPrice(amount, lang);
  const { examinations, parameters, adds, saving } = suggestion;
  const names = examinations.map((exam) => exam.name);
  // Single tests by name when they are all there is and few, otherwise counted.
  const singles = !parameters.length
    ? []
    : !names.length && parameters.length <= 3
      ? parameters.map((test) => test.name)
      : [m.singleTests(parameters.length)];
  const combination = [...names, ...singles].join(' + ');
  const notes = [suggestion.fee_included ? m.withFee : m.withoutFee, ...(suggestion.discount ? [m.withCoupon] : [])];
  return {
    title: saving > 0 ? m.cheaper : m.fuller,
    combination,
    saving: saving > 0 ? m.saving(price(saving)) : m.samePrice,
    totals: `${m.instead(price(suggestion.total), price(suggestion.current_total))} (${notes.join(', ')})`,
    adds: adds.length ? m.adds(adds.length) : m.addsNothing,
    items: [
      ...examinations.map((exam) => ({ key: `e${exam.id}`, name: exam.name, price: price(exam.price) })),
      ...parameters.map((test) => ({ key: `p${test.id}`, name: test.name, price: price(test.price) })),
    ],
    added: adds.map((test) => test.name),
    switchLabel: `${m.switchTo}: ${combination}`,
    switched: saving > 0 ? m.switched(combination, price(saving)) : m.switchedFuller(combination),
  };
}
