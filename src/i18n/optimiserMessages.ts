import type { Lang } from './lang';

/**
 * Strings of the package optimiser's note (issue 17 point 2, docs/decisions/0047): on the cart step and
 * on the examinations page, what a cheaper or fuller combination of the chosen tests is, and the switch.
 */
export interface OptimiserMessages {
  /** The title when the combination costs less. */
  cheaper: string;
  /** The title when it costs the same and holds more tests. */
  fuller: string;
  saving: (amount: string) => string;
  samePrice: string;
  /** '{items}: {total} instead of {current}'. */
  instead: (total: string, current: string) => string;
  withFee: string;
  withoutFee: string;
  withCoupon: string;
  /** A package and some single tests: 'Alap laborcsomag + 2 single tests'. */
  singleTests: (count: number) => string;
  adds: (count: number) => string;
  addsNothing: string;
  details: string;
  combination: string;
  addedTests: string;
  /** The switch button's text; its accessible name adds the combination after a colon (WCAG 2.5.3). */
  switchTo: string;
  close: string;
  /** What the cart holds after the switch. */
  switched: (items: string, amount: string) => string;
  switchedFuller: (items: string) => string;
}

const hu: OptimiserMessages = {
  cheaper: 'Olcsóbban is megkaphatja',
  fuller: 'Ugyanennyiért több vizsgálat',
  saving: (amount) => `${amount} megtakarítás`,
  samePrice: 'Ugyanannyiba kerül',
  instead: (total, current) => `${total} a mostani ${current} helyett`,
  withFee: 'mintavételi díjjal együtt',
  withoutFee: 'mintavételi díj nélkül',
  withCoupon: 'a kuponkedvezménnyel',
  singleTests: (count) => `${count} egyedi vizsgálat`,
  adds: (count) => `Plusz ${count} vizsgálat, amelyet nem választott`,
  addsNothing: 'Pontosan a választott vizsgálatok',
  details: 'Mit tartalmaz?',
  combination: 'Az összeállítás',
  addedTests: 'Ezeket kapja még hozzá',
  switchTo: 'Lecserélem erre',
  close: 'Javaslat bezárása',
  switched: (items, amount) => `Kész: a kosárban most ${items} van, ${amount} megtakarítással.`,
  switchedFuller: (items) => `Kész: a kosárban most ${items} van.`,
};

const en: OptimiserMessages = {
  cheaper: 'You can have this for less',
  fuller: 'More tests for the same price',
  saving: (amount) => `You save ${amount}`,
  samePrice: 'The same price',
  instead: (total, current) => `${total} instead of ${current}`,
  withFee: 'including the sampling fee',
  withoutFee: 'before the sampling fee',
  withCoupon: 'with your coupon',
  singleTests: (count) => `${count} single ${count === 1 ? 'test' : 'tests'}`,
  adds: (count) => `Plus ${count} ${count === 1 ? 'test' : 'tests'} you did not choose`,
  addsNothing: 'Exactly the tests you chose',
  details: 'What is included?',
  combination: 'The combination',
  addedTests: 'What you get on top',
  switchTo: 'Switch to this',
  close: 'Close the suggestion',
  switched: (items, amount) => `Done: your cart now holds ${items}, saving ${amount}.`,
  switchedFuller: (items) => `Done: your cart now holds ${items}.`,
};

export const optimiserMessages = (lang: Lang): OptimiserMessages => (lang === 'en' ? en : hu);
