/**
 * The package optimiser (issue 17 point 2): whether the tests a cart asks for can be had cheaper — or
 * at the same price with more tests — as another combination of packages and single tests, computed
 * exactly as a minimum-cost cover (docs/decisions/0047). Pure: the caller brings the catalogue, the
 * locations and the cart; the prices are the booking engine's own (src/domain/pricing.ts: the items at
 * their b2c price plus the location's sampling fee, which the packages' samplingfee_* tags decide).
 *
 * What is required is every test of the chosen packages and every chosen single test. A combination
 * covers it with packages (each at its price) and single tests for what they leave out (each at its own
 * price, only tests sold on their own: tagged showonweb, or already chosen singly). The search is a
 * branch and bound over the packages that share a test with what is required: it branches on the
 * uncovered test with the fewest ways to cover it, each way (a package holding it, or the test alone)
 * excluding the ways tried before it, so every combination is reached once; a branch is cut when its
 * cost so far, plus the least the sampling fee can be, plus the cheapest share of a package or single
 * test for each test still uncovered, cannot reach the best found. Among equal totals it prefers more
 * tests, then fewer items.
 */
import type { LabLanguage, LabPackage, LabTest } from './catalogue';
import type { LabLocation } from './location';
import { type BookingPrice, type LocationFee, priceBooking, samplingFee } from './pricing';
import { isShownOnWeb } from './visibility';

/** What the optimiser reads of a package, a test and a location (the port's shapes fit as they are). */
export type OptimiserPackage = Pick<LabPackage, 'id' | 'b2c_price' | 'tags' | 'app_time' | 'info_sheet'> & {
  tests: Pick<LabTest, 'id'>[];
};
export type OptimiserTest = Pick<LabTest, 'id' | 'b2c_price' | 'tags'>;
export type OptimiserLocation = Pick<LabLocation, 'id' | 'tags' | 'package_ids' | 'sampling_fee'>;

export interface OptimiserCatalogue {
  packages: OptimiserPackage[];
  tests: OptimiserTest[];
  locations: OptimiserLocation[];
}

export interface OptimiserCart {
  packageIds: number[];
  testIds: number[];
  /** The chosen location; null before one is chosen. */
  locationId: number | null;
  /** Whether a date and time are chosen: a suggestion must then fit the same appointment. */
  timeChosen: boolean;
}

/** A combination of packages and single tests, ids ascending. */
export interface Combination {
  packageIds: number[];
  testIds: number[];
}

export interface PricedCombination extends Combination {
  price: BookingPrice;
  /** How many distinct tests it holds. */
  testCount: number;
}

export interface Optimised {
  current: PricedCombination;
  /** The better combination, or null when the cart is already the best. */
  better: PricedCombination | null;
  /** Whether the sampling fee is in the totals: only once a location is chosen. */
  feeKnown: boolean;
}

/** What the browser asks of the optimiser (POST /api/cart/optimise): the cart's items, place and time. */
export interface OptimiseRequest {
  language: LabLanguage;
  location_id: number | null;
  /** The chosen packages (the cart's unlocked examinations). */
  package_ids: number[];
  /** The chosen single tests (the cart's parameters). */
  test_ids: number[];
  /** Whether the cart holds a date and time. */
  time_chosen: boolean;
  /** The cart's coupon, when one is applied: a suggestion must keep it and is priced with it. */
  coupon_code?: string;
}

/**
 * The better combination as the cart step and the catalogue show it, and as the switch puts it into the
 * cart: names in the asked language, prices in forints.
 */
export interface CartSuggestion {
  examinations: { id: number; name: string; price: number; app_time: number; cat_id: string }[];
  parameters: { id: number; name: string; price: number }[];
  /** The tests it holds beyond those chosen. */
  adds: { id: number; name: string }[];
  /** The cart as it is and as suggested: items, the sampling fee once a location is chosen, less the coupon. */
  current_total: number;
  total: number;
  saving: number;
  /** The coupon's discount on the suggested items (0 without a coupon). */
  discount: number;
  /** Whether the totals hold the location's sampling fee (a location is chosen). */
  fee_included: boolean;
}

/** A cart the optimiser cannot read: stable codes the API answers with (422). */
export type OptimiserRefusal = 'invalid_items' | 'unknown_location';

export class OptimiserError extends Error {
  constructor(
    readonly code: OptimiserRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'OptimiserError';
  }
}

/** Packages meant for children (scripts/seed/catalogue.mjs: sampled where a location is child_testing). */
const CHILDREN = 'child_testing';
const SAMPLING_FEE_TAG = 'samplingfee_';

const sortedIds = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/** The location's fees as the pricing reads them. */
const feesOf = (location: OptimiserLocation): LocationFee[] =>
  location.sampling_fee.map((fee) => ({ fee_type: fee.type, price: fee.price }));

const priced = (item: OptimiserPackage) => ({ id: item.id, price: item.b2c_price, tags: item.tags });

/**
 * The best combination for the cart, and whether it is better than the cart as it is: cheaper, or as
 * cheap with more tests. Refuses ids the catalogue does not hold and a location it does not know.
 */
export function optimise(catalogue: OptimiserCatalogue, cart: OptimiserCart): Optimised {
  const packageById = new Map(catalogue.packages.map((item) => [item.id, item]));
  const testById = new Map(catalogue.tests.map((item) => [item.id, item]));
  const chosenPackages = sortedIds(cart.packageIds).map((id) => packageById.get(id));
  const chosenTests = sortedIds(cart.testIds).map((id) => testById.get(id));
  if (!chosenPackages.length && !chosenTests.length) {
    throw new OptimiserError('invalid_items', 'Choose at least one examination');
  }
  if (chosenPackages.includes(undefined) || chosenTests.includes(undefined)) {
    throw new OptimiserError('invalid_items', 'An examination or test in the cart does not exist');
  }
  const location =
    cart.locationId === null ? null : (catalogue.locations.find((item) => item.id === cart.locationId) ?? null);
  if (cart.locationId !== null && !location) {
    throw new OptimiserError('unknown_location', 'There is no such sampling location');
  }
  const packages = chosenPackages as OptimiserPackage[];
  const tests = chosenTests as OptimiserTest[];
  const required = sortedIds([
    ...packages.flatMap((item) => item.tests.map((test) => test.id)),
    ...tests.map((t) => t.id),
  ]);

  // Once a location is chosen, its fees price every combination; before that the fee cannot be known,
  // so a combination must keep the cart's kind of sampling fee, whatever the location will charge.
  const fees = location ? feesOf(location) : null;
  const feeTypes: LocationFee[] = [
    { fee_type: 'base', price: 0 },
    ...sortedTags(catalogue.packages).map((tag) => ({ fee_type: tag, price: 0 })),
  ];
  const feeType = (items: OptimiserPackage[]) => samplingFee(feeTypes, items.map(priced)).type;
  const currentFeeType = feeType(packages);
  const total = (items: OptimiserPackage[], singles: { id: number; price: number }[]) =>
    fees || feeType(items) === currentFeeType
      ? priceBooking({ packages: items.map(priced), tests: singles }, fees ?? [])
      : null;

  const testCount = (items: OptimiserPackage[]) =>
    new Set([...required, ...items.flatMap((item) => item.tests.map((test) => test.id))]).size;
  const current: PricedCombination = {
    packageIds: packages.map((item) => item.id),
    testIds: tests.map((item) => item.id),
    price: priceBooking({ packages: packages.map(priced), tests: tests.map(singlePrice) }, fees ?? []),
    testCount: testCount(packages),
  };

  // An information sheet's examination stays as chosen: the optimiser neither adds one nor takes a
  // chosen one apart (its sheet and consent go with the package, src/data/infoSheets.ts).
  const fixed = packages.filter((item) => item.info_sheet !== null);
  const candidates = eligiblePackages(catalogue, cart, packages, location).filter(
    (item) => fees !== null || feeType([...packages, item]) === currentFeeType,
  );
  const chosenSingly = new Set(tests.map((item) => item.id));
  const singles = new Map<number, number>();
  for (const id of required) {
    const test = testById.get(id);
    if (test && (isShownOnWeb(test) || chosenSingly.has(id))) singles.set(id, test.b2c_price);
  }

  const best = bestCover({
    required,
    fixed,
    candidates,
    singles,
    total,
    testCount,
    feeFloor: feeFloor(fees),
    ceiling: current.price.total,
  });
  const better =
    best &&
    (best.price.total < current.price.total ||
      (best.price.total === current.price.total && best.testCount > current.testCount))
      ? best
      : null;
  return { current, better, feeKnown: fees !== null };
}

const singlePrice = (test: OptimiserTest) => ({ id: test.id, price: test.b2c_price });

/** The samplingfee_* tags of the catalogue (spec section 9), for the kind of fee a combination has. */
const sortedTags = (packages: OptimiserPackage[]) =>
  [...new Set(packages.flatMap((item) => item.tags.filter((tag) => tag.startsWith(SAMPLING_FEE_TAG))))].sort();

/** The least sampling fee any combination can have at these fees: one of them, or 0 without a base fee. */
const feeFloor = (fees: LocationFee[] | null) =>
  fees ? Math.min(...fees.map((fee) => fee.price), fees.some((fee) => fee.fee_type === 'base') ? Infinity : 0) : 0;

/**
 * The packages a suggestion may hold besides the cart's own: those the website sells (showonweb), with
 * no information sheet, meant for children only when the cart already holds a children's package, and
 * sampled where the cart will be: at the chosen location, or, before one is chosen, at every location
 * that can sample the cart as it is (so a suggestion never narrows the choice of location). With a time
 * chosen, a package must not take longer to sample than the cart's longest sampling (or the catalogue's
 * shortest, for a cart of single tests), so the chosen time still holds it. The cart's own packages
 * stay eligible: keeping them is always possible.
 */
export function eligiblePackages(
  catalogue: OptimiserCatalogue,
  cart: Pick<OptimiserCart, 'timeChosen'>,
  chosen: OptimiserPackage[],
  location: OptimiserLocation | null,
): OptimiserPackage[] {
  const chosenIds = new Set(chosen.map((item) => item.id));
  const forChildren = chosen.some((item) => item.tags.includes(CHILDREN));
  const sampledAt = location
    ? [location]
    : catalogue.locations.filter(
        (item) => isShownOnWeb(item) && chosen.every((pkg) => item.package_ids.includes(pkg.id)),
      );
  const shortest = Math.min(...catalogue.packages.filter(isShownOnWeb).map((item) => item.app_time));
  const longest = Math.max(shortest, ...chosen.map((item) => item.app_time));
  return catalogue.packages.filter(
    (item) =>
      item.info_sheet === null &&
      (chosenIds.has(item.id) ||
        (isShownOnWeb(item) &&
          (forChildren || !item.tags.includes(CHILDREN)) &&
          sampledAt.length > 0 &&
          sampledAt.every((place) => place.package_ids.includes(item.id)) &&
          (!cart.timeChosen || item.app_time <= longest))),
  );
}

// ---- the search ------------------------------------------------------------------------------------

interface CoverProblem {
  /** Test ids to cover, ascending. */
  required: number[];
  /** Packages every combination holds. */
  fixed: OptimiserPackage[];
  /** Packages a combination may hold. */
  candidates: OptimiserPackage[];
  /** The price of each required test that may be bought on its own. */
  singles: Map<number, number>;
  /** A combination's price; null when it may not be suggested (its sampling fee would differ). */
  total: (packages: OptimiserPackage[], singles: { id: number; price: number }[]) => BookingPrice | null;
  testCount: (packages: OptimiserPackage[]) => number;
  /** The least the sampling fee can be. */
  feeFloor: number;
  /** No combination dearer than this is of interest (the cart as it is). */
  ceiling: number;
}

/** A set of required tests, as bits of 32-bit words (a cart of 15 items asks for some 100 tests at most). */
type Bits = Uint32Array;

const has = (bits: Bits, index: number) => (bits[index >>> 5]! & (1 << (index & 31))) !== 0;

function popcount(value: number): number {
  value -= (value >>> 1) & 0x55555555;
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
  return (((value + (value >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The cheapest combination covering `required` (then the one with more tests, then with fewer items),
 * or null when none can be priced. Exact: branch and bound as described at the top of this module.
 */
export function bestCover(problem: CoverProblem): PricedCombination | null {
  const { required, fixed, singles, feeFloor } = problem;
  const size = required.length;
  const words = Math.max(1, Math.ceil(size / 32));
  const indexOf = new Map(required.map((id, index) => [id, index]));
  const maskOf = (item: OptimiserPackage) => {
    const bits = new Uint32Array(words);
    for (const test of item.tests) {
      const index = indexOf.get(test.id);
      if (index !== undefined) bits[index >>> 5]! |= 1 << (index & 31);
    }
    return bits;
  };
  const fixedIds = new Set(fixed.map((item) => item.id));
  // Only packages that share a test with what is required can lower the cost of covering it.
  const options = problem.candidates
    .filter((item) => !fixedIds.has(item.id))
    .map((item) => ({
      item,
      mask: maskOf(item),
      price: item.b2c_price,
      // Leaving out a package with a samplingfee_* tag may change the fee: the rules that swap a package
      // for something cheaper below hold only for packages without one.
      tagged: item.tags.some((tag) => tag.startsWith(SAMPLING_FEE_TAG)),
    }))
    .filter((option) => option.mask.some((word) => word !== 0));
  const count = options.length;
  /** For each required test, the options holding it. */
  const holding: number[][] = required.map(() => []);
  options.forEach((option, index) => {
    for (let test = 0; test < size; test++) if (has(option.mask, test)) holding[test]!.push(index);
  });
  const singlePrice = required.map((id) => singles.get(id) ?? Infinity);

  const covered = new Uint32Array(words);
  for (const item of fixed) {
    const mask = maskOf(item);
    for (let word = 0; word < words; word++) covered[word]! |= mask[word]!;
  }
  const fixedCost = fixed.reduce((sum, item) => sum + item.b2c_price, 0);

  let best: PricedCombination | null = null;
  let bestItems = Infinity;
  const excluded = new Uint8Array(count);
  const chosen: number[] = [];
  const alone: number[] = [];

  const better = (candidate: PricedCombination, items: number) =>
    !best ||
    candidate.price.total < best.price.total ||
    (candidate.price.total === best.price.total &&
      (candidate.testCount > best.testCount || (candidate.testCount === best.testCount && items < bestItems)));

  const leaf = () => {
    const packages = [...fixed, ...chosen.map((index) => options[index]!.item)];
    const bought = alone.map((index) => ({ id: required[index]!, price: singlePrice[index]! }));
    const price = problem.total(packages, bought);
    if (!price) return;
    const candidate: PricedCombination = {
      packageIds: sortedIds(packages.map((item) => item.id)),
      testIds: sortedIds(bought.map((item) => item.id)),
      price,
      testCount: problem.testCount(packages),
    };
    const items = packages.length + bought.length;
    if (better(candidate, items)) {
      best = candidate;
      bestItems = items;
    }
  };

  const search = (cost: number) => {
    // Each package still allowed, against the tests it would newly cover: its share of its price per
    // such test, and what those tests cost bought alone. Left out below this node: a package that covers
    // nothing new, and one without a fee tag that costs more than its new tests alone (the same
    // combination with those tests bought singly instead is cheaper, with the same fee).
    const share = new Float64Array(count);
    const dropped: number[] = [];
    for (let index = 0; index < count; index++) {
      if (excluded[index]) continue;
      const { mask, price, tagged } = options[index]!;
      let uncovered = 0;
      let bought = 0;
      for (let word = 0; word < words; word++) {
        let bits = mask[word]! & ~covered[word]!;
        uncovered += popcount(bits);
        for (; bits !== 0; bits &= bits - 1) bought += singlePrice[word * 32 + 31 - Math.clz32(bits & -bits)]!;
      }
      share[index] = price / uncovered;
      if (uncovered === 0 || (!tagged && price > bought)) {
        excluded[index] = 1;
        dropped.push(index);
      }
    }
    const restore = () => {
      for (const index of dropped) excluded[index] = 0;
    };

    // Two lower bounds on covering what is left, the larger counts (both are feasible solutions of the
    // covering problem's dual, so neither exceeds the cost of any completion): each uncovered test at the
    // least of its single price and its share of a package; and, tests with the fewest ways first, each
    // test at the least of its single price and what each package holding it has left of its price.
    const open: number[] = [];
    const ways = new Int32Array(size);
    let shares = 0;
    for (let test = 0; test < size; test++) {
      if (has(covered, test)) continue;
      let least = singlePrice[test]!;
      let choices = least === Infinity ? 0 : 1;
      for (const index of holding[test]!) {
        if (excluded[index]) continue;
        choices++;
        if (share[index]! < least) least = share[index]!;
      }
      if (choices === 0) return restore(); // nothing left can cover this test
      shares += least;
      open.push(test);
      ways[test] = choices;
    }
    if (open.length === 0) {
      leaf();
      return restore();
    }
    open.sort((a, b) => ways[a]! - ways[b]!);
    const left = options.map((option) => option.price);
    let dual = 0;
    for (const test of open) {
      let least = singlePrice[test]!;
      for (const index of holding[test]!) if (!excluded[index] && left[index]! < least) least = left[index]!;
      dual += least;
      for (const index of holding[test]!) if (!excluded[index]) left[index]! -= least;
    }
    // Cut when even the cheapest completion costs more than the best (or than the cart as it is); an
    // equal one may still hold more tests.
    const bound = cost + feeFloor + Math.max(shares, dual);
    if (bound > (best ? best.price.total : problem.ceiling) + 1e-6) return restore();

    // Branch on the test with the fewest ways: each package holding it, cheapest share first, every one
    // tried before it excluded from this branch on; then the test alone, with no package holding it.
    const branchOn = open[0]!;
    const holders = holding[branchOn]!.filter((index) => !excluded[index]).sort((a, b) => share[a]! - share[b]!);
    const saved = covered.slice();
    for (const index of holders) {
      const mask = options[index]!.mask;
      for (let word = 0; word < words; word++) covered[word]! |= mask[word]!;
      chosen.push(index);
      search(cost + options[index]!.price);
      chosen.pop();
      covered.set(saved);
      excluded[index] = 1;
    }
    if (singlePrice[branchOn] !== Infinity) {
      covered[branchOn >>> 5]! |= 1 << (branchOn & 31);
      alone.push(branchOn);
      search(cost + singlePrice[branchOn]!);
      alone.pop();
      covered.set(saved);
    }
    for (const index of holders) excluded[index] = 0;
    restore();
  };

  search(fixedCost);
  return best;
}
