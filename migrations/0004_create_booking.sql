-- The embedded booking engine (DESIGN.md, Booking engine rules): per-location slot settings, closures,
-- the calendar exceptions Hungary sets by decree each year, appointments with the slots they occupy,
-- and coupons. Wall-clock dates and minutes are Europe/Budapest; instants are UTC ISO-8601 text.

CREATE TABLE lab_location_schedules (
  location_id INTEGER PRIMARY KEY REFERENCES lab_locations (id) ON DELETE CASCADE,
  slot_minutes INTEGER NOT NULL DEFAULT 10 CHECK (slot_minutes BETWEEN 5 AND 60),
  capacity_per_slot INTEGER NOT NULL DEFAULT 2 CHECK (capacity_per_slot >= 1),
  -- The earliest bookable start is this many minutes after now.
  lead_time_minutes INTEGER NOT NULL DEFAULT 120 CHECK (lead_time_minutes >= 0),
  -- Bookable days from today on.
  horizon_days INTEGER NOT NULL DEFAULT 60 CHECK (horizon_days BETWEEN 1 AND 365)
);

-- A day a location (or, with location_id NULL, every location) is closed: renovation, training, ...
CREATE TABLE lab_closures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  location_id INTEGER REFERENCES lab_locations (id) ON DELETE CASCADE,
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  reason TEXT NOT NULL DEFAULT ''
);
CREATE INDEX lab_closures_date ON lab_closures (date);

-- Exceptions to the weekly rhythm that the holiday library cannot know (áthelyezett munkanapok and
-- pihenőnapok, set by decree each year): 'working_day' opens a Saturday with the plan of `plan_weekday`
-- (1 = Monday … 7 = Sunday; the weekday it stands in for), 'rest_day' closes a bridge day. Operators
-- add next year's rows when the decree is out.
CREATE TABLE calendar_exceptions (
  date TEXT PRIMARY KEY CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  kind TEXT NOT NULL CHECK (kind IN ('working_day', 'rest_day')),
  plan_weekday INTEGER CHECK (plan_weekday BETWEEN 1 AND 7),
  note TEXT NOT NULL DEFAULT ''
);

CREATE TABLE appointments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The manage-by-link secret: at least 128 random bits, base64url.
  hash TEXT NOT NULL UNIQUE CHECK (length(hash) >= 22),
  -- The client's key for this create; a repeated create answers with the same appointment.
  idempotency_key TEXT NOT NULL UNIQUE,
  location_id INTEGER NOT NULL REFERENCES lab_locations (id),
  date TEXT NOT NULL,
  start_minute INTEGER NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
  starts_at TEXT NOT NULL,
  -- 'held' (online payment pending, until hold_expires_at), 'confirmed', 'cancelled', 'expired'.
  status TEXT NOT NULL CHECK (status IN ('held', 'confirmed', 'cancelled', 'expired')),
  hold_expires_at TEXT,
  payment_type TEXT NOT NULL CHECK (payment_type IN ('ONLINE', 'ONSITE')),
  language TEXT NOT NULL DEFAULT 'hu' CHECK (language IN ('hu', 'en')),
  -- What was booked and for whom, as submitted and validated; prices as computed by the server.
  examinations TEXT NOT NULL CHECK (json_valid(examinations)),
  parameters TEXT NOT NULL CHECK (json_valid(parameters)),
  person TEXT NOT NULL CHECK (json_valid(person)),
  invoice TEXT NOT NULL CHECK (json_valid(invoice)),
  coupon_code TEXT,
  items_total INTEGER NOT NULL,
  sampling_fee INTEGER NOT NULL,
  discount INTEGER NOT NULL DEFAULT 0,
  total INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX appointments_location_date ON appointments (location_id, date);

-- One row per slot an appointment occupies (a glucose load test occupies several in a row).
CREATE TABLE appointment_slots (
  appointment_id INTEGER NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  location_id INTEGER NOT NULL,
  date TEXT NOT NULL,
  slot_minute INTEGER NOT NULL,
  PRIMARY KEY (appointment_id, slot_minute)
);
CREATE INDEX appointment_slots_lookup ON appointment_slots (location_id, date, slot_minute);

-- Capacity is enforced by the database, never by check-then-insert (DESIGN.md): a slot row that would
-- exceed the location's capacity aborts the whole batch that creates or moves the appointment. Held
-- appointments count until their hold expires; cancelled and expired ones never do.
CREATE TRIGGER appointment_slots_capacity
BEFORE INSERT ON appointment_slots
WHEN (
  SELECT COUNT(*) FROM appointment_slots s
  JOIN appointments a ON a.id = s.appointment_id
  WHERE s.location_id = NEW.location_id AND s.date = NEW.date AND s.slot_minute = NEW.slot_minute
    AND s.appointment_id != NEW.appointment_id
    AND (a.status = 'confirmed' OR (a.status = 'held' AND a.hold_expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
) >= COALESCE((SELECT capacity_per_slot FROM lab_location_schedules WHERE location_id = NEW.location_id), 2)
BEGIN
  SELECT RAISE(ABORT, 'slot_full');
END;

CREATE TABLE coupons (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  -- Percent (1–100) or forints.
  value INTEGER NOT NULL CHECK (value > 0),
  valid_from TEXT,
  valid_until TEXT,
  usage_limit INTEGER,
  min_total INTEGER NOT NULL DEFAULT 0,
  -- JSON list of package ids the coupon applies to; NULL = every examination.
  package_ids TEXT CHECK (package_ids IS NULL OR json_valid(package_ids)),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

CREATE TABLE coupon_redemptions (
  coupon_id INTEGER NOT NULL REFERENCES coupons (id),
  appointment_id INTEGER NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  PRIMARY KEY (coupon_id, appointment_id)
);

-- The usage limit is enforced like capacity: a redemption beyond it aborts the booking's batch.
CREATE TRIGGER coupon_redemptions_limit
BEFORE INSERT ON coupon_redemptions
WHEN (SELECT usage_limit FROM coupons WHERE id = NEW.coupon_id) IS NOT NULL
  AND (
    SELECT COUNT(*) FROM coupon_redemptions r JOIN appointments a ON a.id = r.appointment_id
    WHERE r.coupon_id = NEW.coupon_id AND a.status IN ('held', 'confirmed')
  ) >= (SELECT usage_limit FROM coupons WHERE id = NEW.coupon_id)
BEGIN
  SELECT RAISE(ABORT, 'coupon_exhausted');
END;
