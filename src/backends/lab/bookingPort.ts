/**
 * The booking part of the laboratory-backend port (spec section 7: available_dates, available_times,
 * patient_appointment_post/get/put/delete). Same rule as the catalogue: the embedded engine on D1 and
 * the laboratory system over HTTP answer the same shapes, which are the domain's (src/domain/appointment.ts,
 * person.ts; docs/decisions/0029).
 */
import type { Appointment, AppointmentRequest, AppointmentStatus, ConfirmationOutcome } from '../../domain/appointment';
import type { AppointmentChange } from '../../domain/appointmentChange';
import type { PaymentSettlement } from '../../domain/payment';
import type { FieldErrors } from '../../domain/personValidation';

export interface AvailableDatesQuery {
  location_id: number;
  package_ids: number[];
  /** Single tests (parameters) chosen alongside; they take no extra sampling time. */
  test_ids?: number[];
  /**
   * A family booking (docs/decisions/0048): the packages of each other person, the booker's being
   * `package_ids`. Only starts the whole group fits at, at the same or adjacent times, are answered,
   * each with everyone's own start (AvailableTime.party).
   */
  party?: number[][];
  /**
   * The hash of a booking being moved (docs/decisions/0055): its own places, and with `party` those of
   * everyone still booked in its group, count as free, since the move gives them up.
   */
  moving?: string;
}

/** 'YYYY-MM-DD' Budapest dates with at least one bookable time, ascending. */
export type AvailableDates = string[];

export interface AvailableTimesQuery extends AvailableDatesQuery {
  /** 'YYYY-MM-DD' */
  date: string;
}

/** A verified online payment, as the site tells the laboratory backend about it. */
export interface PaymentNotice {
  /** The site's reference of the payment at the gateway; the same payment settled twice is recognised by it. */
  order_ref: string;
  /** Forints received. */
  amount: number;
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
  /**
   * The patient confirmed the on-site booking from its mail (decision 0050): a held one (and its group)
   * is confirmed; one whose hold ran out takes its places again if they are still free ('retaken'), else
   * 'not_honoured'; a cancelled, past or online one is 'not_confirmable'. Repeating it is harmless. Null
   * for an unknown hash.
   */
  confirm(hash: string): Promise<{ outcome: ConfirmationOutcome; appointment: Appointment } | null>;
  /** Marks the holds that ran out by now as expired and answers those bookings. */
  expireHolds(): Promise<{ id: number; hash: string }[]>;
  /** The confirmed bookings of a Budapest date ('YYYY-MM-DD'), for the reminders. */
  confirmedOn(date: string): Promise<Appointment[]>;
  /**
   * Everyone booked together with this booking, itself included, each as their own booking in position
   * order, for the site's own mails (decision 0055: a move of everyone tells each person who gave an
   * address of their own). [] for an unknown hash or a booking of one person.
   */
  partyOf(hash: string): Promise<Appointment[]>;
}

/**
 * Person or invoice fields that fail their rules (a 422 with the translated message of each field);
 * for a family booking also each other person's (`people`, in the request's order, {} where all pass).
 */
export class ValidationError extends Error {
  constructor(
    readonly fields: FieldErrors,
    readonly people?: FieldErrors[],
  ) {
    const others = (people ?? []).flatMap((errors, i) => Object.keys(errors).map((key) => `people.${i}.${key}`));
    super(`Invalid fields: ${[...Object.keys(fields), ...others].join(', ')}`);
    this.name = 'ValidationError';
  }
}
