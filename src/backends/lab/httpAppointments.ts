import * as v from 'valibot';
import type { FieldErrors } from '../../domain/personValidation';
import { type AppointmentInvoice, type AppointmentPerson, emptyInvoice, emptyPerson } from '../../domain/person';
import { MAX_COMPANIONS, MAX_PARTY_SIZE } from '../../domain/party';
import { isPaymentSwitchAlone } from '../../domain/appointmentChange';
import { REFERENCE_PATTERN } from '../../domain/bookingReference';

import { type AppointmentsBackend, ValidationError } from './bookingPort';
import { type Appointment, BookingError } from '../../domain/appointment';
import {
  errorOf,
  isNoData,
  LabBackendError,
  labClient,
  parseAnswer,
  type HttpLabOptions,
  type Params,
} from './labClient';

/**
 * Appointments in the laboratory system (spec section 7: POST …/patient_appointment_post, GET
 * …/patient_appointment_get/{hash}, PUT …/patient_appointment_put/{hash}, DELETE
 * …/patient_appointment_delete/{hash}, of which only the status is read). The system speaks the
 * product's own contract, so its errors come back as the same BookingError and ValidationError, and an
 * unknown hash (404 no_data) as null. Coupon validation is not in the spec's list; it is assumed at the
 * path the product itself answers it (POST /api/coupons/validate).
 */

// ---- the wire shapes, shared with the product's own API (src/routes/api/appointments.ts) -----------

const text = (max = 200) => v.optional(v.pipe(v.string(), v.maxLength(max)));
const whole = v.pipe(v.number(), v.integer());
const id = v.pipe(whole, v.minValue(1));
const forints = v.pipe(whole, v.minValue(0));
/**
 * A calendar day 'YYYY-MM-DD'. One check, not isoDate then a second check: valibot runs a pipe's later
 * checks after an earlier one failed, and `new Date('2026-13-01…')` has no toISOString (issue 12).
 */
const date = v.pipe(
  v.string(),
  v.check((value) => isCalendarDate(value), 'Expected a real date YYYY-MM-DD'),
);
/** 'YYYY-MM-DD' naming a day the calendar has (no 2026-02-30); never throws. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
const minute = v.pipe(whole, v.minValue(0), v.maxValue(1439));

/**
 * Fields left out take the empty form's values (spec section 9 defaults: HUN, id card type 1). Typed
 * as taking any part of T: the entries are T's keys, and a browser's call sends a whole T or less.
 */
const withDefaults = <T extends object>(
  entries: { [K in keyof T]-?: v.GenericSchema<T[K] | undefined, T[K] | undefined> },
  empty: () => T,
): v.GenericSchema<Partial<T>, T> =>
  v.pipe(
    v.object(entries as v.ObjectEntries),
    v.transform((given) => {
      const filled = Object.entries(given).filter(([, value]) => value !== undefined);
      return { ...empty(), ...Object.fromEntries(filled) } as T;
    }),
  ) as v.GenericSchema<unknown, T> as v.GenericSchema<Partial<T>, T>;

const flag = v.optional(v.boolean());

export const personSchema = withDefaults<AppointmentPerson>(
  {
    first_name: text(),
    last_name: text(),
    gender: v.optional(whole),
    email: text(),
    phone_number: text(),
    taj: text(),
    id_card_number: text(),
    id_card_type: v.optional(whole),
    mothers_name: text(),
    address: text(),
    city: text(),
    zip_code: text(),
    state: text(),
    language: text(),
    birth_place: text(),
    birth: text(),
    elfogadom: flag,
    adatvedelmiElfogadom: flag,
    dm: flag,
    dmMisc: text(),
  },
  emptyPerson,
);

export const invoiceSchema = withDefaults<AppointmentInvoice>(
  {
    invoice_taxnumber: text(),
    invoice_type: v.optional(whole),
    invoice_name: text(),
    invoice_address: text(),
    invoice_zipcode: text(),
    invoice_city: text(),
    invoice_notes: text(1000),
  },
  emptyInvoice,
);

const language = v.picklist(['hu', 'en']);
const paymentType = v.picklist(['ONLINE', 'ONSITE']);
const ids = v.pipe(v.array(id), v.maxLength(50));

/**
 * An idempotency key carries at least 128 bits when random (docs/decisions/0017): 22 or more base64url
 * characters, which a UUID (36 with its hyphens) and 32 hex digits also are. The entropy itself cannot
 * be checked; the length keeps out the short counters a guesser could walk through.
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{22,100}$/;

/**
 * One more person of a family booking (issue 17 point 3; docs/decisions/0048): their own examinations
 * and patient data. Contact and address left blank are the booker's.
 */
const companionSchema = v.object({
  package_ids: v.optional(ids, []),
  test_ids: v.optional(ids, []),
  person: personSchema,
});

export const appointmentRequestSchema = v.object({
  idempotency_key: v.pipe(
    v.string(),
    v.regex(IDEMPOTENCY_KEY, 'idempotency_key must be a UUID or 22–100 base64url characters (128 random bits)'),
  ),
  language: v.optional(language, 'hu'),
  location_id: id,
  date,
  time: minute,
  package_ids: v.optional(ids, []),
  test_ids: v.optional(ids, []),
  payment_type: v.optional(paymentType, 'ONLINE'),
  coupon_code: v.optional(v.pipe(v.string(), v.maxLength(50))),
  person: personSchema,
  invoice: v.optional(invoiceSchema, {}),
  // No default: a booking for one person is the spec's request, fingerprinted as before (decision 0017).
  people: v.optional(
    v.pipe(
      v.array(companionSchema),
      v.maxLength(MAX_COMPANIONS, `people: at most ${MAX_COMPANIONS} more people, ${MAX_PARTY_SIZE} in all`),
    ),
  ),
  // Read only from a site instance calling as its laboratory's client; the public route sets it itself.
  awaits_confirmation: v.optional(v.boolean()),
});

/**
 * A change by hash link: date and time together (with a new location or not), person and invoice each
 * whole; or, alone, the switch of a held online booking to paying on site.
 */
export const appointmentChangeSchema = v.pipe(
  v.object({
    payment_type: v.optional(v.literal('ONSITE')),
    // Read only from a site instance calling as its laboratory's client; the public route sets it itself.
    awaits_confirmation: v.optional(v.boolean()),
    location_id: v.optional(id),
    date: v.optional(date),
    time: v.optional(minute),
    person: v.optional(personSchema),
    invoice: v.optional(invoiceSchema),
    everyone: v.optional(v.boolean()),
  }),
  v.check((change) => (change.date === undefined) === (change.time === undefined), 'date and time go together'),
  v.check((change) => !change.everyone || change.date !== undefined, 'everyone goes with a new date and time'),
  v.check(
    (change) => change.location_id === undefined || change.date !== undefined,
    'a new location_id needs its date and time',
  ),
  v.check(
    (change) => change.payment_type === undefined || isPaymentSwitchAlone(change),
    'payment_type is a change of its own',
  ),
  v.check(
    (change) => change.awaits_confirmation === undefined || change.payment_type !== undefined,
    'awaits_confirmation goes with payment_type',
  ),
);

export const couponQuerySchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.minLength(1, 'code is required'), v.maxLength(50)),
  package_ids: v.optional(ids, []),
  test_ids: v.optional(ids, []),
  location_id: id,
});

const pricedItem = v.object({ id, name: v.string(), price: forints });

const appointmentEntries = {
  id,
  hash: v.pipe(v.string(), v.minLength(22)),
  reference: v.pipe(v.string(), v.regex(REFERENCE_PATTERN, 'reference must read PL-XXXX-XXXX')),
  status: v.picklist(['held', 'confirmed', 'cancelled', 'expired']),
  location_id: id,
  date,
  time: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
  minute,
  starts_at: v.string(),
  duration_minutes: v.pipe(whole, v.minValue(1)),
  hold_expires_at: v.nullable(v.string()),
  payment_type: paymentType,
  language,
  examinations: v.array(pricedItem),
  parameters: v.array(pricedItem),
  person: personSchema,
  invoice: invoiceSchema,
  coupon_code: v.nullable(v.string()),
  items_total: forints,
  sampling_fee: forints,
  discount: forints,
  total: v.number(),
  created_at: v.string(),
};
const partyEntries = {
  id: v.pipe(v.string(), v.minLength(16)),
  position: v.pipe(whole, v.minValue(0), v.maxValue(MAX_COMPANIONS)),
  size: v.pipe(whole, v.minValue(1), v.maxValue(MAX_PARTY_SIZE)),
  total: v.number(),
};
/** Who comes in the group and when, as every live person's booking lists them (no links; decision 0055). */
const partyPeople = v.optional(
  v.pipe(
    v.array(
      v.object({
        position: v.pipe(whole, v.minValue(0), v.maxValue(MAX_COMPANIONS)),
        first_name: v.string(),
        last_name: v.string(),
        status: v.picklist(['held', 'confirmed', 'cancelled', 'expired']),
        location_id: id,
        date,
        minute,
        time: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
        package_ids: v.array(id),
        test_ids: v.array(id),
      }),
    ),
    v.maxLength(MAX_PARTY_SIZE),
  ),
);
/** A family booking's person as the booker's booking lists them: without the list again. */
const memberSchema = v.object({
  ...appointmentEntries,
  party: v.optional(v.object({ ...partyEntries, people: partyPeople })),
});

export const appointmentSchema: v.GenericSchema<unknown, Appointment> = v.object({
  ...appointmentEntries,
  party: v.optional(v.object({ ...partyEntries, people: partyPeople, members: v.optional(v.array(memberSchema)) })),
});

// ---- the calls -----------------------------------------------------------------------------------

const data = <T>(schema: v.GenericSchema<unknown, T>) => v.object({ data: schema });
const statusAnswer = data(v.object({ status: v.picklist(['held', 'confirmed', 'cancelled', 'expired']) }));
const couponAnswer = data(v.object({ code: v.string(), discount: forints, id }));
const settlementAnswer = data(
  v.object({ outcome: v.picklist(['confirmed', 'retaken', 'not_honoured']), appointment: appointmentSchema }),
);
const confirmationAnswer = data(
  v.object({
    outcome: v.picklist(['confirmed', 'retaken', 'not_honoured', 'not_confirmable']),
    appointment: appointmentSchema,
  }),
);
const expiredAnswer = data(v.array(v.object({ id, hash: v.pipe(v.string(), v.minLength(22)) })));
const appointmentsAnswer = data(v.array(appointmentSchema));

/** The product's own calls beyond spec section 7, answered by a laboratory system for server callers only. */
export const SERVICE_CALLS = {
  settlePayment: 'whitetech/appointments/patient_appointment_payment',
  expireHolds: 'whitetech/appointments/expire_holds',
  confirmedOn: 'whitetech/appointments/confirmed',
  partyOf: 'whitetech/appointments/party',
  confirmBooking: 'whitetech/appointments/patient_appointment_confirm',
} as const;

export const paymentNoticeSchema = v.object({
  order_ref: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'order_ref must be 1–64 letters, digits, - or _')),
  amount: forints,
});

const BOOKING_CODES = [
  'slot_full',
  'slot_unavailable',
  'coupon_invalid',
  'coupon_exhausted',
  'not_bookable',
  'invalid_items',
  'idempotency_key_reused',
  'child_testing_unavailable',
];

export function httpAppointments(options: HttpLabOptions): AppointmentsBackend {
  const request = labClient(options);

  /** One call; null for 404 no_data, the contract's errors rethrown as ours, anything else an Error. */
  async function call<T>(
    method: string,
    path: string,
    schema: v.GenericSchema<unknown, T>,
    body?: unknown,
    query?: Params,
  ) {
    const name = path.split('/')[2] ?? path;
    const answer = await request(name, path, { method, body, query });
    if (isNoData(answer)) return { status: answer.status, value: null };
    const error = errorOf(answer.body);
    if (error?.code === 'validation_failed' && error.fields) {
      throw new ValidationError(error.fields as FieldErrors, error.people as FieldErrors[] | undefined);
    }
    if (error?.code && BOOKING_CODES.includes(error.code)) {
      throw new BookingError(error.code as BookingError['code'], error.message ?? error.code);
    }
    return { status: answer.status, value: parseAnswer(name, answer, schema) };
  }

  const appointmentAnswer = data(appointmentSchema);
  const path = (call: string, hash: string) => `whitetech/appointments/${call}/${encodeURIComponent(hash)}`;
  const required = <T>(value: T | null, source: string): T => {
    if (value === null) throw new LabBackendError(`No data received from ${source}`);
    return value;
  };

  return {
    async create(request) {
      const { status, value } = await call(
        'POST',
        'whitetech/appointments/patient_appointment_post',
        appointmentAnswer,
        request,
      );
      return { appointment: required(value, 'appointment post').data, created: status === 201 };
    },
    get: async (hash) =>
      (await call('GET', path('patient_appointment_get', hash), appointmentAnswer)).value?.data ?? null,
    update: async (hash, change) =>
      (await call('PUT', path('patient_appointment_put', hash), appointmentAnswer, change)).value?.data ?? null,
    cancel: async (hash) =>
      (await call('DELETE', path('patient_appointment_delete', hash), statusAnswer)).value?.data.status ?? null,
    async validateCoupon(query) {
      return required((await call('POST', 'coupons/validate', couponAnswer, query)).value, 'coupon validation').data;
    },
    settlePayment: async (hash, payment) =>
      (await call('POST', `${SERVICE_CALLS.settlePayment}/${encodeURIComponent(hash)}`, settlementAnswer, payment))
        .value?.data ?? null,
    confirm: async (hash) =>
      (await call('POST', `${SERVICE_CALLS.confirmBooking}/${encodeURIComponent(hash)}`, confirmationAnswer, {})).value
        ?.data ?? null,
    expireHolds: async () => (await call('POST', SERVICE_CALLS.expireHolds, expiredAnswer, {})).value?.data ?? [],
    confirmedOn: async (date) =>
      (await call('GET', SERVICE_CALLS.confirmedOn, appointmentsAnswer, undefined, { date })).value?.data ?? [],
    partyOf: async (hash) =>
      (await call('GET', `${SERVICE_CALLS.partyOf}/${encodeURIComponent(hash)}`, appointmentsAnswer)).value?.data ?? [],
  };
}
