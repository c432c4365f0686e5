-- Taken capacity per slot (issue 14, point 5; docs/decisions/0034-slot-occupancy-table.md), so that
-- available_dates and available_times read one row per used slot of the range, already counted, instead
-- of grouping every appointment_slots row of it on each call: their cost follows the slots of the
-- horizon, not the number of bookings.
--
-- A slot's row counts its confirmed bookings and its held ones (with a hold end), with the earliest and
-- latest of those ends; a slot whose bookings were all cancelled keeps a row of zeros. Holds lapse by
-- time alone (decision 0008), which no stored count can follow, so a reader counts the held ones as
-- live when every hold ends after its "now", as lapsed when every hold has ended, and only for a slot
-- whose holds straddle "now" (rare: the cron marks lapsed holds expired every 5 minutes) asks
-- appointment_slots for the live ones.
--
-- The triggers below keep the rows in step with every write that changes what a slot holds (a booking,
-- a move, a cancellation, an expired hold, a paid or retaken hold, a deleted appointment), inside the
-- statement that makes it and so inside that statement's D1 batch: there is no path that can forget
-- them. Each recounts the slots it touches from appointment_slots (through the slot_occupants view)
-- instead of adding and subtracting, so a row is right by construction whatever came before it.
-- Capacity itself is still enforced where it was, by the appointment_slots_capacity trigger
-- (migrations/0004), before the slot row goes in.
CREATE TABLE slot_occupancy (
  location_id INTEGER NOT NULL,
  date TEXT NOT NULL,
  slot_minute INTEGER NOT NULL,
  confirmed INTEGER NOT NULL CHECK (confirmed >= 0),
  -- Held bookings with a hold end, live or lapsed, and the earliest and latest of those ends.
  held INTEGER NOT NULL CHECK (held >= 0),
  first_hold_end TEXT,
  last_hold_end TEXT,
  PRIMARY KEY (location_id, date, slot_minute)
) WITHOUT ROWID;

-- Each slot row with what its booking counts as: the bookings the capacity trigger counts (confirmed,
-- or held with a hold end), without the time test. Not grouped, so SQLite folds it into the queries
-- below and each reads one slot through appointment_slots_lookup.
CREATE VIEW slot_occupants AS
SELECT s.location_id, s.date, s.slot_minute, a.status = 'confirmed' AS confirmed,
  a.status = 'held' AND a.hold_expires_at IS NOT NULL AS held,
  CASE WHEN a.status = 'held' THEN a.hold_expires_at END AS hold_end
FROM appointment_slots s JOIN appointments a ON a.id = s.appointment_id;

INSERT INTO slot_occupancy (location_id, date, slot_minute, confirmed, held, first_hold_end, last_hold_end)
SELECT location_id, date, slot_minute, SUM(confirmed), SUM(held), MIN(hold_end), MAX(hold_end)
FROM slot_occupants GROUP BY location_id, date, slot_minute HAVING SUM(confirmed) + SUM(held) > 0;

-- A slot row added (a booking, a move's new place, a retaken hold): recount that slot. Without GROUP BY
-- the count is one row even for a slot with nothing left in it.
CREATE TRIGGER slot_occupancy_slot_added
AFTER INSERT ON appointment_slots
BEGIN
  INSERT OR REPLACE INTO slot_occupancy
  SELECT NEW.location_id, NEW.date, NEW.slot_minute, COALESCE(SUM(confirmed), 0), COALESCE(SUM(held), 0),
    MIN(hold_end), MAX(hold_end)
  FROM slot_occupants WHERE location_id = NEW.location_id AND date = NEW.date AND slot_minute = NEW.slot_minute;
END;

-- A slot row removed (a move's old place, a retaken hold's old rows, a deleted appointment's cascade).
CREATE TRIGGER slot_occupancy_slot_removed
AFTER DELETE ON appointment_slots
BEGIN
  INSERT OR REPLACE INTO slot_occupancy
  SELECT OLD.location_id, OLD.date, OLD.slot_minute, COALESCE(SUM(confirmed), 0), COALESCE(SUM(held), 0),
    MIN(hold_end), MAX(hold_end)
  FROM slot_occupants WHERE location_id = OLD.location_id AND date = OLD.date AND slot_minute = OLD.slot_minute;
END;

-- A slot row is never changed in place: a move deletes and re-inserts (src/db/appointments.ts). An
-- update would pass both the capacity trigger (BEFORE INSERT) and the recounts above, so it is refused.
CREATE TRIGGER appointment_slots_fixed
BEFORE UPDATE ON appointment_slots
BEGIN
  SELECT RAISE(ABORT, 'slot_rows_are_replaced_not_updated');
END;

-- A booking's status or hold end changed (cancelled, expired, paid, switched to paying on site):
-- recount every slot it occupies, each through the lookup index from the booking's own slot rows.
CREATE TRIGGER slot_occupancy_booking_changed
AFTER UPDATE OF status, hold_expires_at ON appointments
WHEN OLD.status IS NOT NEW.status OR OLD.hold_expires_at IS NOT NEW.hold_expires_at
BEGIN
  INSERT OR REPLACE INTO slot_occupancy
  SELECT o.location_id, o.date, o.slot_minute, SUM(o.confirmed), SUM(o.held), MIN(o.hold_end), MAX(o.hold_end)
  FROM appointment_slots mine
  JOIN slot_occupants o ON o.location_id = mine.location_id AND o.date = mine.date AND o.slot_minute = mine.slot_minute
  WHERE mine.appointment_id = NEW.id
  GROUP BY o.location_id, o.date, o.slot_minute;
END;
