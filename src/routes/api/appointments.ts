import { manageBackend } from '../../backends/lab/manage';
import { type Context, Hono, type Input } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { BlankInput } from 'hono/types';
import * as v from 'valibot';

import { type AppointmentsBackend, ValidationError } from '../../backends/lab/bookingPort';
import { BookingError } from '../../domain/appointment';
import {
  appointmentChangeSchema,
  appointmentRequestSchema,
  couponQuerySchema,
  paymentNoticeSchema,
  SERVICE_CALLS,
} from '../../backends/lab/httpAppointments';
import { isLabServiceCall, labServiceOnly } from '../../middleware/labService';
import { NoDataError } from '../../backends/lab/port';
import { LabBackendError } from '../../backends/lab/labClient';
import type { AppEnv, Bindings } from '../../env';
import { afterResponse, notifyBooking, notifyBookingByHash } from '../../mail/notify';
import { logPatientRead } from '../../db/accounts';
import { changeEffect } from '../../domain/appointmentChange';
import { refundCancelledBooking } from '../../services/payments';
import { changeWait, countMiss, guessingWait, isHashShaped } from '../../services/linkLimits';
import { claimForLoggedIn } from './caller';
import { noStore } from '../../middleware/noStore';
import { apiError, refuse, validationFailed } from './errors';
import { type CallAnswer, routePath } from '../../domain/api';
import { valid, validCall, type Valid } from './validate';

/**
 * Appointments by hash link (spec section 7: patient_appointment_post/get/put/delete) and coupon
 * validation, from the backend LAB_BACKEND names. Prices are the server's (DESIGN.md): whatever sums a
 * client sends are not read. Messages are English with stable codes the UI translates:
 * 409 slot_full / slot_unavailable, or idempotency_key_reused for a key that made a booking from another
 * request (no booking data in that answer, docs/decisions/0017); 422 validation_failed (with `fields`,
 * and a family booking's other people's in `people`), invalid_items, not_bookable,
 * child_testing_unavailable, coupon_invalid, coupon_exhausted; 400 for a missing hash ('Missing hash parameter', section 5) or a
 * malformed body; 404 'No data received from appointment get' (section 8) for an unknown hash.
 * Every answer carries personal data or depends on live capacity: `Cache-Control: no-store`.
 */

const CONFLICTS = new Set<BookingError['code']>(['slot_full', 'slot_unavailable', 'idempotency_key_reused']);

/**
 * A backend failure as the API's answer: the contract's errors by code; 502 only when the laboratory
 * system itself failed (LabBackendError); anything else is this worker's own fault, a 500 (issue 12).
 */
function failure(c: Context, error: unknown, call: string) {
  if (error instanceof HTTPException) throw error; // an answer already decided (tooMany)
  if (error instanceof ValidationError) return validationFailed(c, error.fields, error.people);
  if (error instanceof BookingError)
    return apiError(c, CONFLICTS.has(error.code) ? 409 : 422, error.code, error.message);
  if (error instanceof LabBackendError) {
    console.error(`Appointments API: the laboratory backend failed for ${call}`, error);
    return apiError(c, 502, 'lab_backend_failed', 'The laboratory backend is not available');
  }
  console.error(`Appointments API: ${call} failed`, error);
  return apiError(c, 500, 'internal_error', 'Internal server error');
}

/** Ends the call with 429 and the seconds until the limit's window ends. */
function tooMany(c: Context, wait: number): never {
  c.header('Retry-After', String(wait));
  return refuse(c, 429, 'too_many_attempts', 'Too many attempts; try again later');
}

type Backend = (env: Bindings) => AppointmentsBackend;

/** A hash call's answer: its data (a browser call's answer has the contract's type, src/domain/api.ts). */
interface Answer {
  data: unknown;
}

/** A booking's personal data was read by its hash link (DESIGN.md: reads of patient data are logged). */
export const logLinkRead = (c: Context<AppEnv>, appointmentId: number) =>
  logPatientRead(c.env.DB, { actor: 'link', subject: `appointment:${appointmentId}`, requestId: c.get('requestId') });

/** The routes, with the backend chosen per request; tests pass one with a fixed clock. */
export function createAppointmentsApi(backendFor: Backend = (env) => manageBackend(env)) {
  const api = new Hono<AppEnv>();
  const base = '/whitetech/appointments';

  for (const path of [`${base}/*`, '/coupons/*']) {
    api.use(path, noStore());
  }

  /**
   * A hash call: 400 without a hash, 404 'No data received from …' for one we do not know (`run`
   * answers null), else `run`'s answer as JSON.
   */
  const byHash =
    <I extends Input = BlankInput, A extends Answer = Answer>(
      source: string,
      run: (backend: AppointmentsBackend, hash: string, c: Context<AppEnv, string, I>) => Promise<A | null>,
    ) =>
    async (c: Context<AppEnv, string, I>) => {
      const hash = c.req.param('hash');
      if (!hash) return apiError(c, 400, 'missing_parameter', 'Missing hash parameter');
      // A site instance calling as its laboratory system speaks for all its patients: no guessing limit.
      const ip = isLabServiceCall(c) ? null : (c.req.header('cf-connecting-ip') ?? 'local');
      const wait = ip ? await guessingWait(c.env.DB, ip) : 0;
      if (wait) return tooMany(c, wait);
      const notFound = async () => {
        if (ip) await countMiss(c.env.DB, ip);
        return apiError(c, 404, 'no_data', new NoDataError(source).message);
      };
      if (!isHashShaped(hash)) return notFound();
      // Outside the try: a misconfigured backend is the server's fault (500), not the upstream's (502).
      const backend = backendFor(c.env);
      try {
        const answer = await run(backend, hash, c);
        return answer === null ? await notFound() : c.json(answer);
      } catch (error) {
        return failure(c, error, source);
      }
    };

  api.post(routePath('book'), validCall('book', 'json', appointmentRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const backend = backendFor(c.env);
    try {
      const { appointment, created } = await backend.create(body);
      // A site instance calling this one as its laboratory system tells its patients and users itself.
      const answer: CallAnswer<'book'> = { data: appointment };
      if (isLabServiceCall(c)) return c.json(answer, created ? 201 : 200);
      // A logged-in visitor's booking is listed on their /sajat page; a family booking's each person's too.
      if (created) {
        for (const booking of appointment.party?.members ?? [appointment]) await claimForLoggedIn(c, booking.hash);
      }
      // On-site bookings are final now; online ones get their confirmation when the payment's IPN arrives.
      if (created && appointment.status === 'confirmed') {
        await afterResponse(c, notifyBooking(c.env, 'confirmation', appointment));
      }
      return c.json(answer, created ? 201 : 200);
    } catch (error) {
      return failure(c, error, 'appointment post');
    }
  });

  api.get(
    `${routePath('booking')}?`,
    byHash<BlankInput, CallAnswer<'booking'>>('appointment get', async (backend, hash, c) => {
      const appointment = await backend.get(hash);
      // The booker's link of a family booking shows everyone's data: each read is logged.
      for (const booking of appointment?.party?.members ?? (appointment ? [appointment] : [])) {
        await logLinkRead(c, booking.id);
      }
      return appointment && { data: appointment };
    }),
  );

  api.put(
    `${routePath('changeBooking')}?`,
    validCall('changeBooking', 'json', appointmentChangeSchema),
    byHash<Valid<'json', typeof appointmentChangeSchema>, CallAnswer<'changeBooking'>>(
      'appointment put',
      async (backend, hash, c) => {
        const body = c.req.valid('json');
        const current = await backend.get(hash);
        if (!current) return null;
        const wait = isLabServiceCall(c) ? 0 : await changeWait(c.env.DB, hash);
        if (wait) return tooMany(c, wait);
        // A change that changes nothing is neither written nor mailed; the answer says so (issue 12).
        // A booking that can no longer change still gets its refusal (not_bookable) from the backend.
        const effect = changeEffect(current, body);
        const live = current.status === 'confirmed' || current.status === 'held';
        if (effect === 'none' && live) return { data: current, unchanged: true };
        const changed = await backend.update(hash, body);
        if (changed && effect !== 'none' && !isLabServiceCall(c)) {
          await afterResponse(c, notifyBooking(c.env, effect === 'booking' ? 'change' : 'data_change', changed));
        }
        return changed && { data: changed };
      },
    ),
  );

  // Only the status is read (spec section 7).
  api.delete(
    `${routePath('cancelBooking')}?`,
    byHash<BlankInput, CallAnswer<'cancelBooking'> | { data: { status: string } }>(
      'appointment delete',
      async (backend, hash, c) => {
        const status = await backend.cancel(hash);
        if (status !== 'cancelled' || isLabServiceCall(c)) return status && { data: { status } };
        // A booking paid online and cancelled in time is refunded in full (docs/decisions/0019); the
        // refund rows exist before the cancellation mail is written, so it tells the amount.
        const refunded = await refundCancelledBooking(c.env, hash, c);
        await afterResponse(c, notifyBookingByHash(c.env, 'cancellation', hash));
        return { data: { status, ...(refunded ? { refunded } : {}) } };
      },
    ),
  );

  api.post(routePath('validateCoupon'), validCall('validateCoupon', 'json', couponQuerySchema), async (c) => {
    const backend = backendFor(c.env);
    try {
      const answer: CallAnswer<'validateCoupon'> = { data: await backend.validateCoupon(c.req.valid('json')) };
      return c.json(answer);
    } catch (error) {
      return failure(c, error, 'coupon validation');
    }
  });

  // ---- the calls only a site instance makes of this worker as its laboratory system ----------------
  const service = (call: string) => `/${call}`;

  api.post(
    `${service(SERVICE_CALLS.settlePayment)}/:hash?`,
    labServiceOnly,
    valid('json', paymentNoticeSchema),
    byHash<Valid<'json', typeof paymentNoticeSchema>>('appointment payment', async (backend, hash, c) => {
      const settled = await backend.settlePayment(hash, c.req.valid('json'));
      return settled && { data: settled };
    }),
  );

  api.post(service(SERVICE_CALLS.expireHolds), labServiceOnly, async (c) => {
    try {
      return c.json({ data: await backendFor(c.env).expireHolds() });
    } catch (error) {
      return failure(c, error, 'expire holds');
    }
  });

  const ConfirmedQuery = v.object({ date: v.pipe(v.string('date is required'), v.isoDate('date must be YYYY-MM-DD')) });
  api.get(service(SERVICE_CALLS.confirmedOn), labServiceOnly, valid('query', ConfirmedQuery), async (c) => {
    try {
      return c.json({ data: await backendFor(c.env).confirmedOn(c.req.valid('query').date) });
    } catch (error) {
      return failure(c, error, 'confirmed bookings');
    }
  });

  return api;
}

export const appointmentsApi = createAppointmentsApi();
