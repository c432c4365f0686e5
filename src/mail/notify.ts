import type { Context } from 'hono';
import { appointmentsBackend } from '../backends/lab';
import type { Appointment } from '../domain/appointment';
import { sendMail } from '../backends/mail';
import type { MailBudget } from '../backends/mail/budget';
import { bookingsMailed } from '../db/mailOutbox';
import { addDays, budapestNow } from '../domain/budapestTime';
import type { BookingMailKind } from '../domain/mail';
import type { Bindings } from '../env';
import { bookingMail, type BookingMailInput, loadBookingMailInput } from './bookingMails';
import { isPartyMailKind, partyMail } from './partyMails';
import { byParty } from '../domain/party';

/**
 * Tells the patient about their booking in its language: confirmation (on site at once, online once
 * the payment's IPN confirms it), change and cancellation. A failure to build or send is logged; the
 * booking itself stands, and the outbox retries what it could not deliver. `budget` is 'exempt' only for
 * the mails that follow money actually moving (src/backends/mail/budget.ts): the payment's settlement
 * passes it; a mail the budget suppresses is logged there and the booking stands as well.
 */
export async function notifyBooking(
  env: Bindings,
  kind: BookingMailKind,
  appointment: Appointment,
  budget: MailBudget = 'counted',
  partyMove?: BookingMailInput['partyMove'],
): Promise<void> {
  try {
    const people = groupOf(kind, appointment);
    await sendMail(
      env,
      people && isPartyMailKind(kind)
        ? await partyMail(env, kind, people)
        : await bookingMail(kind, { ...(await loadBookingMailInput(env, appointment)), partyMove }),
      { budget },
    );
  } catch (error) {
    console.error(`The ${kind} e-mail for booking ${appointment.id} could not be sent`, error);
  }
}

/**
 * Whom a family booking's confirmation or refund speaks of (docs/decisions/0048): everyone booked with the
 * booker (the confirmation only those still booked); null for a booking of one person, or where one is left.
 */
function groupOf(kind: BookingMailKind, appointment: Appointment): Appointment[] | null {
  const members = appointment.party?.members;
  if (!members || !isPartyMailKind(kind)) return null;
  const people =
    kind === 'refund' ? members : members.filter((member) => member.status === 'held' || member.status === 'confirmed');
  return people.length > 1 ? people : null;
}

/**
 * A move of everyone in a family booking (docs/decisions/0055): the change mail went to the address of
 * the link's booking; each other person moved who gave an address of their own is told too, one mail
 * per address, saying who was moved and who keeps their time.
 */
export async function notifyPartyMove(
  env: Bindings,
  changed: Appointment,
  partyMove: NonNullable<BookingMailInput['partyMove']>,
): Promise<void> {
  try {
    const mailed = new Set([changed.person.email.toLowerCase()]);
    const moved = new Set(partyMove.moved.map((person) => person.position));
    for (const member of await appointmentsBackend(env).partyOf(changed.hash)) {
      const address = member.person.email.toLowerCase();
      if (!address || mailed.has(address) || !moved.has(member.party?.position ?? -1)) continue;
      mailed.add(address);
      await notifyBooking(env, 'change', member, 'counted', partyMove);
    }
  } catch (error) {
    console.error(`The change e-mails of the family of booking ${changed.id} could not all be sent`, error);
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

/**
 * The cron's part: tomorrow's confirmed patients (through the laboratory port) get their reminder once.
 * The people of a family booking coming tomorrow get one reminder together, addressed as the first of
 * them (the booker while booked) and recorded under that person's booking (docs/decisions/0048).
 */
export async function remindTomorrowsPatients(env: Bindings, now: Date): Promise<number> {
  const tomorrow = await appointmentsBackend(env, () => now).confirmedOn(addDays(budapestNow(now).date, 1));
  const visits = byParty(tomorrow);
  const reminded = await bookingsMailed(
    env.DB,
    visits.map(([first]) => first!.id),
    'reminder',
  );
  const due = visits.filter(([first]) => !reminded.has(first!.id));
  for (const people of due) {
    if (people.length === 1) {
      await notifyBooking(env, 'reminder', people[0]!);
      continue;
    }
    try {
      await sendMail(env, await partyMail(env, 'reminder', people));
    } catch (error) {
      console.error(`The reminder e-mail for family booking ${people[0]!.party?.id} could not be sent`, error);
    }
  }
  return tomorrow.filter((booking) => due.some((people) => people.includes(booking))).length;
}
