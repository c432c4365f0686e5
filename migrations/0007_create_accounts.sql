-- Accounts and patients (DESIGN.md, Security baseline; spec sections 3 User, 5, 6, 7 Accounts and
-- patients). Secrets are never stored as given: passwords as PBKDF2 hashes, session and one-time tokens
-- as SHA-256 digests, so a copy of the database lets nobody log in.

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Trimmed and lower-cased before it is stored: one account per address.
  email TEXT NOT NULL UNIQUE,
  username TEXT NOT NULL,
  -- 'pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>'; NULL for an account that only logs in by OAuth.
  password_hash TEXT,
  verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
  language TEXT NOT NULL DEFAULT 'hu' CHECK (language IN ('hu', 'en')),
  foreign_language INTEGER NOT NULL DEFAULT 0 CHECK (foreign_language IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Logins by an outside provider (Google, Facebook, any OIDC issuer), each tied to one user; a user may
-- link several.
CREATE TABLE user_identities (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  email TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (provider, subject)
);
CREATE INDEX user_identities_user ON user_identities (user_id);

-- A logged-in browser (or API client): the SHA-256 of its token. Ends at the idle limit after the last
-- use or at the absolute limit after login, whichever comes first.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_used_at TEXT NOT NULL,
  idle_expires_at TEXT NOT NULL,
  absolute_expires_at TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- E-mailed one-time tokens: verify the address, reset the password. Single use (used_at), expiring.
CREATE TABLE auth_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id, purpose);

-- Patients a user books for: at most one main patient (the user), others enabled by them.
CREATE TABLE patients (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  is_main INTEGER NOT NULL DEFAULT 0 CHECK (is_main IN (0, 1)),
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  -- The booking's person fields (spec section 3, Person) as JSON.
  person TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX patients_one_main ON patients (user_id) WHERE is_main = 1;

-- Attempt counters for login, sign-up and reset, per account and per IP, in fixed windows.
CREATE TABLE rate_limits (
  key TEXT NOT NULL,
  window_start TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);

-- Who read which patient's data (DESIGN.md: health data is special-category data).
CREATE TABLE patient_data_reads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- 'user:<id>', or 'link' for a hash-link page.
  actor TEXT NOT NULL,
  -- 'patient:<id>' or 'appointment:<id>'.
  subject TEXT NOT NULL,
  request_id TEXT
);
CREATE INDEX patient_data_reads_subject ON patient_data_reads (subject, at);

-- Bookings made while logged in belong to that user (the /sajat overview lists them). Kept by hash, so it
-- works whichever laboratory backend stores the booking itself.
CREATE TABLE user_appointments (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  appointment_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (user_id, appointment_hash)
);
