-- Legacy URLs (old blog, old English pages, PDFs, old category and test pages) and where they live now.
-- A source is an exact path, or a pattern with :named segments and an optional trailing * that the
-- target may reuse (":slug", "*").
CREATE TABLE redirects (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  source TEXT NOT NULL UNIQUE CHECK (substr(source, 1, 1) = '/'),
  target TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 301 CHECK (status IN (301, 302, 307, 308)),
  note TEXT
);
