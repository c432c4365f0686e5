import { type Appointment, type AppointmentStatus, BookingError, type PartyPerson } from '../domain/appointment';
import { bookingReference } from '../domain/bookingReference';
import { clockTime } from '../domain/slots';

/**
 * Appointments in D1 (migrations/0004_create_booking.sql). Capacity is never checked here: every write
 * that occupies slots is one `db.batch` (one transaction), and the appointment_slots_capacity trigger
 * aborts it when a slot is full, as coupon_redemptions_limit does when a coupon is used up. Nothing of
 * an aborted batch is kept, so a failed move leaves the booking where it was.
 */
type Row = Record<string, unknown>;

/** Where and when a booking sits, and the slot starts (Budapest minutes) it occupies. */
export interface AppointmentPlace {
  location_id: number;
  date: string;
  start_minute: number;
  duration_minutes: number;
  starts_at: string;
  slots: number[];
}

/** What the server priced; stored with the booking and changed only by a re-pricing update. */
export type AppointmentPricing = Pick<
  Appointment,
  'examinations' | 'parameters' | 'items_total' | 'sampling_fee' | 'discount' | 'total'
>;

export interface NewAppointment
  extends
    AppointmentPlace,
    AppointmentPricing,
    Pick<Appointment, 'hash' | 'hold_expires_at' | 'payment_type' | 'language' | 'person' | 'invoice'> {
  idempotency_key: string;
  /** SHA-256 (hex) of the canonical request the booking was made from (docs/decisions/0017). */
  request_fingerprint: string;
  status: 'held' | 'confirmed';
  coupon_code: string | null;
  coupon_id: number | null;
  /** A family booking's group and this person's place in it (migrations/0018); absent for one person. */
  party?: { id: string; position: number };
}

export interface AppointmentUpdate extends AppointmentPricing, Pick<Appointment, 'person' | 'invoice'> {
  /** A new place; absent keeps location, date, time and slots. */
  place?: AppointmentPlace;
  /**
   * A held online booking becomes an on-site one, if its hold has not run out meanwhile: confirmed, or
   * (`until` set) held until then for its patient's confirmation from the mail (decision 0050).
   */
  payOnSite?: { until: string | null };
}

/**
 * A booking's row, with its group's size and the total of its live bookings when it has one
 * (migrations/0018; each through the appointments_party index). Every read of a booking uses it.
 */
const SELECT_APPOINTMENT = `SELECT a.*,
    (SELECT COUNT(*) FROM appointments m WHERE m.party_id = a.party_id) AS party_size,
    (SELECT COALESCE(SUM(m.total), 0) FROM appointments m
     WHERE m.party_id = a.party_id AND m.status IN ('held', 'confirmed')) AS party_total
  FROM appointments a`;

function toAppointment(row: Row): Appointment {
  const json = <T>(column: string) => JSON.parse(row[column] as string) as T;
  const party =
    typeof row.party_id === 'string'
      ? {
          party: {
            id: row.party_id,
            position: row.party_position as number,
            size: (row.party_size as number | undefined) ?? 1,
            total: (row.party_total as number | undefined) ?? (row.total as number),
          },
        }
      : {};
  return {
    id: row.id as number,
    hash: row.hash as string,
    reference: row.reference as string,
    status: row.status as AppointmentStatus,
    location_id: row.location_id as number,
    date: row.date as string,
    time: clockTime(row.start_minute as number),
    minute: row.start_minute as number,
    starts_at: row.starts_at as string,
    duration_minutes: row.duration_minutes as number,
    hold_expires_at: row.hold_expires_at as string | null,
    payment_type: row.payment_type as Appointment['payment_type'],
    language: row.language as Appointment['language'],
    examinations: json('examinations'),
    parameters: json('parameters'),
    person: json('person'),
    invoice: json('invoice'),
    coupon_code: row.coupon_code as string | null,
    items_total: row.items_total as number,
    sampling_fee: row.sampling_fee as number,
    discount: row.discount as number,
    total: row.total as number,
    created_at: row.created_at as string,
    ...party,
  };
}

/** The trigger's abort, as the booking error it means; any other failure is returned unchanged. */
export function bookingFailure(error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('slot_full')) return new BookingError('slot_full', 'The chosen time has just filled up');
  if (message.includes('coupon_exhausted')) return new BookingError('coupon_exhausted', 'This coupon has been used up');
  return error;
}

/** A second create with the same idempotency key lost the race to the first one. */
export const isDuplicateKey = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: appointments\.idempotency_key/.test(error.message);

/** One row per occupied slot, read back from the appointment so the batch needs no id in advance. */
const insertSlots = (db: D1Database, hash: string, slots: number[]) =>
  db
    .prepare(
      `INSERT INTO appointment_slots (appointment_id, location_id, date, slot_minute)
       SELECT a.id, a.location_id, a.date, s.value FROM appointments a, json_each(?2) s WHERE a.hash = ?1`,
    )
    .bind(hash, JSON.stringify(slots));

const pricingValues = (p: AppointmentPricing) => [
  JSON.stringify(p.examinations),
  JSON.stringify(p.parameters),
  p.items_total,
  p.sampling_fee,
  p.discount,
  p.total,
];

/** The statements that store one booking with its slots and coupon redemption. */
function insertStatements(db: D1Database, a: NewAppointment): D1PreparedStatement[] {
  const insert = db
    .prepare(
      `INSERT INTO appointments (hash, idempotency_key, location_id, date, start_minute, duration_minutes,
         starts_at, status, hold_expires_at, payment_type, language, person, invoice, coupon_code,
         examinations, parameters, items_total, sampling_fee, discount, total, request_fingerprint, party_id,
         party_position, reference)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22,
         ?23, ?24)
       RETURNING *`,
    )
    .bind(
      ...[a.hash, a.idempotency_key, a.location_id, a.date, a.start_minute, a.duration_minutes, a.starts_at],
      ...[a.status, a.hold_expires_at, a.payment_type, a.language, JSON.stringify(a.person)],
      ...[JSON.stringify(a.invoice), a.coupon_code, ...pricingValues(a), a.request_fingerprint],
      ...[a.party?.id ?? null, a.party?.position ?? null, bookingReference()],
    );
  const statements = [insert, insertSlots(db, a.hash, a.slots)];
  if (a.coupon_id !== null) {
    statements.push(
      db
        .prepare(
          'INSERT INTO coupon_redemptions (coupon_id, appointment_id) SELECT ?1, id FROM appointments WHERE hash = ?2',
        )
        .bind(a.coupon_id, a.hash),
    );
  }
  return statements;
}

/** A reference drawn twice (decision 0056): the batch left nothing behind, so it is stored again with another. */
const referenceClash = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: appointments\.reference/.test(error.message);

/** Runs a batch that stores bookings, drawing new references after a clash (at most three tries). */
async function storing<T>(write: () => Promise<T>, tries = 3): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (referenceClash(error) && tries > 1) return storing(write, tries - 1);
    throw bookingFailure(error);
  }
}

/** Stores a booking with its slots and coupon redemption, all or nothing. */
export async function insertAppointment(db: D1Database, a: NewAppointment): Promise<Appointment> {
  const [stored] = await storing(() => db.batch<Row>(insertStatements(db, a)));
  return toAppointment(stored!.results[0]!);
}

/**
 * Stores a family booking (docs/decisions/0048): every person's booking, slots and the booker's coupon
 * redemption in one batch, so one transaction. Each person's slot rows pass the capacity trigger on their
 * own, after those of the people before them in the same batch: a slot without room for everyone aborts
 * the whole group, and nothing of it is kept. Answers the booker's booking with everyone in it.
 */
export async function insertParty(db: D1Database, people: NewAppointment[]): Promise<Appointment> {
  await storing(() => db.batch(people.flatMap((person) => insertStatements(db, person))));
  return (await findAppointmentByHash(db, people[0]!.hash))!;
}

const findRow = (db: D1Database, column: 'hash' | 'idempotency_key', value: string) =>
  db.prepare(`${SELECT_APPOINTMENT} WHERE a.${column} = ?1`).bind(value).first<Row>();

/** A person of the group as the others' links see them: no hash, no contact (docs/decisions/0055). */
const partyPerson = (a: Appointment): PartyPerson => ({
  position: a.party?.position ?? 0,
  first_name: a.person.first_name,
  last_name: a.person.last_name,
  status: a.status,
  location_id: a.location_id,
  date: a.date,
  minute: a.minute,
  time: a.time,
  package_ids: a.examinations.map((item) => item.id),
  test_ids: a.parameters.map((item) => item.id),
});

/**
 * A booking; one of a group says who is still booked in it and when (party.people), and the booker's
 * lists everyone booked with them (party.members).
 */
async function withMembers(db: D1Database, row: Row): Promise<Appointment> {
  const appointment = toAppointment(row);
  if (!appointment.party) return appointment;
  const all = await findPartyBookings(db, appointment.party.id);
  const people = all.filter((member) => member.status === 'held' || member.status === 'confirmed').map(partyPerson);
  return {
    ...appointment,
    party: { ...appointment.party, people, ...(appointment.party.position === 0 ? { members: all } : {}) },
  };
}

/** Every booking of a group, in position order (each without the group's lists). */
export async function findPartyBookings(db: D1Database, partyId: string): Promise<Appointment[]> {
  const { results } = await db
    .prepare(`${SELECT_APPOINTMENT} WHERE a.party_id = ?1 ORDER BY a.party_position`)
    .bind(partyId)
    .all<Row>();
  return results.map(toAppointment);
}

/**
 * Everyone booked together with the booking `hash`, itself included, in position order, in one query;
 * [] for an unknown hash or a booking of one person.
 */
export async function findPartyBookingsOf(db: D1Database, hash: string): Promise<Appointment[]> {
  const { results } = await db
    .prepare(
      `${SELECT_APPOINTMENT} WHERE a.party_id = (SELECT party_id FROM appointments WHERE hash = ?1)
       ORDER BY a.party_position`,
    )
    .bind(hash)
    .all<Row>();
  return results.map(toAppointment);
}

export async function findAppointmentByHash(db: D1Database, hash: string): Promise<Appointment | null> {
  const row = await findRow(db, 'hash', hash);
  return row ? withMembers(db, row) : null;
}

/**
 * The booking an idempotency key made, with the fingerprint of the request it was made from (null for
 * a booking stored before requests were fingerprinted, migrations/0011).
 */
export async function findAppointmentByKey(
  db: D1Database,
  key: string,
): Promise<{ appointment: Appointment; fingerprint: string | null } | null> {
  const row = await findRow(db, 'idempotency_key', key);
  return row
    ? { appointment: await withMembers(db, row), fingerprint: row.request_fingerprint as string | null }
    : null;
}

/** The statement that writes a booking's new prices, data and place (its slot rows are the caller's). */
function updateStatement(db: D1Database, hash: string, change: AppointmentUpdate): D1PreparedStatement {
  const place = change.place;
  return db
    .prepare(
      `UPDATE appointments SET person = ?2, invoice = ?3, examinations = ?4, parameters = ?5, items_total = ?6,
         sampling_fee = ?7, discount = ?8, total = ?9, date = COALESCE(?10, date),
         start_minute = COALESCE(?11, start_minute), duration_minutes = COALESCE(?12, duration_minutes),
         starts_at = COALESCE(?13, starts_at), location_id = COALESCE(?14, location_id),
         payment_type = CASE WHEN ?15 THEN 'ONSITE' ELSE payment_type END,
         status = CASE WHEN ?15 THEN (CASE WHEN ?16 IS NULL THEN 'confirmed' ELSE 'held' END) ELSE status END,
         hold_expires_at = CASE WHEN ?15 THEN ?16 ELSE hold_expires_at END,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE hash = ?1 AND (NOT ?15 OR (status = 'held' AND hold_expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`,
    )
    .bind(
      ...[hash, JSON.stringify(change.person), JSON.stringify(change.invoice), ...pricingValues(change)],
      ...[place?.date ?? null, place?.start_minute ?? null, place?.duration_minutes ?? null, place?.starts_at ?? null],
      place?.location_id ?? null,
      change.payOnSite ? 1 : 0,
      change.payOnSite?.until ?? null,
    );
}

const deleteSlots = (db: D1Database, hash: string) =>
  db
    .prepare('DELETE FROM appointment_slots WHERE appointment_id = (SELECT id FROM appointments WHERE hash = ?1)')
    .bind(hash);

/**
 * Re-prices a booking, replaces person and invoice and, with a new place (another time, or another
 * location too), moves its slots: the old rows go and the new ones come in the same batch, read from
 * the updated row, so a full target aborts and nothing changes.
 */
export async function updateAppointment(db: D1Database, hash: string, change: AppointmentUpdate): Promise<void> {
  const place = change.place;
  const update = updateStatement(db, hash, change);
  const move = place
    ? [deleteSlots(db, hash), update, insertSlots(db, hash, place.slots)]
    : change.payOnSite
      ? [update, partyPaysOnSite(db, hash, change.payOnSite.until)]
      : [update];
  let results: D1Result[];
  try {
    results = await db.batch(move);
  } catch (error) {
    throw bookingFailure(error);
  }
  if (!results[place ? 1 : 0]!.meta.changes) {
    throw new BookingError('not_bookable', 'The booking is no longer waiting for its online payment');
  }
}

/**
 * Moves several bookings at once (a family booking moving together, docs/decisions/0055): every old slot
 * row goes first, then each booking's new place and slots, all in one batch, so the capacity trigger
 * counts each person after those before them and a slot without room for everyone aborts the whole
 * move: everyone moves or nobody does.
 */
export async function moveAppointments(
  db: D1Database,
  moves: { hash: string; change: AppointmentUpdate; place: AppointmentPlace }[],
): Promise<void> {
  try {
    await db.batch([
      ...moves.map(({ hash }) => deleteSlots(db, hash)),
      ...moves.flatMap(({ hash, change, place }) => [
        updateStatement(db, hash, { ...change, place }),
        insertSlots(db, hash, place.slots),
      ]),
    ]);
  } catch (error) {
    throw bookingFailure(error);
  }
}

/**
 * The rest of a family booking follows its booking `hash` that has just switched to paying on site in
 * the same batch (docs/decisions/0048): a group waiting for its one payment is one purchase.
 */
const partyPaysOnSite = (db: D1Database, hash: string, until: string | null) =>
  db
    .prepare(
      `UPDATE appointments SET payment_type = 'ONSITE', status = CASE WHEN ?2 IS NULL THEN 'confirmed' ELSE 'held' END,
         hold_expires_at = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE party_id = (SELECT party_id FROM appointments WHERE hash = ?1 AND payment_type = 'ONSITE')
         AND hash != ?1 AND status = 'held' AND payment_type = 'ONLINE'`,
    )
    .bind(hash, until);

/**
 * Cancels a held or confirmed booking and answers its status afterwards (a cancelled or expired one
 * stays as it is); null for an unknown hash. Its slots stay for the record: the capacity trigger and
 * the availability engine count only confirmed and unexpired held bookings. A family booking still
 * waiting for its one payment is one purchase: cancelling anyone's cancels everyone's (the summary
 * replaces it whole); once confirmed, each person's booking is cancelled on its own (docs/decisions/0048).
 */
export async function cancelAppointment(db: D1Database, hash: string): Promise<AppointmentStatus | null> {
  const [, , current] = await db.batch<{ status: AppointmentStatus }>([
    db
      .prepare(
        `UPDATE appointments SET status = 'cancelled', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE party_id = (SELECT party_id FROM appointments WHERE hash = ?1 AND status = 'held')
           AND hash != ?1 AND status = 'held'`,
      )
      .bind(hash),
    db
      .prepare(
        `UPDATE appointments SET status = 'cancelled', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE hash = ?1 AND status IN ('held', 'confirmed')`,
      )
      .bind(hash),
    db.prepare('SELECT status FROM appointments WHERE hash = ?1').bind(hash),
  ]);
  return current!.results[0]?.status ?? null;
}

/** A booking by its id (the staff area names bookings by id; patients by hash). */
export async function findAppointmentById(db: D1Database, id: number): Promise<Appointment | null> {
  const row = await db.prepare(`${SELECT_APPOINTMENT} WHERE a.id = ?1`).bind(id).first<Row>();
  return row ? toAppointment(row) : null;
}

/** A booking by the reference people read out ('PL-7K3M-Q9TX'). */
export async function findAppointmentByReference(db: D1Database, reference: string): Promise<Appointment | null> {
  const row = await db.prepare(`${SELECT_APPOINTMENT} WHERE a.reference = ?1`).bind(reference).first<Row>();
  return row ? toAppointment(row) : null;
}

/** The confirmed bookings of one location on a Budapest date, in time order (the staff's day sheet). */
export async function confirmedAppointmentsAt(
  db: D1Database,
  locationId: number,
  date: string,
): Promise<Appointment[]> {
  const { results } = await db
    .prepare(
      `${SELECT_APPOINTMENT} WHERE a.status = 'confirmed' AND a.location_id = ?1 AND a.date = ?2
       ORDER BY a.start_minute, a.party_id, a.party_position, a.id`,
    )
    .bind(locationId, date)
    .all<Row>();
  return results.map(toAppointment);
}

/** The confirmed bookings of a Budapest date. */
export async function confirmedAppointmentsOn(db: D1Database, date: string): Promise<Appointment[]> {
  const { results } = await db
    .prepare(`${SELECT_APPOINTMENT} WHERE a.status = 'confirmed' AND a.date = ?1 ORDER BY a.starts_at`)
    .bind(date)
    .all<Row>();
  return results.map(toAppointment);
}
