-- Contest subscriptions (spec sections 1, 2 Other screen behaviour, 7 Other: POST /api/contest/subscribe).
-- One row per entry: the contest form it came from, the visitor's name and address, and the two yes/no
-- answers kept as the strings the call sends ('true' / 'false').
CREATE TABLE contest_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The contest form's id (a short slug); one contest, one form.
  form_id TEXT NOT NULL,
  last_name TEXT NOT NULL,
  first_name TEXT NOT NULL,
  -- Trimmed and lower-cased before it is stored: one entry per address and contest.
  email TEXT NOT NULL,
  visited_before TEXT NOT NULL DEFAULT 'false' CHECK (visited_before IN ('true', 'false')),
  maldiv TEXT NOT NULL DEFAULT 'false' CHECK (maldiv IN ('true', 'false')),
  language TEXT NOT NULL DEFAULT 'hu' CHECK (language IN ('hu', 'en')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (form_id, email)
);
