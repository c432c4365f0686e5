-- Places held before anybody committed to them (issue 24 point 1; docs/decisions/0050): an unpaid online
-- booking, an on-site booking not yet confirmed from its mail. Each create claims its places for every
-- subject it names (the client's address and browser, each e-mail address, phone and TAJ number, as keyed
-- hashes: src/lib/subjectHash.ts) before the booking is made, in one batch: the trigger below refuses the
-- whole batch when one subject would hold more than its limit, so parallel requests cannot all slip under
-- it, as the capacity trigger (migrations/0004) keeps parallel bookings from overbooking a slot.
--
-- Kept by the site whichever laboratory backend holds the booking: with LAB_BACKEND = "http" the holds
-- live in the laboratory system, but the site is where patients' requests arrive.
CREATE TABLE hold_claims (
  -- The create's idempotency key: a repeated request finds its claims and claims nothing twice.
  booking_key TEXT NOT NULL,
  -- 'kind:hash', never the value itself.
  subject TEXT NOT NULL,
  places INTEGER NOT NULL CHECK (places BETWEEN 1 AND 5),
  -- The limits in force when claimed (src/domain/holdLimits.ts), so the trigger needs no settings table.
  at_once INTEGER NOT NULL CHECK (at_once >= 1),
  per_day INTEGER NOT NULL CHECK (per_day >= at_once),
  -- The booker's booking once made (a family booking's whole group is one create), and its group.
  appointment_hash TEXT,
  party_id TEXT,
  -- UTC ISO-8601 instants, the request's clock: the hold counts until expires_at unless given up.
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- NULL while held; 'cancelled' still counts towards the day (no renewing a hold for ever);
  -- 'confirmed' (paid, or confirmed from the mail) never counts again.
  outcome TEXT CHECK (outcome IN ('cancelled', 'confirmed')),
  PRIMARY KEY (booking_key, subject)
) WITHOUT ROWID;
CREATE INDEX hold_claims_subject ON hold_claims (subject, created_at);
CREATE INDEX hold_claims_appointment ON hold_claims (appointment_hash);
CREATE INDEX hold_claims_party ON hold_claims (party_id) WHERE party_id IS NOT NULL;

CREATE TRIGGER hold_claims_limit
BEFORE INSERT ON hold_claims
BEGIN
  SELECT RAISE(ABORT, 'hold_limit')
  WHERE (
    SELECT COALESCE(SUM(places), 0) FROM hold_claims
    WHERE subject = NEW.subject AND outcome IS NULL AND expires_at > NEW.created_at
  ) + NEW.places > NEW.at_once
  OR (
    SELECT COALESCE(SUM(places), 0) FROM hold_claims
    WHERE subject = NEW.subject AND outcome IS NOT 'confirmed'
      AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', NEW.created_at, '-1 day')
  ) + NEW.places > NEW.per_day;
END;
