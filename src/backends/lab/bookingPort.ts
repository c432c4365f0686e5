/**
 * The booking part of the laboratory-backend port (spec section 7: available_dates, available_times,
 * patient_appointment_post/get/put/delete). Same rule as the catalogue: the embedded engine on D1 and
 * the laboratory system over HTTP answer the same shapes.
 */
import type { FieldErrors } from '../../domain/personValidation';
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

/**
 * A change by hash link: a new date and time (optionally at another location), new person and invoice
 * data, or both. A new location always comes with its date and time.
 */
export interface AppointmentChange {
  /**
   * 'ONSITE' switches a booking still waiting for its online payment to paying on site: it is
   * confirmed at once and its hold ends. Refused for any other booking.
   */
  payment_type?: 'ONSITE';
  location_id?: number;
  date?: string;
  time?: number;
  person?: AppointmentPerson;
  invoice?: AppointmentInvoice;
}

export interface CouponQuery {
  code: string;
  package_ids: number[];
  test_ids: number[];
  location_id: number;
}

export interface CouponCheck {
  code: string;
  discount: number;
  id: number;
}

/**
 * The booking calls of the laboratory backend (spec section 7: patient_appointment_post/get/put/delete),
 * and what the site's payment path and cron need of it (the product's own extension of the contract).
 */
export interface AppointmentsBackend {
  /** `created` is false when the idempotency key was seen before and the stored booking is answered. */
  create(request: AppointmentRequest): Promise<{ appointment: Appointment; created: boolean }>;
  get(hash: string): Promise<Appointment | null>;
  update(hash: string, change: AppointmentChange): Promise<Appointment | null>;
  /** The status after cancelling; null for an unknown hash. */
  cancel(hash: string): Promise<AppointmentStatus | null>;
  validateCoupon(query: CouponQuery): Promise<CouponCheck>;
  /** Settles a verified payment against the booking; null for an unknown hash. Repeating it is harmless. */
  settlePayment(
    hash: string,
    payment: PaymentNotice,
  ): Promise<{ outcome: PaymentSettlement; appointment: Appointment } | null>;
  /** Marks the holds that ran out by now as expired and answers those bookings. */
  expireHolds(): Promise<{ id: number; hash: string }[]>;
  /** The confirmed bookings of a Budapest date ('YYYY-MM-DD'), for the reminders. */
  confirmedOn(date: string): Promise<Appointment[]>;
}

/** Person or invoice fields that fail their rules (a 422 with the translated message of each field). */
export class ValidationError extends Error {
  constructor(readonly fields: FieldErrors) {
    super(`Invalid fields: ${Object.keys(fields).join(', ')}`);
    this.name = 'ValidationError';
  }
}
