-- Family bookings (issue 17 point 3; docs/decisions/0048-family-booking.md): up to 5 people booked
-- together at one location, at the same or adjacent times, paid once.
--
-- Each person is an appointment of their own, with their own examinations, patient data, slot rows and
-- hash (manage links), so capacity counts each person through the appointment_slots_capacity trigger
-- (migrations/0004) exactly as it counts single bookings, and a group's rows are written in one D1
-- batch: a full slot aborts the whole group. party_id ties the people of one booking together (random,
-- not a secret: it opens nothing); party_position 0 is the booker, whose booking carries the payment,
-- the invoice and the coupon, 1–4 the others in the order booked. A single booking has both NULL.
ALTER TABLE appointments ADD COLUMN party_id TEXT CHECK (party_id IS NULL OR length(party_id) >= 16);
ALTER TABLE appointments ADD COLUMN party_position INTEGER
  CHECK ((party_id IS NULL) = (party_position IS NULL) AND (party_position IS NULL OR party_position BETWEEN 0 AND 4));
CREATE UNIQUE INDEX appointments_party ON appointments (party_id, party_position) WHERE party_id IS NOT NULL;

-- One payment pays for a whole group; what each person's booking is worth of it, so that a person
-- cancelled in time gets back their own share and no more (docs/decisions/0019: a paid booking
-- cancelled before the cut-off is refunded). Written when the payment starts; a single booking's
-- payment has no shares and is refunded whole, as before.
CREATE TABLE payment_shares (
  payment_id INTEGER NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  appointment_hash TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (payment_id, appointment_hash)
) WITHOUT ROWID;
CREATE INDEX payment_shares_appointment ON payment_shares (appointment_hash);

-- Refunds were one per payment (migrations/0010). A group's payment may be refunded in parts, one per
-- person cancelled, so a refund is now one per payment and booking. SQLite cannot change a UNIQUE
-- constraint in place: the table is rebuilt with its rows, ids and indexes.
CREATE TABLE refunds_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  payment_id INTEGER NOT NULL REFERENCES payments (id),
  appointment_hash TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  reason TEXT NOT NULL CHECK (reason IN ('not_honoured', 'cancelled')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'refused')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  refund_transaction_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  accepted_at TEXT,
  UNIQUE (payment_id, appointment_hash)
);
INSERT INTO refunds_new SELECT id, payment_id, appointment_hash, amount, reason, status, attempts, last_error,
  next_attempt_at, refund_transaction_id, created_at, updated_at, accepted_at FROM refunds;
DROP TABLE refunds;
ALTER TABLE refunds_new RENAME TO refunds;
CREATE INDEX refunds_due ON refunds (status, next_attempt_at);
CREATE INDEX refunds_appointment ON refunds (appointment_hash);
