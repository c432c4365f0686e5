-- What the site asks its invoicing port to issue, and how far each request got (issue 27 point 2;
-- docs/decisions/0066). One row per settlement: a succeeded online payment, an accepted refund, an on-site
-- payment recorded by the lab. Written in the same step as the settlement is recorded, then tried at once
-- and by the cron with backoff until the port issues it; a failure never blocks the booking or the money.
-- Whichever port INVOICING names (embedded or számlázz.hu), the booking's invoices are found here.
CREATE TABLE invoice_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The port's idempotency key (src/backends/invoicing/port.ts): a payment's order ref, a refund's
  -- "<payment order ref>-R<refund id>", an on-site payment's "<booking id>-H<…>". The same ref never
  -- gives a second invoice, however often a lost answer is retried.
  order_ref TEXT NOT NULL UNIQUE CHECK (length(order_ref) <= 50),
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'correction')),
  -- The booking it is for (a family's: the booker's, which carries the payment and the invoice details).
  appointment_hash TEXT NOT NULL,
  payment_id INTEGER REFERENCES payments (id),
  refund_id INTEGER UNIQUE REFERENCES refunds (id),
  -- A correction's invoice request: what it reverses or modifies.
  corrects_id INTEGER REFERENCES invoice_requests (id),
  -- Forints: an invoice's gross, or the refunded amount a correction takes off.
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- The invoice draft (JSON, src/domain/invoice.ts InvoiceDraft) fixed when the money moved: a later edit
  -- of the booking's invoice details or prices does not change what is invoiced for that payment.
  -- A correction has none: it is made from the invoice it corrects.
  draft TEXT,
  -- Budapest date of the settlement: the fulfilment date a correction states.
  settled_on TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'issued', 'refused')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- The issued invoice as the port answered it the first time (JSON, IssuedInvoice): számlázz.hu cannot
  -- tell its issue date again later, and a correction needs the original's lines.
  invoice TEXT,
  number TEXT UNIQUE,
  -- The secret of the download link (/szamla/<token>): 32 random bytes, base64url; opens this PDF only.
  token TEXT NOT NULL UNIQUE,
  -- Set when the patient has been mailed the link.
  mailed_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((kind = 'invoice') = (corrects_id IS NULL)),
  CHECK ((kind = 'invoice') = (draft IS NOT NULL)),
  CHECK ((status = 'issued') = (invoice IS NOT NULL AND number IS NOT NULL))
);
CREATE INDEX invoice_requests_due ON invoice_requests (status, next_attempt_at);
CREATE INDEX invoice_requests_booking ON invoice_requests (appointment_hash);
CREATE UNIQUE INDEX invoice_requests_payment ON invoice_requests (payment_id) WHERE kind = 'invoice' AND payment_id IS NOT NULL;
