-- Payments belong to the site, appointments to the laboratory backend (DESIGN.md, Ports): with
-- LAB_BACKEND "http" the appointment a payment pays for lives in the laboratory system, so the payments
-- table keeps the booking's id, hash and language itself and has no foreign key into appointments.
-- booking_outcome says what the laboratory backend made of a successful payment: 'confirmed' (the held
-- booking), 'retaken' (its hold had run out and the same slot was taken again), 'not_honoured' (the
-- slot was gone, the booking cancelled or already paid otherwise: the payment is refunded). NULL while
-- a succeeded payment has not been settled yet (the backend did not answer; the IPN or the cron retry).
CREATE TABLE payments_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  appointment_id INTEGER NOT NULL,
  appointment_hash TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'hu' CHECK (language IN ('hu', 'en')),
  provider TEXT NOT NULL CHECK (provider IN ('simplepay', 'sandbox')),
  order_ref TEXT NOT NULL UNIQUE,
  transaction_id TEXT,
  status TEXT NOT NULL DEFAULT 'started'
    CHECK (status IN ('started', 'succeeded', 'failed', 'timeout', 'cancelled')),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ipn_received_at TEXT,
  booking_outcome TEXT CHECK (booking_outcome IN ('confirmed', 'retaken', 'not_honoured'))
);
INSERT INTO payments_new (id, appointment_id, appointment_hash, language, provider, order_ref, transaction_id,
    status, amount, created_at, updated_at, ipn_received_at, booking_outcome)
  SELECT p.id, p.appointment_id, COALESCE(a.hash, ''), COALESCE(a.language, 'hu'), p.provider, p.order_ref,
    p.transaction_id, p.status, p.amount, p.created_at, p.updated_at, p.ipn_received_at,
    CASE p.booking_outcome WHEN 'hold_expired' THEN 'not_honoured' ELSE p.booking_outcome END
  FROM payments p LEFT JOIN appointments a ON a.id = p.appointment_id;
DROP TABLE payments;
ALTER TABLE payments_new RENAME TO payments;
CREATE INDEX payments_appointment ON payments (appointment_hash);
CREATE UNIQUE INDEX payments_transaction ON payments (provider, transaction_id);

-- The embedded engine remembers which payment confirmed a booking, so the same payment settled twice
-- (a repeated IPN after a lost answer) is recognised, and a second payment is not taken as the first.
ALTER TABLE appointments ADD COLUMN paid_order_ref TEXT;

-- Refunds (docs/decisions/0019): one per payment, always of the whole amount. 'pending' until the
-- gateway accepts it, retried by the cron with backoff; 'accepted' once it did; 'refused' when the
-- gateway gave a final no (an operator must act; logged).
CREATE TABLE refunds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  payment_id INTEGER NOT NULL UNIQUE REFERENCES payments (id),
  appointment_hash TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- 'not_honoured' (paid for a booking that could not be kept) or 'cancelled' (the patient cancelled in time).
  reason TEXT NOT NULL CHECK (reason IN ('not_honoured', 'cancelled')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'refused')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  refund_transaction_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  accepted_at TEXT
);
CREATE INDEX refunds_due ON refunds (status, next_attempt_at);
CREATE INDEX refunds_appointment ON refunds (appointment_hash);
