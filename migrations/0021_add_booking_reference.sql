-- The booking reference (issue 25; docs/decisions/0056): one human reference per booking, as
-- 'PL-XXXX-XXXX' in src/domain/bookingReference.ts's alphabet (Crockford's base 32 without 0 and 1).
-- New bookings draw it at random (src/db/appointments.ts); the unique index refuses a clash, which is
-- drawn again. Existing bookings get theirs from their id: id × 2654435761 mod 30⁸ (a multiplier prime
-- to 2, 3 and 5, so a one-to-one map), written in that alphabet, so no two back-filled rows clash.
ALTER TABLE appointments ADD COLUMN reference TEXT CHECK (reference IS NULL OR length(reference) = 12);

UPDATE appointments SET reference = (
  SELECT 'PL-' || substr(a, n / 21870000000 % 30 + 1, 1) || substr(a, n / 729000000 % 30 + 1, 1)
    || substr(a, n / 24300000 % 30 + 1, 1) || substr(a, n / 810000 % 30 + 1, 1) || '-'
    || substr(a, n / 27000 % 30 + 1, 1) || substr(a, n / 900 % 30 + 1, 1)
    || substr(a, n / 30 % 30 + 1, 1) || substr(a, n % 30 + 1, 1)
  FROM (SELECT '23456789ABCDEFGHJKMNPQRSTVWXYZ' AS a, (appointments.id * 2654435761) % 656100000000 AS n)
);

CREATE UNIQUE INDEX appointments_reference ON appointments (reference);

-- A row stored without one (a script or fixture writing the table directly, not src/db/appointments.ts)
-- gets its reference from its id the same way, so no booking is ever without one.
CREATE TRIGGER appointments_reference_default AFTER INSERT ON appointments WHEN NEW.reference IS NULL
BEGIN
  UPDATE appointments SET reference = (
    SELECT 'PL-' || substr(a, n / 21870000000 % 30 + 1, 1) || substr(a, n / 729000000 % 30 + 1, 1)
      || substr(a, n / 24300000 % 30 + 1, 1) || substr(a, n / 810000 % 30 + 1, 1) || '-'
      || substr(a, n / 27000 % 30 + 1, 1) || substr(a, n / 900 % 30 + 1, 1)
      || substr(a, n / 30 % 30 + 1, 1) || substr(a, n % 30 + 1, 1)
    FROM (SELECT '23456789ABCDEFGHJKMNPQRSTVWXYZ' AS a, (NEW.id * 2654435761) % 656100000000 AS n)
  ) WHERE id = NEW.id;
END;
