/**
 * How a held booking ends (migrations/0004, 0018): paid online (docs/decisions/0019), confirmed by its
 * patient from the mail (decision 0050), or expired. A hold that ran out may take its own slots again,
 * in one batch under the capacity trigger: if someone else took the last place meanwhile, the batch
 * aborts and nothing changes.
 */
import { type AppointmentStatus, BookingError, type ConfirmationOutcome } from '../domain/appointment';
import type { PaymentSettlement } from '../domain/payment';
import { bookingFailure } from './appointments';

/**
 * A verified online payment for the booking `hash` (docs/decisions/0019). A booking still held is
 * confirmed. One whose hold ran out (held past its time, or already marked expired) takes its own
 * slots again in one batch, under the same capacity trigger: if someone else took the last place
 * meanwhile the batch aborts and nothing changes. Anything else (cancelled, past, paid by another
 * payment, switched to paying on site) is 'not_honoured'. The payment's order_ref is kept on the
 * booking, so the same payment settled again answers 'confirmed'. Null for an unknown hash.
 *
 * A family booking's one payment is made for the booker's booking and settles everyone's in the same
 * batch, all or none (docs/decisions/0048): the others follow once the booker's is marked as this
 * payment's, and a lapsed group takes all its slots again or none.
 */
export async function settleAppointmentPayment(
  db: D1Database,
  hash: string,
  orderRef: string,
  now: Date,
): Promise<PaymentSettlement | null> {
  const at = now.toISOString();
  const [held] = await db.batch([
    db
      .prepare(
        `UPDATE appointments SET status = 'confirmed', paid_order_ref = ?2, updated_at = ?3
         WHERE hash = ?1 AND status = 'held' AND payment_type = 'ONLINE' AND paid_order_ref IS NULL
           AND hold_expires_at > ?3`,
      )
      .bind(hash, orderRef, at),
    othersOfParty(db, hash, orderRef, at, ['held']),
  ]);
  if (held!.meta.changes) return 'confirmed';
  const { results: rows } = await db
    .prepare(
      `SELECT a.id, a.hash, a.status, a.payment_type, a.paid_order_ref, a.starts_at,
         (SELECT json_group_array(slot_minute) FROM (SELECT slot_minute FROM appointment_slots
          WHERE appointment_id = a.id ORDER BY slot_minute)) AS slots
       FROM appointments a
       WHERE a.hash = ?1 OR a.party_id = (SELECT party_id FROM appointments WHERE hash = ?1)
       ORDER BY a.hash = ?1 DESC, a.party_position`,
    )
    .bind(hash)
    .all<{
      id: number;
      hash: string;
      status: AppointmentStatus;
      payment_type: string;
      paid_order_ref: string | null;
      starts_at: string;
      slots: string;
    }>();
  const row = rows[0];
  if (!row) return null;
  if (row.paid_order_ref === orderRef) return 'confirmed';
  const lapsed = (booking: (typeof rows)[number]) =>
    (booking.status === 'held' || booking.status === 'expired') &&
    booking.payment_type === 'ONLINE' &&
    booking.paid_order_ref === null &&
    booking.starts_at > at;
  // A group is kept whole or not at all: one of its people past their time, or changed, stops it.
  if (!rows.every(lapsed)) return 'not_honoured';
  // Each statement after the first acts only once the first one has marked the booking as this payment's.
  try {
    const [retake] = await db.batch([
      db
        .prepare(
          `UPDATE appointments SET status = 'confirmed', paid_order_ref = ?2, updated_at = ?3
           WHERE hash = ?1 AND status IN ('held', 'expired') AND payment_type = 'ONLINE' AND paid_order_ref IS NULL
             AND starts_at > ?3`,
        )
        .bind(hash, orderRef, at),
      othersOfParty(db, hash, orderRef, at, ['held', 'expired']),
      db
        .prepare(
          `DELETE FROM appointment_slots WHERE appointment_id IN (SELECT id FROM appointments WHERE paid_order_ref = ?2
             AND (hash = ?1 OR party_id = (SELECT party_id FROM appointments WHERE hash = ?1)))`,
        )
        .bind(hash, orderRef),
      ...rows.map((booking) =>
        db
          .prepare(
            `INSERT INTO appointment_slots (appointment_id, location_id, date, slot_minute)
             SELECT a.id, a.location_id, a.date, s.value FROM appointments a, json_each(?3) s
             WHERE a.hash = ?1 AND a.paid_order_ref = ?2`,
          )
          .bind(booking.hash, orderRef, booking.slots),
      ),
    ]);
    return retake!.meta.changes ? 'retaken' : 'not_honoured';
  } catch (error) {
    if (bookingFailure(error) instanceof BookingError) return 'not_honoured';
    throw error;
  }
}

/**
 * The other people of the group of booking `hash` confirmed by the same payment, once that booking is
 * marked as this payment's (an earlier statement of the same batch); nothing for a single booking.
 */
const othersOfParty = (db: D1Database, hash: string, orderRef: string, at: string, from: AppointmentStatus[]) =>
  db
    .prepare(
      `UPDATE appointments SET status = 'confirmed', paid_order_ref = ?2, updated_at = ?3
       WHERE party_id = (SELECT party_id FROM appointments WHERE hash = ?1 AND paid_order_ref = ?2)
         AND hash != ?1 AND status IN (SELECT value FROM json_each(?4)) AND payment_type = 'ONLINE'
         AND paid_order_ref IS NULL AND starts_at > ?3`,
    )
    .bind(hash, orderRef, at, JSON.stringify(from));

/** Marks the held bookings whose hold ran out by `now` as expired; answers them. */
export async function expireAppointmentHolds(db: D1Database, now: Date): Promise<{ id: number; hash: string }[]> {
  const { results } = await db
    .prepare(
      `UPDATE appointments SET status = 'expired', updated_at = ?1
       WHERE status = 'held' AND hold_expires_at <= ?1 RETURNING id, hash`,
    )
    .bind(now.toISOString())
    .all<{ id: number; hash: string }>();
  return results;
}

/** A booking of `hash`'s group (or `hash` alone) as the confirmation reads it: state, start and slots. */
interface HeldRow {
  id: number;
  status: AppointmentStatus;
  payment_type: string;
  hold_expires_at: string | null;
  starts_at: string;
  slots: string;
}

/**
 * The patient confirmed the on-site booking `hash` from its mail (decision 0050). The booking and the
 * rest of its group still held on site are confirmed at once while the hold lasts. A hold that ran out
 * (held past its time, or marked expired) takes its slots again, all of the group's or none, if nobody
 * took them meanwhile ('retaken', else 'not_honoured'). A confirmed one answers 'confirmed' again; a
 * cancelled, started or online one is 'not_confirmable'. Null for an unknown hash.
 */
export async function confirmOnSiteAppointment(
  db: D1Database,
  hash: string,
  now: Date,
): Promise<ConfirmationOutcome | null> {
  const at = now.toISOString();
  const { results: rows } = await db
    .prepare(
      `SELECT a.id, a.status, a.payment_type, a.hold_expires_at, a.starts_at,
         (SELECT json_group_array(slot_minute) FROM (SELECT slot_minute FROM appointment_slots
          WHERE appointment_id = a.id ORDER BY slot_minute)) AS slots
       FROM appointments a
       WHERE a.hash = ?1 OR a.party_id = (SELECT party_id FROM appointments WHERE hash = ?1 AND party_position = 0)
       ORDER BY a.hash = ?1 DESC, a.party_position`,
    )
    .bind(hash)
    .all<HeldRow>();
  const own = rows[0];
  if (!own) return null;
  if (own.status === 'confirmed' && own.payment_type === 'ONSITE') return 'confirmed';
  const waiting = rows.filter(
    (row) => (row.status === 'held' || row.status === 'expired') && row.payment_type === 'ONSITE' && row.starts_at > at,
  );
  if (!waiting.includes(own)) return 'not_confirmable';
  const ids = JSON.stringify(waiting.map((row) => row.id));
  const confirm = db
    .prepare(
      `UPDATE appointments SET status = 'confirmed', hold_expires_at = NULL, updated_at = ?2
       WHERE id IN (SELECT value FROM json_each(?1)) AND status IN ('held', 'expired') AND payment_type = 'ONSITE'`,
    )
    .bind(ids, at);
  if (waiting.every((row) => row.status === 'held' && (row.hold_expires_at ?? '') > at)) {
    await confirm.run();
    return 'confirmed';
  }
  // The hold ran out: the slots are taken again under the capacity trigger, the whole group or nobody.
  try {
    await db.batch([
      confirm,
      db.prepare('DELETE FROM appointment_slots WHERE appointment_id IN (SELECT value FROM json_each(?1))').bind(ids),
      ...waiting.map((row) =>
        db
          .prepare(
            `INSERT INTO appointment_slots (appointment_id, location_id, date, slot_minute)
             SELECT a.id, a.location_id, a.date, s.value FROM appointments a, json_each(?2) s WHERE a.id = ?1`,
          )
          .bind(row.id, row.slots),
      ),
    ]);
    return 'retaken';
  } catch (error) {
    if (bookingFailure(error) instanceof BookingError) return 'not_honoured';
    throw error;
  }
}
