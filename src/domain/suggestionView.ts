/**
 * What the package optimiser's note says about a suggestion, in a language (issue 17 point 2,
 * docs/decisions/0047): computed by the server and sent with POST /api/cart/optimise's answer.
 */
import type { Lang } from '../i18n/lang';
import { optimiserMessages } from '../i18n/optimiserMessages';
import type { CartSuggestion } from './packageOptimiser';
import { formatPrice } from './prices';

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
