-- Proofs of work already used (issue 24 point 2; docs/decisions/0050). An ALTCHA solution proves work for
-- one challenge; each challenge's signature is kept here until the challenge expires, so one solved
-- challenge opens one booking or sign-up, never a thousand. Turnstile's tokens are single-use at
-- Cloudflare and need no row.
CREATE TABLE spent_challenges (
  signature TEXT PRIMARY KEY,
  -- UTC ISO-8601; the cron removes rows past it, when the challenge could not be used anyway.
  expires_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX spent_challenges_expiry ON spent_challenges (expires_at);
