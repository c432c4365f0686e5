-- Invoices of the embedded invoicing port (INVOICING = "embedded", docs/decisions/0064). An issued
-- invoice is a legal document (Áfa tv. 169. §): its data never changes and it is never deleted, so the
-- triggers below refuse every UPDATE and DELETE of an invoice, its lines and its PDF. A mistake is
-- corrected by a reversing or modifying invoice that names it (corrects_number), never by an edit.

-- The last sequence number used per prefix and year. Issuing bumps it and inserts the invoice in one
-- D1 batch (one transaction): if the insert fails the bump is rolled back, so numbers have no gaps, and
-- two issues never read the same value, so they never share one.
CREATE TABLE invoice_counters (
  prefix TEXT NOT NULL,
  year INTEGER NOT NULL,
  last INTEGER NOT NULL CHECK (last > 0),
  PRIMARY KEY (prefix, year)
);

CREATE TABLE invoices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  number TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  year INTEGER NOT NULL,
  sequence INTEGER NOT NULL CHECK (sequence > 0),
  -- The settlement invoiced (a payment's or a refund's order ref): one invoice each, so a retry after a
  -- lost answer finds the first one instead of issuing a second.
  order_ref TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'reversal', 'modification')),
  corrects_number TEXT REFERENCES invoices (number),
  issue_date TEXT NOT NULL,
  fulfilment_date TEXT NOT NULL,
  payment_method TEXT NOT NULL CHECK (payment_method IN ('card', 'cash')),
  -- The seller and the buyer as printed (JSON), copied in when issued: a later change of the lab's
  -- address or the patient's details does not change an issued invoice.
  seller TEXT NOT NULL,
  buyer TEXT NOT NULL,
  notes TEXT NOT NULL DEFAULT '',
  net INTEGER NOT NULL,
  vat INTEGER NOT NULL,
  gross INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (prefix, year, sequence),
  CHECK ((kind = 'invoice') = (corrects_number IS NULL))
);

CREATE TABLE invoice_lines (
  invoice_id INTEGER NOT NULL REFERENCES invoices (id),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  unit TEXT NOT NULL,
  unit_net INTEGER NOT NULL,
  -- számlázz.hu's afakulcs: a rate in percent, or TAM / AAM for an exemption.
  vat_key TEXT NOT NULL CHECK (vat_key IN ('TAM', 'AAM', '0', '5', '18', '27')),
  net INTEGER NOT NULL,
  vat INTEGER NOT NULL,
  gross INTEGER NOT NULL,
  PRIMARY KEY (invoice_id, position)
);

CREATE TRIGGER invoices_immutable BEFORE UPDATE ON invoices
BEGIN SELECT RAISE(ABORT, 'an issued invoice is never changed'); END;
CREATE TRIGGER invoices_kept BEFORE DELETE ON invoices
BEGIN SELECT RAISE(ABORT, 'an issued invoice is never deleted'); END;
CREATE TRIGGER invoice_lines_immutable BEFORE UPDATE ON invoice_lines
BEGIN SELECT RAISE(ABORT, 'an issued invoice is never changed'); END;
CREATE TRIGGER invoice_lines_kept BEFORE DELETE ON invoice_lines
BEGIN SELECT RAISE(ABORT, 'an issued invoice is never deleted'); END;

-- An invoice's PDF, kept once drawn (the embedded port; decision 0064): the buyer downloads the very
-- document first made from the invoice's data, whatever later changes to the renderer or its font.
CREATE TABLE invoice_documents (
  invoice_id INTEGER PRIMARY KEY REFERENCES invoices (id),
  pdf BLOB NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TRIGGER invoice_documents_immutable BEFORE UPDATE ON invoice_documents
BEGIN SELECT RAISE(ABORT, 'an issued invoice is never changed'); END;
CREATE TRIGGER invoice_documents_kept BEFORE DELETE ON invoice_documents
BEGIN SELECT RAISE(ABORT, 'an issued invoice is never deleted'); END;
