import { describe, expect, it } from 'vitest';
import { cartCount, CUSTOM_EXAMINATION_ID, emptyCart, type Cart } from '../../src/domain/cart';
import { optimiseRequestOf, withSuggestion } from '../../src/domain/cartSuggestion';
import { suggestionView } from '../../src/domain/suggestionView';
import type { CartSuggestion } from '../../src/domain/packageOptimiser';

/** The optimiser's suggestion in the browser (issue 17 point 2, docs/decisions/0047). */

const CART: Cart = {
  ...emptyCart(),
  location: 1,
  date: '2030-03-04',
  time: 480,
  examinations: [
    { id: 1, name: 'Alap laborcsomag', price: 22900, app_time: 10, cat_id: 'alaplabor' },
    { id: CUSTOM_EXAMINATION_ID, name: 'Egyedi vizsgálatok', locked: true },
  ],
  parameters: [
    { id: 57, name: 'TSH', price: 4900 },
    { id: 58, name: 'FT4', price: 4500 },
  ],
  tests: [{ id: 900, name: 'a test of a parameter' }],
  coupon_code: 'TAVASZ10',
  coupon_id: 1,
  discount: 3200,
  payment_type: 'ONSITE',
  validated: true,
  lastAddedExaminationId: 1,
};

const SUGGESTION: CartSuggestion = {
  examinations: [
    { id: 1, name: 'Alap laborcsomag', price: 22900, app_time: 10, cat_id: 'alaplabor' },
    { id: 7, name: 'Hashimoto-csomag (pajzsmirigy és antitestek)', price: 19900, app_time: 10, cat_id: 'pajzsmirigy' },
  ],
  parameters: [{ id: 62, name: 'TRAK (TSH-receptor elleni antitest)', price: 12900 }],
  adds: [{ id: 59, name: 'FT3 (szabad trijódtironin)' }],
  current_total: 99490,
  total: 95690,
  saving: 3800,
  discount: 5570,
  fee_included: true,
};

describe('the switch to a suggestion', () => {
  it('replaces the items and keeps the rest of the cart', () => {
    const switched = withSuggestion(CART, SUGGESTION);
    expect(switched.examinations.map((exam) => exam.id).sort()).toEqual([0, 1, 7]);
    expect(switched.examinations.find((exam) => exam.id === 7)).toEqual(SUGGESTION.examinations[1]);
    expect(switched.examinations.find((exam) => exam.id === CUSTOM_EXAMINATION_ID)?.locked).toBe(true);
    expect(switched.parameters).toEqual([{ id: 62, name: 'TRAK (TSH-receptor elleni antitest)', price: 12900 }]);
    // Single tests were dropped: their tests go too (spec section 4).
    expect(switched.tests).toEqual([]);
    // The coupon stays, with its discount on the new items.
    expect(switched).toMatchObject({ coupon_code: 'TAVASZ10', coupon_id: 1, discount: 5570 });
    const others = ({ examinations: _e, parameters: _p, tests: _t, discount: _d, ...rest }: Cart) => rest;
    expect(others(switched)).toEqual(others(CART));
    expect(cartCount(switched)).toBe(3);
  });

  it('drops the locked examination when no single test is left, and keeps tests while their parameters stay', () => {
    const onlyPackages = withSuggestion(CART, { ...SUGGESTION, parameters: [] });
    expect(onlyPackages.examinations.map((exam) => exam.id).sort()).toEqual([1, 7]);
    const kept = withSuggestion(
      { ...CART, parameters: [CART.parameters[0]!] },
      { ...SUGGESTION, parameters: [{ id: 57, name: 'TSH', price: 4900 }] },
    );
    expect(kept.tests).toEqual(CART.tests);
    // Without a coupon, none is added.
    expect(withSuggestion({ ...CART, coupon_code: '', coupon_id: null, discount: 0 }, SUGGESTION).discount).toBe(0);
  });
});

describe('what the browser asks', () => {
  it('sends the packages, the single tests, the place, whether a time is chosen and the coupon', () => {
    expect(optimiseRequestOf(CART, 'en')).toEqual({
      language: 'en',
      location_id: 1,
      package_ids: [1],
      test_ids: [57, 58],
      time_chosen: true,
      coupon_code: 'TAVASZ10',
    });
    expect(optimiseRequestOf({ ...CART, coupon_code: '', time: 0 }, 'hu')).toEqual({
      language: 'hu',
      location_id: 1,
      package_ids: [1],
      test_ids: [57, 58],
      time_chosen: false,
    });
  });

  it('asks nothing for an empty cart or one whose booking is made', () => {
    expect(optimiseRequestOf(emptyCart(), 'hu')).toBeNull();
    expect(optimiseRequestOf({ ...CART, appointmentId: 12 }, 'hu')).toBeNull();
    expect(optimiseRequestOf({ ...CART, appointmentHash: 'abc' }, 'hu')).toBeNull();
  });
});

describe('what the note says', () => {
  it('in Hungarian', () => {
    const view = suggestionView(SUGGESTION, 'hu');
    expect(view.title).toBe('Olcsóbban is megkaphatja');
    expect(view.combination).toBe(
      'Alap laborcsomag + Hashimoto-csomag (pajzsmirigy és antitestek) + 1 egyedi vizsgálat',
    );
    expect(view.saving).toBe('3\u00a0800 Ft megtakarítás');
    expect(view.totals).toBe(
      '95\u00a0690 Ft a mostani 99\u00a0490 Ft helyett (mintavételi díjjal együtt, a kuponkedvezménnyel)',
    );
    expect(view.adds).toBe('Plusz 1 vizsgálat, amelyet nem választott');
    expect(view.added).toEqual(['FT3 (szabad trijódtironin)']);
    expect(view.items.map((item) => item.price)).toEqual(['22\u00a0900 Ft', '19\u00a0900 Ft', '12\u00a0900 Ft']);
    expect(view.switchLabel).toBe(`Lecserélem erre: ${view.combination}`);
  });

  it('in English, for the same price with more tests and single tests named', () => {
    const view = suggestionView(
      {
        ...SUGGESTION,
        examinations: [],
        parameters: [{ id: 62, name: 'TRAb (TSH receptor antibodies)', price: 12900 }],
        adds: [],
        saving: 0,
        total: 99490,
        discount: 0,
        fee_included: false,
      },
      'en',
    );
    expect(view.title).toBe('More tests for the same price');
    expect(view.combination).toBe('TRAb (TSH receptor antibodies)');
    expect(view.saving).toBe('The same price');
    expect(view.totals).toBe('99,490 Ft instead of 99,490 Ft (before the sampling fee)');
    expect(view.adds).toBe('Exactly the tests you chose');
    expect(view.switched).toBe('Done: your cart now holds TRAb (TSH receptor antibodies).');
  });
});
