/**
 * A booking as the site works with it (spec section 7: patient_appointment_get), whichever laboratory
 * backend holds it: the booking-port implementations (src/backends/lab/bookingPort.ts) answer it.
 */
import type { LabLanguage } from './catalogue';
import type { AppointmentInvoice, AppointmentPerson } from './person';

export type AppointmentStatus = 'held' | 'confirmed' | 'cancelled' | 'expired';

export interface PricedItem {
  id: number;
  name: string;
  price: number;
}

export interface Appointment {
  id: number;
  hash: string;
  status: AppointmentStatus;
  location_id: number;
  date: string;
  time: string;
  minute: number;
  starts_at: string;
  duration_minutes: number;
  hold_expires_at: string | null;
  payment_type: 'ONLINE' | 'ONSITE';
  language: LabLanguage;
  examinations: PricedItem[];
  parameters: PricedItem[];
  person: AppointmentPerson;
  invoice: AppointmentInvoice;
  coupon_code: string | null;
  items_total: number;
  sampling_fee: number;
  discount: number;
  total: number;
  created_at: string;
}

/** A booking as the summary step sends it: prices are the server's, so none travel (DESIGN.md). */
export interface AppointmentRequest {
  idempotency_key: string;
  language: LabLanguage;
  location_id: number;
  /** 'YYYY-MM-DD' */
  date: string;
  /** Minutes from midnight, Budapest. */
  time: number;
  package_ids: number[];
  test_ids: number[];
  payment_type: 'ONLINE' | 'ONSITE';
  coupon_code?: string;
  person: AppointmentPerson;
  invoice: AppointmentInvoice;
}

/**
 * A booking that cannot be made: the slot filled up meanwhile, the coupon ran out, … (a 409 or 422).
 * `idempotency_key_reused`: the key already made a booking from another request (docs/decisions/0017).
 */
export class BookingError extends Error {
  constructor(
    readonly code:
      | 'slot_full'
      | 'slot_unavailable'
      | 'coupon_invalid'
      | 'coupon_exhausted'
      | 'not_bookable'
      | 'invalid_items'
      | 'idempotency_key_reused',
    message: string,
  ) {
    super(message);
    this.name = 'BookingError';
  }
}
