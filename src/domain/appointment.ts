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
  /** The booking's reference for people: 'PL-7K3M-Q9TX' (src/domain/bookingReference.ts; decision 0056). */
  reference: string;
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
  /** A family booking's group (issue 17 point 3); absent on a booking for one person. */
  party?: AppointmentParty;
}

/**
 * The people booked together (docs/decisions/0048): each is an appointment of their own, with their own
 * hash link, examinations, patient data, time and price; the booker's carries the payment, the invoice
 * and the coupon, and lists everyone.
 */
export interface AppointmentParty {
  /** The group's id: random, opens nothing. */
  id: string;
  /** 0 the booker, 1–4 the others in the order booked. */
  position: number;
  /** How many people were booked together. */
  size: number;
  /** Forints of the group's live bookings (held or confirmed): what its one payment pays. */
  total: number;
  /** On the booker's booking only: everyone's booking, the booker's first, each without `members`. */
  members?: Appointment[];
  /**
   * On every live booking of the group: who else comes and when, without their links (docs/decisions/0055),
   * so any person's link can offer to move everyone and say where the others stay. In position order.
   */
  people?: PartyPerson[];
}

/** One person of a family booking as the others' links see them: name, time, place, examinations; no hash. */
export interface PartyPerson {
  position: number;
  first_name: string;
  last_name: string;
  status: AppointmentStatus;
  location_id: number;
  date: string;
  /** Minutes from midnight, Budapest. */
  minute: number;
  time: string;
  package_ids: number[];
  test_ids: number[];
}

/** One more person in a booking (a family booking, src/domain/party.ts): their own examinations and their own patient data. */
export interface CompanionRequest {
  package_ids: number[];
  test_ids: number[];
  person: AppointmentPerson;
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
  /**
   * The others booked together with `person`, the booker (issue 17 point 3): each with their own
   * examinations and patient data. Absent (or empty) for a booking of one person, whose request is the
   * spec's as before.
   */
  people?: CompanionRequest[];
  /**
   * An on-site booking waits for its patient to confirm it from the confirmation mail (issue 24; decision
   * 0050): held until then, as an online one is until paid. The site sets it, never the browser: a
   * verified account's on-site booking is confirmed at once. Not part of the request's fingerprint.
   */
  awaits_confirmation?: boolean;
}

/** A booking waiting for its online payment (its hold may have run out since). */
export const awaitsPayment = (a: Pick<Appointment, 'status' | 'payment_type'>) =>
  a.status === 'held' && a.payment_type === 'ONLINE';

/** An on-site booking waiting for its patient to confirm it from the mail (its hold may have run out since). */
export const awaitsConfirmation = (a: Pick<Appointment, 'status' | 'payment_type'>) =>
  a.status === 'held' && a.payment_type === 'ONSITE';

/** What confirming a booking from its mail came to (decision 0050), like a payment's settlement. */
export type ConfirmationOutcome = 'confirmed' | 'retaken' | 'not_honoured' | 'not_confirmable';

/**
 * A booking that cannot be made: the slot filled up meanwhile, the coupon ran out, … (a 409 or 422).
 * `idempotency_key_reused`: the key already made a booking from another request (docs/decisions/0017).
 * `child_testing_unavailable`: a children's examination at a location that does no child testing.
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
      | 'idempotency_key_reused'
      | 'child_testing_unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'BookingError';
  }
}
