import type { Context } from 'hono';
import { appointmentsBackend } from '../backends/lab';
import type { Appointment } from '../domain/appointment';
import { sendMail } from '../backends/mail';
import { bookingsMailed } from '../db/mailOutbox';
import { addDays, budapestNow } from '../domain/budapestTime';
import type { BookingMailKind } from '../domain/mail';
import type { Bindings } from '../env';
import { bookingMail, loadBookingMailInput } from './bookingMails';

/**
 * Tells the patient about their booking in its language: confirmation (on site at once, online once
 * the payment's IPN confirms it), change and cancellation. A failure to build or send is logged; the
 * booking itself stands, and the outbox retries what it could not deliver.
 */
export async function notifyBooking(env: Bindings, kind: BookingMailKind, appointment: Appointment): Promise<void> {
  try {
    await sendMail(env, bookingMail(kind, await loadBookingMailInput(env, appointment)));
  } catch (error) {
    console.error(`The ${kind} e-mail for booking ${appointment.id} could not be sent`, error);
  }
}

export async function notifyBookingByHash(env: Bindings, kind: BookingMailKind, hash: string): Promise<void> {
  const appointment = await appointmentsBackend(env).get(hash);
  if (appointment) await notifyBooking(env, kind, appointment);
}

/**
 * Runs work after the answer where the platform allows it (waitUntil), else before answering: a test
 * calling the app without an ExecutionContext, or a caller without a request.
 */
export function afterResponse(c: Context | undefined, work: Promise<unknown>): Promise<unknown> {
  let waitUntil: ((promise: Promise<unknown>) => void) | undefined;
  try {
    const ctx = c?.executionCtx;
    waitUntil = ctx ? (promise) => ctx.waitUntil(promise) : undefined;
  } catch {
    waitUntil = undefined; // Hono throws when the request came without an ExecutionContext.
  }
  if (!waitUntil) return work;
  waitUntil(work);
  return Promise.resolve();
}

/** The cron's part: tomorrow's confirmed patients (through the laboratory port) get their reminder once. */
export async function remindTomorrowsPatients(env: Bindings, now: Date): Promise<number> {
  const tomorrow = await appointmentsBackend(env, () => now).confirmedOn(addDays(budapestNow(now).date, 1));
  const reminded = await bookingsMailed(
    env.DB,
    tomorrow.map((booking) => booking.id),
    'reminder',
  );
  const due = tomorrow.filter((booking) => !reminded.has(booking.id));
  for (const booking of due) await notifyBooking(env, 'reminder', booking);
  return due.length;
}
