-- Company enquiries (issue 7, item 5: the offer form of /vallalatoknak, POST /api/company/enquiry).
-- One row per enquiry, read by the sales team; nothing here is health data.
CREATE TABLE company_enquiries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  company TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  -- Trimmed and lower-cased before it is stored.
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  -- How many employees would be screened, roughly.
  headcount INTEGER NOT NULL CHECK (headcount BETWEEN 1 AND 1000000),
  message TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT 'hu' CHECK (language IN ('hu', 'en')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX company_enquiries_created_at ON company_enquiries (created_at);
