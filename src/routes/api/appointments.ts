import { type Context, Hono, type Input } from 'hono';
import { getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import type { BlankInput } from 'hono/types';
import * as v from 'valibot';

import { manageBackend } from '../../backends/lab/manage';
import { type AppointmentsBackend, ValidationError } from '../../backends/lab/bookingPort';
import { HOLD_MINUTES } from '../../backends/lab/bookingOrder';
import { type Appointment, type AppointmentRequest, awaitsConfirmation, BookingError } from '../../domain/appointment';
import { linkView } from '../../domain/bookingView';
import { CONFIRM_MINUTES, holdSubjects } from '../../domain/holdLimits';
import {
  appointmentChangeSchema,
  appointmentRequestSchema,
  couponQuerySchema,
  paymentNoticeSchema,
  SERVICE_CALLS,
} from '../../backends/lab/httpAppointments';
import { isLabServiceCall, labServiceOnly } from '../../middleware/labService';
import { XSRF_COOKIE } from '../../middleware/xsrf';
import { NoDataError } from '../../backends/lab/port';
import { LabBackendError } from '../../backends/lab/labClient';
import type { AppEnv, Bindings } from '../../env';
import { afterResponse, notifyBooking, notifyBookingByHash, notifyPartyMove } from '../../mail/notify';
import { changeEffect, movedPeople, partyMoveEffect } from '../../domain/appointmentChange';
import { refundCancelledBooking } from '../../services/payments';
import { extendHolds, type HoldClaim, HoldLimitError, settleHolds, withinHoldLimits } from '../../services/holdLimits';
import { confirmBooking, isConfirmationToken } from '../../services/bookingConfirmation';
import { changeWait, countMiss, guessingWait, isHashShaped } from '../../services/linkLimits';
import { logLinkRead } from '../../services/linkReads';
import { claimForLoggedIn, clientIp, loggedInUser } from './caller';
import { requireHuman } from './challenge';
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
 * child_testing_unavailable, coupon_invalid, coupon_exhausted; 403 challenge_failed and 429 hold_limit
 * (with Retry-After) for an anonymous booking (decision 0050); 400 for a missing hash ('Missing hash
 * parameter', section 5) or a malformed body; 404 'No data received from appointment get' (section 8) for
 * an unknown hash. A cancelled or expired booking's link answers without its person (decision 0050).
 * Every answer carries personal data or depends on live capacity: `Cache-Control: no-store`.
 */

const CONFLICTS = new Set<BookingError['code']>(['slot_full', 'slot_unavailable', 'idempotency_key_reused']);

/** Ends the call with 429 and the seconds until the limit's window ends. */
function tooMany(c: Context, wait: number, code = 'too_many_attempts', message = 'Too many attempts; try again later') {
  c.header('Retry-After', String(wait));
  return refuse(c, 429, code, message);
}

/**
 * A backend failure as the API's answer: the contract's errors by code; 502 only when the laboratory
 * system itself failed (LabBackendError); anything else is this worker's own fault, a 500 (issue 12).
 */
function failure(c: Context, error: unknown, call: string) {
  if (error instanceof HTTPException) throw error; // an answer already decided (tooMany, requireHuman)
  if (error instanceof HoldLimitError) {
    return tooMany(c, error.retryAfter, 'hold_limit', `${error.message}: confirm or pay the bookings waiting first`);
  }
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

type Backend = (env: Bindings) => AppointmentsBackend;
type Clock = () => Date;

/** A hash call's answer: its data (a browser call's answer has the contract's type, src/domain/api.ts). */
interface Answer {
  data: unknown;
}

/** What a hash call does with the booking its hash names; null when it names none. */
type HashRun<I extends Input, A extends Answer> = (
  backend: AppointmentsBackend,
  hash: string,
  c: Context<AppEnv, string, I>,
) => Promise<A | null>;

/**
 * A hash call: 400 without a hash, 404 'No data received from …' for one we do not know (`run` answers
 * null), else `run`'s answer as JSON; under the guessing limit of the address (decision 0021).
 */
const hashCall =
  (backendFor: Backend) =>
  <I extends Input = BlankInput, A extends Answer = Answer>(source: string, run: HashRun<I, A>) =>
  async (c: Context<AppEnv, string, I>) => {
    const hash = c.req.param('hash');
    if (!hash) return apiError(c, 400, 'missing_parameter', 'Missing hash parameter');
    // A site instance calling as its laboratory system speaks for all its patients: no guessing limit.
    const ip = isLabServiceCall(c) ? null : clientIp(c);
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

/**
 * Whether an on-site booking by this caller waits for its patient's confirmation from the mail
 * (decision 0050): yes unless a logged-in account with a verified address makes it. An accounts
 * backend that cannot answer leaves it waiting, the safe side.
 */
export async function needsMailConfirmation(c: Context<AppEnv>) {
  const owner = await loggedInUser(c).catch((error: unknown) => {
    console.error('Booking: the accounts backend could not say who is booking; treated as anonymous', error);
    return null;
  });
  return { owner, awaits: !owner?.user.verified };
}

/** The places a create holds unconfirmed, for whom and how long; null when it holds none (confirmed at once). */
function holdClaim(c: Context<AppEnv>, request: AppointmentRequest): HoldClaim | null {
  const online = request.payment_type === 'ONLINE';
  if (!online && !request.awaits_confirmation) return null;
  const client = { address: clientIp(c), browser: getCookie(c, XSRF_COOKIE) ?? null };
  return {
    key: request.idempotency_key,
    subjects: holdSubjects(request, client),
    minutes: online ? HOLD_MINUTES : CONFIRM_MINUTES,
  };
}

/**
 * POST patient_appointment_post. An anonymous caller proves a browser first (the challenge); the places
 * are claimed under the hold limits before the backend books them; a site calling as the laboratory's
 * client did both for its own patients.
 */
const bookHandler =
  (backendFor: Backend, clock: Clock) =>
  async (c: Context<AppEnv, string, Valid<'json', typeof appointmentRequestSchema>>) => {
    const body = c.req.valid('json');
    const service = isLabServiceCall(c);
    try {
      const { owner, awaits } = service ? { owner: null, awaits: false } : await needsMailConfirmation(c);
      if (!service && !owner) await requireHuman(c);
      const request: AppointmentRequest = service
        ? body
        : { ...body, awaits_confirmation: body.payment_type === 'ONSITE' && awaits };
      const backend = backendFor(c.env);
      const claim = service ? null : holdClaim(c, request);
      const { appointment, created } = await withinHoldLimits(c.env, claim, clock(), () => backend.create(request));
      const answer: CallAnswer<'book'> = { data: appointment };
      if (service) return c.json(answer, created ? 201 : 200);
      // A logged-in visitor's booking is listed on their /sajat page; a family booking's each person's too.
      if (created) {
        for (const booking of appointment.party?.members ?? [appointment]) {
          await claimForLoggedIn(c, booking.hash, owner);
        }
      }
      // On-site bookings are mailed now (confirmed, or asking to be confirmed); online ones once paid.
      if (created && (appointment.status === 'confirmed' || awaitsConfirmation(appointment))) {
        await afterResponse(c, notifyBooking(c.env, 'confirmation', appointment));
      }
      return c.json(answer, created ? 201 : 200);
    } catch (error) {
      return failure(c, error, 'appointment post');
    }
  };

/**
 * A change by link that switches to paying on site: a caller that is not a verified account's gets the
 * booking held for the mail's confirmation (decision 0050), as a new on-site booking would be.
 */
async function changeFor(c: Context<AppEnv>, change: v.InferOutput<typeof appointmentChangeSchema>) {
  if (!change.payment_type || isLabServiceCall(c)) return change;
  return { ...change, awaits_confirmation: (await needsMailConfirmation(c)).awaits };
}

/** The claims of a booking whose payment way just changed: its hold now ends later, or it is committed. */
export const holdsAfterSwitch = (env: Bindings, appointment: Appointment) =>
  appointment.status === 'held' ? extendHolds(env, appointment) : settleHolds(env, appointment, 'confirmed');

/** PUT patient_appointment_put: a change by link, under the change limit of its booking. */
const changeBooking: HashRun<Valid<'json', typeof appointmentChangeSchema>, CallAnswer<'changeBooking'>> = async (
  backend,
  hash,
  c,
) => {
  const body = await changeFor(c, c.req.valid('json'));
  const current = await backend.get(hash);
  if (!current) return null;
  const wait = isLabServiceCall(c) ? 0 : await changeWait(c.env.DB, hash);
  if (wait) return tooMany(c, wait);
  // A change that changes nothing is neither written nor mailed; the answer says so (issue 12).
  // A booking that can no longer change still gets its refusal (not_bookable) from the backend.
  // Everyone of a family booking moves (decision 0055): unchanged only when all of them are there already.
  const everyone = !!body.everyone && (current.party?.people?.length ?? 0) > 1;
  const effect = everyone ? partyMoveEffect(current, body) : changeEffect(current, body);
  const live = current.status === 'confirmed' || current.status === 'held';
  if (effect === 'none' && live) return { data: current, unchanged: true };
  const changed = await backend.update(hash, everyone ? body : { ...body, everyone: undefined });
  if (changed && body.payment_type && !isLabServiceCall(c)) await holdsAfterSwitch(c.env, changed);
  if (changed && effect !== 'none' && !isLabServiceCall(c)) {
    const moved = effect === 'booking' ? movedPeople(current, changed, everyone) : undefined;
    const notify = async () => {
      await notifyBooking(c.env, effect === 'booking' ? 'change' : 'data_change', changed, 'counted', moved);
      if (everyone && moved) await notifyPartyMove(c.env, changed, moved);
    };
    await afterResponse(c, notify());
  }
  return changed && { data: changed };
};

/** DELETE patient_appointment_delete; only the status is read (spec section 7). */
const cancelBooking: HashRun<BlankInput, CallAnswer<'cancelBooking'> | { data: { status: string } }> = async (
  backend,
  hash,
  c,
) => {
  const before = isLabServiceCall(c) ? null : await backend.get(hash);
  const status = await backend.cancel(hash);
  if (status !== 'cancelled' || isLabServiceCall(c)) return status && { data: { status } };
  // A hold given up frees its places, but still counts towards the day's holds (decision 0050).
  if (before?.status === 'held') await settleHolds(c.env, before, 'cancelled');
  // A booking paid online and cancelled in time is refunded in full (docs/decisions/0019); the
  // refund rows exist before the cancellation mail is written, so it tells the amount.
  const refunded = await refundCancelledBooking(c.env, hash, c);
  await afterResponse(c, notifyBookingByHash(c.env, 'cancellation', hash));
  return { data: { status, ...(refunded ? { refunded } : {}) } };
};

/** The mail's token (a site calling as the laboratory's client sends none). */
const ConfirmBody = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(64))) });

/** The routes, with the backend chosen per request; tests pass one with a fixed clock, and the clock. */
export function createAppointmentsApi(
  backendFor: Backend = (env) => manageBackend(env),
  clock: Clock = () => new Date(),
) {
  const api = new Hono<AppEnv>();
  const base = '/whitetech/appointments';
  const byHash = hashCall(backendFor);

  for (const path of [`${base}/*`, '/coupons/*']) {
    api.use(path, noStore());
  }

  api.post(routePath('book'), validCall('book', 'json', appointmentRequestSchema), bookHandler(backendFor, clock));

  api.get(
    `${routePath('booking')}?`,
    byHash('appointment get', async (backend, hash, c) => {
      const appointment = await backend.get(hash);
      if (!appointment) return null;
      // A site calling as the laboratory's client mails and refunds from it, whatever its state.
      if (isLabServiceCall(c)) return { data: appointment };
      const view = linkView(appointment, clock());
      // The booker's link of a family booking shows everyone's data while live: each such read is logged.
      for (const booking of view.party?.members ?? [view]) {
        if ('person' in booking) await logLinkRead(c, booking.id);
      }
      return { data: view };
    }),
  );

  api.put(
    `${routePath('changeBooking')}?`,
    validCall('changeBooking', 'json', appointmentChangeSchema),
    byHash('appointment put', changeBooking),
  );

  api.delete(`${routePath('cancelBooking')}?`, byHash('appointment delete', cancelBooking));

  api.post(
    `${routePath('confirmBooking')}?`,
    validCall('confirmBooking', 'json', ConfirmBody),
    byHash<Valid<'json', typeof ConfirmBody>, CallAnswer<'confirmBooking'> | { data: object }>(
      'appointment confirm',
      async (backend, hash, c) => {
        const service = isLabServiceCall(c);
        if (service) {
          const answer = await backend.confirm(hash);
          return answer && { data: answer };
        }
        // Without the mail's token the call is refused as an unknown hash would be: it proves nothing.
        const token = c.req.valid('json').token;
        if (!token || !(await isConfirmationToken(c.env, hash, token))) return null;
        const answer = await confirmBooking(c.env, hash, clock);
        return answer && { data: { outcome: answer.outcome, status: answer.appointment.status } };
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

  serviceCalls(api, backendFor, byHash);
  return api;
}

/** The calls only a site instance makes of this worker as its laboratory system (decision 0019). */
function serviceCalls(api: Hono<AppEnv>, backendFor: Backend, byHash: ReturnType<typeof hashCall>) {
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

  api.get(
    `${service(SERVICE_CALLS.partyOf)}/:hash?`,
    labServiceOnly,
    byHash('appointment party', async (backend, hash) => ({ data: await backend.partyOf(hash) })),
  );

  const ConfirmedQuery = v.object({ date: v.pipe(v.string('date is required'), v.isoDate('date must be YYYY-MM-DD')) });
  api.get(service(SERVICE_CALLS.confirmedOn), labServiceOnly, valid('query', ConfirmedQuery), async (c) => {
    try {
      return c.json({ data: await backendFor(c.env).confirmedOn(c.req.valid('query').date) });
    } catch (error) {
      return failure(c, error, 'confirmed bookings');
    }
  });
}

export const appointmentsApi = createAppointmentsApi();
