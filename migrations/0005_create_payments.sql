-- Online payments of held bookings (DESIGN.md, Ports: payment gateway). One row per attempt: a failed or
-- abandoned attempt stays, and the payer may start another with a new order_ref. The booking is
-- confirmed only by a verified IPN, never by the back URL. The first IPN sets ipn_received_at; every
-- write the IPN makes is conditional on it being NULL, so a repeated IPN changes nothing and is answered
-- with the same receiveDate.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  appointment_id INTEGER NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  provider TEXT NOT NULL CHECK (provider IN ('simplepay', 'sandbox')),
  -- Our reference sent to the gateway; the IPN and the back URL name the payment by it.
  order_ref TEXT NOT NULL UNIQUE,
  -- The gateway's id, known once the start call has answered.
  transaction_id TEXT,
  status TEXT NOT NULL DEFAULT 'started'
    CHECK (status IN ('started', 'succeeded', 'failed', 'timeout', 'cancelled')),
  -- Forints, the appointment's total when the payment started.
  amount INTEGER NOT NULL CHECK (amount >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ipn_received_at TEXT,
  -- What a successful IPN did to the booking: 'confirmed', or 'hold_expired' when the hold had run out
  -- (or the booking was no longer held) — paid but not booked, left for the refund path.
  booking_outcome TEXT CHECK (booking_outcome IN ('confirmed', 'hold_expired'))
);
CREATE INDEX payments_appointment ON payments (appointment_id);
CREATE UNIQUE INDEX payments_transaction ON payments (provider, transaction_id);

-- The embedded sandbox gateway's own side (PAYMENT_GATEWAY = "sandbox"): what a real gateway would
-- keep about a transaction, so that its hosted page can finish it and sign the back URL and the IPN.
CREATE TABLE payment_sandbox_transactions (
  transaction_id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  order_ref TEXT NOT NULL UNIQUE,
  total INTEGER NOT NULL,
  currency TEXT NOT NULL,
  back_url TEXT NOT NULL,
  timeout TEXT NOT NULL,
  -- NULL while the payer has not chosen; then SUCCESS, FAIL, TIMEOUT or CANCEL, once.
  outcome TEXT CHECK (outcome IN ('SUCCESS', 'FAIL', 'TIMEOUT', 'CANCEL')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- SimplePay transaction ids are nine-digit numbers; the sandbox's look alike.
INSERT INTO sqlite_sequence (name, seq) VALUES ('payment_sandbox_transactions', 500000000);
