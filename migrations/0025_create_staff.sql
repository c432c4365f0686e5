-- The lab's side (issue 28; DESIGN.md, Security baseline: Staff; docs/decisions/0067): staff accounts
-- apart from patients' users, their sessions, the day's visits of the embedded engine's appointments, and
-- the append-only log of every staff read or change of patient data.

-- A member of staff. 'reception' works at the locations of staff_locations (day sheet, check-in,
-- no-show, on-site payment); 'manager' at every location, and runs the calendar and settings; 'admin'
-- also keeps the staff accounts. The password and the TOTP secret are set through a one-time set-up link
-- (staff_setup_tokens); an account without both cannot sign in. role_version moves on with every change of
-- role, locations or status, and a session started under another version is over.
CREATE TABLE staff_users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(email) <= 254),
  name TEXT NOT NULL DEFAULT '' CHECK (length(name) <= 100),
  role TEXT NOT NULL CHECK (role IN ('reception', 'manager', 'admin')),
  -- PBKDF2 as patients' passwords (src/auth/password.ts), with the same pepper.
  password_hash TEXT,
  -- The TOTP secret (RFC 6238, base32), and the last time step a code was accepted for: a code is good once.
  totp_secret TEXT,
  totp_last_step INTEGER,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  role_version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The locations a receptionist works at (managers and admins see every location).
CREATE TABLE staff_locations (
  staff_id INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  location_id INTEGER NOT NULL REFERENCES lab_locations (id) ON DELETE CASCADE,
  PRIMARY KEY (staff_id, location_id)
) WITHOUT ROWID;

-- A staff session: the SHA-256 of a 256-bit token in the __Host-staff cookie. Shorter than a patient's
-- (src/staff/session.ts), and bound to the role_version it was started under.
CREATE TABLE staff_sessions (
  token_hash TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  role_version INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT NOT NULL,
  idle_expires_at TEXT NOT NULL,
  absolute_expires_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- A one-time link to set the password and the second factor (a new account, or one an admin reset).
-- 'signin' is the short step between a right password and its TOTP code.
CREATE TABLE staff_tokens (
  token_hash TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('setup', 'signin')),
  expires_at TEXT NOT NULL,
  used_at TEXT
) WITHOUT ROWID;

-- A booking's visit on its day, for the embedded engine: no row is 'booked'; then arrived → sampled, or
-- no_show (by hand, or by the cron for a day that has ended). A booking's status (appointments.status)
-- stays what it was: the visit is what happened at the sampling point.
CREATE TABLE appointment_visits (
  appointment_id INTEGER PRIMARY KEY REFERENCES appointments (id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('arrived', 'sampled', 'no_show')),
  arrived_at TEXT,
  sampled_at TEXT,
  -- Who last changed it; NULL for the cron's no-show.
  staff_id INTEGER REFERENCES staff_users (id),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Who read or changed which patient's data, when and why, never the data itself. Rows are only added:
-- changing one is refused, and deleting one is refused until it is older than the retention (the cron
-- deletes those, src/staff/accessLog.ts).
CREATE TABLE staff_access_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- NULL for the operator's command line (npm run staff).
  staff_id INTEGER REFERENCES staff_users (id),
  -- What was done: 'day_sheet.read', 'visit.arrived', 'payment.onsite', 'closure.add', 'staff.invite', …
  action TEXT NOT NULL CHECK (length(action) <= 40),
  -- What it was done to: 'appointment:<id>', 'location:<id>/<date>', 'staff:<id>', …
  subject TEXT NOT NULL CHECK (length(subject) <= 80),
  -- Why: the staff area's purpose of the view or change ('check-in', 'day sheet', …).
  reason TEXT NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
  request_id TEXT
);
CREATE INDEX staff_access_log_at ON staff_access_log (at);
CREATE INDEX staff_access_log_staff ON staff_access_log (staff_id, at);

CREATE TRIGGER staff_access_log_append_only
BEFORE UPDATE ON staff_access_log
BEGIN
  SELECT RAISE(ABORT, 'access_log_is_append_only');
END;

-- Kept five years (docs/decisions/0067): a younger row is never deleted.
CREATE TRIGGER staff_access_log_kept
BEFORE DELETE ON staff_access_log
WHEN OLD.at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 years')
BEGIN
  SELECT RAISE(ABORT, 'access_log_is_kept');
END;
