import { appointmentsBackend, cachedLocations, cachedPackages, cachedTests, labBackend } from '../backends/lab';
import { BookingError } from '../domain/appointment';
import type { LabPackage } from '../domain/catalogue';
import {
  type CartSuggestion,
  type Combination,
  type OptimiseRequest,
  optimise,
  type PricedCombination,
} from '../domain/packageOptimiser';
import type { Bindings } from '../env';

/**
 * The package optimiser behind POST /api/cart/optimise (issue 17 point 2, docs/decisions/0047): the
 * catalogue, its tests and the locations as the pages read them (the KV-cached laboratory calls), the
 * exact search of src/domain/packageOptimiser.ts, and the cart's coupon, which a suggestion must keep:
 * both combinations are priced with it through the laboratory backend's own coupon check, and a
 * combination the coupon does not apply to is not suggested. Null when the cart is already the best.
 * An unreadable cart is the domain's OptimiserError.
 */
export async function suggestCombination(env: Bindings, request: OptimiseRequest): Promise<CartSuggestion | null> {
  const backend = labBackend(env);
  const language = request.language;
  const [packages, tests, locations] = await Promise.all([
    cachedPackages(env, { language }, backend),
    cachedTests(env, { language }, backend),
    cachedLocations(env, { language }, backend),
  ]);
  const { current, better, feeKnown } = optimise(
    { packages, tests, locations },
    {
      packageIds: request.package_ids,
      testIds: request.test_ids,
      locationId: request.location_id,
      timeChosen: request.time_chosen,
    },
  );
  if (!better) return null;

  let currentTotal = current.price.total;
  let total = better.price.total;
  let discount = 0;
  const code = request.coupon_code?.trim();
  if (code && request.location_id !== null) {
    const check = (combination: Combination) => couponDiscount(env, code, combination, request.location_id!);
    const [before, after] = await Promise.all([check(current), check(better)]);
    // A coupon that no longer applies to the cart as it is binds nothing; one that applies must stay.
    if (before !== null) {
      if (after === null) return null;
      currentTotal -= before;
      total -= after;
      discount = after;
    }
  }
  if (!(total < currentTotal || (total === currentTotal && better.testCount > current.testCount))) return null;
  return describe(better, current, packages, tests, { currentTotal, total, discount, feeKnown });
}

/** The coupon's discount on a combination, or null when the coupon does not apply to it. */
async function couponDiscount(env: Bindings, code: string, combination: Combination, locationId: number) {
  try {
    const check = await appointmentsBackend(env).validateCoupon({
      code,
      package_ids: combination.packageIds,
      test_ids: combination.testIds,
      location_id: locationId,
    });
    return check.discount;
  } catch (error) {
    if (error instanceof BookingError) return null;
    // Without knowing the coupon's effect, no combination is claimed to be cheaper.
    console.error('Package optimiser: the coupon could not be checked', error);
    return null;
  }
}

function describe(
  better: PricedCombination,
  current: PricedCombination,
  packages: LabPackage[],
  tests: { id: number; name: string; b2c_price: number }[],
  totals: { currentTotal: number; total: number; discount: number; feeKnown: boolean },
): CartSuggestion {
  const packageById = new Map(packages.map((item) => [item.id, item]));
  const testById = new Map(tests.map((item) => [item.id, item]));
  const suggested = better.packageIds.map((id) => packageById.get(id)!);
  const chosen = new Set([
    ...current.packageIds.flatMap((id) => packageById.get(id)!.tests.map((test) => test.id)),
    ...current.testIds,
  ]);
  const adds = new Map<number, string>();
  for (const item of suggested) {
    for (const test of item.tests) if (!chosen.has(test.id)) adds.set(test.id, test.name);
  }
  return {
    examinations: suggested.map((item) => ({
      id: item.id,
      name: item.name,
      price: item.b2c_price,
      app_time: item.app_time,
      cat_id: item.category_tag,
    })),
    parameters: better.testIds.map((id) => {
      const test = testById.get(id)!;
      return { id, name: test.name, price: test.b2c_price };
    }),
    adds: [...adds].map(([id, name]) => ({ id, name })),
    current_total: totals.currentTotal,
    total: totals.total,
    saving: totals.currentTotal - totals.total,
    discount: totals.discount,
    fee_included: totals.feeKnown,
  };
}
