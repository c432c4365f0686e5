import { describe, expect, it } from 'vitest';
import {
  type OptimiserCart,
  type OptimiserCatalogue,
  OptimiserError,
  type OptimiserLocation,
  type OptimiserPackage,
  type OptimiserTest,
  optimise,
} from '../../src/domain/packageOptimiser';
import { priceBooking } from '../../src/domain/pricing';
import { random } from '../fixtures/random.mjs';

/**
 * The package optimiser (issue 17 point 2, docs/decisions/0047) on small catalogues built for each rule,
 * and, for exactness, against an exhaustive search over every set of packages on random catalogues.
 */

const single = (id: number, price: number, web = true): OptimiserTest => ({
  id,
  b2c_price: price,
  tags: web ? ['showonweb'] : [],
});

const pkg = (
  id: number,
  price: number,
  tests: number[],
  { tags = [] as string[], app_time = 10, info_sheet = null as string | null, web = true } = {},
): OptimiserPackage => ({
  id,
  b2c_price: price,
  tags: [...(web ? ['showonweb'] : []), ...tags],
  app_time,
  info_sheet,
  tests: tests.map((test) => ({ id: test })),
});

const place = (
  id: number,
  package_ids: number[],
  fees: Record<string, number> = { base: 2000 },
  tags = ['showonweb'],
): OptimiserLocation => ({
  id,
  tags,
  package_ids,
  sampling_fee: Object.entries(fees).map(([type, price]) => ({ type, name: type, price })),
});

/** Tests 1–6 at 1 000 Ft each, sold alone; tests 8 and 9 only inside a package. */
const TESTS = [1, 2, 3, 4, 5, 6].map((id) => single(id, 1000)).concat(single(8, 1500, false), single(9, 1500, false));

const cart = (fields: Partial<OptimiserCart>): OptimiserCart => ({
  packageIds: [],
  testIds: [],
  locationId: null,
  timeChosen: false,
  ...fields,
});

const catalogue = (packages: OptimiserPackage[], locations?: OptimiserLocation[]): OptimiserCatalogue => ({
  packages,
  tests: TESTS,
  locations: locations ?? [
    place(
      1,
      packages.map((item) => item.id),
    ),
  ],
});

describe('the package optimiser', () => {
  it('finds a package that holds the chosen single tests for less', () => {
    const result = optimise(catalogue([pkg(10, 2500, [1, 2, 3])]), cart({ testIds: [1, 2, 3] }));
    expect(result.current.price.total).toBe(3000);
    expect(result.better).toMatchObject({ packageIds: [10], testIds: [], testCount: 3 });
    expect(result.better!.price.total).toBe(2500);
  });

  it('fills what the packages leave out with single tests', () => {
    const result = optimise(
      catalogue([pkg(10, 2500, [1, 2, 3]), pkg(11, 4900, [1, 2, 3, 4, 5])]),
      cart({ testIds: [1, 2, 3, 4] }),
    );
    expect(result.better).toMatchObject({ packageIds: [10], testIds: [4] });
    expect(result.better!.price.total).toBe(3500);
  });

  it('replaces packages that overlap by one that holds them both', () => {
    const result = optimise(
      catalogue([pkg(10, 2500, [1, 2, 3]), pkg(11, 2500, [3, 4, 5]), pkg(12, 4000, [1, 2, 3, 4, 5])]),
      cart({ packageIds: [10, 11] }),
    );
    expect(result.better).toMatchObject({ packageIds: [12], testIds: [] });
  });

  it('drops a single test a chosen package already holds', () => {
    const result = optimise(catalogue([pkg(10, 2500, [1, 2, 3])]), cart({ packageIds: [10], testIds: [2] }));
    expect(result.better).toMatchObject({ packageIds: [10], testIds: [] });
    expect(result.current.price.total - result.better!.price.total).toBe(1000);
  });

  it('suggests more tests for the same price', () => {
    const result = optimise(catalogue([pkg(10, 2000, [1, 2, 5])]), cart({ testIds: [1, 2] }));
    expect(result.better).toMatchObject({ packageIds: [10], testIds: [], testCount: 3 });
    expect(result.better!.price.total).toBe(result.current.price.total);
  });

  it('at the same price prefers more tests, then fewer items', () => {
    const fuller = optimise(
      catalogue([pkg(10, 3000, [1, 2, 3]), pkg(11, 3000, [1, 2, 3, 4, 5])]),
      cart({ testIds: [1, 2, 3, 6] }),
    );
    expect(fuller.better).toMatchObject({ packageIds: [11], testIds: [6], testCount: 6 });
    const fewer = optimise(
      catalogue([pkg(10, 2000, [1, 2]), pkg(11, 2000, [3, 4]), pkg(12, 4000, [1, 2, 3, 4, 5])]),
      cart({ testIds: [1, 2, 3, 4, 5] }),
    );
    // 10 + 11 + test 5 and 12 both cost 5 000 Ft for 5 tests: the one package wins.
    expect(fewer.better).toMatchObject({ packageIds: [12], testIds: [] });
  });

  it('suggests nothing for a cart that is already the best', () => {
    const packages = [pkg(10, 2500, [1, 2, 3]), pkg(11, 4000, [1, 2, 3, 4, 5])];
    expect(optimise(catalogue(packages), cart({ packageIds: [10] })).better).toBeNull();
    expect(optimise(catalogue(packages), cart({ packageIds: [10], testIds: [4] })).better).toBeNull();
    // As cheap and the same tests in fewer items is no reason to change the cart.
    expect(optimise(catalogue([pkg(12, 2000, [1, 2])]), cart({ testIds: [1, 2] })).better).toBeNull();
  });

  it('never suggests a package the chosen location cannot sample', () => {
    const packages = [pkg(10, 2500, [1, 2, 3])];
    const locations = [place(1, []), place(2, [10])];
    expect(optimise(catalogue(packages, locations), cart({ testIds: [1, 2, 3], locationId: 1 })).better).toBeNull();
    expect(optimise(catalogue(packages, locations), cart({ testIds: [1, 2, 3], locationId: 2 })).better).toMatchObject({
      packageIds: [10],
    });
  });

  it('before a location is chosen, suggests only packages every location able to take the cart can sample', () => {
    const packages = [pkg(10, 2500, [1, 2, 3]), pkg(11, 900, [4])];
    // Location 1 cannot sample package 10: a cart of single tests could go there, so 10 is not offered.
    const locations = [place(1, [11]), place(2, [10, 11])];
    expect(optimise(catalogue(packages, locations), cart({ testIds: [1, 2, 3] })).better).toBeNull();
    // A cart holding package 11 could still go to either; once it can only go to 2, 10 is offered.
    const onlyAtTwo = [place(1, [11]), place(2, [10, 11, 12])];
    const withTwelve = [...packages, pkg(12, 500, [5])];
    expect(
      optimise(catalogue(withTwelve, onlyAtTwo), cart({ packageIds: [12], testIds: [1, 2, 3] })).better,
    ).toMatchObject({ packageIds: [10, 12] });
    // A location not shown on the web does not count.
    const hidden = [place(1, [11], { base: 2000 }, []), place(2, [10, 11])];
    expect(optimise(catalogue(packages, hidden), cart({ testIds: [1, 2, 3] })).better).toMatchObject({
      packageIds: [10],
    });
  });

  it('never suggests a package with an information sheet, and keeps a chosen one as it is', () => {
    const sheet = pkg(10, 2500, [1, 2, 3], { info_sheet: 'apoe' });
    expect(optimise(catalogue([sheet]), cart({ testIds: [1, 2, 3] })).better).toBeNull();
    // The chosen sheet package stays even where another would hold its tests for less.
    const result = optimise(
      catalogue([sheet, pkg(11, 2000, [1, 2, 3, 4])]),
      cart({ packageIds: [10], testIds: [4, 5] }),
    );
    expect(result.better).toBeNull();
    const kept = optimise(catalogue([sheet, pkg(11, 1500, [4, 5, 6])]), cart({ packageIds: [10], testIds: [4, 5, 6] }));
    expect(kept.better).toMatchObject({ packageIds: [10, 11], testIds: [] });
  });

  it('offers a children’s package only to a cart that holds one', () => {
    const child = pkg(10, 2500, [1, 2, 3], { tags: ['child_testing'] });
    expect(optimise(catalogue([child]), cart({ testIds: [1, 2, 3] })).better).toBeNull();
    const other = pkg(11, 900, [5], { tags: ['child_testing'] });
    expect(optimise(catalogue([child, other]), cart({ packageIds: [11], testIds: [1, 2, 3] })).better).toMatchObject({
      packageIds: [10, 11],
    });
  });

  it('with a time chosen, offers no package that samples longer than the cart does', () => {
    const long = pkg(10, 2500, [1, 2, 3], { app_time: 120 });
    const packages = [long, pkg(11, 9000, [6], { app_time: 10 })];
    expect(optimise(catalogue(packages), cart({ testIds: [1, 2, 3], timeChosen: true })).better).toBeNull();
    expect(optimise(catalogue(packages), cart({ testIds: [1, 2, 3] })).better).toMatchObject({ packageIds: [10] });
  });

  describe('sampling-fee tags', () => {
    const EX2 = { tags: ['samplingfee_ex_2'] };
    const load = pkg(10, 2000, [1, 2, 3], EX2);

    it('prices a combination with the fee its tags set at the chosen location', () => {
      // 2 000 Ft for the tests but 5 000 Ft to sample: dearer than the 3 000 + 1 000 Ft of the singles.
      const dear = catalogue([load], [place(1, [10], { base: 1000, samplingfee_ex_2: 5000 })]);
      expect(optimise(dear, cart({ testIds: [1, 2, 3], locationId: 1 })).better).toBeNull();
      // Where the load fee is the base fee, the package is cheaper.
      const flat = catalogue([load], [place(1, [10], { base: 1000, samplingfee_ex_2: 1000 })]);
      const result = optimise(flat, cart({ testIds: [1, 2, 3], locationId: 1 }));
      expect(result.better).toMatchObject({ packageIds: [10] });
      expect(result.better!.price).toMatchObject({ sampling_fee_type: 'samplingfee_ex_2', sampling_fee: 1000 });
      expect(result.feeKnown).toBe(true);
    });

    it('lets a cheaper fee decide: dropping a tagged package can save its fee', () => {
      const ex3 = pkg(11, 3000, [1, 9], { tags: ['samplingfee_ex_3'] });
      const plain = pkg(12, 2900, [1, 9]);
      const fees = { base: 1000, samplingfee_ex_3: 6000 };
      const result = optimise(
        catalogue([ex3, plain], [place(1, [11, 12], fees)]),
        cart({ packageIds: [11], locationId: 1 }),
      );
      expect(result.current.price.total).toBe(9000);
      expect(result.better).toMatchObject({ packageIds: [12] });
      expect(result.better!.price.total).toBe(3900);
    });

    it('keeps the strongest tag’s fee when a tagged package is dropped for another', () => {
      const ogtt2 = pkg(22, 3900, [1, 9], EX2);
      const ogtt3 = pkg(23, 5900, [1, 9, 8], { tags: ['samplingfee_ex_3'] });
      const fees = { base: 2490, samplingfee_ex_2: 4990, samplingfee_ex_3: 5990 };
      const result = optimise(
        catalogue([ogtt2, ogtt3], [place(1, [22, 23], fees)]),
        cart({ packageIds: [22, 23], locationId: 1 }),
      );
      expect(result.current.price).toMatchObject({ sampling_fee_type: 'samplingfee_ex_3', total: 3900 + 5900 + 5990 });
      expect(result.better).toMatchObject({ packageIds: [23] });
      expect(result.better!.price.total).toBe(5900 + 5990);
    });

    it('before a location is chosen, keeps the cart’s kind of sampling fee', () => {
      const anywhere = catalogue([load], [place(1, [10], { base: 1000, samplingfee_ex_2: 1000 })]);
      expect(optimise(anywhere, cart({ testIds: [1, 2, 3] })).better).toBeNull();
      const result = optimise(
        catalogue(
          [load, pkg(11, 1500, [1, 2, 3, 4], EX2)],
          [place(1, [10, 11], { base: 1000, samplingfee_ex_2: 3000 })],
        ),
        cart({ packageIds: [10], testIds: [4] }),
      );
      expect(result.feeKnown).toBe(false);
      expect(result.better).toMatchObject({ packageIds: [11] });
      expect(result.better!.price.sampling_fee).toBe(0);
    });
  });

  it('refuses ids the catalogue does not hold, an empty cart and an unknown location', () => {
    const packages = [pkg(10, 2500, [1, 2, 3])];
    const refusal = (fields: Partial<OptimiserCart>) => {
      try {
        optimise(catalogue(packages), cart(fields));
      } catch (error) {
        return error instanceof OptimiserError ? error.code : error;
      }
      return 'answered';
    };
    expect(refusal({ packageIds: [99] })).toBe('invalid_items');
    expect(refusal({ testIds: [98] })).toBe('invalid_items');
    expect(refusal({})).toBe('invalid_items');
    expect(refusal({ testIds: [1], locationId: 7 })).toBe('unknown_location');
  });
});

// ---- exactness against an exhaustive search -----------------------------------------------------------

/** Every set of packages the location samples, the rest bought singly: the best by price, tests, items. */
function exhaustive(catalogue: OptimiserCatalogue, chosen: OptimiserCart) {
  const location = catalogue.locations[0]!;
  const fees = location.sampling_fee.map((fee) => ({ fee_type: fee.type, price: fee.price }));
  const byId = new Map(catalogue.packages.map((item) => [item.id, item]));
  const required = new Set([
    ...chosen.packageIds.flatMap((id) => byId.get(id)!.tests.map((test) => test.id)),
    ...chosen.testIds,
  ]);
  const options = catalogue.packages.filter(
    (item) => location.package_ids.includes(item.id) || chosen.packageIds.includes(item.id),
  );
  const sold = new Map(
    catalogue.tests
      .filter((test) => test.tags.includes('showonweb') || chosen.testIds.includes(test.id))
      .map((test) => [test.id, test.b2c_price]),
  );
  let best: { total: number; tests: number; items: number } | null = null;
  for (let subset = 0; subset < 1 << options.length; subset++) {
    const packages = options.filter((_, index) => subset & (1 << index));
    const held = new Set(packages.flatMap((item) => item.tests.map((test) => test.id)));
    const alone = [...required].filter((id) => !held.has(id));
    if (alone.some((id) => !sold.has(id))) continue;
    const total = priceBooking(
      {
        packages: packages.map((item) => ({ id: item.id, price: item.b2c_price, tags: item.tags })),
        tests: alone.map((id) => ({ id, price: sold.get(id)! })),
      },
      fees,
    ).total;
    const tests = new Set([...required, ...held]).size;
    const items = packages.length + alone.length;
    if (
      !best ||
      total < best.total ||
      (total === best.total && (tests > best.tests || (tests === best.tests && items < best.items)))
    )
      best = { total, tests, items };
  }
  return best!;
}

describe('the package optimiser is exact', () => {
  it('matches an exhaustive search on 40 random catalogues with carts of 15 items', () => {
    const next = random(17);
    const pick = (count: number) => Math.floor(next() * count);
    let suggested = 0;
    for (let round = 0; round < 40; round++) {
      const tests = Array.from({ length: 24 }, (_, index) => single(index + 1, 500 + 100 * pick(40), next() > 0.1));
      const tags = ['samplingfee_ex_2', 'samplingfee_ex_3', 'samplingfee_ex_5'];
      const packages = Array.from({ length: 13 }, (_, index) => {
        const members = [...new Set(Array.from({ length: 2 + pick(8) }, () => 1 + pick(24)))];
        const sum = members.reduce((total, id) => total + tests[id - 1]!.b2c_price, 0);
        return pkg(100 + index, Math.round((sum * (0.6 + 0.5 * next())) / 100) * 100, members, {
          tags: next() < 0.2 ? [tags[pick(3)]!] : [],
        });
      });
      const location = place(
        1,
        packages.filter(() => next() > 0.15).map((item) => item.id),
        { base: 2000, samplingfee_ex_2: 2000 + pick(5) * 500, samplingfee_ex_3: 4500, samplingfee_ex_5: 5000 },
      );
      const sellable = tests.filter((test) => test.tags.includes('showonweb'));
      const chosenPackages = [...new Set(Array.from({ length: pick(6) }, () => packages[pick(13)]!.id))];
      const chosenTests = new Set<number>();
      while (chosenPackages.length + chosenTests.size < 15) chosenTests.add(sellable[pick(sellable.length)]!.id);
      const theCart = cart({ packageIds: chosenPackages, testIds: [...chosenTests], locationId: 1 });
      const theCatalogue = { packages, tests, locations: [location] };

      const { current, better } = optimise(theCatalogue, theCart);
      const best = exhaustive(theCatalogue, theCart);
      const found = better ?? current;
      expect(found.price.total, `round ${round}`).toBe(best.total);
      if (better) {
        suggested++;
        expect(better.testCount, `round ${round}`).toBe(best.tests);
        expect(better.packageIds.length + better.testIds.length, `round ${round}`).toBe(best.items);
      } else {
        // No suggestion: nothing costs less, and nothing as cheap holds more tests.
        expect(current.testCount).toBeGreaterThanOrEqual(best.tests);
      }
    }
    // The rounds exercise both answers.
    expect(suggested).toBeGreaterThan(5);
    expect(suggested).toBeLessThan(40);
  });
});
