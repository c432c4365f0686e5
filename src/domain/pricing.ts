/**
 * The price of a booking, computed on the server from the catalogue (DESIGN.md, Booking engine rules:
 * the client's sums are for display only), and the rules a coupon must meet. Pure: the caller loads
 * the packages, tests, the location's sampling fees and the coupon, and passes today's Budapest date.
 * All amounts are whole forints.
 */

/** A chosen package or single test at its b2c price. */
export interface PricedLine {
  id: number;
  price: number;
}

/** A chosen package; its samplingfee_* tags decide the sampling fee. */
export interface PricedPackage extends PricedLine {
  tags: string[];
}

export interface BookingItems {
  packages: PricedPackage[];
  tests: PricedLine[];
}

/** A sampling fee of a location (migrations/0003_create_catalogue.sql, lab_sampling_fees). */
export interface LocationFee {
  fee_type: string;
  price: number;
}

/** A coupon as stored (migrations/0004_create_booking.sql, coupons). */
export interface Coupon {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or forints. */
  value: number;
  /** Budapest dates 'YYYY-MM-DD', both inclusive; null leaves that end open. */
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  /** The least items total (examinations and tests, without the sampling fee) it needs. */
  min_total: number;
  /** The packages it applies to; null means every examination and test. */
  package_ids: number[] | null;
  active: boolean;
}

export interface BookingPrice {
  items_total: number;
  /** 'base' or the glucose-load fee type that applied. */
  sampling_fee_type: string;
  sampling_fee: number;
  discount: number;
  total: number;
}

const sum = (lines: PricedLine[]) => lines.reduce((total, line) => total + line.price, 0);

export const itemsTotal = (items: BookingItems) => sum(items.packages) + sum(items.tests);

// ---- sampling fee ---------------------------------------------------------------------------------

/**
 * Glucose load tests (spec section 9: samplingfee_ex_2, _3, _5) cost more to sample; the most demanding
 * one among the chosen packages decides, first in this list wins.
 */
const GLUCOSE_LOAD_FEES = ['samplingfee_ex_5', 'samplingfee_ex_3', 'samplingfee_ex_2'];

/** The fee the location charges for these packages; 'base' when it has no fee of the tagged type. */
export function samplingFee(fees: LocationFee[], packages: PricedPackage[]): { type: string; price: number } {
  const price = (type: string) => fees.find((fee) => fee.fee_type === type)?.price;
  const tagged = GLUCOSE_LOAD_FEES.find((type) => packages.some((item) => item.tags.includes(type)));
  if (tagged !== undefined) {
    const special = price(tagged);
    if (special !== undefined) return { type: tagged, price: special };
  }
  return { type: 'base', price: price('base') ?? 0 };
}

// ---- coupons --------------------------------------------------------------------------------------

/** What a coupon discounts: its packages when it names some, otherwise every examination and test. */
export function couponBase(coupon: Coupon, items: BookingItems): number {
  if (!coupon.package_ids) return itemsTotal(items);
  const eligible = new Set(coupon.package_ids);
  return sum(items.packages.filter((item) => eligible.has(item.id)));
}

/** Percent rounded to whole forints, or the fixed amount; never more than what it applies to. */
export function couponDiscount(coupon: Coupon, base: number): number {
  const discount = coupon.kind === 'percent' ? Math.round((base * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(discount, base));
}

export type CouponRejection = 'inactive' | 'not_yet_valid' | 'expired' | 'below_min_total' | 'not_applicable';

/** English messages; the UI shows its own text by the stable code. */
export const COUPON_REJECTIONS: Record<CouponRejection, string> = {
  inactive: 'This coupon is not valid',
  not_yet_valid: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  below_min_total: 'The examinations do not reach the minimum total this coupon needs',
  not_applicable: 'This coupon does not apply to the chosen examinations',
};

/**
 * Why a coupon cannot be used for these items today (a 'YYYY-MM-DD' Budapest date), or null when it
 * can. Its usage limit is not checked here: the database enforces it when the booking is stored.
 */
export function couponRejection(coupon: Coupon, items: BookingItems, today: string): CouponRejection | null {
  if (!coupon.active) return 'inactive';
  if (coupon.valid_from !== null && today < coupon.valid_from) return 'not_yet_valid';
  if (coupon.valid_until !== null && today > coupon.valid_until) return 'expired';
  if (itemsTotal(items) < coupon.min_total) return 'below_min_total';
  if (couponBase(coupon, items) === 0) return 'not_applicable';
  return null;
}

// ---- the booking ----------------------------------------------------------------------------------

/**
 * items + sampling fee − discount. The coupon is applied as given: check it with couponRejection
 * first (a booking being changed keeps the coupon it was made with, even after it expired).
 * The discount never touches the sampling fee.
 */
export function priceBooking(items: BookingItems, fees: LocationFee[], coupon: Coupon | null = null): BookingPrice {
  const items_total = itemsTotal(items);
  const fee = samplingFee(fees, items.packages);
  const discount = coupon ? couponDiscount(coupon, couponBase(coupon, items)) : 0;
  return {
    items_total,
    sampling_fee_type: fee.type,
    sampling_fee: fee.price,
    discount,
    total: totalWith({ items_total, discount }, fee.price),
  };
}

/** A booking's total with a sampling fee: what a move keeps (items and discount) plus the new fee. */
export const totalWith = ({ items_total, discount }: { items_total: number; discount: number }, fee: number) =>
  items_total + fee - discount;
