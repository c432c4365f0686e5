-- The mail outbox (DESIGN.md, Ports: mail). Every message the site sends is stored here first. With
-- MAIL_TRANSPORT "outbox" (the default) storing is the delivery and the row is 'sent' at once; the
-- development page /dev/outbox is the inbox. With "http" the row waits as 'pending' until the mail API
-- accepts it; the scheduled handler retries due rows with backoff and gives up as 'failed'.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- 'confirmation', 'reminder', 'change', 'cancellation', ...
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'hu' CHECK (language IN ('hu', 'en')),
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  -- [{ "filename", "content_type", "content" (base64) }]
  attachments TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(attachments)),
  -- No foreign key: with LAB_BACKEND "http" the appointment lives in the laboratory system, not here.
  appointment_id INTEGER,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  -- UTC ISO-8601; when a pending row is next tried.
  next_attempt_at TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);

-- The retry scan: pending rows whose next attempt is due.
CREATE INDEX mail_outbox_retry ON mail_outbox (status, next_attempt_at);
-- The development inbox lists newest first; messages of one booking are found by appointment.
CREATE INDEX mail_outbox_appointment ON mail_outbox (appointment_id);
