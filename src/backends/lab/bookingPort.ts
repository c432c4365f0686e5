/**
 * The booking part of the laboratory-backend port (spec section 7: available_dates, available_times,
 * patient_appointment_post/get/put/delete). Same rule as the catalogue: the embedded engine on D1 and
 * the laboratory system over HTTP answer the same shapes.
 */
import type { LabLanguage } from './port';

export interface AvailableDatesQuery {
  location_id: number;
  package_ids: number[];
  /** Single tests (parameters) chosen alongside; they take no extra sampling time. */
  test_ids?: number[];
}

/** 'YYYY-MM-DD' Budapest dates with at least one bookable time, ascending. */
export type AvailableDates = string[];

export interface AvailableTimesQuery extends AvailableDatesQuery {
  /** 'YYYY-MM-DD' */
  date: string;
}

export interface AvailableTime {
  /** 'HH:MM' Budapest wall-clock start. */
  time: string;
  /** Minutes from midnight, Budapest (the cart's `time`; 0 means none, spec section 3). */
  minute: number;
  /** UTC instant of the start. */
  starts_at: string;
  /** How many more visitors this start can take. */
  free: number;
}

export interface AppointmentPerson {
  first_name: string;
  last_name: string;
  gender: number;
  email: string;
  phone_number: string;
  taj: string;
  id_card_number: string;
  id_card_type: number;
  mothers_name: string;
  address: string;
  city: string;
  zip_code: string;
  state: string;
  language: string;
  birth_place: string;
  birth: string;
  elfogadom: boolean;
  adatvedelmiElfogadom: boolean;
  dm: boolean;
  dmMisc: string;
}

export interface AppointmentInvoice {
  invoice_taxnumber: string;
  invoice_type: number;
  invoice_name: string;
  invoice_address: string;
  invoice_zipcode: string;
  invoice_city: string;
  invoice_notes: string;
}

export interface AppointmentRequest {
  idempotency_key: string;
  language: LabLanguage;
  location_id: number;
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

/** A verified online payment, as the site tells the laboratory backend about it. */
export interface PaymentNotice {
  /** The site's reference of the payment at the gateway; the same payment settled twice is recognised by it. */
  order_ref: string;
  /** Forints received. */
  amount: number;
}

/**
 * What the backend made of a payment: 'confirmed' the held booking; 'retaken' the same slot for a
 * booking whose hold had run out; 'not_honoured' when it cannot keep the booking for the money (the slot
 * is gone, the booking was cancelled, is past, or is already paid or switched to paying on site). The
 * site refunds a payment that was not honoured (docs/decisions/0019).
 */
export type PaymentSettlement = 'confirmed' | 'retaken' | 'not_honoured';

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
