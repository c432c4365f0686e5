/**
 * What the embedded booking engine checks and prices a booking by (src/backends/lab/embeddedAppointments.ts
 * for one person, embeddedParty.ts for a family): the order read from the catalogue, whether the location
 * may take it, its priced lines, the coupon and the person's fields.
 */
import { listLocations, listPackages, listTests, type PackageRecord, type TestRecord } from '../../db/catalogue';
import { type Appointment, type AppointmentRequest, BookingError } from '../../domain/appointment';
import type { AppointmentPricing } from '../../db/appointments';
import { CONFIRM_MINUTES } from '../../domain/holdLimits';
import type { LabLanguage } from '../../domain/catalogue';
import { validateConsents } from '../../domain/consents';
import { CHILD_TESTING } from '../../domain/party';
import type { AppointmentInvoice, AppointmentPerson } from '../../domain/person';
import { validateBasicData } from '../../domain/personValidation';
import {
  type BookingItems,
  COUPON_REJECTIONS,
  type Coupon,
  couponRejection,
  type LocationFee,
  samplingFee,
  totalWith,
} from '../../domain/pricing';
import { randomBytes, toBase64Url } from '../../lib/crypto';
import { isValidPhone } from '../../domain/phone';
import { knownPostalCode } from '../../services/settlements';
import { ValidationError } from './bookingPort';

/** How long an online-payment booking holds its slot while the payer is at the gateway. */
export const HOLD_MINUTES = 15;

/**
 * How a new booking starts (decision 0050): an online one held while the payer is at the gateway; an
 * on-site one held until its patient confirms it from the mail (never past its own start), or confirmed
 * at once when the site says nobody needs to (a verified account's booking).
 */
export function initialHold(
  request: Pick<AppointmentRequest, 'payment_type' | 'awaits_confirmation'>,
  now: Date,
  startsAt: string,
): { status: 'held' | 'confirmed'; hold_expires_at: string | null } {
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  if (request.payment_type === 'ONLINE') return { status: 'held', hold_expires_at: at(HOLD_MINUTES) };
  if (!request.awaits_confirmation) return { status: 'confirmed', hold_expires_at: null };
  const deadline = at(CONFIRM_MINUTES);
  return { status: 'held', hold_expires_at: deadline < startsAt ? deadline : startsAt };
}

/** The manage-by-link secret: 128 random bits, base64url without padding (22 characters). */
export const newHash = () => toBase64Url(randomBytes(16));

/** What a booking at a location is made of, read from the catalogue. */
export interface Order {
  packages: PackageRecord[];
  tests: TestRecord[];
  fees: LocationFee[];
  samplable: Set<number>;
  /** The location's tags ('child_testing', …). */
  locationTags: string[];
}

export async function loadOrder(
  db: D1Database,
  locationId: number,
  packageIds: number[],
  testIds: number[],
): Promise<Order> {
  const packageSet = [...new Set(packageIds)];
  const testSet = [...new Set(testIds)];
  if (!packageSet.length && !testSet.length) throw new BookingError('invalid_items', 'Choose at least one examination');
  const [packages, tests, [location]] = await Promise.all([
    packageSet.length ? listPackages(db, { packageIds: packageSet }) : [],
    testSet.length ? listTests(db, { testIds: testSet }) : [],
    listLocations(db, { locationIds: [locationId] }),
  ]);
  if (packages.length !== packageSet.length || tests.length !== testSet.length) {
    throw new BookingError('invalid_items', 'An examination or test in the booking does not exist');
  }
  if (!location) throw new BookingError('not_bookable', 'There is no such sampling location');
  return {
    packages,
    tests,
    fees: location.sampling_fees,
    samplable: new Set(location.package_ids),
    locationTags: location.tags,
  };
}

/**
 * A new booking may hold only examinations the website sells and the location can sample; a booking
 * moved to another location only needs the new one to sample what it already holds. A children's
 * examination (tagged child_testing) only at a location tagged child_testing (spec section 3, Location;
 * issue 17 point 3), whatever the location's own package list says.
 */
export function checkBookable(order: Order, { moving = false } = {}): void {
  for (const item of order.packages) {
    if (item.tags.includes(CHILD_TESTING) && !order.locationTags.includes(CHILD_TESTING)) {
      throw new BookingError('child_testing_unavailable', `${item.name.en} is only sampled where children are tested`);
    }
    if ((!moving && !item.tags.includes('showonweb')) || !order.samplable.has(item.id)) {
      throw new BookingError('not_bookable', `${item.name.en} cannot be booked at this location`);
    }
  }
}

export const pricedItems = (order: Order, language: LabLanguage) => {
  const line = (item: PackageRecord | TestRecord) => ({
    id: item.id,
    name: item.name[language] || item.name.hu,
    price: item.b2c_price,
  });
  return { examinations: order.packages.map(line), parameters: order.tests.map(line) };
};

export const bookingItems = (order: Order): BookingItems => ({
  packages: order.packages.map((item) => ({ id: item.id, price: item.b2c_price, tags: item.tags })),
  tests: order.tests.map((item) => ({ id: item.id, price: item.b2c_price })),
});

export function checkCoupon(coupon: Coupon | null, order: Order, today: string): Coupon {
  const rejection = coupon ? couponRejection(coupon, bookingItems(order), today) : 'inactive';
  if (!coupon || rejection) {
    throw new BookingError('coupon_invalid', coupon ? COUPON_REJECTIONS[rejection!] : 'There is no such coupon');
  }
  return coupon;
}

/** The booker's person, invoice and consent fields that fail their rules; none when all pass. */
export const bookerErrors = (
  person: AppointmentPerson,
  invoice: AppointmentInvoice,
  language: LabLanguage,
  today: string,
) => ({
  ...validateBasicData({ person, invoice }, language, today, { knownPostalCode, isValidPhone }),
  ...validateConsents(person, language),
});

export function fieldErrors(
  person: AppointmentPerson,
  invoice: AppointmentInvoice,
  language: LabLanguage,
  today: string,
): void {
  const errors = bookerErrors(person, invoice, language, today);
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * A changed booking keeps what was agreed when it was made: the examinations at their booked prices
 * and the coupon's discount (docs/decisions/0012). Only the sampling fee follows the location, so a
 * move to another location may change the total; a date, time or data change never does.
 */
export function repriced(current: Appointment, order: Order): AppointmentPricing {
  const packages = order.packages.map((item) => ({ id: item.id, price: 0, tags: item.tags }));
  const fee = samplingFee(order.fees, packages).price;
  const { examinations, parameters, items_total, discount } = current;
  return { examinations, parameters, items_total, sampling_fee: fee, discount, total: totalWith(current, fee) };
}
