-- Bookings made while logged in to an account the upstream owns (ACCOUNTS_BACKEND=http,
-- docs/decisions/0016-accounts-port.md). user_appointments cannot hold them: its user_id references the
-- embedded users table, and such a user has no row there. The upstream's contract (spec section 7) has
-- no call for a user's bookings, so the site keeps the list, by booking hash, for the /sajat overview.
CREATE TABLE account_bookings (
  user_id INTEGER NOT NULL,
  appointment_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (user_id, appointment_hash)
);
