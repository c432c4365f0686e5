-- Idempotency keys are bound to their request (issue 11, point 7; docs/decisions/0017): a booking
-- keeps the SHA-256 (hex) of the canonical JSON of the validated request it was created from, minus
-- the key. A repeated key with the same fingerprint gets the first answer; with another one it is
-- refused (409 idempotency_key_reused). Rows created before this migration have NULL and are answered
-- as before, whatever the body.
ALTER TABLE appointments ADD COLUMN request_fingerprint TEXT
  CHECK (request_fingerprint IS NULL OR length(request_fingerprint) = 64);
