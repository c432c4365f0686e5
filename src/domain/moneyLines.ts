/**
 * A booking's money as every surface states it (issue 25: mails, summary, success and thank-you pages):
 * each person's items, the sampling fee, the coupon's discount, and the total they sum to, stated once as
 * paid or as to pay. A family booking (decision 0048) is the booker's booking with everyone still booked;
 * each person pays a sampling fee, the coupon is the booker's. One place, so no surface can print lines
 * that do not add up (docs/decisions/0056).
 */
import type { Appointment, PricedItem } from './appointment';

type Priced = Pick<
  Appointment,
  'status' | 'payment_type' | 'examinations' | 'parameters' | 'sampling_fee' | 'discount'
>;

/** One person's part: their booking (for naming them), their items and their sampling fee. */
export interface MoneyPart<T> {
  booking: T;
  items: PricedItem[];
  samplingFee: number;
}

export interface MoneyLines<T> {
  parts: MoneyPart<T>[];
  /** Every part's sampling fee together. */
  samplingFee: number;
  /** The coupon's discount, as a positive number of forints. */
  discount: number;
  /** Items + sampling fees − discount: what is paid, or to be paid. */
  total: number;
  /** Paid online (confirmed only by the verified IPN), or still to pay (on site, or online while held). */
  settled: 'paid' | 'to_pay';
}

/** Live members of a group count; an ended member's booking is not paid for. */
const live = (booking: Pick<Appointment, 'status'>) => booking.status === 'held' || booking.status === 'confirmed';

/**
 * The lines of `booking`; for a family booker's booking (party.members listed) the lines of everyone
 * still booked, the booker first. The total is the lines' sum, equal to the stored totals (src/domain/
 * pricing.ts: items + fee − discount), so what is printed always adds up.
 */
export function moneyLines<T extends Priced & { party?: { members?: T[] } }>(booking: T): MoneyLines<T> {
  const members = booking.party?.members?.filter(live);
  const people = members?.length ? members : [booking];
  const parts = people.map((person) => ({
    booking: person,
    items: [...person.examinations, ...person.parameters],
    samplingFee: person.sampling_fee,
  }));
  const samplingFee = parts.reduce((sum, part) => sum + part.samplingFee, 0);
  const discount = people.reduce((sum, person) => sum + person.discount, 0);
  const items = parts.reduce((sum, part) => sum + part.items.reduce((s, item) => s + item.price, 0), 0);
  const paid = booking.status === 'confirmed' && booking.payment_type === 'ONLINE';
  return { parts, samplingFee, discount, total: items + samplingFee - discount, settled: paid ? 'paid' : 'to_pay' };
}

/** A part's items together (a family mail's line per person). */
export const partItems = (part: MoneyPart<unknown>) => part.items.reduce((sum, item) => sum + item.price, 0);
